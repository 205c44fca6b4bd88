package org.ttakji.selfplay.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.cli.DataDirOption;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.Batch;
import org.ttakji.selfplay.ConsoleProgress;
import org.ttakji.selfplay.FaultInjection;
import org.ttakji.selfplay.Figures;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.ProgressListener;
import org.ttakji.selfplay.RulesCatalog;
import org.ttakji.selfplay.RunLock;
import org.ttakji.selfplay.RunManifest;
import org.ttakji.selfplay.RunStore;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;
import org.ttakji.selfplay.Summary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code selfplay}: plays a match spec on Spark and logs every game as Parquet
 * ({@code <out>/run=<id>/variant=<v>/part-*.parquet} and {@code _run.json}), printing progress on stderr
 * and the summary table on stdout. With no arguments it plays the built-in default spec.
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "org.ttakji.selfplay.cli.SelfPlayDefaults",
        description = {"Engine-vs-engine games on Spark, logged as Parquet (schema v3).",
            "With no arguments: the default spec (every variant of this build, the default pairings).",
            "Every spec field can be overridden here; --print-spec shows the spec a command line gives."})
public final class SelfPlayCommand implements Callable<Integer> {
    /** Exit status after Ctrl-C (128 + SIGINT), as the shell reports it. */
    static final int EXIT_INTERRUPTED = 130;

    @Spec
    CommandSpec commandSpec;

    @Option(names = "--spec", paramLabel = "FILE", description = "Match spec, JSON (.json) or YAML (else).")
    Path specFile;

    @Option(names = "--variants", paramLabel = "LIST", description = "chess960,shogi,xiangqi,janggi,banqi or all (default ${bundle:default.variants}).")
    String variants;

    @Option(names = "--pairings", paramLabel = "LIST",
            description = "Pairings a-b, comma-separated (random, easy, normal, expert[@v0003]); 'levels' = every pairing of the three levels (default ${bundle:default.pairings}).")
    String pairings;

    @Option(names = "--games", paramLabel = "N", description = "Games per pairing and variant, even with colour swap (default ${bundle:default.gamesPerPairing}).")
    Integer games;

    @Option(names = "--start", paramLabel = "VARIANT=START",
            description = "Start rule of a variant (repeatable): chess960=random|all|daily[:YYYY-MM-DD]|standard|N,N,...; banqi=random|SEED,...; any other variant's standard; and openings (not banqi): random-plies:N[,balanced:CP], suite:NAME|FILE[,order:shuffle|sequential] (default ${bundle:default.starts}).")
    List<String> starts = new ArrayList<>();

    @Option(names = "--rules", paramLabel = "VARIANT:KEY=VALUE", description = "Rule option of a variant (repeatable; default ${bundle:default.rules}: each variant's standard rules).")
    List<String> rules = new ArrayList<>();

    @Option(names = "--colour-swap", arity = "1", paramLabel = "BOOL", description = "Play each start twice, colours swapped (default ${bundle:default.colourSwap}).")
    Boolean colourSwap;

    @Option(names = "--seed", paramLabel = "S", description = "Run seed (default ${bundle:default.seed}).")
    Long seed;

    @Option(names = "--master", paramLabel = "URL", description = "Spark master (default: spark-submit's, else local[*]).")
    String master;

    @Option(names = "--out", paramLabel = "DIR", description = "Output root (default ${bundle:default.out}, under the lab home when relative).")
    String out;

    @Mixin
    DataDirOption data;

    @Option(names = "--batch-size", paramLabel = "N", description = "Games per committed batch (default ${bundle:default.batchSize}).")
    Integer batchSize;

    @Option(names = "--games-per-task", paramLabel = "N", description = "Games per Spark task (default ${bundle:default.gamesPerTask}); each batch is one Parquet file.")
    Integer gamesPerTask;

    @Option(names = "--max-plies", paramLabel = "N", description = "Self-play ply cap: a game still going is drawn by adjudication (default ${bundle:default.maxPlies}).")
    Integer maxPlies;

    @Option(names = "--record-times", arity = "1", paramLabel = "BOOL", description = "Fill time_us; the output is then no longer byte-reproducible (default ${bundle:default.recordTimes}).")
    Boolean recordTimes;

    @Option(names = "--deterministic", arity = "1", paramLabel = "BOOL", description = "Refuse wall-time search limits, also of levels (default ${bundle:default.deterministic}).")
    Boolean deterministic;

    @Option(names = "--run-id", paramLabel = "ID", description = "Id of the new run (default: UTC time + random suffix).")
    String runId;

    @Option(names = "--resume", paramLabel = "ID", description = "Finish an interrupted run (its own spec; --out, --master and --data may be given).")
    String resume;

    @Option(names = "--inject-faults", paramLabel = "RATE",
            description = "Testing aid: fail the first attempt of this fraction of the Spark tasks and of the driver's"
                    + " batch writes (local masters get retries; the driver retries a write).")
    double faultRate;

    @Option(names = "--print-spec", description = "Print the resolved spec as YAML and exit.")
    boolean printSpec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = commandSpec.commandLine().getOut();
        PrintWriter err = commandSpec.commandLine().getErr();
        if (!(faultRate >= 0 && faultRate <= 1)) {
            throw new LabInputException("--inject-faults must be within 0..1 (a fraction of the tasks), got " + faultRate);
        }
        SelfPlayJob.Options options = SelfPlayJob.Options.defaults().withLabHome(data.home())
                .withProgress(new ConsoleProgress(err, 2000))
                .withFaults(faultRate > 0 ? new FaultInjection(faultRate, 0x5EED) : FaultInjection.NONE);
        SelfPlayJob.Prepared run;
        if (resume != null) {
            if (specFile != null || variants != null || pairings != null || games != null || !starts.isEmpty()
                    || !rules.isEmpty() || colourSwap != null || seed != null || batchSize != null
                    || gamesPerTask != null || maxPlies != null || recordTimes != null || deterministic != null
                    || runId != null) {
                throw new LabInputException("--resume plays the run's own spec: only --out, --master and --data may be given with it");
            }
            String root = this.out != null ? this.out : MatchSpecReader.defaults().get("out").asText();
            if (master != null) {
                SparkSessions.checkMaster(master);
            }
            RunManifest finished = finishedRun(root, resume, options);
            if (finished != null) { // nothing to play: its summary is in the manifest, Spark is not needed
                out.printf(Locale.ROOT, "run %s: 0 games played, complete (nothing left to play)%n", finished.runId());
                out.println("output: " + RunStore.of(root, options.labHome(), resume, new Configuration()).runDir());
                Summary.print(finished.summary(), out);
                out.flush();
                return 0;
            }
            run = SelfPlayJob.prepareResume(root, resume, master, options, new Configuration());
            if (!run.existing().labVersions().contains(options.labVersion())) {
                err.println("note: run " + resume + " was written by build(s) " + run.existing().labVersions()
                        + "; this build (" + options.labVersion() + ") plays the remaining batches (recorded in _run.json)");
            }
        } else {
            ObjectNode tree = tree();
            MatchSpec spec = MatchSpecReader.toSpec(tree, RulesCatalog.builtIn(), MatchSpecReader.todayUtc());
            boolean pairingsGiven = pairings != null
                    || specFile != null && MatchSpecReader.readFile(specFile).has("pairings");
            if (!pairingsGiven) {
                // The default pairings (the levels) need level files; variants without them yet play random.
                spec = SelfPlayJob.withFallbackPairings(spec, options.labHome(), err::println);
            }
            if (printSpec) {
                out.print(new YAMLMapper().writeValueAsString(MatchSpecReader.toTree(spec)));
                out.flush();
                return 0;
            }
            run = SelfPlayJob.prepareNew(spec, runId, options, new Configuration());
        }
        String sparkMaster = withRetries(SparkSessions.master(run.spec().master()));
        SparkSessions.check(sparkMaster); // an unreachable master fails before anything is written
        RunLock lock = SelfPlayJob.claim(run); // creates the run; refuses a run another process writes
        err.println("selfplay: run " + run.runId() + " -> " + run.store().runDir() + " on Spark " + sparkMaster);
        err.flush();
        SparkSession spark;
        try {
            spark = SparkSessions.start(sparkMaster, "ttakji-selfplay " + run.runId());
        } catch (RuntimeException e) {
            lock.close(); // removes the new run's directory again
            throw e;
        }
        // The resume hint only once the run exists (execute creates it, then reports the start).
        ResumeHint hint = new ResumeHint(run.options().progress(), err, run.resumeCommand());
        run = run.withProgress(hint);
        String runId = run.runId();
        try (InterruptNotice interrupt = new InterruptNotice(() -> spark.sparkContext().setLogLevel("OFF"), err,
                () -> hint.started ? "selfplay: interrupted; resume with " + hint.command
                        : "selfplay: interrupted before run " + runId + " was created; nothing to resume")) {
            SelfPlayJob.Result result;
            try {
                result = SelfPlayJob.execute(run, lock, spark);
            } catch (Exception e) { // Spark's Scala code throws checked SparkExceptions undeclared
                if (interrupt.interrupted()) {
                    return EXIT_INTERRUPTED; // the notice is printed; Spark's cancellation is expected
                }
                throw SparkSessions.failure(spark, sparkMaster, e);
            }
            out.printf(Locale.ROOT, "run %s: %d games played in %.1f s (%s), %s%n", result.runId(),
                    result.playedNow(), result.seconds(),
                    Figures.gameRate(result.playedNow() / Math.max(1e-9, result.seconds())),
                    result.complete() ? "complete" : "incomplete");
            out.println("output: " + result.runDir());
            if (result.complete()) {
                MatchSpec played = run.spec();
                Summary.print(result.summary(), out, played.variants().stream()
                        .flatMap(v -> played.pairingsOf(v).stream())
                        .anyMatch(p -> p.a().isExternal() || p.b().isExternal()));
            }
            out.flush();
            return 0;
        } finally {
            spark.stop();
            lock.close();
        }
    }

    /**
     * The manifest of run {@code runId} under {@code root} when it is complete (every batch committed, its summary
     * written), else null (also when the run or its manifest does not exist: {@code prepareResume} says why).
     */
    private static RunManifest finishedRun(String root, String runId, SelfPlayJob.Options options) {
        if (!runId.matches("[A-Za-z0-9._-]+")) {
            return null;
        }
        RunStore store = RunStore.of(root, options.labHome(), runId, new Configuration());
        if (!store.exists()) {
            return null;
        }
        RunManifest m;
        try {
            m = store.readManifest();
        } catch (LabInputException e) {
            return null;
        }
        return RunManifest.COMPLETE.equals(m.status()) && m.summary() != null ? m : null;
    }

    /** Prints how to resume when the run has been created (or resumed), then reports as {@code inner} does. */
    private static final class ResumeHint implements ProgressListener {
        private final ProgressListener inner;
        private final PrintWriter err;
        final String command;
        volatile boolean started;

        ResumeHint(ProgressListener inner, PrintWriter err, String command) {
            this.inner = inner;
            this.err = err;
            this.command = command;
        }

        @Override
        public void started(Map<Variant, Long> planned, Map<Variant, Long> committed) {
            started = true;
            err.println("selfplay: if interrupted: " + command);
            err.flush();
            inner.started(planned, committed);
        }

        @Override
        public void gamesPlayed(Variant variant, long games) {
            inner.gamesPlayed(variant, games);
        }

        @Override
        public void batchCommitted(Batch batch) {
            inner.batchCommitted(batch);
        }

        @Override
        public void finished() {
            inner.finished();
        }
    }

    /** Local masters without retries get three attempts per task when faults are injected. */
    private String withRetries(String sparkMaster) {
        if (faultRate > 0 && sparkMaster.matches("local\\[[0-9*]+]")) {
            return sparkMaster.substring(0, sparkMaster.length() - 1) + ",3]";
        }
        if (faultRate > 0 && sparkMaster.equals("local")) {
            return "local[1,3]";
        }
        return sparkMaster;
    }

    /** Defaults, then the spec file, then the options given here. */
    private ObjectNode tree() {
        ObjectNode tree = MatchSpecReader.defaults();
        if (specFile != null) {
            tree = MatchSpecReader.overlay(tree, MatchSpecReader.readFile(specFile));
        }
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        putIf(o, "variants", variants);
        putIf(o, "pairings", pairings);
        putIf(o, "gamesPerPairing", games);
        putIf(o, "colourSwap", colourSwap);
        putIf(o, "seed", seed);
        putIf(o, "master", master);
        putIf(o, "out", out);
        putIf(o, "batchSize", batchSize);
        putIf(o, "gamesPerTask", gamesPerTask);
        putIf(o, "maxPlies", maxPlies);
        putIf(o, "recordTimes", recordTimes);
        putIf(o, "deterministic", deterministic);
        if (!starts.isEmpty()) {
            ObjectNode s = o.putObject("starts");
            for (String item : starts) {
                int eq = item.indexOf('=');
                if (eq <= 0) {
                    throw new LabInputException("bad --start '" + item + "' (expected VARIANT=START, e.g. chess960=all)");
                }
                s.put(item.substring(0, eq).trim(), item.substring(eq + 1).trim());
            }
        }
        if (!rules.isEmpty()) {
            ObjectNode r = o.putObject("rules");
            for (String item : rules) {
                int colon = item.indexOf(':');
                if (colon <= 0) {
                    throw new LabInputException("bad --rules '" + item + "' (expected VARIANT:KEY=VALUE, e.g. chess960:promotion=all)");
                }
                String variant = item.substring(0, colon).trim();
                ArrayNode list = r.has(variant) ? (ArrayNode) r.get(variant) : r.putArray(variant);
                list.add(item.substring(colon + 1).trim());
            }
        }
        return MatchSpecReader.overlay(tree, o);
    }

    private static void putIf(ObjectNode o, String field, Object value) {
        if (value != null) {
            o.put(field, value.toString());
        }
    }
}
