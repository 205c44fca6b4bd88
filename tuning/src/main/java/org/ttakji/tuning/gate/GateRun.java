package org.ttakji.tuning.gate;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.apache.spark.sql.SparkSession;
import org.ttakji.selfplay.Batch;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.ProgressListener;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.tuning.match.MatchRun;
import org.ttakji.tuning.match.MatchSettings;

/**
 * A gate as one match run: the first batch of game pairs is planned with the match, then after each committed
 * batch the SPRT looks at the counts read back from the log ({@link GateBatches}, {@link SequentialGate}) and
 * either ends the gate or adds the next batch ({@link MatchRun#playMore}). The gate's settings are written to
 * the run directory ({@link GateFile}) as soon as the run exists, before any game, so {@link #resume} tests the
 * games as the gate began; the verdict is added there at the end.
 *
 * <p>Deterministic: the games are the match run's (a function of its spec and seed), the test looks at whole
 * batches only, so the same spec, seed and run id give the same games, the same steps and the same verdict, a
 * resumed gate included. Not thread-safe.
 */
public final class GateRun implements AutoCloseable {
    private final MatchRun match;
    private final GateFile file;
    private final String labVersion;

    private GateRun(MatchRun match, GateFile file, String labVersion) {
        this.match = match;
        this.file = file;
        this.labVersion = labVersion;
    }

    /**
     * How a gate session ended.
     *
     * @param steps     every step of the gate (those of earlier sessions included), the last one first to have a
     *                  verdict when the gate ended
     * @param file      the gate's file as written (with its result when the gate ended)
     * @param playedNow games played in this session
     * @param seconds   wall time of this session's playing, seconds
     */
    public record Outcome(List<GateStep> steps, GateFile file, long playedNow, double seconds) {
        /** The last step. */
        public GateStep last() {
            return steps.get(steps.size() - 1);
        }

        /** The verdict, or null when the session stopped before the gate ended. */
        public GateVerdict verdict() {
            return last().verdict();
        }
    }

    /**
     * Validates a new gate (nothing is written): the match of {@code candidate} against {@code base}, whose pairs
     * and pairs per batch are replaced by the gate's batch.
     *
     * @param match     the match's players, openings, seed, plies, output (its pairs are not used)
     * @param candidate the candidate's weights version, for the records
     * @param base      the base's weights version, for the records
     * @param runId     the run id, or null for a new one
     * @throws LabInputException as {@link MatchRun#prepare}
     */
    public static GateRun start(MatchSettings match, GateSettings settings, String candidate, String base, String runId,
                                SelfPlayJob.Options options) {
        MatchSettings first = new MatchSettings(match.variant(), match.candidate(), match.opponent(),
                settings.batchPairs(), match.openings(), match.seed(), match.maxPlies(), settings.batchPairs(),
                match.gamesPerTask(), match.out(), match.master());
        GateFile file = new GateFile(match.variant().cliName(), candidate, base, settings, null);
        WriteOnStart hook = new WriteOnStart(options.progress());
        MatchRun run = MatchRun.prepare(first, runId, options.withProgress(hook));
        hook.action = () -> file.write(run.runDir());
        return new GateRun(run, file, options.labVersion());
    }

    /**
     * Opens a gate's run to go on where it stopped: its settings from its {@link GateFile}.
     *
     * @param out the output root the run is in, or null for the default
     * @throws LabInputException if the run does not exist or is not a gate's run
     */
    public static GateRun resume(String out, String runId, SelfPlayJob.Options options) {
        MatchRun run = MatchRun.resume(out, runId, options);
        GateFile file;
        try {
            file = GateFile.read(run.runDir());
        } catch (LabInputException e) {
            run.close();
            throw e;
        }
        if (run.settings().pairsPerBatch() != file.settings().batchPairs()) {
            run.close();
            throw new LabInputException("run " + runId + " plays batches of " + run.settings().pairsPerBatch()
                    + " pairs but its gate file says " + file.settings().batchPairs());
        }
        return new GateRun(run, file, options.labVersion());
    }

    /**
     * Plays until the gate ends (or {@code batchLimit} new batches were played), reporting each step.
     *
     * @param onStep     receives each step and the games per second of this session (NaN for steps of games
     *                   played before it)
     * @param batchLimit new batches to play at most in this session; negative for no limit (a gate stopped by the
     *                   limit is resumed as one stopped by a kill)
     * @return the steps so far
     * @throws LabInputException if the run cannot be claimed or its log read
     */
    public Outcome run(SparkSession spark, BiConsumer<GateStep, Double> onStep, int batchLimit) {
        long start = System.nanoTime(); // for the rate shown, never for a decision
        long playedNow = 0;
        int reported = 0;
        int newBatches = 0;
        SelfPlayJob.Result played = match.play(spark); // the first batch, or what a stopped session left
        while (true) {
            playedNow += played.playedNow();
            newBatches += played.playedNow() > 0 ? 1 : 0;
            int committed = played.manifest().committedBatches().size();
            List<GateStep> steps = SequentialGate.replay(file.settings(),
                    GateBatches.of(match.games(spark), file.settings().batchPairs(), committed));
            double seconds = (System.nanoTime() - start) / 1e9;
            for (int i = reported; i < steps.size(); i++) {
                onStep.accept(steps.get(i), i + 1 == steps.size() && playedNow > 0 ? playedNow / seconds : Double.NaN);
            }
            reported = steps.size();
            GateStep last = steps.isEmpty() ? null : steps.get(steps.size() - 1);
            boolean ended = last != null && last.last();
            if (ended || !played.complete() || (batchLimit >= 0 && newBatches >= batchLimit)) {
                GateFile now = file;
                if (ended) {
                    now = file.withResult(GateRecord.test(file.variant(), file.candidate(), file.base(), runId(),
                            file.settings(), last, labVersion));
                    now.write(runDir());
                }
                if (last == null) {
                    throw new LabInputException("gate run " + runId() + " has no committed batch yet; resume it");
                }
                return new Outcome(steps, now, playedNow, seconds);
            }
            played = match.playMore(file.settings().batchPairs(), spark);
        }
    }

    /** The run id. */
    public String runId() {
        return match.runId();
    }

    /** The run directory (qualified URI). */
    public String runDir() {
        return match.runDir();
    }

    /** The gate's file as it began (settings, players). */
    public GateFile file() {
        return file;
    }

    /** The match run under the gate. */
    public MatchRun match() {
        return match;
    }

    /** Releases the run's writer lock. */
    @Override
    public void close() {
        match.close();
    }

    /** Passes progress on; the first time a run starts, runs the action first (the run directory exists then). */
    private static final class WriteOnStart implements ProgressListener {
        private final ProgressListener next;
        private Runnable action;

        WriteOnStart(ProgressListener next) {
            this.next = next;
        }

        @Override
        public void started(Map<Variant, Long> planned, Map<Variant, Long> committed) {
            if (action != null) {
                Runnable a = action;
                action = null;
                a.run();
            }
            next.started(planned, committed);
        }

        @Override
        public void gamesPlayed(Variant variant, long games) {
            next.gamesPlayed(variant, games);
        }

        @Override
        public void batchCommitted(Batch batch) {
            next.batchCommitted(batch);
        }

        @Override
        public void finished() {
            next.finished();
        }
    }
}
