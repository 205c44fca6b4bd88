package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.records.CheckRun;
import org.ttakji.engines.records.RecordFiles;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.gamelog.GameLogSchema;

/**
 * {@code records convert --to parquet}: replayed record games as a game table that the game-log readers (and so
 * {@code lab query}) read with self-play logs, and that {@code export} writes back as records.
 */
class RecordTableTest {
    @TempDir
    Path tmp;

    private Path records() throws IOException {
        Path in = Files.createDirectories(tmp.resolve("records"));
        Files.writeString(in.resolve("c.pgn"), """
                [White "Kasparov"]
                [Black "Deep Blue"]
                [Result "0-1"]

                1. f3 e5 2. g4 Qh4# 0-1

                [White "x"]

                1. e4 *
                """);
        Files.writeString(in.resolve("x.pgn"), "[Game \"Chinese Chess\"]\n[Red \"r\"]\n\n1. h2e2 h9g7 1/2-1/2\n");
        return in;
    }

    @Test
    void aRecordTablesPliesViewHasEveryMoveAndNoSearchInBothQueryEngines() throws IOException {
        Path out = tmp.resolve("table");
        RecordTable.write(new Configuration(), RecordFiles.find(List.of(records()), null).files(), "records",
                out.toString());
        String sql = "SELECT variant, count(*) AS n, count(move) AS moves, count(depth) AS searched,"
                + " min(ply) AS first, max(ply) AS last FROM plies GROUP BY variant ORDER BY variant";
        List<String> expected = List.of("[chess960, 4, 4, 0, 0, 3]", "[xiangqi, 2, 2, 0, 0, 1]");
        try (DuckDbGameLogQuery q = DuckDbGameLogQuery.open(files(out))) {
            assertEquals(expected, rows(q.run(sql)), "DuckDB");
        }
        GameLogQuery.register(SharedSpark.get(), files(out));
        assertEquals(expected, rows(GameLogQuery.run(SharedSpark.get(), sql)), "Spark");
    }

    private static List<String> rows(GameLogQuery.Result r) {
        List<String> out = new java.util.ArrayList<>();
        r.rows().forEachRemaining(row -> out.add(java.util.Arrays.toString(row)));
        return out;
    }

    private static List<String> files(Path place) {
        return new GameLogFiles(place.getParent(), place, new Configuration()).resolve(List.of(place.toString()), n -> { });
    }

    @Test
    void replayedGamesBecomeRowsOfTheGameTableWithTheRecordsPlayers() throws IOException {
        Path out = tmp.resolve("table");
        RecordTable.Summary s = RecordTable.write(new Configuration(),
                RecordFiles.find(List.of(records()), null).files(), "records", out.toString());
        assertEquals(2, s.written());
        assertEquals(1, s.refused(), "the unfinished game");
        assertTrue(Files.readString(out.resolve("_run.json")).contains("\"schemaVersion\" : " + GameLogSchema.VERSION));
        List<Row> rows = GameLogReader.read(SharedSpark.get(), files(out)).orderBy("variant").collectAsList();
        assertEquals(2, rows.size());
        Row chess = rows.get(0);
        assertEquals("chess960", chess.getAs("variant"));
        assertEquals("records", chess.getAs("run_id"));
        assertEquals("c.pgn#1", chess.getAs("game_id"));
        assertEquals("Kasparov", ((Row) chess.getAs("first")).getAs("engine"));
        assertEquals("Deep Blue", ((Row) chess.getAs("second")).getAs("engine"));
        assertEquals(List.of("f2f3", "e7e5", "g2g4", "d8h4"), chess.getList(chess.fieldIndex("moves")));
        assertEquals("0-1", chess.getAs("result"));
        assertEquals("unknown", chess.getAs("termination"), "a PGN result without a lab termination");
        assertEquals(518, (int) chess.<Integer>getAs("start_number"));
        assertTrue(chess.getList(chess.fieldIndex("eval_cp")).isEmpty(), "no search columns for records");
        assertEquals("xiangqi", rows.get(1).getAs("variant"));
    }

    @Test
    void theTableExportsBackToRecordsThatCheck() throws IOException {
        Path table = tmp.resolve("table");
        RecordTable.write(new Configuration(), RecordFiles.find(List.of(records()), null).files(), "records",
                table.toString());
        Path back = tmp.resolve("back");
        GameExport.export(SharedSpark.get(), files(table), null, back);
        CheckRun.Outcome check = CheckRun.run(List.of(back), null, CheckRun.Summary.TOTAL,
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        assertTrue(check.allReplayed());
        assertEquals(2, check.total().games());
        assertTrue(Files.readString(back.resolve("chess960.pgn")).contains("[White \"Kasparov\"]"));
    }

    @Test
    void anExistingNonEmptyOutputIsNotOverwritten() throws IOException {
        Path out = Files.createDirectories(tmp.resolve("taken"));
        Files.writeString(out.resolve("mine.txt"), "kept");
        LabInputException e = assertThrows(LabInputException.class, () -> RecordTable.write(new Configuration(),
                RecordFiles.find(List.of(records()), null).files(), "records", out.toString()));
        assertTrue(e.getMessage().contains("already exists"), e.getMessage());
        assertEquals("kept", Files.readString(out.resolve("mine.txt")));
    }
}
