package org.ttakji.tuning.spsa;

import java.nio.file.Path;
import java.util.ArrayList;
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
import org.ttakji.selfplay.Pairing;
import org.ttakji.selfplay.RunLock;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.tuning.match.MatchGame;
import org.ttakji.tuning.match.MatchSettings;
import org.ttakji.tuning.match.MatchStatistics;
import org.ttakji.tuning.stats.SpsaStep;
import org.ttakji.tuning.stats.Trinomial;

/**
 * Plays SPSA batches as self-play runs on Spark: batch {@code b} is the run {@code <runId>-b<b>} under
 * {@code <run dir>/games}, one pairing per iteration (plus point {@code a} against minus point {@code b}, colours
 * swapped, {@code pairsPerIteration} pairs from the start rule), the run seed {@link SpsaSpec#batchSeed}, committed as
 * one batch; the points are versions of a {@link CandidateHome}. The results are read back from the run's log
 * ({@link MatchStatistics}). A batch run left by an interrupted process is deleted and played again: its games are
 * the same.
 */
public final class SelfPlayMatches implements SpsaMatches {
    private final SpsaSpec spec;
    private final Path labHome;
    private final Path runDir;
    private final SelfPlayJob.Options options;
    private final SparkSession spark;
    private final String master;

    /**
     * The batches of one run, played in {@code spark}.
     *
     * @param spec    the run
     * @param labHome the lab home (base versions, openings)
     * @param runDir  the SPSA run's directory (local)
     * @param options self-play options (progress, lab version); their lab home is replaced per batch
     * @param spark   the session the batches run in
     * @param master  the Spark master recorded in the batch runs' specs, or null
     */
    public SelfPlayMatches(SpsaSpec spec, Path labHome, Path runDir, SelfPlayJob.Options options, SparkSession spark,
                           String master) {
        this.spec = spec;
        this.labHome = labHome;
        this.runDir = runDir.toAbsolutePath();
        this.options = options;
        this.spark = spark;
        this.master = master;
    }

    /** The output root of the batch runs: {@code <run dir>/games}. */
    public static Path gamesRoot(Path runDir) {
        return runDir.toAbsolutePath().resolve("games");
    }

    @Override
    public List<Trinomial> play(int batch, List<SpsaStep> steps) {
        String id = spec.batchRunId(batch);
        Path root = gamesRoot(runDir);
        CandidateHome.deleteTree(root.resolve("run=" + id)); // an interrupted attempt: played again, game for game
        int gamesPerPairing = 2 * spec.pairsPerIteration();
        try (CandidateHome home = CandidateHome.create(labHome, spec)) {
            List<Pairing> pairings = new ArrayList<>();
            for (SpsaStep s : steps) {
                pairings.add(new Pairing(home.player(s.plus()), home.player(s.minus())));
            }
            MatchSpec match = new MatchSpec(List.of(spec.variant()), Map.of(spec.variant(), pairings), gamesPerPairing,
                    Map.of(spec.variant(), openings(home.home())), Map.of(), true, spec.batchSeed(batch), master,
                    root.toString(), gamesPerPairing * pairings.size(), MatchSettings.DEFAULT_GAMES_PER_TASK,
                    spec.maxPlies(), false, true);
            SelfPlayJob.Prepared run = SelfPlayJob.prepareNew(match, id, options.withLabHome(home.home()),
                    new Configuration());
            try (RunLock lock = SelfPlayJob.claim(run)) {
                SelfPlayJob.execute(run, lock, spark);
            }
            return results(MatchStatistics.readGames(spark, run.store().runDir().toString()), steps.size(),
                    gamesPerPairing);
        }
    }

    private StartRule openings(Path home) {
        VariantRules rules = options.catalog().rules(spec.variant());
        Path data = home.resolve("data");
        try {
            return spec.openings() == null ? Openings.matchDefault(rules, data)
                    : Openings.parse(rules, spec.openings(), MatchSpecReader.todayUtc(), data);
        } catch (LabInputException e) {
            throw new LabInputException("openings: " + e.getMessage(), e);
        }
    }

    /**
     * The plus point's counts per pairing: game {@code i} is pairing {@code i / gamesPerPairing}'s game
     * {@code i % gamesPerPairing} (plus first in the even games).
     */
    static List<Trinomial> results(List<MatchGame> games, int pairings, int gamesPerPairing) {
        List<List<MatchGame>> byPairing = new ArrayList<>();
        for (int j = 0; j < pairings; j++) {
            byPairing.add(new ArrayList<>());
        }
        for (MatchGame g : games) {
            byPairing.get((int) (g.index() / gamesPerPairing)).add(new MatchGame(g.index() % gamesPerPairing,
                    g.startFen(), g.moves(), g.result(), g.termination(), g.plies()));
        }
        List<Trinomial> out = new ArrayList<>();
        for (List<MatchGame> own : byPairing) {
            MatchStatistics s = MatchStatistics.of(own);
            if (s.pairs() * 2 != gamesPerPairing) {
                throw new IllegalStateException("an SPSA batch run lacks games: " + s.games() + " of " + gamesPerPairing);
            }
            out.add(s.counts().trinomial());
        }
        return out;
    }
}
