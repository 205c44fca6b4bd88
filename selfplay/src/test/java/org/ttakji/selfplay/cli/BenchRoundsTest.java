package org.ttakji.selfplay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.cli.BadInputHandler;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.RulesCatalog;
import picocli.CommandLine;

/** What {@code bench selfplay} prints from its rounds: medians, paired ratios, CPU breakdown, bytes. */
class BenchRoundsTest {
    private static final BenchRounds.Mode A = BenchRounds.Mode.PLAIN;
    private static final BenchRounds.Mode B = BenchRounds.Mode.LOCAL1;
    private static final BenchRounds.Mode C = BenchRounds.Mode.LOCAL2;

    @Test
    void theMedianOfAnOddCountIsTheMiddleValueOfAnEvenOneTheMeanOfTheMiddleTwo() {
        assertEquals(2.0, BenchRounds.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, BenchRounds.median(List.of(4.0, 1.0, 2.0, 3.0)));
    }

    /**
     * 100 games, 20000 plies; wall and CPU seconds as given; Spark: 10 tasks that ran {@code runSeconds} in all; the
     * plain loop: 60% of the CPU playing, 30% encoding and writing the same files, 10% outside its thread.
     */
    private static BenchRounds.Pass pass(BenchRounds.Mode m, double wall, double cpu, double runSeconds) {
        return pass(m, wall, cpu, runSeconds, "d");
    }

    private static BenchRounds.Pass pass(BenchRounds.Mode m, double wall, double cpu, double runSeconds, String digest) {
        SparkJobMetrics.Totals spark = m == A ? null
                : new SparkJobMetrics.Totals(2, 10, (long) (runSeconds * 1000), (long) (cpu * 0.8e9), (long) 1e8, 100, 0, 5000, wall);
        Map<String, Double> threads = m == A ? Map.of(ThreadCpu.MAIN, cpu * 0.9) : Map.of(ThreadCpu.TASKS, cpu * 0.8);
        Map<String, BenchRounds.GroupCost> groups = m == A
                ? Map.of("chess960 random v random", new BenchRounds.GroupCost(100, 20000, 0, (long) (cpu * 0.6e9), 0))
                : Map.of("chess960", new BenchRounds.GroupCost(100, 0, 0, 0, 150_000));
        return new BenchRounds.Pass(m, 100, wall, cpu, spark, 20000, 150_000, digest, threads, groups);
    }

    private static Map<BenchRounds.Mode, BenchRounds.Pass> round(double a, double b, double c) {
        Map<BenchRounds.Mode, BenchRounds.Pass> r = new EnumMap<>(BenchRounds.Mode.class);
        r.put(A, pass(A, a, a, 0));
        r.put(B, pass(B, b, b, b * 0.9));
        r.put(C, pass(C, c, 2 * c, 2 * c * 0.9));
        return r;
    }

    @Test
    void ratiosAreMediansOfEachRoundsRatioAndTheTableHoldsMedians() {
        BenchWorkload w = BenchWorkload.of("random", spec());
        // round 2 is slowed down as a whole (load): its ratios still count like the others
        BenchRounds.Report report = new BenchRounds.Report(w, List.of(round(10, 20, 10), round(30, 60, 30),
                round(10, 25, 10)));
        StringWriter s = new StringWriter();
        report.print(new PrintWriter(s));
        String out = s.toString();
        assertTrue(out.contains("(a) plain loop            10.0       2000"), out); // median wall 10 s: 100 games
        assertTrue(out.contains("b/a (Spark overhead): wall 0.500 (rounds 0.500 0.500 0.400)"), out);
        assertTrue(out.contains("CPU per game a/b 0.500 (rounds 0.500 0.500 0.400)"), out);
        assertTrue(out.contains("c/b (scaling): wall 2.00 (rounds 2.00 2.00 2.50)"), out);
        assertTrue(out.contains("150000 bytes for 100 games, 20000 plies = 1500 bytes/game, 7.50 bytes/ply;"
                + " every pass (plain loop and Spark) wrote the same bytes"), out);
        assertTrue(out.contains("plain loop CPU ms per game: games 60.0, rows and Parquet 30.0 (its thread), outside its"
                + " thread 10.0 (JIT, GC) = 100"), out);
        assertTrue(out.contains("local[1] per run: 2 Spark jobs, 10 tasks (10.0 games per task)"), out);
        // what the tasks sent the driver: 5000 bytes of results a pass, 3 passes of 100 games
        assertTrue(out.contains("; task results 50.0 bytes a game"), out);
        // the plain loop's cost per game over the three rounds: 30 s of its thread's CPU playing 300 games
        assertTrue(out.matches("(?s).*chess960 random v random +300 +200 +0 +0\\.100 +10\\.0 +- +1500\\n.*"), out);
    }

    @Test
    void aPlainLoopThatWroteOtherFilesThanSparkIsReported() {
        Map<BenchRounds.Mode, BenchRounds.Pass> r = round(10, 20, 10);
        r.put(A, pass(A, 10, 10, 0, "other"));
        StringWriter s = new StringWriter();
        new BenchRounds.Report(BenchWorkload.of("random", spec()), List.of(r)).print(new PrintWriter(s));
        assertTrue(s.toString().contains("PASSES WROTE DIFFERENT BYTES"), s.toString());
    }

    private static MatchSpec spec() {
        var tree = MatchSpecReader.defaults();
        tree.put("variants", "chess960");
        tree.put("pairings", "random-random");
        tree.put("gamesPerPairing", 100);
        return MatchSpecReader.toSpec(tree, RulesCatalog.builtIn(), MatchSpecReader.todayUtc());
    }

    @Test
    void bothWorkloadsPlayTasksOfSixteenGamesUnlessToldOtherwise() {
        java.nio.file.Path out = java.nio.file.Path.of("unused");
        BenchSelfPlayCommand defaults = new BenchSelfPlayCommand();
        new CommandLine(defaults).parseArgs();
        assertEquals(16, defaults.workload("random", out).spec().gamesPerTask());
        assertEquals(16, defaults.workload("engine", out).spec().gamesPerTask());
        assertEquals(64, defaults.workload("engine", out).spec().batchSize(), "the spec default's batches");
        BenchSelfPlayCommand two = new BenchSelfPlayCommand();
        new CommandLine(two).parseArgs("--games-per-task", "2");
        assertEquals(2, two.workload("random", out).spec().gamesPerTask());
    }

    @Test
    void badOptionsAreRefusedBeforeAnyGame() {
        assertEquals("error: --rounds must be at least 1, got 0", run("--rounds", "0"));
        assertEquals("error: bad --workload 'fast' (expected random, engine or both)", run("--workload", "fast"));
        assertEquals("error: --games must be at least 2 (one game pair), got 1", run("--games", "1"));
    }

    private static String run(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new BenchSelfPlayCommand());
        cl.setExecutionExceptionHandler(new BadInputHandler());
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        assertEquals(2, cl.execute(args));
        return err.toString().trim();
    }
}
