package org.ttakji.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** A game replayed for the explorer: its start key, the hashes of what the movers saw, the moves. */
class OpeningReplayTest {
    private static final String START_518 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";

    @Test
    void transpositionsReachTheSamePositionHash() {
        OpeningReplay a = OpeningReplay.of(Variant.CHESS960, "", START_518, List.of("g1f3", "g8f6", "b1c3", "b8c6",
                "e2e4"), 24);
        OpeningReplay b = OpeningReplay.of(Variant.CHESS960, "", START_518, List.of("b1c3", "b8c6", "g1f3", "g8f6",
                "d2d4"), 24);
        assertEquals("518", a.start());
        assertEquals(a.steps().get(0).position(), b.steps().get(0).position(), "the start");
        assertNotEquals(a.steps().get(1).position(), b.steps().get(1).position());
        assertEquals(a.steps().get(4).position(), b.steps().get(4).position(), "after four plies in another order");
        assertEquals("e2e4", a.steps().get(4).move());
    }

    @Test
    void stepsAlternateMoversAndStopAtThePlyLimit() {
        OpeningReplay r = OpeningReplay.of(Variant.XIANGQI, "", Variants.rules(Variant.XIANGQI)
                .startPosition(Variants.rules(Variant.XIANGQI).defaultRules()).toFen(), List.of("h2e2", "h9g7",
                "h0g2", "i9h9"), 3);
        assertEquals("standard", r.start());
        assertEquals(3, r.steps().size());
        assertEquals(List.of(0, 1, 0), r.steps().stream().map(OpeningReplay.Step::side).toList());
        assertEquals(List.of("h2e2", "h9g7", "h0g2"), r.steps().stream().map(OpeningReplay.Step::move).toList());
    }

    @Test
    void movesAreWrittenInTheVariantsCanonicalMachineNotation() {
        // Xiangqi coordinates with ranks 1..10 are read, and written back with ranks 0..9.
        OpeningReplay r = OpeningReplay.of(Variant.XIANGQI, "", Variants.rules(Variant.XIANGQI)
                .startPosition(Variants.rules(Variant.XIANGQI).defaultRules()).toFen(), List.of("h3e3"), 24);
        assertEquals("h2e2", r.steps().get(0).move());
    }

    @Test
    void aBanqiGameIsHashedAsThePlayersSeeItSoLayoutsMeet() {
        VariantRules rules = Variants.rules(Variant.BANQI);
        Position seven = rules.startPosition(rules.defaultRules(), 7);
        Position eight = rules.startPosition(rules.defaultRules(), 8);
        OpeningReplay a = OpeningReplay.of(Variant.BANQI, "", seven.toFen(), List.of("a1?", "b2?"), 24);
        OpeningReplay b = OpeningReplay.of(Variant.BANQI, "", eight.toFen(), List.of("c3?", "b2?"), 24);
        assertEquals(a.steps().get(0).position(), b.steps().get(0).position(), "every layout starts face down");
        assertEquals(2, a.start().length(), "the first two revealed pieces: " + a.start());
    }

    @Test
    void theOutcomeIsTheMoversView() {
        assertEquals(1, OpeningReplay.outcomeFor(Result.winFor(0), 0));
        assertEquals(-1, OpeningReplay.outcomeFor(Result.winFor(0), 1));
        assertEquals(0, OpeningReplay.outcomeFor(Result.DRAW, 1));
        assertEquals(1, OpeningReplay.outcomeFor(Result.winFor(1), 1));
    }

    @Test
    void aMoveThatDoesNotReplayNamesItsPly() {
        LabInputException e = assertThrows(LabInputException.class,
                () -> OpeningReplay.of(Variant.CHESS960, "", START_518, List.of("e2e4", "e2e4"), 24));
        assertTrue(e.getMessage().startsWith("ply 2 'e2e4': "), e.getMessage());
        OpeningReplay beyond = OpeningReplay.of(Variant.CHESS960, "", START_518, List.of("e2e4", "e2e4"), 1);
        assertEquals(1, beyond.steps().size(), "moves past the ply limit are not read");
    }

    @Test
    void randomGamesOfEveryVariantReplay() {
        for (Variant v : Variant.values()) {
            VariantRules rules = Variants.rules(v);
            Position p = rules.startPosition(rules.defaultRules(), rules.randomStart(new SplitMix64(3)));
            String fen = p.toFen();
            SplitMix64 random = new SplitMix64(v.ordinal());
            java.util.List<String> moves = new java.util.ArrayList<>();
            for (int ply = 0; ply < 30 && !p.status().isOver(); ply++) {
                MoveList list = new MoveList();
                p.generateLegal(list);
                int m = list.get(random.nextInt(list.size()));
                moves.add(rules.toMachine(p, m));
                p.makeMove(m);
            }
            OpeningReplay r = OpeningReplay.of(v, rules.defaultRules().toString(), fen, moves, 24);
            assertEquals(Math.min(24, moves.size()), r.steps().size(), v.cliName());
            assertEquals(moves.subList(0, r.steps().size()), r.steps().stream().map(OpeningReplay.Step::move).toList());
        }
    }
}
