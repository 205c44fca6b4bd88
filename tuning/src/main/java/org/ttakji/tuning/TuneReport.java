package org.ttakji.tuning;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ttakji.engines.core.Variant;

/**
 * What a tuning run did and measured.
 *
 * @param variant                  the variant
 * @param parentVersion            the weights tuned from (and compared with)
 * @param newVersion               the version written, or null for a dry run
 * @param sources                  the {@code --games} items
 * @param runIds                   the run ids of the games read
 * @param counts                   the sampling tally (games, plies, positions, time in extraction)
 * @param distinctPositions        distinct quiet positions found
 * @param trainPositions           positions fitted on
 * @param validationPositions      positions held out
 * @param k                        Texel's K, fitted on the parent weights and the training positions, then frozen
 * @param lambda                   weight of the recorded score in the targets
 * @param parentLosses             the parent's losses (engine evaluation)
 * @param newLosses                the new weights' losses (engine evaluation)
 * @param largestChanges           the largest weight changes, largest first
 * @param samplingSeconds          wall time of the Spark sampling job (read, replay, quiescence, features)
 * @param trainingSeconds          wall time of the DL4J fit (all epochs)
 * @param epochs                   epochs fitted
 * @param agreementPositions       held-out positions on which the engine and the model were compared
 * @param maxAgreementErrorCp      largest |engine evaluation − 400 · model logit / K| over them, centipawns
 */
public record TuneReport(Variant variant, String parentVersion, String newVersion, List<String> sources,
                         List<String> runIds, SampleCounts counts, long distinctPositions, int trainPositions,
                         int validationPositions, double k, double lambda, Losses parentLosses, Losses newLosses,
                         List<WeightChange> largestChanges, double samplingSeconds, double trainingSeconds, int epochs,
                         int agreementPositions, double maxAgreementErrorCp) {
    /** Copies the lists. */
    public TuneReport {
        sources = List.copyOf(sources);
        runIds = List.copyOf(runIds);
        largestChanges = List.copyOf(largestChanges);
    }

    /** The same report naming the version written. */
    public TuneReport withNewVersion(String version) {
        return new TuneReport(variant, parentVersion, version, sources, runIds, counts, distinctPositions,
                trainPositions, validationPositions, k, lambda, parentLosses, newLosses, largestChanges,
                samplingSeconds, trainingSeconds, epochs, agreementPositions, maxAgreementErrorCp);
    }

    /** Positions used (training + validation). */
    public int positions() {
        return trainPositions + validationPositions;
    }

    /** Positions produced per second of wall time by the sampling job. */
    public double samplingPositionsPerSecond() {
        return samplingSeconds <= 0 ? 0 : counts.positions / samplingSeconds;
    }

    /** Positions per second of the feature extractor alone (one thread, extraction time only). */
    public double extractionPositionsPerSecond() {
        return counts.extractNanos <= 0 ? 0 : counts.positions / (counts.extractNanos / 1e9);
    }

    /** Positions per second fitted (training positions × epochs / fit time). */
    public double trainingPositionsPerSecond() {
        return trainingSeconds <= 0 ? 0 : (double) trainPositions * epochs / trainingSeconds;
    }

    /** The report as text lines (the {@code tune} command prints them). */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "tune %s: parent %s -> %s", variant.cliName(), parentVersion,
                newVersion == null ? "(dry run, nothing written)" : newVersion + " (not promoted)"));
        out.add("games      " + counts.games + " from " + String.join(", ", sources)
                + (runIds.isEmpty() ? "" : " (runs " + String.join(", ", runIds) + ")")
                + (counts.recordsSkipped == 0 ? "" : "; " + counts.recordsSkipped
                + " records skipped (no result, a non-standard start or a move that does not replay)"));
        if (counts.recordsSkipped > 0) {
            List<String> named = counts.skippedExamples.stream().sorted().limit(SampleCounts.SKIPPED_EXAMPLES).toList();
            named.forEach(line -> out.add("  skipped  " + line));
            out.add("  skipped  " + (counts.recordsSkipped > named.size() ? (counts.recordsSkipped - named.size())
                    + " more; " : "") + "./lab records check <record files or folders of --games> names every"
                    + " refused record and why");
        }
        out.add(String.format(Locale.ROOT,
                "positions  %d used (train %d, validation %d) of %d distinct quiet positions; %d sampled from %d"
                        + " qualifying plies (skipped: %d mate scores, %d unresolved, %d ended)",
                positions(), trainPositions, validationPositions, distinctPositions, counts.positions,
                counts.candidatePlies, counts.mateScores, counts.unresolved, counts.ended));
        out.add(String.format(Locale.ROOT, "K          %.6g (fitted on %s, frozen); lambda %.3g", k, parentVersion,
                lambda));
        out.add(String.format(Locale.ROOT, "loss       %-10s %12s %12s %12s %12s", "", "train xent", "valid xent",
                "train mse", "valid mse"));
        out.add(lossLine(parentVersion + " (parent)", parentLosses));
        out.add(lossLine((newVersion == null ? "new" : newVersion), newLosses));
        out.add(String.format(Locale.ROOT, "agreement  engine eval vs 400*logit/K on %d held-out positions: max |diff| %.4f cp",
                agreementPositions, maxAgreementErrorCp));
        out.add(String.format(Locale.ROOT,
                "throughput sampling %.0f positions/s (%.1f s, Spark: read, replay, quiescence, features);"
                        + " feature extraction %.0f positions/s (one thread); training %.0f positions/s"
                        + " (%d epochs, %.1f s)",
                samplingPositionsPerSecond(), samplingSeconds, extractionPositionsPerSecond(),
                trainingPositionsPerSecond(), epochs, trainingSeconds));
        out.add("largest weight changes (cp per unit):");
        for (WeightChange c : largestChanges) {
            out.add(String.format(Locale.ROOT, "  %-28s %10.3f -> %10.3f  (%+.3f)", c.feature(), c.parent(), c.tuned(),
                    c.delta()));
        }
        return out;
    }

    private static String lossLine(String label, Losses l) {
        return String.format(Locale.ROOT, "  %-18s %12.6f %12.6f %12.6f %12.6f", label, l.trainCrossEntropy(),
                l.validationCrossEntropy(), l.trainMse(), l.validationMse());
    }
}
