package org.ttakji.engines.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/** Which files of a folder are records, and which variant's format reads each. */
class RecordFilesTest {
    @TempDir
    Path dir;

    @Test
    void aPgnFileIsChess960sUnlessItHasXiangqiTags() throws IOException {
        Files.writeString(dir.resolve("a-chess.pgn"), "[Event \"e\"]\n[White \"w\"]\n\n1. e4 1-0\n");
        Files.writeString(dir.resolve("b-xiangqi.pgn"), "[Event \"e\"]\n[Red \"r\"]\n[Black \"b\"]\n\n1. h2e2 1-0\n");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/c.kif"), "");
        Files.writeString(dir.resolve("README.md"), "not a record");
        Files.createDirectories(dir.resolve(".hidden"));
        Files.writeString(dir.resolve(".hidden/d.csa"), "");
        RecordFiles.Found found = RecordFiles.find(List.of(dir), null);
        assertEquals(List.of("a-chess.pgn", "b-xiangqi.pgn", "sub/c.kif"),
                found.files().stream().map(RecordFile::name).toList());
        assertEquals(List.of(Variant.CHESS960, Variant.XIANGQI, Variant.SHOGI),
                found.files().stream().map(RecordFile::variant).toList());
        assertEquals("KIF", found.files().get(2).format().name());
        assertEquals(List.of("README.md"), found.ignored());
    }

    @Test
    void aVariantKeepsOnlyItsOwnFilesOfAFolderEvenWhereAnotherVariantSharesTheExtension() throws IOException {
        Files.writeString(dir.resolve("a-chess.pgn"), "[Event \"e\"]\n[White \"w\"]\n\n1. e4 1-0\n");
        Files.writeString(dir.resolve("b-xiangqi.pgn"), "[Event \"e\"]\n[Red \"r\"]\n\n1. h2e2 1-0\n");
        Files.writeString(dir.resolve("c.kif"), "");
        RecordFiles.Found xiangqi = RecordFiles.find(List.of(dir), Variant.XIANGQI);
        assertEquals(List.of("b-xiangqi.pgn"), xiangqi.files().stream().map(RecordFile::name).toList());
        assertEquals(List.of("a-chess.pgn", "c.kif"), xiangqi.ignored());
        RecordFiles.Found chess = RecordFiles.find(List.of(dir), Variant.CHESS960);
        assertEquals(List.of("a-chess.pgn"), chess.files().stream().map(RecordFile::name).toList());
        assertEquals(List.of("b-xiangqi.pgn", "c.kif"), chess.ignored());
    }

    @Test
    void aFileNamedByItselfIsReadByTheVariantAskedFor() throws IOException {
        Path chessLooking = Files.writeString(dir.resolve("a.pgn"), "[Event \"e\"]\n\n1. h2e2 1-0\n");
        RecordFiles.Found found = RecordFiles.find(List.of(chessLooking), Variant.XIANGQI);
        assertEquals(List.of(Variant.XIANGQI), found.files().stream().map(RecordFile::variant).toList());
    }

    @Test
    void missingPlacesAndFoldersWithoutRecordsAreBadInput() throws IOException {
        LabInputException missing = assertThrows(LabInputException.class,
                () -> RecordFiles.find(List.of(dir.resolve("nope")), null));
        assertTrue(missing.getMessage().startsWith("no such record file or folder: "), missing.getMessage());
        Files.writeString(dir.resolve("notes.txt"), "x");
        LabInputException none = assertThrows(LabInputException.class, () -> RecordFiles.find(List.of(dir), null));
        assertTrue(none.getMessage().startsWith("no record files in "), none.getMessage());
        LabInputException notRecord = assertThrows(LabInputException.class,
                () -> RecordFiles.find(List.of(dir.resolve("notes.txt")), null));
        assertTrue(notRecord.getMessage().contains("is not a record file (known extensions: .pgn"), notRecord.getMessage());
    }
}
