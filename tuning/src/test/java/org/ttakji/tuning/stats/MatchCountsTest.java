package org.ttakji.tuning.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchCountsTest {

    @Test
    void pairsAreCountedByTheCandidatesPointsAndGamesByResult() {
        MatchCounts c = MatchCounts.ofPairs(List.of(
                new GamePairScore(0, 0),     // LL
                new GamePairScore(0, 0.5),   // LD
                new GamePairScore(0.5, 0),   // DL
                new GamePairScore(1, 0),     // WL
                new GamePairScore(0.5, 0.5), // DD
                new GamePairScore(0, 1),     // LW
                new GamePairScore(1, 0.5),   // WD
                new GamePairScore(1, 1)));   // WW
        assertEquals(new Pentanomial(1, 2, 3, 1, 1), c.pentanomial());
        assertEquals(new Trinomial(5, 5, 6), c.trinomial());
        assertEquals(16, c.pentanomial().games());
        assertEquals(c.trinomial().points(), c.pentanomial().points());
    }

    @Test
    void consecutiveGamesFormThePairs() {
        MatchCounts c = MatchCounts.ofConsecutiveGames(1, 0, 0.5, 0.5, 1, 1);
        assertEquals(new Pentanomial(0, 0, 2, 0, 1), c.pentanomial());
        assertEquals(new Trinomial(3, 2, 1), c.trinomial());
    }

    @Test
    void pentanomialListsItsCountsLowToHighAsFishtestPrintsThem() {
        Pentanomial p = Pentanomial.of(369, 12695, 27124, 12664, 332);
        assertArrayEquals(new long[]{369, 12695, 27124, 12664, 332}, p.countsByScore());
        assertEquals(53184, p.pairs());
        assertEquals("Ptnml(0-2): 369, 12695, 27124, 12664, 332", p.describe());
        assertEquals(Pentanomial.of(369, 12695, 27124, 12665, 332), p.plusPair(new GamePairScore(0.5, 1)));
    }

    @Test
    void badInputIsRefusedWithTheValue() {
        assertEquals("first game score must be 0, 0.5 or 1, got 0.3",
                assertThrows(IllegalArgumentException.class, () -> new GamePairScore(0.3, 1)).getMessage());
        assertEquals("games in pairs need an even number of games, got 3",
                assertThrows(IllegalArgumentException.class, () -> MatchCounts.ofConsecutiveGames(1, 0, 1))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Pentanomial(0, -1, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Pentanomial.of(1, 2, 3));
        assertThrows(IllegalArgumentException.class, () -> new Trinomial(1, -2, 0));
        assertThrows(IllegalArgumentException.class,
                () -> new MatchCounts(new Pentanomial(1, 0, 0, 0, 0), new Trinomial(1, 0, 0)));
    }
}
