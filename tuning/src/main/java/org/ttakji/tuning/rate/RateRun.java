package org.ttakji.tuning.rate;

import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.openings.Openings;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.SelfPlayJob;

/**
 * A rating run as one self-play run: one variant, the ladder's pairings, {@code pairs} colour-swapped game pairs
 * each from the start rule's starts, deterministic limits (external anchors are node- or depth-limited), measured
 * move times recorded ({@code time_us}: the promises' time per move; they decide nothing), logged under the output
 * root like any run, so {@code query}, {@code export} and the notebooks read it and {@code selfplay --resume}
 * finishes it.
 */
public final class RateRun {
    private final RateSettings settings;
    private final StartRule openings;
    private final SelfPlayJob.Prepared run;

    private RateRun(RateSettings settings, StartRule openings, SelfPlayJob.Prepared run) {
        this.settings = settings;
        this.openings = openings;
        this.run = run;
    }

    /**
     * Validates a new rating run: the start rule, every player (files loaded, each external engine started once),
     * the output root. Starts no Spark and writes nothing.
     *
     * @param runId the run id, or null for a new one
     * @throws LabInputException naming the bad input
     */
    public static RateRun prepare(RateSettings settings, String runId, SelfPlayJob.Options options) {
        VariantRules rules = options.catalog().rules(settings.variant());
        StartRule openings;
        try {
            openings = Openings.parse(rules, settings.openingsText(rules), MatchSpecReader.todayUtc(),
                    options.labHome().resolve("data"));
        } catch (LabInputException e) {
            throw new LabInputException("openings: " + e.getMessage(), e);
        }
        String out = settings.out() != null ? settings.out() : MatchSpecReader.defaults().get("out").asText();
        MatchSpec spec = new MatchSpec(List.of(settings.variant()),
                Map.of(settings.variant(), settings.ladder().pairings()), settings.gamesPerPairing(),
                Map.of(settings.variant(), openings), Map.of(), true, settings.seed(), settings.master(), out,
                settings.batchGames(), settings.gamesPerTask(), settings.maxPlies(), true, true);
        return new RateRun(settings, openings, SelfPlayJob.prepareNew(spec, runId, options, new Configuration()));
    }

    /**
     * Plays every game, committing batch by batch, under the run's writer lock.
     *
     * @throws LabInputException if the run cannot be claimed
     */
    public SelfPlayJob.Result play(SparkSession spark) {
        return SelfPlayJob.execute(run, spark);
    }

    /** The run id. */
    public String runId() {
        return run.runId();
    }

    /** The run directory, a qualified URI. */
    public String runDir() {
        return run.store().runDir().toString();
    }

    /** The run's spec. */
    public MatchSpec spec() {
        return run.spec();
    }

    /** The start rule as read. */
    public StartRule openings() {
        return openings;
    }

    /** The settings. */
    public RateSettings settings() {
        return settings;
    }

    /** The command that finishes the run if this process is interrupted. */
    public String resumeCommand() {
        return run.resumeCommand();
    }
}
