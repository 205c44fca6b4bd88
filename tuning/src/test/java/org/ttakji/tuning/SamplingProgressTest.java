package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sampling job's progress: games done / total, rate and ETA, at most a line per interval and always one when all
 * are done; without a total (records), done and rate only. A fake clock: no timing.
 */
class SamplingProgressTest {
    private long now;

    @Test
    void linesSayDoneOfTotalRateAndEtaAtMostOncePerIntervalAndAtTheEnd() {
        List<String> lines = new ArrayList<>();
        SamplingProgress p = new SamplingProgress(lines::add, 7, 400, 5000, () -> now);
        now = 2_000_000_000L;
        p.gamesDone(100); // 2 s: within the interval, no line
        assertEquals(List.of(), lines);
        now = 10_000_000_000L;
        p.gamesDone(100); // 10 s: 200 of 400 at 20 games/s
        assertEquals(List.of("sampling: 200/400 games (50%), 20.0 games/s, ETA 10s"), lines);
        now = 11_000_000_000L;
        p.gamesDone(200); // the last games: always a line
        assertEquals("sampling: 400/400 games (100%), 36.4 games/s, ETA 0s", lines.get(1));
    }

    @Test
    void withoutATotalDoneAndRateOnly() {
        List<String> lines = new ArrayList<>();
        SamplingProgress p = new SamplingProgress(lines::add, 7, -1, 0, () -> now);
        now = 4_000_000_000L;
        p.gamesDone(10);
        assertEquals(List.of("sampling: 10 games, 2.50 games/s"), lines);
    }
}
