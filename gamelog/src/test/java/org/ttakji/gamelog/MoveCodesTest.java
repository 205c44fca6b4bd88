package org.ttakji.gamelog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** Schema v3's move codes: every game round-trips exactly, a code is a byte a ply, and bad codes are refused. */
class MoveCodesTest {
    /** A game of random legal moves (and actions) from the variant's standard start, up to {@code plies}. */
    private static Game randomGame(Variant variant, long seed, int plies) {
        VariantRules rules = Variants.rules(variant);
        Game game = new Game(rules, rules.startPosition(rules.defaultRules()));
        SplitMix64 random = new SplitMix64(seed);
        MoveList moves = new MoveList();
        while (game.plies() < plies && !game.status().isOver()) {
            moves.clear();
            game.position().generateLegal(moves);
            game.position().generateActions(moves);
            game.play(moves.get(random.nextInt(moves.size())));
        }
        return game;
    }

    @Test
    void randomGamesOfEveryVariantRoundTripAtAboutAByteAPly() {
        for (Variant variant : Variant.values()) {
            VariantRules rules = Variants.rules(variant);
            for (long seed = 1; seed <= 20; seed++) {
                Game game = randomGame(variant, seed, 300);
                String start = game.startFen();
                String options = rules.defaultRules().toString();
                byte[] codes = MoveCodes.encode(variant.cliName(), options, start, game.moves());
                assertTrue(codes.length >= game.plies() && codes.length <= 2 * game.plies(), variant + " " + seed);
                assertArrayEquals(game.moves().toArray(new String[0]),
                        MoveCodes.decode(variant.cliName(), options, start, codes), variant + " seed " + seed);
            }
        }
    }

    @Test
    void ruleOptionsAreThoseOfTheGame() {
        // Chess960 with every promotion piece: an under-promotion code means something else under queen-only.
        VariantRules rules = Variants.rules(Variant.CHESS960);
        Position start = rules.startPosition(rules.parseRules(List.of("promotion=all")), 518);
        List<String> moves = List.of("b2b4", "a7a5", "b4a5", "b7b6", "a5b6", "h7h6", "b6c7", "h6h5", "c7b8n");
        byte[] codes = MoveCodes.encode(rules, start.copy(), moves);
        assertEquals(moves, List.of(MoveCodes.decode("chess960", "promotion=all", start.toFen(), codes)));
    }

    @Test
    void theCodeIsTheIndexAmongTheSortedMachineTexts() {
        VariantRules rules = Variants.rules(Variant.CHESS960);
        Position start = rules.startPosition(rules.defaultRules(), 518);
        MoveList legal = new MoveList();
        start.generateLegal(legal);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            texts.add(rules.toMachine(start, legal.get(i)));
        }
        texts.sort(null);
        assertEquals(20, texts.size());
        assertArrayEquals(new byte[]{(byte) texts.indexOf("e2e4")}, MoveCodes.encode(rules, start.copy(), List.of("e2e4")));
        assertArrayEquals(new byte[]{0}, MoveCodes.encode(rules, start.copy(), List.of(texts.get(0))));
    }

    @Test
    void aMoveThatIsNotLegalIsRefusedNamingThePly() {
        String m = assertThrows(IllegalArgumentException.class, () -> MoveCodes.encode("chess960", "",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", List.of("e2e4", "e2e4"))).getMessage();
        assertTrue(m.startsWith("ply 2: move 'e2e4' is not legal in "), m);
    }

    @Test
    void codesOfAnotherGameAreRefusedNotDecodedIntoOtherMoves() {
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
        String beyond = assertThrows(IllegalArgumentException.class,
                () -> MoveCodes.decode("chess960", "", fen, new byte[]{3, 20})).getMessage();
        assertTrue(beyond.startsWith("ply 2: move code 20 but only 20 legal moves in "), beyond);
        String truncated = assertThrows(IllegalArgumentException.class,
                () -> MoveCodes.decode("chess960", "", fen, new byte[]{(byte) 0x81})).getMessage();
        assertEquals("ply 1: truncated move code", truncated);
        assertEquals(0, MoveCodes.decode("chess960", "", fen, new byte[0]).length, "a game without moves");
    }
}
