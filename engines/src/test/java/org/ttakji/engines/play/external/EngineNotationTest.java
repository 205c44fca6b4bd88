package org.ttakji.engines.play.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.play.external.EngineNotation.Style;

/** Positions and moves as each protocol's engines write them, from the lab's own notation. */
class EngineNotationTest {

    private static String move(Variant v, EngineProtocol p, Style s, Position pos, String machine) {
        VariantRules rules = Variants.rules(v);
        int m = rules.parseMachine(pos, machine);
        return EngineNotation.of(v, p, s).move(pos, m, rules.toMachine(pos, m));
    }

    private static Position start(Variant v) {
        VariantRules rules = Variants.rules(v);
        return rules.startPosition(rules.defaultRules());
    }

    @Test
    void xiangqiRanksAreOneToTenUnderUciAndZeroToNineUnderUcciOrTheLabsNotation() {
        Position p = start(Variant.XIANGQI);
        assertEquals("h3e3", move(Variant.XIANGQI, EngineProtocol.UCI, Style.STANDARD, p, "h2e2"));
        assertEquals("h2e2", move(Variant.XIANGQI, EngineProtocol.UCCI, Style.STANDARD, p, "h2e2"));
        assertEquals("h2e2", move(Variant.XIANGQI, EngineProtocol.UCI, Style.LAB, p, "h2e2"));
        assertEquals("b1c3", move(Variant.XIANGQI, EngineProtocol.UCI, Style.STANDARD, p, "b0c2"));
        assertEquals("fen " + p.toFen(), EngineNotation.of(Variant.XIANGQI, EngineProtocol.UCCI, Style.STANDARD)
                .position(p.toFen()));
    }

    @Test
    void aJanggiPassIsTheGeneralsPointTwiceUnderFairyStockfishsNotation() {
        Position p = start(Variant.JANGGI);
        assertEquals("e2e2", move(Variant.JANGGI, EngineProtocol.UCI, Style.STANDARD, p, "pass"));
        assertEquals("pass", move(Variant.JANGGI, EngineProtocol.UCI, Style.LAB, p, "pass"));
        p.makeMove(Variants.rules(Variant.JANGGI).parseMachine(p, "pass"));
        assertEquals("e9e9", move(Variant.JANGGI, EngineProtocol.UCI, Style.STANDARD, p, "pass"));
        assertEquals("b10c8", move(Variant.JANGGI, EngineProtocol.UCI, Style.STANDARD, p, "b9c7"));
    }

    @Test
    void twoJanggiPassesInARowRestartFairyStockfishsHistoryWhichWouldEndTheGameThere() {
        VariantRules rules = Variants.rules(Variant.JANGGI);
        Position p = start(Variant.JANGGI);
        int pass = rules.parseMachine(p, "pass");
        int move = rules.parseMachine(p, "b0c2");
        EngineNotation fairy = EngineNotation.of(Variant.JANGGI, EngineProtocol.UCI, Style.STANDARD);
        assertTrue(fairy.restartsHistoryAfter(pass, pass));
        assertFalse(fairy.restartsHistoryAfter(Move.NONE, pass), "one pass is an ordinary ply");
        assertFalse(fairy.restartsHistoryAfter(pass, move));
        assertFalse(fairy.restartsHistoryAfter(move, pass));
        assertFalse(EngineNotation.of(Variant.JANGGI, EngineProtocol.UCI, Style.LAB).restartsHistoryAfter(pass, pass),
                "the lab's own uci plays on after two passes, as RULES.md");
    }

    @Test
    void theShogiDeclarationIsWinAndSfenIsSentAsSuch() {
        Position p = start(Variant.SHOGI);
        assertEquals("7g7f", move(Variant.SHOGI, EngineProtocol.USI, Style.STANDARD, p, "7g7f"));
        assertTrue(EngineNotation.of(Variant.SHOGI, EngineProtocol.USI, Style.STANDARD).position(p.toFen())
                .startsWith("sfen lnsgkgsnl/"));
        // Sente's king in the enemy camp with everything in hand: the 24-point declaration is legal.
        Position entered = Variants.rules(Variant.SHOGI).fromFen("4K4/9/9/9/9/9/9/9/4k4 b 2R2B4G4S4N4L18P 1",
                p.rules());
        MoveList actions = new MoveList();
        entered.generateActions(actions);
        assertEquals(1, actions.size());
        assertEquals(Move.DECLARE, Move.kind(actions.get(0)));
        assertEquals("win", EngineNotation.of(Variant.SHOGI, EngineProtocol.USI, Style.STANDARD)
                .move(entered, actions.get(0), "declare"));
    }

    @Test
    void chess960MovesAreTheLabsOwn() {
        Position p = start(Variant.CHESS960);
        assertEquals("e2e4", move(Variant.CHESS960, EngineProtocol.UCI, Style.STANDARD, p, "e2e4"));
        assertTrue(EngineNotation.of(Variant.CHESS960, EngineProtocol.UCI, Style.STANDARD).position(p.toFen())
                .startsWith("fen rnbqkbnr/"));
    }

    @Test
    void combinationsNoEngineSpeaksAreRefused() {
        assertThrows(LabInputException.class, () -> EngineNotation.of(Variant.BANQI, EngineProtocol.UCI, Style.STANDARD));
        assertThrows(LabInputException.class, () -> EngineNotation.of(Variant.SHOGI, EngineProtocol.UCI, Style.STANDARD));
        assertThrows(LabInputException.class, () -> EngineNotation.of(Variant.CHESS960, EngineProtocol.USI, Style.STANDARD));
        assertThrows(LabInputException.class, () -> EngineNotation.of(Variant.JANGGI, EngineProtocol.UCCI, Style.STANDARD));
        LabInputException e = assertThrows(LabInputException.class,
                () -> EngineNotation.of(Variant.XIANGQI, EngineProtocol.USI, Style.STANDARD));
        assertEquals("xiangqi cannot be played under usi (expected uci or ucci)", e.getMessage());
    }
}
