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
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.selfplay.cli.QueryCommand;
import picocli.CommandLine;

/**
 * {@code lab query} on the reference run of {@link TestRuns} (16 games: 8 Chess960, 8 Banqi, random
 * players) and the shared {@code local[2,3]} session.
 */
class GameLogQueryTest {
    @TempDir
    Path tmp;

    private static String query(String sql, QueryOutput format) {
        Path runDir = TestRuns.referenceRunDir();
        List<String> files = new GameLogFiles(runDir.getParent(), runDir, new Configuration())
                .resolve(List.of(runDir.toString()), n -> { });
        GameLogQuery.register(SharedSpark.get(), files);
        StringWriter out = new StringWriter();
        format.write(GameLogQuery.run(SharedSpark.get(), sql), out);
        return out.toString();
    }

    @Test
    void gamesViewHoldsOneRowPerGameAsCsv() {
        assertEquals("variant,games,plies_known\nbanqi,8,true\nchess960,8,true\n",
                query("SELECT variant, count(*) AS games, bool_and(plies = size(moves)) AS plies_known "
                        + "FROM games GROUP BY variant ORDER BY variant", QueryOutput.CSV));
    }

    @Test
    void arraysAndStructsAreJsonCellsAndNullIsEmpty() {
        String csv = query("SELECT first, slice(moves, 1, 2) AS opening, banqi_layout FROM games "
                + "WHERE variant = 'chess960' AND game_index = 0", QueryOutput.CSV);
        String[] lines = csv.split("\n");
        assertEquals("first,opening,banqi_layout", lines[0]);
        assertTrue(lines[1].startsWith("\"{\"\"engine\"\":\"\"random\"\""), lines[1]);
        assertTrue(lines[1].matches(".*,\"\\[\"\"[a-h][1-8][a-h][1-8]\"\",\"\"[a-h][1-8][a-h][1-8]\"\"]\",$"), lines[1]);
    }

    @Test
    void tableAlignsColumnsAndCountsRows() {
        String table = query("SELECT variant, count(*) AS games, CAST(NULL AS STRING) AS note FROM games "
                + "GROUP BY variant ORDER BY variant", QueryOutput.TABLE);
        assertEquals("""
                variant   games  note
                ---------------------
                banqi         8  NULL
                chess960      8  NULL
                (2 rows)
                """, table);
    }

    @Test
    void unknownColumnIsBadSqlNamingIt() {
        String m = assertThrows(LabInputException.class,
                () -> query("SELECT no_such_column FROM games", QueryOutput.CSV)).getMessage();
        assertTrue(m.startsWith("bad SQL: ") && m.contains("no_such_column"), m);
        assertFalse(m.contains("Relation"), "no logical plan in the message: " + m);
    }

    @Test
    void unparseableSqlIsBadSql() {
        String m = assertThrows(LabInputException.class,
                () -> query("SELECT (variant FROM games", QueryOutput.CSV)).getMessage();
        assertTrue(m.startsWith("bad SQL: ") && m.contains("PARSE_SYNTAX_ERROR") && m.contains("^^^"), m);
    }

    @Test
    void errorWhileRunningIsBadInput() {
        String m = assertThrows(LabInputException.class,
                () -> query("SELECT raise_error('no such opening') FROM games", QueryOutput.CSV)).getMessage();
        assertTrue(m.startsWith("query failed: ") && m.contains("no such opening"), m);
    }

    @Test
    void statementsThatCouldWriteAreRefused() {
        String m = assertThrows(LabInputException.class,
                () -> query("CREATE TABLE copy AS SELECT * FROM games", QueryOutput.CSV)).getMessage();
        assertTrue(m.contains("read-only") && m.contains("CREATE"), m);
        assertEquals("SELECT", GameLogQuery.firstKeyword(" -- the openings\n/* first */ select 1"));
        assertEquals("(", GameLogQuery.firstKeyword("(SELECT 1)"));
        assertEquals("", GameLogQuery.firstKeyword("  -- nothing"));
    }

    @Test
    void csvQuotesOnlyWhatNeedsIt() {
        assertEquals("e2e4", QueryOutput.csvCell("e2e4"));
        assertEquals("\"a,b\"", QueryOutput.csvCell("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", QueryOutput.csvCell("say \"hi\""));
        assertEquals("\"\"", QueryOutput.csvCell(""));
        assertEquals("", QueryOutput.csvCell(null));
    }

    /** The command as {@code ./lab query} runs it (the root's handler: bad input = status 2). */
    private static int cli(StringWriter out, StringWriter err, String... args) {
        SharedSpark.get(); // the command borrows the running session and leaves it running
        CommandLine cl = new CommandLine(new QueryCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new org.ttakji.engines.cli.BadInputHandler());
        return cl.execute(args);
    }

    @Test
    void commandWritesItsOutputFileAtomically() throws IOException {
        Path file = tmp.resolve("out/openings.csv");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = cli(out, err, "SELECT variant, min(plies) > 0 AS played FROM games GROUP BY variant ORDER BY 1",
                "--games", TestRuns.referenceRunDir().toString(), "--out", file.toString());
        assertEquals(0, status, err.toString());
        assertEquals("variant,played\nbanqi,true\nchess960,true\n", Files.readString(file));
        assertEquals("", out.toString());
        assertTrue(err.toString().contains("query: 2 rows -> " + file), err.toString());
        try (var left = Files.list(file.getParent())) {
            assertEquals(List.of(file), left.toList(), "no temporary file is left");
        }
        assertFalse(SharedSpark.get().sparkContext().isStopped(), "the borrowed session is left running");
    }

    @Test
    void commandExitsWithStatus2OnBadSqlOrNoLogs() {
        StringWriter err = new StringWriter();
        assertEquals(2, cli(new StringWriter(), err, "SELECT nope FROM games", "--games", TestRuns.referenceRunDir().toString()));
        assertTrue(err.toString().startsWith("error: bad SQL: "), err.toString());
        err = new StringWriter();
        assertEquals(2, cli(new StringWriter(), err, "SELECT 1", "--games", tmp.resolve("none").toString()));
        assertTrue(err.toString().startsWith("error: no game logs at '"), err.toString());
        err = new StringWriter();
        assertEquals(2, cli(new StringWriter(), err, "SELECT 1", "--games", TestRuns.referenceRunDir().toString(), "--format", "xml"));
        assertTrue(err.toString().contains("unknown --format 'xml'"), err.toString());
        assertFalse(Files.exists(tmp.resolve("none")));
    }

    /** A copy of the reference run's Chess960 files as run {@code id} under {@code root}, with the manifest given. */
    private static Path copyOfReferenceRun(Path root, String id, String manifest) throws IOException {
        Path from = TestRuns.referenceRunDir().resolve("variant=chess960");
        Path to = Files.createDirectories(root.resolve("run=" + id + "/variant=chess960"));
        try (var files = Files.list(from)) {
            for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".parquet")).toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
        Files.writeString(root.resolve("run=" + id + "/" + RunStore.MANIFEST), manifest);
        return root.resolve("run=" + id);
    }

    @Test
    void aManifestWithoutSchemaVersionIsRefusedAsTheGameLogLayerRefusesIt() throws IOException {
        Path run = copyOfReferenceRun(tmp, "r1", "{\"runId\":\"r1\",\"status\":\"complete\"}");
        String layer = assertThrows(LabInputException.class, () -> new GameLogFiles(tmp, tmp, new Configuration())
                .resolve(List.of(run.toString()), n -> { })).getMessage();
        StringWriter err = new StringWriter();
        assertEquals(2, cli(new StringWriter(), err, "SELECT count(*) FROM games", "--games", run.toString()));
        assertEquals("error: " + layer, err.toString().strip());
        assertTrue(layer.contains("names no game log schema version"), layer);
    }

    @Test
    void aUriIsAPathOnItsFileSystem() throws IOException {
        Path run = copyOfReferenceRun(tmp, "r1", "{\"runId\":\"r1\",\"schemaVersion\":2,\"status\":\"complete\"}");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, cli(out, err, "SELECT count(*) AS games FROM games", "--games", run.toUri().toString()), err.toString());
        assertEquals("games\n8\n", out.toString());
    }

    @Test
    void aCorruptParquetFileIsOneLineNamingIt() throws IOException {
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        Files.writeString(logs.resolve("broken.parquet"), "not parquet at all");
        StringWriter err = new StringWriter();
        assertEquals(2, cli(new StringWriter(), err, "SELECT count(*) FROM games", "--games", logs.toString()));
        assertTrue(err.toString().startsWith("error: cannot read a game log: ") && err.toString().contains("broken.parquet")
                && err.toString().strip().lines().count() == 1, err.toString());
    }

    @Test
    void anUnwritableOutFailsBeforeTheQueryRuns() throws IOException {
        Path file = Files.writeString(tmp.resolve("a.txt"), "x");
        StringWriter err = new StringWriter();
        // Bad SQL too: the --out error comes first, so the query never ran.
        assertEquals(2, cli(new StringWriter(), err, "SELECT nope FROM games", "--games",
                TestRuns.referenceRunDir().toString(), "--out", file.resolve("x.csv").toString()));
        assertEquals("error: cannot write --out '" + file.resolve("x.csv") + "': '" + file + "' is not a directory",
                err.toString().strip());
        assertEquals("x", Files.readString(file));
    }

    @Test
    void aMalformedMasterFailsBeforeTheLogsAreRead() {
        StringWriter err = new StringWriter();
        assertEquals(2, cli(new StringWriter(), err, "SELECT 1", "--games", tmp.resolve("none").toString(),
                "--master", "bogus://x"));
        assertTrue(err.toString().startsWith("error: bad Spark master 'bogus://x': unknown kind of master"), err.toString());
    }
}
