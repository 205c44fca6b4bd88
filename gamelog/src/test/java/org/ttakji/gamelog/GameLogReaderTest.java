package org.ttakji.gamelog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading game logs with Spark: what {@link GameLogSchema} writes reads back, and older versions read too. */
class GameLogReaderTest {
    @TempDir
    Path tmp;

    static GameRecord game(String runId, long index, int clockStops) {
        PlayerInfo random = new PlayerInfo("random", null, null, "{}");
        PlayerInfo easy = new PlayerInfo("ttakji", "easy", "v0001", "{\"levels\":\"v0001\"}");
        return new GameRecord(runId, runId + "/chess960/" + index, index, "chess960", "",
                "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", 0, null, 7 + index, random, easy,
                List.of("e2e4", "e7e5"), new int[]{12, -8}, new int[]{1, 3}, new long[]{1, 250}, null, "1/2-1/2",
                "adjudication", 2, "test", clockStops);
    }

    /** A v1/v2 row: {@link GameLogSchema#SCHEMA}, moves as text (what the writers of v1 and v2 wrote). */
    static Row textRow(GameRecord g) {
        Row coded = GameLogSchema.toRow(g);
        Object[] cells = new Object[coded.length()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = coded.get(i);
        }
        cells[GameLogSchema.SCHEMA.fieldIndex("moves")] = g.moves().toArray(new String[0]);
        return RowFactory.create(cells);
    }

    /** Writes the games as run {@code runId} of schema {@code version} (v1: text moves, no {@code clock_stops}). */
    private Path writeRun(String runId, int version, GameRecord... games) throws IOException {
        Path run = tmp.resolve("run=" + runId);
        Dataset<Row> rows = version == 3
                ? SharedSpark.get().createDataFrame(Arrays.stream(games).map(GameLogSchema::toRow).toList(),
                        GameLogSchema.FILE_SCHEMA)
                : SharedSpark.get().createDataFrame(Arrays.stream(games).map(GameLogReaderTest::textRow).toList(),
                        GameLogSchema.SCHEMA);
        if (version == 1) {
            rows = rows.drop("clock_stops");
        }
        rows.coalesce(1).write().options(GameLogSchema.WRITE_OPTIONS).parquet(run.resolve("variant=chess960").toString());
        Files.writeString(run.resolve(RunHeader.FILE), "{\"runId\":\"" + runId + "\",\"schemaVersion\":" + version
                + ",\"status\":\"complete\"}");
        return run;
    }

    private List<String> files(Path... places) {
        return new GameLogFiles(tmp, tmp, new Configuration())
                .resolve(Arrays.stream(places).map(Path::toString).toList(), n -> { });
    }

    @Test
    void whatTheSchemaWritesReadsBackWithExactlyTheReadersColumnsAndTextMoves() throws IOException {
        Path run = writeRun("v3", 3, game("v3", 0, 0), game("v3", 1, 3));
        List<String> files = files(run);
        assertEquals(1, files.size(), "Spark's _SUCCESS and checksum files are not logs: " + files);
        assertTrue(files.get(0).endsWith(".zstd.parquet"), files.get(0));
        Dataset<Row> games = GameLogReader.read(SharedSpark.get(), files);
        assertArrayEquals(GameLogSchema.SCHEMA.fieldNames(), games.columns(), "no partition column, no move_codes");
        List<Row> rows = games.orderBy("game_index").collectAsList();
        assertEquals(2, rows.size());
        Row r = rows.get(1);
        assertEquals("v3/chess960/1", r.getAs("game_id"));
        assertEquals(List.of("e2e4", "e7e5"), r.getList(r.fieldIndex("moves")));
        assertEquals("v0001", r.<Row>getAs("second").getAs("weights_version"));
        assertTrue(r.isNullAt(r.fieldIndex("banqi_layout")) && r.isNullAt(r.fieldIndex("time_us")));
        assertEquals(3, (int) r.getAs("clock_stops"));
    }

    @Test
    void versionOneTwoAndThreeFilesReadTogether() throws IOException {
        Path v1 = writeRun("old", 1, game("old", 0, 0), game("old", 1, 0));
        Path v2 = writeRun("mid", 2, game("mid", 0, 5));
        Path v3 = writeRun("new", 3, game("new", 0, 4));
        Dataset<Row> games = GameLogReader.read(SharedSpark.get(), files(v1, v2, v3));
        assertArrayEquals(GameLogSchema.SCHEMA.fieldNames(), games.columns());
        assertEquals(2, games.filter("run_id = 'old' AND clock_stops IS NULL AND size(moves) = plies").count(),
                "v1 did not record clock stops");
        assertEquals(5, (int) games.filter("run_id = 'mid'").first().getAs("clock_stops"));
        assertEquals(4, games.filter("concat_ws(' ', moves) = 'e2e4 e7e5'").count(), "text and codes give the same moves");
    }

    @Test
    void codesThatDoNotReplayFailNamingTheGame() throws IOException {
        Row good = GameLogSchema.toRow(game("bad", 0, 0));
        Object[] cells = new Object[good.length()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = good.get(i);
        }
        cells[GameLogSchema.FILE_SCHEMA.fieldIndex("move_codes")] = new byte[]{(byte) 120};
        Path run = tmp.resolve("run=bad");
        SharedSpark.get().createDataFrame(List.of(RowFactory.create(cells)), GameLogSchema.FILE_SCHEMA).coalesce(1)
                .write().options(GameLogSchema.WRITE_OPTIONS).parquet(run.resolve("variant=chess960").toString());
        Dataset<Row> games = GameLogReader.read(SharedSpark.get(), files(run));
        assertEquals(1, games.select("plies").count(), "a query without moves does not decode them");
        Exception e = assertThrows(Exception.class, () -> games.select("moves").collectAsList());
        String chain = "";
        for (Throwable t = e; t != null; t = t.getCause()) {
            chain += t.getMessage() + "\n";
        }
        assertTrue(chain.contains("cannot decode the moves of game bad/chess960/0: ply 1: move code 120"), chain);
    }

    @Test
    void noFilesIsAnArgumentError() {
        assertThrows(IllegalArgumentException.class, () -> GameLogReader.read(SharedSpark.get(), List.of()));
    }
}
