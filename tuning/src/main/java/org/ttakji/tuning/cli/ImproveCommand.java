package org.ttakji.tuning.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.Adjudication;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.ConsoleProgress;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;
import org.ttakji.tuning.SparkSupport;
import org.ttakji.tuning.improve.GenerationTable;
import org.ttakji.tuning.improve.ImproveFile;
import org.ttakji.tuning.improve.ImproveRun;
import org.ttakji.tuning.improve.ImproveSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code improve <variant> --generations N [--out DIR] [--resume] [settings]}: the generational loop
 * ({@link ImproveRun}): per generation, training-data self-play of the current version, tuning on it, the SPRT gate
 * of the candidate against the current version, promotion on H1, the candidate's anchor match against a fixed
 * version. Progress on stderr; the generations table on
 * stdout at the end, and as {@code generations.json} and {@code .csv} in the output directory after every step.
 * Exit status 0 (whatever the gates decided), 2 for bad input.
 */
@Command(name = "improve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"The generational loop: self-play data, tuning, the SPRT gate against the current version,"
                + " promotion on H1, an anchor match against a fixed version; one row per generation.",
            "Writes <out>/improve.json (the settings), generations.json and .csv (the table), games/ (the runs);"
                + " rerun with the same settings, or --resume, to go on where it stopped."})
public final class ImproveCommand implements Callable<Integer> {
    /** The options that define the run: with {@code --resume} they come from its {@code improve.json}. */
    private static final List<String> DEFINING = List.of("--from", "--data-level", "--data-nodes",
            "--data-games", "--data-openings", "--data-max-plies", "--adjudication", "--positions", "--data-window",
            "--per-game", "--skip-plies", "--quiescence-nodes", "--lambda", "--validation", "--epochs", "--batch", "--learning-rate",
            "--l2", "--gate-level", "--gate-nodes", "--gate-openings", "--gate-max-plies", "--elo0", "--elo1",
            "--alpha", "--beta", "--model", "--max-games", "--batch-pairs", "--anchor", "--anchor-pairs");

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = "--generations", paramLabel = "N", description = "Generations to run (default 1; a rerun may raise it).")
    Integer generations;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output directory (relative to the lab home; default data/improve/<variant>-seed<S>).")
    String out;

    @Option(names = "--resume", description = "Go on with the run of --out (or of the default directory of --seed) with its"
            + " settings; only --generations and --master may change.")
    boolean resume;

    @Option(names = "--from", paramLabel = "V", description = "Weights version of generation 1 (default: the promoted one).")
    String from;

    @Option(names = "--seed", paramLabel = "S", description = "Improve seed: every step's seed derives from it (default 1).")
    Long seed;

    @Option(names = "--data-level", paramLabel = "L", description = "Level of the data games (default normal).")
    String dataLevel;

    @Option(names = "--data-nodes", paramLabel = "N", description = "Node limit per move of the data games (default 40000).")
    Long dataNodes;

    @Option(names = "--data-games", paramLabel = "N", description = "Data games per generation, even (default 2000).")
    Integer dataGames;

    @Option(names = "--data-openings", paramLabel = "RULE", description = "Start rule of the data games (default: as 'match').")
    String dataOpenings;

    @Option(names = "--data-max-plies", paramLabel = "N", description = "Ply cap of the data games (default 400).")
    Integer dataMaxPlies;

    @Option(names = "--adjudication", paramLabel = "R,K,D,K2,P|off",
            description = "Data games' score adjudication: resign at R cp for K plies, draw within D cp for K2 plies"
                    + " after ply P (default 1000,8,10,24,80), or off.")
    String adjudication;

    @Option(names = "--positions", paramLabel = "N", description = "Positions per tuning at most (default 1000000).")
    Integer positions;

    @Option(names = "--data-window", paramLabel = "N", description = "Tune on the data games of the last N generations"
            + " of the run, the generation's own included (default 2; 1: its own only).")
    Integer dataWindow;

    @Option(names = "--per-game", paramLabel = "K", description = "Positions per game at most (default 200).")
    Integer perGame;

    @Option(names = "--skip-plies", paramLabel = "P", description = "Plies never sampled at a game's start (default 4).")
    Integer skipPlies;

    @Option(names = "--quiescence-nodes", paramLabel = "N", description = "Quiescence nodes per position (default as 'tune').")
    Long quiescenceNodes;

    @Option(names = "--lambda", paramLabel = "L", description = "Weight of the search score in the targets (default 1: the"
            + " data games' search scores alone).")
    Double lambda;

    @Option(names = "--validation", paramLabel = "F", description = "Share held out (default 0.2).")
    Double validation;

    @Option(names = "--epochs", paramLabel = "N", description = "Training epochs (default as 'tune').")
    Integer epochs;

    @Option(names = "--batch", paramLabel = "N", description = "Mini-batch size (default as 'tune').")
    Integer batch;

    @Option(names = "--learning-rate", paramLabel = "R", description = "Adam step size (default as 'tune').")
    Double learningRate;

    @Option(names = "--l2", paramLabel = "C", description = "Pull towards the parent, C/2 per (100 cp)^2 of evaluation change (default 0.001;"
            + " as 'tune --l2-by-evaluation').")
    Double l2;

    @Option(names = "--gate-level", paramLabel = "L", description = "Level of both in the gate (default normal).")
    String gateLevel;

    @Option(names = "--gate-nodes", paramLabel = "N", description = "Node limit per move in the gate and the anchor match (default"
            + " 40000).")
    Long gateNodes;

    @Option(names = "--gate-openings", paramLabel = "RULE", description = "Start rule of the gate (default: as 'match').")
    String gateOpenings;

    @Option(names = "--gate-max-plies", paramLabel = "N", description = "Ply cap of the gate's games (default 400).")
    Integer gateMaxPlies;

    @Option(names = "--elo0", paramLabel = "E0", description = "H0's Elo (default as 'gate').")
    Double elo0;

    @Option(names = "--elo1", paramLabel = "E1", description = "H1's Elo (default as 'gate').")
    Double elo1;

    @Option(names = "--alpha", paramLabel = "A", description = "Type I error (default 0.05).")
    Double alpha;

    @Option(names = "--beta", paramLabel = "B", description = "Type II error (default 0.05).")
    Double beta;

    @Option(names = "--model", paramLabel = "M", description = "normalized or logistic Elo bounds (default normalized).")
    String model;

    @Option(names = "--max-games", paramLabel = "N", description = "Gate games at most (default as 'gate').")
    Integer maxGames;

    @Option(names = "--batch-pairs", paramLabel = "N", description = "Gate game pairs per batch (default as 'gate').")
    Integer batchPairs;

    @Option(names = "--anchor", paramLabel = "V", description = "Fixed opponent of every candidate's anchor match, at the"
            + " gate's level, nodes and openings (default v0001).")
    String anchor;

    @Option(names = "--anchor-pairs", paramLabel = "N", description = "Game pairs of each anchor match; 0 plays none"
            + " (default " + ImproveSpec.Anchor.DEFAULT_PAIRS + ").")
    Integer anchorPairs;

    @Mixin
    LabJobOptions job;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path home = job.home();
        String sparkMaster = job.sparkMaster();
        SelfPlayJob.Options options = SelfPlayJob.Options.defaults().withLabHome(home);
        ImproveRun run = resume ? resumed(home, options) : opened(home, options);
        stdout.println("improve " + variant + ": " + run.dir() + " (" + run.spec().generations() + " generations from "
                + run.spec().from() + ", seed " + run.spec().seed() + "); if stopped, go on with ./lab improve "
                + variant.cliName() + " --resume --out " + run.dir() + job.dataArgument());
        stdout.flush();
        SparkSession spark = SparkSupport.start(job.requestedMaster());
        GenerationTable table;
        try {
            table = run.run(spark, line -> {
                synchronized (err) {
                    err.println(line);
                    err.flush();
                }
            }, new ConsoleProgress(err, 5000));
        } catch (LabInputException e) {
            throw e;
        } catch (Exception e) { // Spark's Scala code throws checked SparkExceptions undeclared
            Exception told = SparkSessions.failure(spark, sparkMaster, e);
            throw told instanceof RuntimeException r ? r : new IllegalStateException(told);
        } finally {
            spark.stop();
        }
        table.lines().forEach(stdout::println);
        stdout.println("table " + run.dir().resolve(GenerationTable.JSON_FILE) + ", "
                + run.dir().resolve(GenerationTable.CSV_FILE));
        stdout.flush();
        return 0;
    }

    private ImproveRun resumed(Path home, SelfPlayJob.Options options) {
        for (String name : DEFINING) {
            if (spec.commandLine().getParseResult().hasMatchedOption(name)) {
                throw new LabInputException(name + " cannot be given with --resume: a resumed run goes on with the"
                        + " settings of its " + ImproveFile.NAME + " (only --generations and --master may be given)");
            }
        }
        Path dir = dir(home);
        ImproveSpec s = ImproveFile.read(dir);
        if (!s.variant().equals(variant.cliName())) {
            throw new LabInputException(dir + " is an improve run of " + s.variant() + ", not " + variant);
        }
        if (seed != null && seed != s.seed()) {
            throw new LabInputException(dir + " is an improve run of seed " + s.seed() + ", not " + seed);
        }
        return ImproveRun.resume(dir, generations, options, job.requestedMaster());
    }

    private ImproveRun opened(Path home, SelfPlayJob.Options options) {
        Path dir = dir(home);
        return ImproveRun.open(dir, settings(home, dir), options, job.requestedMaster());
    }

    /**
     * The run's settings: the defaults with the options given; generation 1 starts from {@code --from}, else from the
     * start of the run already in {@code dir}, else from the version promoted now.
     *
     * @throws LabInputException naming a bad option or an unknown version
     */
    ImproveSpec settings(Path home, Path dir) {
        long s = seed == null ? 1 : seed;
        // pinned when the run begins: its own promotions must not change the start of a rerun with the same settings
        String start = from == null && ImproveFile.exists(dir) ? ImproveFile.read(dir).from()
                : WeightsStore.at(home.resolve("data")).resolve(variant, from);
        ImproveSpec d = ImproveSpec.defaults(variant.cliName(), start, s, generations == null ? 1 : generations);
        ImproveSpec.Data dd = d.data();
        ImproveSpec.Tune t = d.tune();
        ImproveSpec.Gate g = d.gate();
        ImproveSpec settings = new ImproveSpec(d.variant(), d.from(), d.seed(), d.generations(),
                new ImproveSpec.Data(or(dataLevel, dd.level()), or(dataNodes, dd.nodes()), or(dataGames, dd.games()),
                        or(dataOpenings, dd.openings()), or(dataMaxPlies, dd.maxPlies()),
                        adjudication == null ? dd.adjudication() : adjudication(adjudication)),
                new ImproveSpec.Tune(or(positions, t.positions()), or(perGame, t.perGame()), or(skipPlies, t.skipPlies()),
                        or(quiescenceNodes, t.quiescenceNodes()), or(lambda, t.lambda()), or(validation, t.validation()),
                        or(epochs, t.epochs()), or(batch, t.batch()), or(learningRate, t.learningRate()), or(l2, t.l2()),
                        or(dataWindow, t.dataWindow())),
                new ImproveSpec.Gate(or(gateLevel, g.level()), or(gateNodes, g.nodes()), or(gateOpenings, g.openings()),
                        or(gateMaxPlies, g.maxPlies()), or(elo0, g.elo0()), or(elo1, g.elo1()), or(alpha, g.alpha()),
                        or(beta, g.beta()), or(model, g.model()), or(maxGames, g.maxGames()),
                        or(batchPairs, g.batchPairs())),
                new ImproveSpec.Anchor(WeightsStore.at(home.resolve("data")).resolve(variant, or(anchor,
                        d.anchor().version())), or(anchorPairs, d.anchor().pairs())));
        return settings;
    }

    /** {@code --out} against the lab home, or {@code data/improve/<variant>-seed<S>}. */
    Path dir(Path home) {
        return home.resolve(out != null ? out : "data/improve/" + variant.cliName() + "-seed" + (seed == null ? 1 : seed));
    }

    private static <T> T or(T given, T fallback) {
        return given != null ? given : fallback;
    }

    /**
     * {@code off}, or {@code R,K,D,K2,P}: resign at R cp for K plies, draw within D cp for K2 plies after ply P.
     *
     * @throws LabInputException naming the option
     */
    static Adjudication adjudication(String text) {
        if (text.trim().equalsIgnoreCase("off")) {
            return Adjudication.NONE;
        }
        String[] p = text.split(",", -1);
        if (p.length != 5) {
            throw new LabInputException("--adjudication must be off or R,K,D,K2,P (five whole numbers), got '" + text + "'");
        }
        int[] v = new int[5];
        try {
            for (int i = 0; i < 5; i++) {
                v[i] = Integer.parseInt(p[i].trim());
            }
            return new Adjudication(v[0], v[1], v[2], v[3], v[4]);
        } catch (NumberFormatException e) {
            throw new LabInputException("--adjudication must be off or R,K,D,K2,P (five whole numbers), got '" + text
                    + "'", e);
        } catch (LabInputException e) {
            throw new LabInputException("--adjudication: " + e.getMessage(), e);
        }
    }
}
