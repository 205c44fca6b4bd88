package org.ttakji.tuning.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.selfplay.SparkSessions;
import org.ttakji.tuning.rate.AnchorText;
import org.ttakji.tuning.rate.CalibrationPlan;
import org.ttakji.tuning.rate.CalibrationResult;
import org.ttakji.tuning.rate.Ladder;
import org.ttakji.tuning.rate.LadderFiles;
import org.ttakji.tuning.rate.LadderReport;
import org.ttakji.tuning.rate.LadderResult;
import org.ttakji.tuning.rate.LadderRuns;
import org.ttakji.tuning.rate.LevelBands;
import org.ttakji.tuning.rate.LevelPlayers;
import org.ttakji.tuning.rate.LevelPoint;
import org.ttakji.tuning.rate.RateRun;
import org.ttakji.tuning.rate.RateSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code calibrate <variant> [--from RUN,...] [--pairs N] [--confirm-pairs N] ...}: fits the DL4J strength model
 * ({@code StrengthModel}) to the lab players of rating runs (given ones and a gauntlet of candidate search budgets it
 * plays), moves each level's budget towards its band's target, its aim or middle ({@code
 * data/levels/bands/<variant>.json}; at the depth floor also its blunder rate, then its evaluation noise), rates the
 * chosen levels in a fresh gauntlet and writes them as the next levels version (not promoted) with their measured
 * strengths. With {@code --confirm-only} it fits and moves nothing: the levels version as it is gets the
 * confirming gauntlet and the next version its strengths (a file set by hand, docs/decisions/calibration.md 24).
 * The plan, the runs' ladders and the checks go to stdout; progress to stderr.
 */
@Command(name = "calibrate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Calibrate easy, normal and expert to their target bands (data/levels/bands/<variant>.json).",
            "Rates candidate search budgets of each level against the anchors (and reads --from rating runs), fits a"
                + " DL4J regression of rating on the level parameters, moves each level's budget towards its band's"
                + " target (its aim, else its middle; a level too strong at depth 1 moves its blunder rate, then its"
                + " evaluation noise; one too weak whose depth has no effect lowers them), confirms with a fresh"
                + " gauntlet and writes the next levels version (not promoted) with the measured strengths."
                + " --confirm-only skips the fit: the levels as they are, confirmed and written with their strengths."})
public final class CalibrateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = {"--levels-version", "--levels"}, paramLabel = "V", description = "Levels version to calibrate (default: the promoted one).")
    String levelsVersion;

    @Option(names = "--bands", paramLabel = "FILE", description = "Target bands (default: <data>/levels/bands/<variant>.json).")
    Path bandsFile;

    @Option(names = "--from", paramLabel = "RUN,...", split = ",",
            description = "Rating runs (ids under --out) whose lab players are data for the model too.")
    List<String> from;

    @Option(names = "--pairs", paramLabel = "N",
            description = "Game pairs per pairing of the candidate gauntlet; 0: play none, fit to --from alone (default ${DEFAULT-VALUE}).")
    int pairs = 2;

    @Option(names = "--confirm-pairs", paramLabel = "N",
            description = "Game pairs per pairing of the confirming gauntlet; 0: only print the plan, write nothing (refused with --confirm-only) (default ${DEFAULT-VALUE}).")
    int confirmPairs = 4;

    @Option(names = "--confirm-only",
            description = "Fit nothing and move nothing: confirm the levels version as it is (one set by hand from"
                    + " earlier measurements) in a fresh gauntlet and write the next version with the measured"
                    + " strengths (the gauntlet's seed is --seed + 1, as always); --from and --pairs are refused"
                    + " with it.")
    boolean confirmOnly;

    @Option(names = "--anchors", paramLabel = "A,B,...", split = ",",
            description = "Anchors of both gauntlets, weakest first (default: the bands file's anchors).")
    List<String> anchors;

    @Option(names = "--openings", paramLabel = "RULE", description = "Start rule (default: as rate).")
    String openings;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the gauntlets (the confirming one uses S + 1) and of the model (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--max-plies", paramLabel = "N", description = "A game still going after N plies is drawn by adjudication (default ${DEFAULT-VALUE}).")
    int maxPlies = 300;

    @Option(names = "--resamples", paramLabel = "N", description = "Bootstrap resamples (default ${DEFAULT-VALUE}).")
    int resamples = LadderResult.DEFAULT_RESAMPLES;

    @Option(names = "--out", paramLabel = "DIR", description = "Output root of the runs (default data/games, under the lab home).")
    String out;


    @Option(names = "--run-id", paramLabel = "ID", description = "Prefix of the runs' ids: ID-candidates (not with --confirm-only), ID-confirm (default: new ids).")
    String runId;

    @Mixin
    LabJobOptions job;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (pairs < 0 || confirmPairs < 0) {
            throw new LabInputException("--pairs and --confirm-pairs must be 0 or more, got " + pairs + " and "
                    + confirmPairs);
        }
        if (resamples < 1) {
            throw new LabInputException("--resamples must be at least 1, got " + resamples);
        }
        if (confirmOnly) {
            if (from != null || spec.commandLine().getParseResult().hasMatchedOption("--pairs")) {
                throw new LabInputException("--confirm-only fits nothing: --from and --pairs cannot be given with it");
            }
            if (confirmPairs == 0) {
                throw new LabInputException("--confirm-only with --confirm-pairs 0 would play and write nothing");
            }
        } else if (pairs == 0 && (from == null || from.isEmpty())) {
            throw new LabInputException("nothing to fit: give --from RUN,... or a candidate gauntlet (--pairs N)");
        }
        Path home = job.home();
        LevelsStore store = LevelsStore.at(home.resolve("data"));
        LevelBands bands = LevelBands.load(bandsFile != null ? bandsFile
                : LevelBands.file(home.resolve("data"), variant), variant);
        List<String> anchorTexts = anchors != null ? anchors : bands.anchors();
        if (anchorTexts.stream().map(t -> AnchorText.nameOf(AnchorText.parse(t, null)))
                .noneMatch(bands.scale().player()::equals)) {
            throw new LabInputException("--anchors must include " + bands.scale().player() + ", the anchor of the"
                    + " bands' scale (" + bands.scale().describe() + "), got " + anchorTexts);
        }
        LevelsFile base = store.load(variant, levelsVersion);
        // The levels play the promoted weights (EngineFiles), so those are what the new levels are measured with.
        String weights = WeightsStore.at(home.resolve("data")).promoted(variant).orElse(base.weightsVersion());
        if (weights != null && !weights.equals(base.weightsVersion())) {
            stdout.println("calibrate: levels " + base.version() + " name weights " + base.weightsVersion()
                    + "; the games play the promoted weights " + weights + ", which the new levels will name");
        }
        Map<String, LevelsFile> cache = new HashMap<>();
        Function<String, LevelsFile> levels = v -> cache.computeIfAbsent(v == null ? "promoted" : v,
                k -> store.load(variant, v));
        long maxNodes = CalibrationPlan.maxNodes(base, levels);
        String sparkMaster = job.sparkMaster();
        if (runId != null && confirmPairs > 0) {
            LadderRuns.requireNew(home, out, id("confirm"));
        }
        RateRun candidates = pairs == 0 || confirmOnly ? null : LadderRuns.prepare(home,
                settings(candidateLadder(base, maxNodes, anchorTexts), pairs, seed), id("candidates"), err);
        SparkSessions.check(sparkMaster);
        SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-calibrate " + variant.cliName());
        try {
            List<LevelPoint> points = new ArrayList<>();
            List<String> runs = new ArrayList<>();
            for (String run : from == null ? List.<String>of() : from) {
                LadderRuns.Existing existing = LadderRuns.existing(home, out, run, variant);
                LadderReport report = LadderRuns.report(home, run, existing.runDir(), existing.spec(),
                        existing.ladder(), spark, resamples, bands.scale(), -1);
                points.addAll(pointsOf(existing.ladder(), report, levels, bands));
                runs.add(run);
            }
            if (candidates != null) {
                LadderReport report = LadderRuns.play(home, candidates, spark, sparkMaster, resamples, bands.scale(),
                        "calibrate", err);
                written(report, err);
                stdout.println("candidate gauntlet:");
                report.lines().forEach(l -> stdout.println("  " + l));
                points.addAll(pointsOf(candidates.settings().ladder(), report, levels, bands));
                runs.add(candidates.runId());
            }
            CalibrationPlan plan = confirmOnly ? CalibrationPlan.asSet(base, bands)
                    : CalibrationPlan.of(points, base, bands, seed, maxNodes);
            plan.lines().forEach(stdout::println);
            stdout.flush();
            if (confirmPairs == 0) {
                stdout.println("no confirmation (--confirm-pairs 0): nothing written");
                return 0;
            }
            Ladder confirmLadder = new Ladder(plan.chosenPlayers(), anchorSpecs(anchorTexts, plan.chosenPlayers(),
                    base.version()));
            RateRun confirm = LadderRuns.prepare(home, settings(confirmLadder, confirmPairs, seed + 1), id("confirm"), err);
            LadderReport report = LadderRuns.play(home, confirm, spark, sparkMaster, resamples, bands.scale(),
                    "calibrate", err);
            written(report, err);
            stdout.println("confirming gauntlet:");
            report.lines().forEach(l -> stdout.println("  " + l));
            CalibrationResult result = CalibrationResult.of(plan, confirm.runId(), confirmLadder, report.result());
            result.lines().forEach(stdout::println);
            LevelsFile next = store.store().publishNext(variant, version -> result.next(version,
                    Instant.now().truncatedTo(ChronoUnit.SECONDS), LabHome.gitVersion(), runs, weights));
            stdout.println("wrote " + variant.cliName() + " levels " + next.version() + " (not promoted): "
                    + store.store().file(variant, next.version())
                    + (result.separated() ? "" : "; adjacent levels are NOT separated (overlapping intervals)")
                    + (result.inBands() ? "" : "; some level is NOT inside its band")
                    + "; ./lab levels show " + variant.cliName() + " " + next.version());
            stdout.flush();
            return 0;
        } finally {
            spark.stop();
        }
    }

    private String id(String step) {
        return runId == null ? null : runId + "-" + step;
    }

    private RateSettings settings(Ladder ladder, int n, long s) {
        return new RateSettings(variant, ladder, n, openings, s, maxPlies, 2, 64, out, job.requestedMaster());
    }

    /** The candidate gauntlet: every level's candidates (weakest first) against the anchors. */
    private static Ladder candidateLadder(LevelsFile base, long maxNodes, List<String> anchorTexts) {
        List<EngineSpec> players = CalibrationPlan.candidates(base, maxNodes);
        return new Ladder(players, anchorSpecs(anchorTexts, players, base.version()));
    }

    /**
     * The anchors, leaving out a {@code lab:} anchor that is one of the players (the expert level at explicit
     * limits is named as the lab's engine at those limits): the player is rated either way. A {@code lab:} anchor
     * plays the expert level of the calibrated levels version.
     */
    private static List<EngineSpec> anchorSpecs(List<String> anchorTexts, List<EngineSpec> players,
                                                String levelsVersion) {
        Set<String> names = players.stream().map(AnchorText::nameOf).collect(Collectors.toSet());
        return anchorTexts.stream().map(t -> AnchorText.parse(t, levelsVersion))
                .filter(a -> !(EngineConfig.TTAKJI.equals(a.engine()) && names.contains(AnchorText.nameOf(a))))
                .toList();
    }

    private List<LevelPoint> pointsOf(Ladder ladder, LadderReport report, Function<String, LevelsFile> levels,
                                      LevelBands bands) {
        if (report.result().scaleFellBack()) {
            throw new LabInputException("run " + report.runId() + " has no " + bands.scale().player() + ", so its"
                    + " ratings are not on the scale the bands are on (" + bands.scale().describe() + "); add that"
                    + " anchor (--anchors)");
        }
        return LevelPlayers.points(ladder, report.result(), report.runId(), levels);
    }

    private static void written(LadderReport report, PrintWriter err) {
        String[] files = LadderFiles.write(report.runDir(), report);
        err.println("calibrate: wrote " + files[0] + " and " + files[1]);
        err.flush();
    }
}
