package org.ttakji.tuning.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.tuning.match.MatchGame;
import org.ttakji.tuning.stats.Pentanomial;

class GateBatchesTest {
    /** Game {@code index} with the first player's result. */
    private static MatchGame game(long index, String result) {
        return new MatchGame(index, "start", "", result, "checkmate", 10);
    }

    @Test
    void pairsAreCountedInTheirBatchFromTheCandidatesView() {
        // batch 0: pair 0 (candidate first wins, then loses as second: even), pair 1 (two candidate wins)
        // batch 1: pair 2 (a draw, then the candidate loses as second: LD), pair 3 misses its second game
        List<MatchGame> games = List.of(game(0, "1-0"), game(1, "1-0"), game(3, "0-1"), game(2, "1-0"),
                game(4, "1/2-1/2"), game(5, "1-0"), game(6, "1-0"));
        assertEquals(List.of(Pentanomial.of(0, 0, 1, 0, 1), Pentanomial.of(0, 1, 0, 0, 0)), GateBatches.of(games, 2, 2));
        assertEquals(List.of(Pentanomial.of(0, 0, 1, 0, 1)), GateBatches.of(games, 2, 1), "only committed batches");
        assertEquals(List.of(Pentanomial.of(0, 0, 1, 0, 1), Pentanomial.of(0, 1, 0, 0, 0),
                Pentanomial.of(0, 0, 0, 0, 0)), GateBatches.of(games, 2, 3), "a batch without games counts nothing");
    }
}
