package org.ttakji.tuning.spsa;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.tuning.stats.SpsaParameter;
import org.ttakji.tuning.stats.SpsaSchedule;
import org.ttakji.tuning.stats.SpsaStep;
import org.ttakji.tuning.stats.Trinomial;

/**
 * The SPSA loop: batch by batch, draw each iteration's direction from its seeded generator and its points from the
 * values at the batch's start, play the batch, update the values in iteration order with fishtest's rule
 * ({@link SpsaStep#updated}: {@code θ ← clip(θ + R_k·c_k·(wins − losses)·Δ)}), and rewrite the trajectory. Resumes
 * from the trajectory already written: a batch is either logged whole or played again (its games are the same).
 * Every decision is a function of the spec and the results; the wall clock only feeds the progress line.
 */
public final class SpsaRunner {
    private SpsaRunner() {
    }

    /**
     * Runs (or continues) the SPSA run in {@code dir} until its last iteration.
     *
     * @param spec     the run
     * @param dir      the run's directory (holds {@link Trajectory#FILE})
     * @param matches  plays a batch
     * @param progress receives one line per batch ({@code iteration k / N, rate, ETA} and the values)
     * @return the whole trajectory
     * @throws LabInputException if the trajectory on disk does not belong to this spec
     */
    public static List<TrajectoryRow> run(SpsaSpec spec, Path dir, SpsaMatches matches, Consumer<String> progress) {
        List<TunedParameter> tuned = spec.parameters();
        List<SpsaParameter> params = spec.spsaParameters();
        SpsaSchedule schedule = spec.schedule();
        List<TrajectoryRow> rows = new ArrayList<>(Trajectory.read(dir, tuned));
        int done = rows.size();
        if (done > spec.iterations() || done % spec.iterationsPerBatch() != 0 && done != spec.iterations()) {
            throw new LabInputException(dir.resolve(Trajectory.FILE) + " has " + done + " iterations, which is not a"
                    + " whole number of batches of " + spec.iterationsPerBatch() + " up to " + spec.iterations());
        }
        double[] theta = rows.isEmpty() ? SpsaStep.start(params) : rows.get(done - 1).theta();
        long startedNs = System.nanoTime(); // progress only
        int playedNow = 0;
        for (int b = done / spec.iterationsPerBatch(); b < spec.batches(); b++) {
            int first = b * spec.iterationsPerBatch();
            int end = Math.min(spec.iterations(), first + spec.iterationsPerBatch());
            List<SpsaStep> steps = new ArrayList<>();
            for (int k = first; k < end; k++) {
                steps.add(SpsaStep.draw(schedule, params, theta, (long) k * spec.pairsPerIteration(),
                        spec.directions(k)));
            }
            List<Trinomial> results = matches.play(b, steps);
            if (results.size() != steps.size()) {
                throw new IllegalStateException("batch " + b + ": " + results.size() + " results for " + steps.size()
                        + " iterations");
            }
            for (int j = 0; j < steps.size(); j++) {
                SpsaStep s = steps.get(j);
                Trinomial t = results.get(j);
                theta = s.updated(theta, t.wins() - t.losses());
                rows.add(row(s, schedule, params, spec.pairsPerIteration(), t, theta));
            }
            Trajectory.write(dir, tuned, rows);
            playedNow += steps.size();
            progress.accept(progressLine(spec, rows.size(), playedNow, System.nanoTime() - startedNs, theta));
        }
        return rows;
    }

    private static TrajectoryRow row(SpsaStep s, SpsaSchedule schedule, List<SpsaParameter> params, int pairs,
                                     Trinomial t, double[] theta) {
        int n = params.size();
        double[] c = new double[n];
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            c[i] = schedule.c(params.get(i), s.iteration());
            r[i] = schedule.r(params.get(i), s.iteration());
        }
        int k = (int) (s.iteration() / pairs);
        return new TrajectoryRow(k, (long) (k + 1) * pairs, s.flips(), c, r, t.wins(), t.draws(), t.losses(), theta);
    }

    /** {@code spsa: iteration 8 / 100, 3.1 iterations/min, ETA 30 min; name value, ...} (at most 6 values). */
    static String progressLine(SpsaSpec spec, int done, int playedNow, long elapsedNs, double[] theta) {
        double perMin = playedNow / Math.max(elapsedNs / 60e9, 1e-9);
        double etaMin = (spec.iterations() - done) / perMin;
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "spsa: iteration %d / %d, %.1f iterations/min,"
                + " ETA %s", done, spec.iterations(), perMin, done == spec.iterations() ? "0 min"
                : String.format(Locale.ROOT, "%.0f min", etaMin)));
        String sep = "; ";
        for (int i = 0; i < Math.min(6, theta.length); i++) {
            b.append(sep).append(spec.parameters().get(i).name()).append(' ')
                    .append(String.format(Locale.ROOT, "%.2f", theta[i]));
            sep = ", ";
        }
        if (theta.length > 6) {
            b.append(", ...");
        }
        return b.toString();
    }
}
