package org.ttakji.tuning.improve;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.ProgressListener;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.tuning.FitSettings;
import org.ttakji.tuning.NoImprovementException;
import org.ttakji.tuning.SamplingSettings;
import org.ttakji.tuning.Texel;
import org.ttakji.tuning.TuneReport;
import org.ttakji.tuning.TuneRequest;
import org.ttakji.tuning.Tuner;
import org.ttakji.tuning.gate.GateFile;
import org.ttakji.tuning.gate.GateLines;
import org.ttakji.tuning.gate.GatePromotion;
import org.ttakji.tuning.gate.GateRun;
import org.ttakji.tuning.gate.GateSettings;
import org.ttakji.tuning.improve.ImproveSeeds.Step;
import org.ttakji.tuning.match.MatchRun;
import org.ttakji.tuning.match.MatchSettings;
import org.ttakji.tuning.match.MatchStatistics;
import org.ttakji.tuning.stats.EloInterval;

/**
 * An improve run in its output directory: generation after generation, four existing steps called as libraries:
 * <ol>
 *   <li>data: the current version against itself ({@link MatchRun} with the spec's score adjudication), run
 *       {@code gNN-data} under {@code <out>/games};</li>
 *   <li>tuning of the current version on those games and those of the generations before it within the spec's
 *       data window ({@link #windowRuns}, {@link Tuner}); the candidate's provenance names the
 *       generation's row ({@code improve}: directory, table file, generation); weights that do not lower the
 *       held-out loss are no candidate ({@link NoImprovementException}), and the generation ends there;</li>
 *   <li>the gate of the candidate against the current version ({@link GateRun}), run {@code gNN-gate};</li>
 *   <li>on H1 the promotion ({@link GatePromotion}: the test kept in the weights index), and the next generation
 *       starts from the candidate; else from the unchanged current version (with its own seeds);</li>
 *   <li>the anchor match ({@link MatchRun}, run {@code gNN-anchor}): the candidate against the spec's fixed
 *       anchor version in a fixed number of game pairs at the gate's level, nodes and openings, its Elo from the
 *       log ({@link MatchStatistics}); a measurement only, the next generation does not depend on it.</li>
 * </ol>
 * The table ({@link GenerationTable}) is rewritten after every step, so a rerun on the same directory skips what is
 * done: a finished step by the row's {@code step}, a self-play or gate run that was stopped by going on with it, a
 * tuning whose version was written but not yet recorded by finding that version by its provenance. Every seed comes
 * from the spec's seed and the generation ({@link ImproveSeeds}); nothing decides by the clock. A row of a table
 * written before the anchor matches existed is {@code done} without them: a rerun plays them. Not thread-safe.
 */
public final class ImproveRun {
    private final Path dir;
    private final ImproveSpec spec;
    private final Variant variant;
    private final SelfPlayJob.Options options;
    private final String master;
    private GenerationTable table;

    private ImproveRun(Path dir, ImproveSpec spec, SelfPlayJob.Options options, String master) {
        this.dir = dir.toAbsolutePath().normalize();
        this.spec = spec;
        this.variant = Variant.fromCliName(spec.variant());
        this.options = options;
        this.master = master;
        this.table = GenerationTable.read(this.dir, spec.variant());
    }

    /**
     * Opens the run of {@code dir} with {@code spec}: a new directory gets the spec written; one holding a run goes
     * on with it when its spec is this one (its generations may be raised).
     *
     * @param master the Spark master of the steps, or null for the default
     * @throws LabInputException if the directory holds a run of another spec
     */
    public static ImproveRun open(Path dir, ImproveSpec spec, SelfPlayJob.Options options, String master) {
        if (ImproveFile.exists(dir)) {
            ImproveSpec old = ImproveFile.read(dir);
            if (!old.withGenerations(spec.generations()).equals(spec)) {
                throw new LabInputException(dir + " holds an improve run of other settings (" + ImproveFile.NAME
                        + "); go on with it by --resume, or give another --out");
            }
        }
        ImproveFile.write(dir, spec);
        return new ImproveRun(dir, spec, options, master);
    }

    /**
     * Goes on with the run of {@code dir} with its own spec.
     *
     * @param generations the generations to run now, or null for the spec's
     * @throws LabInputException if the directory holds no run
     */
    public static ImproveRun resume(Path dir, Integer generations, SelfPlayJob.Options options, String master) {
        ImproveSpec spec = ImproveFile.read(dir);
        if (generations != null && generations != spec.generations()) {
            spec = spec.withGenerations(generations);
            ImproveFile.write(dir, spec);
        }
        return new ImproveRun(dir, spec, options, master);
    }

    /** The output directory (absolute). */
    public Path dir() {
        return dir;
    }

    /** The spec. */
    public ImproveSpec spec() {
        return spec;
    }

    /** The table as it is now. */
    public GenerationTable table() {
        return table;
    }

    /** The output root of the steps' self-play runs, {@code <out>/games}. */
    public String gamesRoot() {
        return dir.resolve("games").toString();
    }

    /**
     * Runs the generations not done yet.
     *
     * @param progress receives one line at a time (steps, tuning, gate batches); may be called from Spark's threads
     * @param games    the data runs' game progress
     * @return the table; its last row is not {@code done} when a step was stopped (a self-play run stopped early)
     * @throws LabInputException as the steps do (bad settings, an unreadable log, a run another process writes)
     */
    public GenerationTable run(SparkSession spark, Consumer<String> progress, ProgressListener games) {
        String current = spec.from();
        for (int g = 1; g <= spec.generations(); g++) {
            GenerationRow row = g <= table.rows().size() ? table.rows().get(g - 1) : GenerationRow.started(g, current);
            if (!row.parent().equals(current)) {
                throw new LabInputException("generation " + g + " of " + dir + " starts from " + row.parent()
                        + " but generation " + (g - 1) + " ended with " + current + ": the table was changed");
            }
            if (!row.did("done")) {
                progress.accept(String.format(Locale.ROOT, "improve %s: generation %d/%d from %s", variant, g,
                        spec.generations(), current));
            }
            save(row);
            if (!row.did("data")) {
                row = data(row, spark, progress, games);
                if (row == null) {
                    return table;
                }
                save(row);
            }
            if (!row.did("tuned")) {
                row = save(tune(row, progress));
            }
            if (!row.did("gated")) {
                row = gate(row, spark, progress);
                if (row == null) {
                    return table;
                }
                save(row);
            }
            if (!row.did("done")) {
                row = save(promote(row, progress));
            }
            if (spec.anchor().on() && row.candidate() != null && !row.did("anchored")) {
                GenerationRow anchored = anchor(row, spark, progress, games);
                if (anchored == null) {
                    return table;
                }
                row = save(anchored);
            }
            current = row.next();
        }
        return table;
    }

    private GenerationRow save(GenerationRow row) {
        table = table.with(row);
        table.write(dir);
        return row;
    }

    private static String runId(int generation, String step) {
        return String.format(Locale.ROOT, "g%02d-%s", generation, step);
    }

    private boolean runExists(String runId) {
        return Files.isDirectory(dir.resolve("games").resolve("run=" + runId));
    }

    private String runDir(String runId) {
        return dir.resolve("games").resolve("run=" + runId).toString();
    }

    /** Step 1: the data run, played (or finished); null when it stopped before its last batch. */
    private GenerationRow data(GenerationRow row, SparkSession spark, Consumer<String> progress,
                               ProgressListener games) {
        ImproveSpec.Data d = spec.data();
        String id = runId(row.generation(), "data");
        SelfPlayJob.Options o = options.withProgress(games);
        MatchSettings m = new MatchSettings(variant, MatchSettings.labPlayer(d.level(), row.parent(), null, null,
                d.nodes()), MatchSettings.labPlayer(d.level(), row.parent(), null, null, d.nodes()), d.games() / 2,
                d.openings(), ImproveSeeds.of(spec.seed(), row.generation(), Step.DATA), d.maxPlies(),
                MatchSettings.DEFAULT_PAIRS_PER_BATCH, MatchSettings.DEFAULT_GAMES_PER_TASK, gamesRoot(), master);
        try (MatchRun run = runExists(id) ? MatchRun.resume(gamesRoot(), id, o) : MatchRun.prepare(m, d.adjudication(), id, o)) {
            progress.accept(String.format(Locale.ROOT, "data: run %s, %d games of %s vs itself at %d nodes (level %s),"
                    + " openings %s", id, run.spec().totalGames(), row.parent(), d.nodes(), d.level(),
                    run.openings().toText()));
            SelfPlayJob.Result r = run.play(spark);
            return r.complete() ? row.withData(id, run.spec().totalGames()) : null;
        }
    }

    /** Step 2: the candidate (or none, when the held-out loss does not fall). */
    private GenerationRow tune(GenerationRow row, Consumer<String> progress) {
        Path data = options.labHome().resolve("data");
        WeightsStore store = WeightsStore.at(data);
        String written = writtenCandidate(store, row.generation());
        if (written != null) { // tuned, but the process stopped before the table said so
            Map<String, Object> p = store.read(variant, written).provenance();
            Map<?, ?> loss = (Map<?, ?>) p.get("loss");
            progress.accept("tune: " + written + " was written for generation " + row.generation() + " already");
            return row.withTuning(((Number) p.get("positions")).intValue(), number(loss, "parent", "validation"),
                    number(loss, "new", "train"), number(loss, "new", "validation"), written, null);
        }
        ImproveSpec.Tune t = spec.tune();
        long seed = ImproveSeeds.of(spec.seed(), row.generation(), Step.TUNE);
        List<String> runs = windowRuns(table.rows(), row, t.dataWindow());
        TuneRequest request = new TuneRequest(variant, runs.stream().map(this::runDir).toList(), data, row.parent(),
                t.positions(), new SamplingSettings(t.skipPlies(), t.perGame(), seed, t.quiescenceNodes()),
                new FitSettings(t.epochs(), t.batch(), t.learningRate(), t.l2(), seed, List.of(), true), t.lambda(),
                t.validation(), master, false);
        progress.accept("tune: " + row.parent() + " on run" + (runs.size() == 1 ? " " : "s ") + String.join(", ", runs)
                + ", at most " + t.positions() + " positions");
        try {
            TuneReport r = Tuner.run(request, progress, Map.of("improve", provenance(row)));
            return row.withTuning(r.positions(), Texel.round6(r.parentLosses().validationCrossEntropy()),
                    Texel.round6(r.newLosses().trainCrossEntropy()), Texel.round6(r.newLosses().validationCrossEntropy()),
                    r.newVersion(), null);
        } catch (NoImprovementException e) {
            progress.accept("tune: no candidate: " + e.getMessage());
            return row.withTuning(null, null, null, null, null, e.getMessage());
        }
    }

    /**
     * The data runs a generation tunes on: those of the generations {@code max(1, g - window + 1)..g} of this run,
     * oldest first (every earlier row has its data run: a generation starts only after the one before it ended).
     */
    static List<String> windowRuns(List<GenerationRow> rows, GenerationRow row, int window) {
        List<String> runs = new ArrayList<>();
        for (GenerationRow r : rows) {
            if (r.generation() > row.generation() - window && r.generation() < row.generation() && r.dataRun() != null) {
                runs.add(r.dataRun());
            }
        }
        runs.add(row.dataRun());
        return runs;
    }

    /** What the candidate's provenance says of the row that made it. */
    private Map<String, Object> provenance(GenerationRow row) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dir", dir.toString());
        m.put("table", dir.resolve(GenerationTable.JSON_FILE).toString());
        m.put("generation", row.generation());
        m.put("dataRun", row.dataRun());
        m.put("seed", spec.seed());
        return m;
    }

    /** The version whose provenance names this run's generation, or null. */
    private String writtenCandidate(WeightsStore store, int generation) {
        for (String v : store.versions(variant)) {
            Object improve = store.read(variant, v).provenance().get("improve");
            if (improve instanceof Map<?, ?> m && dir.toString().equals(m.get("dir"))
                    && m.get("generation") instanceof Number n && n.intValue() == generation) {
                return v;
            }
        }
        return null;
    }

    private static Double number(Map<?, ?> loss, String which, String part) {
        return ((Number) ((Map<?, ?>) loss.get(which)).get(part)).doubleValue();
    }

    /** Step 3: the gate (none without a candidate); null when it stopped before a verdict. */
    private GenerationRow gate(GenerationRow row, SparkSession spark, Consumer<String> progress) {
        if (row.candidate() == null) {
            return row.withGate(null, GenerationRow.NO_CANDIDATE, null, null, null, null, null);
        }
        ImproveSpec.Gate g = spec.gate();
        GateSettings s = g.settings();
        String id = runId(row.generation(), "gate");
        SelfPlayJob.Options o = options.withProgress(ProgressListener.NONE);
        MatchSettings m = new MatchSettings(variant, MatchSettings.labPlayer(g.level(), row.candidate(), null, null,
                g.nodes()), MatchSettings.labPlayer(g.level(), row.parent(), null, null, g.nodes()), s.batchPairs(),
                g.openings(), ImproveSeeds.of(spec.seed(), row.generation(), Step.GATE), g.maxPlies(), s.batchPairs(),
                MatchSettings.DEFAULT_GAMES_PER_TASK, gamesRoot(), master);
        try (GateRun gate = runExists(id) ? GateRun.resume(gamesRoot(), id, o)
                : GateRun.start(m, s, row.candidate(), row.parent(), id, o)) {
            progress.accept(String.format(Locale.ROOT, "gate: run %s, %s vs %s, SPRT %s %s, at most %d games", id,
                    row.candidate(), row.parent(), s.sprt().model().bounds(s.sprt().elo0(), s.sprt().elo1()),
                    s.modelName(), s.maxGames()));
            GateRun.Outcome outcome = gate.run(spark, (step, rate) -> progress.accept(GateLines.step(step,
                    s.maxGames(), rate)), -1);
            if (outcome.verdict() == null) {
                return null;
            }
            Map<String, Object> test = outcome.file().result();
            List<?> elo = (List<?>) test.get("elo");
            return row.withGate(id, outcome.verdict().recordName(), ((Number) test.get("llr")).doubleValue(),
                    ((Number) test.get("games")).longValue(), value(elo, 0), value(elo, 1), value(elo, 2));
        }
    }

    private static Double value(List<?> interval, int i) {
        return interval.get(i) instanceof Number n ? n.doubleValue() : null;
    }

    /**
     * Step 5: the anchor match of the candidate (played, or finished when a run of it exists); null when it stopped
     * before its last batch. Played also when the parent is the anchor: the gate's Elo is that of a sequential test,
     * biased by where it stopped, the anchor match's is of a fixed length on starts of its own.
     */
    private GenerationRow anchor(GenerationRow row, SparkSession spark, Consumer<String> progress,
                                 ProgressListener games) {
        ImproveSpec.Gate g = spec.gate();
        ImproveSpec.Anchor a = spec.anchor();
        String id = runId(row.generation(), "anchor");
        SelfPlayJob.Options o = options.withProgress(games);
        MatchSettings m = new MatchSettings(variant, MatchSettings.labPlayer(g.level(), row.candidate(), null, null,
                g.nodes()), MatchSettings.labPlayer(g.level(), a.version(), null, null, g.nodes()), a.pairs(),
                g.openings(), ImproveSeeds.of(spec.seed(), row.generation(), Step.ANCHOR), g.maxPlies(),
                g.batchPairs(), MatchSettings.DEFAULT_GAMES_PER_TASK, gamesRoot(), master);
        try (MatchRun run = runExists(id) ? MatchRun.resume(gamesRoot(), id, o) : MatchRun.prepare(m, id, o)) {
            progress.accept(String.format(Locale.ROOT, "anchor: run %s, %s vs %s, %d games at %s (level %s),"
                    + " openings %s", id, row.candidate(), a.version(), run.spec().totalGames(),
                    g.nodes() == null ? "the level's limits" : g.nodes() + " nodes", g.level(),
                    run.openings().toText()));
            if (!run.play(spark).complete()) {
                return null;
            }
            MatchStatistics stats = run.statistics(spark);
            EloInterval elo = stats.elo().elo();
            progress.accept(String.format(Locale.ROOT, "anchor: %s vs %s: Elo %s (95%%) over %d games",
                    row.candidate(), a.version(), elo.describe(), stats.games()));
            return row.withAnchor(a.version(), stats.games(), finite(elo.estimate()), finite(elo.low()),
                    finite(elo.high()));
        }
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v + 0.0 : null; // + 0.0: no -0.0
    }

    /** Step 4: the promotion after H1. */
    private GenerationRow promote(GenerationRow row, Consumer<String> progress) {
        if (!"H1".equals(row.verdict())) {
            progress.accept("generation " + row.generation() + ": " + row.verdict() + ", so the next one starts again"
                    + " from " + row.parent());
            return row.done(null);
        }
        GatePromotion.promote(options.labHome().resolve("data"), GateFile.read(runDir(row.gateRun())));
        progress.accept("generation " + row.generation() + ": H1, " + row.candidate() + " promoted");
        return row.done(row.candidate());
    }
}
