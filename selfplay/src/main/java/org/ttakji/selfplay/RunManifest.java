package org.ttakji.selfplay;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ttakji.gamelog.GameLogSchema;
import org.ttakji.gamelog.RunHeader;

/**
 * The run manifest {@code run=<id>/_run.json}: what the run plays, which batches are committed, counts,
 * and when complete the summary. Written atomically (temp file + rename) after every committed batch, so
 * it always names exactly the batches whose files are in place.
 *
 * @param format           always {@value #FORMAT}
 * @param schemaVersion    the game log schema version of the Parquet files ({@link GameLogSchema#VERSION})
 * @param runId            the run id
 * @param labVersion       the build that started the run
 * @param labVersions      every build that committed batches (more than one after a resume by another build)
 * @param status           {@code running} (incomplete: finish it with {@code --resume}) or {@code complete}
 * @param startedAt        ISO-8601 UTC instant the run started
 * @param endedAt          ISO-8601 UTC instant it completed, or null
 * @param spec             the match spec (canonical tree, {@link MatchSpecReader#toTree})
 * @param batches          number of batches of the run
 * @param committedBatches ids of the committed batches, ascending
 * @param counts           per variant: planned and committed games
 * @param summary          per variant and pairing, when complete (else empty)
 * @param clockStops       when complete: moves of the run whose search a clock stopped (0 in a deterministic run;
 *                         the {@code clock_stops} column says which games); null before completion or in a
 *                         manifest of a build that did not count them
 */
public record RunManifest(String format, int schemaVersion, String runId, String labVersion, List<String> labVersions,
                          String status, String startedAt, String endedAt, JsonNode spec, int batches,
                          List<Integer> committedBatches, Map<String, Counts> counts, List<SummaryRow> summary,
                          Long clockStops) {
    /** The {@code format} value. */
    public static final String FORMAT = "ttakji-selfplay-run";
    /** Status of a run with batches left. */
    public static final String RUNNING = "running";
    /** Status of a finished run (what the game log readers check, {@link RunHeader#COMPLETE}). */
    public static final String COMPLETE = RunHeader.COMPLETE;

    /** Copies the collections (sorted counts for a stable file). */
    public RunManifest {
        labVersions = List.copyOf(labVersions);
        committedBatches = List.copyOf(committedBatches);
        counts = new TreeMap<>(counts);
        summary = summary == null ? List.of() : List.copyOf(summary);
    }

    /**
     * Games of a variant.
     *
     * @param planned   games the spec plays
     * @param committed games in committed batches
     */
    public record Counts(long planned, long committed) {
    }

    /** The same manifest with one more committed batch of {@code games} games of {@code variant}. */
    public RunManifest withCommitted(Batch batch, String byVersion) {
        List<Integer> ids = new ArrayList<>(committedBatches);
        ids.add(batch.id());
        ids.sort(null);
        Map<String, Counts> c = new TreeMap<>(counts);
        Counts old = c.get(batch.variant().cliName());
        c.put(batch.variant().cliName(), new Counts(old.planned(), old.committed() + batch.size()));
        List<String> versions = new ArrayList<>(labVersions);
        if (!versions.contains(byVersion)) {
            versions.add(byVersion);
        }
        return new RunManifest(format, schemaVersion, runId, labVersion, versions, status, startedAt, endedAt, spec,
                batches, ids, c, summary, clockStops);
    }

    /** The same manifest marked complete at {@code endedAt} with its summary (and the clock stops it counts). */
    public RunManifest completed(String endTime, List<SummaryRow> rows) {
        return new RunManifest(format, schemaVersion, runId, labVersion, labVersions, COMPLETE, startedAt, endTime,
                spec, batches, committedBatches, counts, rows, Summary.clockStops(rows));
    }

    /**
     * The same manifest for a run that plays more games: its spec, batch count and planned counts replaced, the
     * committed batches kept, and {@code running} again (no end, no summary) until the new batches are committed.
     */
    public RunManifest extended(JsonNode newSpec, int newBatches, Map<String, Counts> newCounts) {
        return new RunManifest(format, schemaVersion, runId, labVersion, labVersions, RUNNING, startedAt, null, newSpec,
                newBatches, committedBatches, newCounts, List.of(), null);
    }

    /** Total games committed. */
    public long committedGames() {
        return counts.values().stream().mapToLong(Counts::committed).sum();
    }
}
