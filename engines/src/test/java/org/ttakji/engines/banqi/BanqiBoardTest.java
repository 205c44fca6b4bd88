package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.SplitMix64;

/** The incremental state of the board (bit sets, counts, hash) always equals a recomputation from the cells. */
class BanqiBoardTest {

    private static BanqiBoard board(String fullForm) {
        BanqiSetup s = Fen.parse(fullForm);
        int[] hidden = new int[BanqiPieces.CODES];
        for (int cell : s.cells()) {
            if (BanqiPieces.isFaceDown(cell)) {
                hidden[cell & 15]++;
            }
        }
        return new BanqiBoard(s.cells(), hidden, s.side(), s.p1Colour(), s.noProgress(), s.ply() - 1);
    }

    private static void assertConsistent(BanqiBoard b, String where) {
        BanqiBoard fresh = new BanqiBoard(b.cells, b.hidden, b.side, b.p1Colour, b.noProgress, b.ply);
        assertEquals(fresh.faceDownBits, b.faceDownBits, "face-down bits " + where);
        assertArrayEquals(fresh.colourBits, b.colourBits, "colour bits " + where);
        assertArrayEquals(fresh.capturedByColour, b.capturedByColour, "captured counts " + where);
        assertEquals(fresh.faceDown, b.faceDown, "face-down count " + where);
        assertEquals(fresh.hash, b.hash, "incremental hash " + where);
    }

    @Test
    void incrementalStateMatchesARecomputationThroughRandomGames() {
        SplitMix64 random = new SplitMix64(3);
        MoveList moves = new MoveList();
        for (long seed = 0; seed < 30; seed++) {
            BanqiBoard b = board(BanqiLayout.fromSeed(seed).startFen());
            int plies = 0;
            while (Endings.ruleStatus(b) == org.ttakji.engines.core.Outcome.ONGOING) {
                moves.clear();
                MoveGen.generate(b, moves);
                if (moves.isEmpty()) {
                    break;
                }
                b.make(moves.get(random.nextInt(moves.size())));
                plies++;
                assertConsistent(b, "after ply " + plies + " of seed " + seed);
            }
            while (plies-- > 0) {
                b.unmake();
                assertConsistent(b, "unwinding seed " + seed);
            }
        }
    }
}
