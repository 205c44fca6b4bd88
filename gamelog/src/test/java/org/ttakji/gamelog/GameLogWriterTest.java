package org.ttakji.gamelog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Record games as game-table rows and back ({@link RecordGameRows}), written as a run directory the readers read
 * ({@link GameLogWriter}).
 */
class GameLogWriterTest {
    private static final VariantRules CHESS = Variants.rules(Variant.CHESS960);

    @TempDir
    Path tmp;

    private static RecordGame.Replayed game() {
        return new RecordGame.Replayed("tcec/s1.pgn", 3, CHESS.startPosition(CHESS.defaultRules(), 959).toFen(), 959L,
                CHESS.defaultRules(), List.of("b2b3", "b7b6"), Result.DRAW, Termination.REPETITION,
                Map.of("White", "Stockfish"));
    }

    @Test
    void aRecordGameIsARowWithItsPlayersAndNoSearchColumns() {
        GameRecord r = RecordGameRows.toGameRecord(game(), Variant.CHESS960, "Stockfish", null, 0, "records", "v1");
        assertEquals("tcec/s1.pgn#3", r.gameId());
        assertEquals(959, r.startNumber());
        assertEquals("Stockfish", r.first().engine());
        assertEquals("unknown", r.second().engine(), "no name in the record");
        assertEquals(0, r.evalCp().length);
        assertEquals("repetition", r.termination());
        assertEquals(2, r.plies());
    }

    @Test
    void theWrittenDirectoryIsARunThatTheReadersReadAndThatAppearsAtOnce() throws IOException {
        GameRecord r = RecordGameRows.toGameRecord(game(), Variant.CHESS960, "Stockfish", "Leela", 0, "records", "v1");
        Path out = tmp.resolve("table");
        GameLogWriter.write(new Configuration(), List.of(r), "records", "test", out.toString());
        List<String> files = new GameLogFiles(tmp, tmp, new Configuration()).resolve(List.of(out.toString()), n -> { });
        assertEquals(1, files.size());
        assertTrue(files.get(0).contains("/variant=chess960/"), files.get(0));
        Row row = GameLogReader.read(SharedSpark.get(), files).collectAsList().get(0);
        RecordGame.Replayed back = RecordGameRows.fromRow(row);
        assertEquals(game().moves(), back.moves());
        assertEquals(959L, back.startSelector());
        assertEquals(Termination.REPETITION, back.termination());
        assertEquals("Stockfish", back.tags().get(RecordTags.FIRST));
        assertEquals("Leela", back.tags().get(RecordTags.SECOND_ENGINE));
        assertEquals("records", back.tags().get(RecordTags.EVENT));
        try (Stream<Path> s = Files.list(tmp)) {
            assertFalse(s.anyMatch(p -> p.getFileName().toString().startsWith(".")), "no temporary directory is left");
        }
        LabInputException again = assertThrows(LabInputException.class,
                () -> GameLogWriter.write(new Configuration(), List.of(r), "records", "test", out.toString()));
        assertTrue(again.getMessage().contains("already exists"), again.getMessage());
    }

    @Test
    void anEmptyDirectoryMadeForTheTableIsFilledAndAFileIsRefused() throws IOException {
        GameRecord r = RecordGameRows.toGameRecord(game(), Variant.CHESS960, "Stockfish", "Leela", 0, "records", "v1");
        Path empty = Files.createDirectories(tmp.resolve("made-for-it"));
        GameLogWriter.write(new Configuration(), List.of(r), "records", "test", empty.toString());
        assertTrue(Files.exists(empty.resolve(RunHeader.FILE)));
        Path file = Files.writeString(tmp.resolve("a-file"), "x");
        LabInputException refused = assertThrows(LabInputException.class,
                () -> GameLogWriter.write(new Configuration(), List.of(r), "records", "test", file.toString()));
        assertTrue(refused.getMessage().contains("not an empty directory"), refused.getMessage());
        assertEquals("x", Files.readString(file));
    }

    @Test
    void aRecordTablesFileHasTheBytesOfASelfPlayBatchFileOfTheSameRows() throws IOException {
        GameRecord r = RecordGameRows.toGameRecord(game(), Variant.CHESS960, "Stockfish", "Leela", 0, "records", "v1");
        Path table = tmp.resolve("table");
        GameLogWriter.write(new Configuration(), List.of(r), "records", "test", table.toString());
        Path batch = tmp.resolve("batch");
        GameLogOutputTest.write(List.of(GameLogSchema.toRow(r)), batch);
        assertArrayEquals(Files.readAllBytes(batch.resolve("part-r-00000.zstd.parquet")),
                Files.readAllBytes(table.resolve("variant=chess960").resolve(GameLogWriter.PART_FILE)),
                "one writer and one set of settings for every game log file");
    }
}
