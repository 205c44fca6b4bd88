package org.ttakji.tuning.match;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.openings.Openings;
import org.ttakji.engines.play.Adjudication;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.Pairing;
import org.ttakji.selfplay.RunLock;
import org.ttakji.selfplay.SelfPlayJob;

/**
 * A match as a self-play run: one variant, one pairing (candidate {@code a}, opponent {@code b}), colours swapped,
 * the starts from the opening rule, deterministic searches, logged as Parquet under the output root
 * ({@code run=<id>}) like any run. {@link #prepare} validates without Spark and writes nothing; {@link #play} plays
 * the planned pairs; {@link #playMore} adds pairs as new batches of the same run (what a gate does between its
 * looks at the counts); {@link #statistics} reads the games back from the log. The run's writer lock is held from
 * the first {@link #play} until {@link #close}.
 *
 * <p>Pair {@code k} is games {@code 2k} (candidate first) and {@code 2k + 1} of the run; its start and the games'
 * seeds depend on the run seed and {@code k} only, so a match of {@code n} pairs extended by {@code m} is the match
 * of {@code n + m} pairs, game for game. Not thread-safe.
 */
public final class MatchRun implements AutoCloseable {
    private final MatchSettings settings;
    private final StartRule openings;
    private SelfPlayJob.Prepared run;
    private SelfPlayJob.Result last;
    private RunLock lock;

    private MatchRun(MatchSettings settings, StartRule openings, SelfPlayJob.Prepared run) {
        this.settings = settings;
        this.openings = openings;
        this.run = run;
    }

    /**
     * Validates a new match: the opening rule (read with the lab home's data: named suites, the weights of a
     * balanced opening), both players (their files loaded, an external engine started once), the output root.
     * Starts no Spark and writes nothing.
     *
     * @param runId   the run id, or null for a new one ({@link SelfPlayJob#newRunId()})
     * @param options the self-play options (lab home, version, progress)
     * @throws LabInputException naming the bad input: {@code --openings}, a player, the output, an existing run id
     */
    public static MatchRun prepare(MatchSettings settings, String runId, SelfPlayJob.Options options) {
        return prepare(settings, Adjudication.NONE, runId, options);
    }

    /**
     * Validates a new match whose games the lab's score adjudication may end early (training-data self-play of
     * {@code improve}; a gate's games never are): as {@link #prepare(MatchSettings, String, SelfPlayJob.Options)},
     * with {@code adjudication} in the run's spec (and so in its manifest).
     *
     * @throws LabInputException as {@link #prepare(MatchSettings, String, SelfPlayJob.Options)}
     */
    public static MatchRun prepare(MatchSettings settings, Adjudication adjudication, String runId,
                                   SelfPlayJob.Options options) {
        Variant v = settings.variant();
        VariantRules rules = options.catalog().rules(v);
        Path data = options.labHome().resolve("data");
        StartRule openings;
        try {
            openings = settings.openings() == null ? Openings.matchDefault(rules, data)
                    : Openings.parse(rules, settings.openings(), MatchSpecReader.todayUtc(), data);
        } catch (LabInputException e) {
            throw new LabInputException("openings: " + e.getMessage(), e);
        }
        String out = settings.out() != null ? settings.out() : MatchSpecReader.defaults().get("out").asText();
        MatchSpec spec = new MatchSpec(List.of(v), Map.of(v, List.of(new Pairing(settings.candidate(),
                settings.opponent()))), settings.games(), Map.of(v, openings), Map.of(), true, settings.seed(),
                settings.master(), out, 2 * settings.pairsPerBatch(), settings.gamesPerTask(), settings.maxPlies(),
                false, true, adjudication);
        return new MatchRun(settings, openings, SelfPlayJob.prepareNew(spec, runId, options, new Configuration()));
    }

    /**
     * Opens an existing match run to finish and extend it (a gate's {@code --resume}): its spec as the manifest
     * records it, the output root as given now. {@link #play} then plays the planned games not committed yet,
     * {@link #playMore} adds pairs as for a new match.
     *
     * @param out     the output root the run is in, or null for the self-play default ({@code data/games})
     * @param runId   the run id
     * @param options the self-play options (lab home, version, progress)
     * @throws LabInputException if the run does not exist, its manifest cannot be read, or it is not a match (one
     *                           variant, one pairing, colours swapped)
     */
    public static MatchRun resume(String out, String runId, SelfPlayJob.Options options) {
        String root = out != null ? out : MatchSpecReader.defaults().get("out").asText();
        SelfPlayJob.Prepared run = SelfPlayJob.prepareResume(root, runId, null, options, new Configuration());
        MatchSpec spec = run.spec();
        if (spec.variants().size() != 1 || spec.pairingsOf(spec.variants().get(0)).size() != 1 || !spec.colourSwap()
                || spec.batchSize() % 2 != 0) {
            throw new LabInputException("run " + runId + " is not a match (one variant, one pairing, game pairs)");
        }
        Variant v = spec.variants().get(0);
        Pairing p = spec.pairingsOf(v).get(0);
        StartRule openings = spec.starts().get(v);
        MatchSettings settings = new MatchSettings(v, p.a(), p.b(), spec.gamesPerPairing() / 2, openings.toText(),
                spec.seed(), spec.maxPlies(), spec.batchSize() / 2, spec.gamesPerTask(), spec.out(), spec.master());
        return new MatchRun(settings, openings, run);
    }

    /**
     * Plays the games planned and not yet played (at first the settings' pairs; after {@link #playMore}, the new
     * ones), committing batch by batch; takes the run's writer lock at the first call.
     *
     * @return the self-play job's result of this session
     * @throws LabInputException if the run cannot be claimed (it exists, another process writes it)
     */
    public SelfPlayJob.Result play(SparkSession spark) {
        if (lock == null) {
            lock = SelfPlayJob.claim(run);
        }
        last = SelfPlayJob.execute(run, lock, spark);
        run = new SelfPlayJob.Prepared(run.spec(), run.store(), run.context(), run.batches(), last.manifest(),
                run.options());
        return last;
    }

    /**
     * Adds {@code pairs} game pairs to the run as new batches and plays them: the games so far stay as they are.
     * The run must end on a whole batch (plan the match in multiples of the settings' pairs per batch).
     *
     * @throws LabInputException     if the run has not been played yet, ends in a partial batch, or {@code pairs} is
     *                               not at least 1
     * @throws IllegalStateException if nothing was played yet
     */
    public SelfPlayJob.Result playMore(int pairs, SparkSession spark) {
        if (last == null) {
            throw new IllegalStateException("play the match before adding pairs to it");
        }
        if (pairs < 1) {
            throw new LabInputException("a match grows by at least one game pair, got " + pairs);
        }
        run = SelfPlayJob.extend(run, last.manifest(), run.spec().gamesPerPairing() + 2 * pairs);
        return play(spark);
    }

    /**
     * The games of the match as its log has them now (the committed batches), in no particular order.
     *
     * @throws LabInputException if the log cannot be read
     */
    public List<MatchGame> games(SparkSession spark) {
        return MatchStatistics.readGames(spark, runDir());
    }

    /**
     * The match's statistics, read from its game log (the committed batches).
     *
     * @throws LabInputException if the log cannot be read
     */
    public MatchStatistics statistics(SparkSession spark) {
        return MatchStatistics.read(spark, runDir());
    }

    /** The run id. */
    public String runId() {
        return run.runId();
    }

    /** The run directory, a qualified URI ({@code file:/.../run=<id>}). */
    public String runDir() {
        return run.store().runDir().toString();
    }

    /** The run's spec as it is now (its games per pairing grow with {@link #playMore}). */
    public MatchSpec spec() {
        return run.spec();
    }

    /** The settings the match was prepared with. */
    public MatchSettings settings() {
        return settings;
    }

    /** The opening rule as read (its text is in the run's spec). */
    public StartRule openings() {
        return openings;
    }

    /** Game pairs planned so far. */
    public int pairs() {
        return run.spec().gamesPerPairing() / 2;
    }

    /** The command that finishes the run if this process is interrupted. */
    public String resumeCommand() {
        return run.resumeCommand();
    }

    /** Releases the run's writer lock (the run stays as committed). */
    @Override
    public void close() {
        if (lock != null) {
            lock.close();
            lock = null;
        }
    }
}
