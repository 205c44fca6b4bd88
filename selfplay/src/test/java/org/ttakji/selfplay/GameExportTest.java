package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.records.CheckRun;
import org.ttakji.engines.records.RecordFile;
import org.ttakji.engines.records.RecordFiles;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.gamelog.GameLogReader;

/**
 * {@code lab export}: the reference run's games (Chess960 and Banqi, random players) as records of their variant,
 * which {@code records check} reads back game for game.
 */
class GameExportTest {
    @TempDir
    Path tmp;

    private static List<String> logFiles() {
        Path run = TestRuns.referenceRunDir();
        return new GameLogFiles(run.getParent(), run, new Configuration()).resolve(List.of(run.toString()), n -> { });
    }

    /** game id -> moves of the logged games. */
    private static Map<String, List<String>> loggedMoves() {
        Map<String, List<String>> moves = new HashMap<>();
        for (Row r : GameLogReader.read(SharedSpark.get(), logFiles()).collectAsList()) {
            moves.put(r.getAs("game_id"), r.getList(r.fieldIndex("moves")));
        }
        return moves;
    }

    @Test
    void everyLoggedGameIsWrittenAndReadsBackWithItsMovesPlayersSeedResultAndTermination() {
        Path out = tmp.resolve("export");
        GameExport.Summary s = GameExport.export(SharedSpark.get(), logFiles(), null, out);
        assertEquals(Map.of(Variant.CHESS960, 8, Variant.BANQI, 8), s.games());
        assertEquals(List.of("banqi.bpgn", "chess960.pgn"), s.outputs());
        CheckRun.Outcome check = CheckRun.run(List.of(out), null, CheckRun.Summary.TOTAL,
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        assertTrue(check.allReplayed());
        assertEquals(16, check.total().games());
        Map<String, List<String>> logged = loggedMoves();
        int compared = 0;
        for (RecordFile f : RecordFiles.find(List.of(out), null).files()) {
            for (RecordGame g : f.format().read(f.path(), f.name())) {
                RecordGame.Replayed r = assertInstanceOf(RecordGame.Replayed.class, g);
                String id = r.tags().get(RecordTags.GAME_ID);
                assertEquals(logged.get(id), r.moves(), id);
                assertEquals("random", f.format().player(r.tags(), 0), id);
                assertEquals("random", r.tags().get(RecordTags.SECOND_ENGINE), id);
                assertEquals(TestRuns.RUN_ID, r.tags().get(RecordTags.RUN), id);
                assertTrue(r.tags().get(RecordTags.SEED).matches("-?\\d+"), id);
                assertTrue(r.termination() != null, id + ": the logged termination is a lab termination");
                compared++;
            }
        }
        assertEquals(16, compared);
    }

    @Test
    void aFormatExportsOnlyItsVariantIntoOneFileWhenAsked() throws IOException {
        Path file = tmp.resolve("games.pgn");
        GameExport.Summary s = GameExport.export(SharedSpark.get(), logFiles(), "pgn", file);
        assertEquals(Map.of(Variant.CHESS960, 8), s.games());
        assertEquals(8, s.skipped(), "the Banqi games are left out");
        String pgn = Files.readString(file);
        assertTrue(pgn.contains("[Variant \"chess960\"]\n[SetUp \"1\"]\n[FEN \""), pgn);
        assertTrue(pgn.contains("[Run \"" + TestRuns.RUN_ID + "\"]"), pgn);
    }

    @Test
    void aFormatWithoutGamesInTheLogsIsBadInput() {
        LabInputException e = assertThrows(LabInputException.class,
                () -> GameExport.export(SharedSpark.get(), logFiles(), "kif", tmp.resolve("kif")));
        assertEquals("no shogi games in the logs to export", e.getMessage());
    }
}
