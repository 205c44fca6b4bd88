package org.ttakji.engines.weights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;

/**
 * {@link AtomicFiles}: an output that cannot be written is refused up front and nothing is left; written files
 * get the mode of any new file.
 */
class AtomicFilesTest {
    @TempDir
    Path tmp;

    private List<Path> left() throws IOException {
        try (Stream<Path> s = Files.walk(tmp)) {
            return s.filter(p -> !p.equals(tmp)).toList();
        }
    }

    @Test
    void aFileInAMissingFolderIsWritable() throws IOException {
        AtomicFiles.checkWritable(tmp.resolve("a/b/out.csv"), "--out");
        assertEquals(List.of(), left(), "the check creates nothing");
    }

    @Test
    void aFileUsedAsAFolderIsRefused() throws IOException {
        Path file = Files.writeString(tmp.resolve("a.txt"), "x");
        String m = assertThrows(LabInputException.class,
                () -> AtomicFiles.checkWritable(file.resolve("sub/x.csv"), "--out")).getMessage();
        assertTrue(m.startsWith("cannot write --out '" + file.resolve("sub/x.csv") + "'"), m);
        assertTrue(m.contains("'" + file + "' is not a directory"), m);
        assertEquals("x", Files.readString(file));
    }

    @Test
    void aDirectoryIsRefused() {
        String m = assertThrows(LabInputException.class, () -> AtomicFiles.checkWritable(tmp, "--out")).getMessage();
        assertTrue(m.contains("it is a directory"), m);
    }

    @Test
    void aFolderWhereNoFileCanBeCreatedIsRefused() {
        Path proc = Path.of("/proc");
        if (Files.isDirectory(proc)) { // Linux: even root cannot create a file in /proc
            String m = assertThrows(LabInputException.class,
                    () -> AtomicFiles.checkWritable(proc.resolve("nope.csv"), "--out")).getMessage();
            assertTrue(m.startsWith("cannot write --out '/proc/nope.csv': directory '/proc' is not writable"), m);
        }
        assertFalse(Files.exists(proc.resolve("nope.csv")));
    }

    @Test
    void writtenFilesGetTheModeOfAnyNewFileNotTheTemporaryFilesMode() throws IOException {
        assumeTrue(tmp.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file modes");
        Set<PosixFilePermission> plain = Files.getPosixFilePermissions(Files.createFile(tmp.resolve("plain")));
        AtomicFiles.write(tmp.resolve("index.json"), "{}");
        AtomicFiles.writeNew(tmp.resolve("v0001.json"), "{}");
        assertEquals(plain, Files.getPosixFilePermissions(tmp.resolve("index.json")));
        assertEquals(plain, Files.getPosixFilePermissions(tmp.resolve("v0001.json")));
        AtomicFiles.write(tmp.resolve("index.json"), "{\"a\": 1}");
        assertEquals(plain, Files.getPosixFilePermissions(tmp.resolve("index.json")), "a rewrite too");
        assertEquals(List.of("index.json", "plain", "v0001.json"),
                left().stream().map(p -> p.getFileName().toString()).sorted().toList(), "no temporary file is left");
    }
}
