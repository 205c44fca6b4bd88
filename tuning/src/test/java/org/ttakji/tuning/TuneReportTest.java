package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;

/** The tuning report names the skipped records it can and points to {@code records check} for all of them. */
class TuneReportTest {
    private static TuneReport report(SampleCounts counts) {
        Losses l = new Losses(0.6, 0.6, 0.1, 0.1);
        return new TuneReport(Variant.XIANGQI, "v0001", null, List.of("ccpd", "run-a"), List.of("records"), counts, 10,
                8, 2, 1.0, 0.0, l, l, List.of(), 1.0, 1.0, 1, 2, 0.0);
    }

    @Test
    void skippedRecordsAreNamedWithTheirReasonAndTheRestPointToRecordsCheck() {
        SampleCounts counts = new SampleCounts();
        counts.games = 10;
        counts.recordsSkipped = 7;
        counts.skippedExamples = new java.util.ArrayList<>(List.of("b.pgn#1: no-result: no result",
                "a.pgn#3 ply 70 'x': illegal-move: no legal move fits it"));
        List<String> lines = report(counts).lines();
        int at = lines.indexOf("  skipped  a.pgn#3 ply 70 'x': illegal-move: no legal move fits it");
        assertTrue(at > 0, String.join("\n", lines));
        assertEquals("  skipped  b.pgn#1: no-result: no result", lines.get(at + 1));
        assertEquals("  skipped  5 more; ./lab records check <record files or folders of --games> names every refused"
                + " record and why",
                lines.get(at + 2));
    }

    @Test
    void withoutSkippedRecordsThereIsNoSkippedLine() {
        SampleCounts counts = new SampleCounts();
        counts.games = 10;
        assertTrue(report(counts).lines().stream().noneMatch(l -> l.contains("skipped  ")));
    }
}
