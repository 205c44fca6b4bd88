package org.ttakji.engines.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/** {@code records convert}: the layout of the output, and what is refused. */
class RecordConversionTest {
    @TempDir
    Path dir;

    private Path xiangqiGames() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in/sub"));
        Files.writeString(in.resolve("two.pgn"), """
                [Game "Chinese Chess"]
                [Red "a"]

                1. h2e2 h9g7 1-0

                [Game "Chinese Chess"]
                [Red "b"]

                1. 炮二平五 *
                """);
        return dir.resolve("in");
    }

    @Test
    void convertedGamesCheckAgainAndRefusedOnesAreLeftOut() throws IOException {
        List<RecordFile> files = RecordFiles.find(List.of(xiangqiGames()), null).files();
        Path out = dir.resolve("out");
        RecordConversion.Summary s = RecordConversion.convert(files, "iccs", out);
        assertEquals(1, s.written());
        assertEquals(1, s.refused());
        assertEquals(List.of("sub/two.pgn"), s.outputs());
        assertTrue(Files.readString(out.resolve("sub/two.pgn")).contains("1. h2e2 h9g7 1-0"));
        assertTrue(CheckRun.run(List.of(out), null, CheckRun.Summary.TOTAL, new java.io.PrintWriter(new java.io.StringWriter()),
                new java.io.PrintWriter(new java.io.StringWriter())).allReplayed());
        try (Stream<Path> left = Files.list(dir)) {
            assertFalse(left.anyMatch(p -> p.getFileName().toString().startsWith(".")), "no temporary file is left");
        }
    }

    @Test
    void aFileTargetHoldsEveryGameAndAOneGameFormatWritesAFilePerGame() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Files.writeString(in.resolve("g.pgn"), "[White \"w\"]\n\n1. e4 1-0\n\n[White \"x\"]\n\n1. d4 0-1\n");
        List<RecordFile> files = RecordFiles.find(List.of(in), null).files();
        RecordConversion.Summary one = RecordConversion.convert(files, "pgn", dir.resolve("all.pgn"));
        assertEquals(List.of("all.pgn"), one.outputs());
        assertEquals(2, one.written());
        Path shogi = Files.createDirectories(dir.resolve("shogi"));
        Files.writeString(shogi.resolve("k.csa"), "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n");
        RecordConversion.Summary kif = RecordConversion.convert(RecordFiles.find(List.of(shogi), null).files(), "KIF",
                dir.resolve("kif"));
        assertEquals(List.of("k.kif"), kif.outputs());
    }

    @Test
    void anotherVariantsFormatAnUnknownFormatOrAnOccupiedOutputAreBadInput() throws IOException {
        List<RecordFile> files = RecordFiles.find(List.of(xiangqiGames()), null).files();
        LabInputException variant = assertThrows(LabInputException.class,
                () -> RecordConversion.convert(files, "kif", dir.resolve("o1")));
        assertEquals("sub/two.pgn is a xiangqi record, but kif is a shogi format", variant.getMessage());
        LabInputException unknown = assertThrows(LabInputException.class,
                () -> RecordConversion.convert(files, "ki2", dir.resolve("o2")));
        assertTrue(unknown.getMessage().startsWith("unknown record format 'ki2' (the lab writes: pgn (chess960), csa"
                + " (shogi), kif (shogi), xqpgn (xiangqi), iccs (xiangqi), janggipgn (janggi), banqipgn (banqi)"),
                unknown.getMessage());
        Files.writeString(Files.createDirectories(dir.resolve("o3")).resolve("x"), "x");
        LabInputException occupied = assertThrows(LabInputException.class,
                () -> RecordConversion.convert(files, "xqpgn", dir.resolve("o3")));
        assertTrue(occupied.getMessage().contains("already exists and is not empty"), occupied.getMessage());
        assertEquals(Variant.XIANGQI, RecordConversion.variantOf("XQ-PGN"));
    }
}
