package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.selfplay.cli.QueryCommand;
import picocli.CommandLine;

/**
 * Spark SQL and DuckDB give the same answers on the same logs: the reference run (v3) with copies of its games
 * written as a v2 and a v1 run (text moves; v1 without {@code clock_stops}), over a set of queries in the SQL both
 * dialects share, the notebooks' queries among them.
 */
class QueryEnginesTest {
    @TempDir
    static Path logs;
    private static List<String> files;

    /** The notebooks' queries (notebooks/*.ipynb) with LAB_WHERE unset, in the SQL both engines run. */
    static final String PLAYER_FIRST = "coalesce(first.level, first.engine) || coalesce('@' || first.weights_version, '')";
    static final String PLAYER_SECOND = PLAYER_FIRST.replace("first.", "second.");
    static final String RESULT_COUNTS = "count(*) AS games, count_if(result = '1-0') AS wins, "
            + "count_if(result = '1/2-1/2') AS draws, count_if(result = '0-1') AS losses";

    static final List<String> QUERIES = List.of(
            "SELECT run_id, variant, count(*) AS games, sum(plies) AS plies, sum(clock_stops) AS clock_stops,"
                    + " count(clock_stops) AS known FROM games GROUP BY run_id, variant ORDER BY run_id, variant",
            "SELECT game_id, first, second, result, termination, start_number, banqi_layout, seed FROM games ORDER BY game_id",
            "SELECT game_id, moves, eval_cp, depth, nodes, time_us FROM games ORDER BY game_id",
            "SELECT variant, side, count(*) AS moves, sum(depth) AS depth, max(nodes) AS max_nodes, min(eval_cp) AS low,"
                    + " count(time_us) AS timed FROM plies GROUP BY variant, side ORDER BY variant, side",
            "SELECT count(*) AS n, count(move) AS known FROM plies",
            "SELECT variant, round(avg(CASE result WHEN '1-0' THEN 1.0E0 WHEN '0-1' THEN 0.0E0 ELSE 0.5E0 END), 3)"
                    + " AS first_score, avg(plies) AS mean_plies FROM games GROUP BY variant ORDER BY variant",
            "SELECT game_id FROM games WHERE plies < 0 ORDER BY game_id",
            // level-strength.ipynb (engine <> 'ttakji' for <> 'random': the reference run is random players)
            "SELECT variant, " + PLAYER_FIRST + " AS first_player, " + PLAYER_SECOND + " AS second_player, result,"
                    + " count(*) AS games, sum(plies) AS plies FROM games WHERE TRUE GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4",
            "SELECT variant, mover, CAST(floor(ply / 20) * 20 AS INT) AS phase, depth, count(*) AS moves,"
                    + " sum(nodes) AS nodes, max(nodes) AS max_nodes FROM (SELECT variant, ply, depth, nodes,"
                    + " CASE WHEN side = 0 THEN " + PLAYER_FIRST + " ELSE " + PLAYER_SECOND + " END AS mover,"
                    + " CASE WHEN side = 0 THEN first.engine ELSE second.engine END AS engine FROM plies WHERE TRUE)"
                    + " WHERE engine <> 'ttakji' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4",
            // opening-statistics.ipynb
            "SELECT variant, move AS first_move, " + RESULT_COUNTS + " FROM plies WHERE ply = 0 AND TRUE"
                    + " GROUP BY variant, move ORDER BY variant, first_move",
            "SELECT variant, opening, " + RESULT_COUNTS + " FROM (SELECT game_id, variant, result,"
                    + " max(CASE WHEN ply = 0 THEN move END) || coalesce(' ' || max(CASE WHEN ply = 1 THEN move END), '')"
                    + " AS opening FROM plies WHERE ply < 2 AND TRUE GROUP BY game_id, variant, result)"
                    + " GROUP BY variant, opening ORDER BY variant, opening",
            "SELECT variant, run_id, start_number, result, termination, plies FROM games WHERE TRUE"
                    + " ORDER BY variant, run_id, start_number, plies, result");

    @BeforeAll
    static void writeOlderCopies() throws IOException {
        Path ref = TestRuns.referenceRunDir();
        List<String> v3 = new GameLogFiles(ref.getParent(), ref, new Configuration()).resolve(List.of(ref.toString()), n -> { });
        Dataset<Row> games = GameLogReader.read(SharedSpark.get(), v3);
        for (int version = 1; version <= 2; version++) {
            String id = "copy-v" + version;
            Dataset<Row> copy = games.withColumn("run_id", functions.lit(id))
                    .withColumn("game_id", functions.regexp_replace(functions.col("game_id"), "^[^/]+", id));
            if (version == 1) {
                copy = copy.drop("clock_stops");
            }
            Path run = logs.resolve("run=" + id);
            copy.coalesce(1).write().options(Map.of("compression", "snappy")).parquet(run.resolve("variant=all").toString());
            Files.writeString(run.resolve(RunStore.MANIFEST),
                    "{\"runId\":\"" + id + "\",\"schemaVersion\":" + version + ",\"status\":\"complete\"}");
        }
        List<String> places = new ArrayList<>(List.of(ref.toString(), logs.toString()));
        files = new GameLogFiles(logs, logs, new Configuration()).resolve(places, n -> { });
    }

    private static List<String> spark(String sql) {
        GameLogQuery.register(SharedSpark.get(), files);
        return lines(GameLogQuery.run(SharedSpark.get(), sql));
    }

    private static List<String> duckdb(String sql) {
        try (DuckDbGameLogQuery q = DuckDbGameLogQuery.open(files)) {
            return lines(q.run(sql));
        }
    }

    private static List<String> lines(GameLogQuery.Result r) {
        List<String> out = new ArrayList<>();
        out.add(String.join("|", r.columns()));
        r.rows().forEachRemaining(row -> out.add(Arrays.toString(row)));
        return out;
    }

    @Test
    void bothEnginesGiveTheSameAnswers() {
        assertTrue(files.stream().anyMatch(f -> f.contains("copy-v1")) && files.stream().anyMatch(f -> f.contains("zstd")));
        for (String sql : QUERIES) {
            List<String> spark = spark(sql);
            assertEquals(spark, duckdb(sql), sql);
            assertTrue(sql.contains("plies < 0") || spark.size() > 1, "the query has rows: " + sql);
        }
    }

    @Test
    void theOlderCopiesHoldTheSameGames() {
        List<String> moves = duckdb("SELECT regexp_replace(game_id, '^[^/]+', '') AS g, count(DISTINCT moves) AS n,"
                + " count(*) AS copies FROM games GROUP BY 1 HAVING n <> 1 OR copies <> 3");
        assertEquals(List.of("g|n|copies"), moves, "every game thrice, with one move list");
    }

    @Test
    void aQueryWithoutMovesDoesNotDecodeThemAndOneThatNeedsThemStillGetsThem() {
        try (DuckDbGameLogQuery q = DuckDbGameLogQuery.open(files)) {
            q.run("SELECT count(*) AS n, sum(plies) FROM games").rows().forEachRemaining(r -> { });
            assertFalse(q.decodedMoves(), "count(*) and plies need no replay");
            // A whole row as a struct names no column: the view's placeholder fails, and the query runs again.
            List<String> rows = lines(q.run("SELECT length(to_json(g)) > 0 AS known FROM games g ORDER BY g.game_id LIMIT 1"));
            assertTrue(q.decodedMoves());
            assertEquals(List.of("known", "[true]"), rows);
        }
    }

    @Test
    void aV3OnlyLogDecodesItsMovesForAQueryOfPliesToo() {
        Path ref = TestRuns.referenceRunDir();
        List<String> v3 = new GameLogFiles(ref.getParent(), ref, new Configuration()).resolve(List.of(ref.toString()), n -> { });
        String sql = "SELECT variant, count(move) AS known, count(*) AS plies FROM plies WHERE ply = 0 GROUP BY variant"
                + " ORDER BY variant";
        try (DuckDbGameLogQuery q = DuckDbGameLogQuery.open(v3)) {
            assertEquals(List.of("variant|known|plies", "[banqi, 8, 8]", "[chess960, 8, 8]"), lines(q.run(sql)));
            assertTrue(q.decodedMoves());
        }
    }

    @Test
    void duckDbErrorsAreBadInputWithItsMessage() {
        try (DuckDbGameLogQuery q = DuckDbGameLogQuery.open(files)) {
            String m = assertThrows(LabInputException.class, () -> q.run("SELECT winner FROM games")).getMessage();
            assertTrue(m.startsWith("bad SQL: Binder Error") && m.contains("winner"), m);
            m = assertThrows(LabInputException.class, () -> q.run("COPY games TO 'x.csv'")).getMessage();
            assertTrue(m.contains("read-only") && m.contains("COPY"), m);
            // DuckDB's driver would run each statement of the text: a second one is refused before it.
            Path written = logs.resolve("written.csv");
            for (String two : List.of("SELECT 1; COPY (SELECT 1) TO '" + written + "'",
                    "SELECT $$'$$; COPY (SELECT 1) TO '" + written + "'; -- '", "SELECT 1 AS a$b$; COPY (SELECT 1) TO '"
                            + written + "'; $b$")) {
                m = assertThrows(LabInputException.class, () -> q.run(two), two).getMessage();
                assertTrue(m.contains("one statement at a time"), m);
            }
            assertFalse(Files.exists(written));
            assertEquals(List.of("a|b", "[x;y, 1]"), lines(q.run("SELECT 'x;y' AS a, 1 AS b; -- the end;\n")));
            m = assertThrows(LabInputException.class, () -> q.run("SELECT error('no such opening')")).getMessage();
            assertTrue(m.startsWith("query failed: ") && m.contains("no such opening"), m);
        }
    }

    private static int cli(StringWriter out, StringWriter err, String... args) {
        SharedSpark.get();
        CommandLine cl = new CommandLine(new QueryCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new org.ttakji.engines.cli.BadInputHandler());
        return cl.execute(args);
    }

    @Test
    void localLogsAreAnsweredByDuckDbUnlessSparkIsAskedFor() {
        String ref = TestRuns.referenceRunDir().toString();
        for (String[] engine : new String[][]{{}, {"--engine", "duckdb"}, {"--engine", "spark"}, {"--master", "local[2]"}}) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            List<String> args = new ArrayList<>(List.of("SELECT count(*) AS games FROM games", "--games", ref));
            args.addAll(List.of(engine));
            assertEquals(0, cli(out, err, args.toArray(new String[0])), err.toString());
            assertEquals("games\n16\n", out.toString());
            String expected = engine.length == 0 || engine[1].equals("duckdb") ? "query: answered by DuckDB v"
                    : "query: answered by Spark SQL on local";
            assertTrue(err.toString().strip().lines().reduce((a, b) -> b).orElse("").startsWith(expected),
                    Arrays.toString(engine) + ": " + err);
        }
        StringWriter err = new StringWriter();
        assertEquals(2, cli(new StringWriter(), err, "SELECT 1", "--games", ref, "--engine", "duckdb", "--master", "local"));
        assertTrue(err.toString().contains("--master runs Spark"), err.toString());
        err = new StringWriter();
        assertEquals(2, cli(new StringWriter(), err, "SELECT 1", "--games", ref, "--engine", "presto"));
        assertTrue(err.toString().contains("unknown --engine 'presto'"), err.toString());
    }
}
