package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;

/**
 * A run of one variant and one pairing (a match) grows by new batches: its games so far stay as they are, and the
 * longer run equals one planned that long from the start, file for file.
 */
class RunExtensionTest {
    @TempDir
    Path tmp;

    private static MatchSpec spec(Path out, int games, String more) {
        ObjectNode t = MatchSpecReader.overlay(MatchSpecReader.defaults(), MatchSpecReader.parse("""
                variants: [chess960]
                pairings: [random-random]
                batchSize: 4
                gamesPerTask: 2
                maxPlies: 200
                seed: 3
                """, false, "test spec"));
        t = MatchSpecReader.overlay(t, MatchSpecReader.parse(more, false, "more"));
        t.put("out", out.toString());
        t.put("gamesPerPairing", games);
        return TestRuns.spec(t);
    }

    @Test
    void anExtendedRunEqualsARunPlannedThatLongAndEndsComplete() {
        SelfPlayJob.Options options = TestRuns.options(tmp);
        Path a = tmp.resolve("a");
        SelfPlayJob.Result first = TestRuns.run(spec(a, 4, ""), "m", options);
        Map<String, byte[]> before = TestRuns.parquetFiles(a.resolve("run=m"));

        SelfPlayJob.Prepared longer = SelfPlayJob.prepareExtend(a.toString(), "m", 12, null, options, new Configuration());
        assertEquals(3, longer.batches().size());
        SelfPlayJob.Result grown = SelfPlayJob.execute(longer, SharedSpark.get());
        assertEquals(8, grown.playedNow(), "only the new games are played");
        assertTrue(grown.complete());
        assertEquals(RunManifest.COMPLETE, grown.manifest().status());
        assertEquals(new RunManifest.Counts(12, 12), grown.manifest().counts().get("chess960"));
        assertEquals(12, grown.manifest().spec().get("gamesPerPairing").asInt());
        assertEquals(12, grown.summary().get(0).games());

        Map<String, byte[]> after = TestRuns.parquetFiles(a.resolve("run=m"));
        before.forEach((name, bytes) -> assertTrue(java.util.Arrays.equals(bytes, after.get(name)), name + " changed"));

        Path b = tmp.resolve("b");
        TestRuns.run(spec(b, 12, ""), "m", options);
        Map<String, byte[]> planned = TestRuns.parquetFiles(b.resolve("run=m"));
        assertEquals(planned.keySet(), after.keySet());
        planned.forEach((name, bytes) -> assertTrue(java.util.Arrays.equals(bytes, after.get(name)), name + " differs"));

        // in memory, as a gate extends its run batch after batch
        SelfPlayJob.Result again = SelfPlayJob.execute(SelfPlayJob.extend(longer, grown.manifest(), 16), SharedSpark.get());
        assertEquals(4, again.playedNow());
        assertEquals(new RunManifest.Counts(16, 16), again.manifest().counts().get("chess960"));
        assertTrue(first.complete());
    }

    @Test
    void onlyARunOfOnePairingEndingOnAWholeBatchGrowsAndOnlyByWholePairs() {
        SelfPlayJob.Options options = TestRuns.options(tmp);
        TestRuns.run(spec(tmp, 6, ""), "partial", options);
        String partial = assertThrows(LabInputException.class,
                () -> SelfPlayJob.prepareExtend(tmp.toString(), "partial", 10, null, options, new Configuration()))
                .getMessage();
        assertEquals("run partial can only be extended once every batch is committed and its 6 games fill whole batches"
                + " of 4 (finish it with --resume first)", partial);

        TestRuns.run(spec(tmp, 4, ""), "whole", options);
        assertEquals("run whole has 4 games; an extension needs more, got 4", assertThrows(LabInputException.class,
                () -> SelfPlayJob.prepareExtend(tmp.toString(), "whole", 4, null, options, new Configuration()))
                .getMessage());
        assertEquals("run whole plays game pairs; an extension to 7 games is not a whole number of pairs",
                assertThrows(LabInputException.class, () -> SelfPlayJob.prepareExtend(tmp.toString(), "whole", 7, null,
                        options, new Configuration())).getMessage());

        TestRuns.run(spec(tmp, 4, "pairings: [random-random, random-random]\n"), "two", options);
        assertTrue(assertThrows(LabInputException.class, () -> SelfPlayJob.prepareExtend(tmp.toString(), "two", 8, null,
                options, new Configuration())).getMessage().contains("only a run of one variant and one pairing"));
    }
}
