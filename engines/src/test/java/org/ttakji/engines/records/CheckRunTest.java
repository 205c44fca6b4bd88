package org.ttakji.engines.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code records check}'s report: a line per refused record, per file, per place and the total. */
class CheckRunTest {
    @TempDir
    Path dir;

    private CheckRun.Outcome run(CheckRun.Summary summary, StringWriter out, Path... places) {
        return CheckRun.run(List.of(places), null, summary, new PrintWriter(out), new PrintWriter(new StringWriter()));
    }

    @Test
    void everyRefusedRecordIsNamedWithItsPlyMoveAndReason() throws IOException {
        Files.writeString(dir.resolve("games.pgn"), """
                [Event "good"]
                [White "w"]

                1. e4 e5 2. Nf3 1-0

                [Event "illegal"]
                [White "w"]

                1. e4 e5 2. Ke3 1-0

                [Event "unfinished"]
                [White "w"]

                1. d4 *
                """);
        Files.writeString(dir.resolve("broken.pgn"), "[Event \"never closed\n");
        StringWriter out = new StringWriter();
        CheckRun.Outcome outcome = run(CheckRun.Summary.FILE, out, dir);
        List<String> lines = out.toString().lines().toList();
        assertEquals("refused broken.pgn: unreadable-record: " + lines.get(0).substring(
                "refused broken.pgn: unreadable-record: ".length()), lines.get(0));
        assertEquals("file broken.pgn (chess960 PGN): 1 game, 0 replayed, 1 refused, 0 plies", lines.get(1));
        assertTrue(lines.get(2).startsWith("refused games.pgn#2 ply 3 'Ke3': illegal-move: "), lines.get(2));
        assertEquals("refused games.pgn#3: no-result: no result: the game ends with '*'", lines.get(3));
        assertEquals("file games.pgn (chess960 PGN): 3 games, 1 replayed, 2 refused, 3 plies", lines.get(4));
        assertEquals("place " + dir + ": 2 files, 4 games, 1 replayed, 3 refused (illegal-move 1, no-result 1,"
                + " unreadable-record 1), 3 plies", lines.get(5));
        assertEquals("total: 2 files, 4 games, 1 replayed, 3 refused (illegal-move 1, no-result 1, unreadable-record 1),"
                + " 3 plies", lines.get(6));
        assertFalse(outcome.allReplayed());
        assertEquals("illegal-move=1,no-result=1,unreadable-record=1", outcome.places().get(0).reasons());
    }

    @Test
    void whenEveryRecordReplaysTheTotalOnlyIsPrintedOnRequest() throws IOException {
        Path file = Files.writeString(dir.resolve("g.pgn"), "[White \"w\"]\n\n1. e4 1-0\n");
        StringWriter out = new StringWriter();
        CheckRun.Outcome outcome = run(CheckRun.Summary.TOTAL, out, file);
        assertEquals("total: 1 file, 1 games, 1 replayed, 0 refused, 1 plies\n", out.toString());
        assertTrue(outcome.allReplayed());
    }
}
