package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.SplitMix64;

class MagicsTest {
    @Test
    void magicNumbersAreTheOnesTheSeededSearchFinds() {
        long[][] found = MagicFinder.find();
        assertArrayEquals(found[0], Magics.ROOK_MAGIC);
        assertArrayEquals(found[1], Magics.BISHOP_MAGIC);
    }

    @Test
    void sliderAttacksEqualRayCastingOnRandomBoards() {
        SplitMix64 random = new SplitMix64(5);
        for (int i = 0; i < 20_000; i++) {
            long occ = random.nextLong() & random.nextLong();
            int sq = random.nextInt(64);
            assertEquals(Magics.slowAttacks(sq, occ, Magics.ROOK_DIRS), Magics.rook(sq, occ));
            assertEquals(Magics.slowAttacks(sq, occ, Magics.BISHOP_DIRS), Magics.bishop(sq, occ));
        }
    }
}
