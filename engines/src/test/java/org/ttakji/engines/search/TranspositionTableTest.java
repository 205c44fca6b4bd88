package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Move;

class TranspositionTableTest {
    private static final int MOVE = Move.of(12, 28, Move.PROMOTION, 5, 31);

    @Test
    void storedEntryIsReadBackWithEveryField() {
        TranspositionTable t = new TranspositionTable(1);
        t.newSearch(false);
        t.store(0x1234_5678_9ABC_DEF0L, MOVE, -(Scores.MATE - 3), 17, TranspositionTable.UPPER);
        assertTrue(t.probe(0x1234_5678_9ABC_DEF0L));
        assertEquals(MOVE, t.move());
        assertEquals(-(Scores.MATE - 3), t.score());
        assertEquals(17, t.depth());
        assertEquals(TranspositionTable.UPPER, t.bound());
        assertFalse(t.probe(0x1234_5678_9ABC_DEF1L));
    }

    @Test
    void sizeIsAPowerOfTwoThatFitsTheMegabytes() {
        assertEquals(65_536, new TranspositionTable(1).capacity());
        assertEquals(131_072, new TranspositionTable(3).capacity());
    }

    @Test
    void aFreshSearchSeesNothingOfTheLastOne() {
        TranspositionTable t = new TranspositionTable(1);
        t.newSearch(false);
        t.store(42L, MOVE, 10, 3, TranspositionTable.EXACT);
        t.newSearch(false);
        assertFalse(t.probe(42L), "an old generation is invisible to a fresh search");
        t.newSearch(true);
        assertTrue(t.probe(42L), "a reusing search sees older entries");
    }

    @Test
    void sameKeyKeepsItsMoveWhenTheNewEntryHasNone() {
        TranspositionTable t = new TranspositionTable(1);
        t.newSearch(false);
        t.store(42L, MOVE, 10, 3, TranspositionTable.LOWER);
        t.store(42L, Move.NONE, -5, 4, TranspositionTable.UPPER);
        assertTrue(t.probe(42L));
        assertEquals(MOVE, t.move());
        assertEquals(-5, t.score());
        assertEquals(4, t.depth());
    }

    @Test
    void aFullBucketReplacesItsShallowestEntry() {
        TranspositionTable t = new TranspositionTable(1);
        t.newSearch(false);
        long[] keys = new long[5];
        for (int i = 0; i < 5; i++) {
            keys[i] = 7 + ((long) (i + 1) << 50); // differ only in bits that do not pick the bucket
        }
        int[] depths = {9, 2, 7, 5};
        for (int i = 0; i < 4; i++) {
            t.store(keys[i], MOVE, i, depths[i], TranspositionTable.EXACT);
        }
        t.store(keys[4], MOVE, 99, 6, TranspositionTable.EXACT);
        assertFalse(t.probe(keys[1]), "depth 2 was the victim");
        assertTrue(t.probe(keys[0]) && t.probe(keys[2]) && t.probe(keys[3]) && t.probe(keys[4]));
    }
}
