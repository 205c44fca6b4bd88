package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsPermission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local file system without chmod processes gives files and directories the modes Hadoop's would. */
class ForklessLocalFileSystemTest {
    @TempDir
    java.nio.file.Path tmp;

    private FileSystem fs() throws IOException {
        assumeTrue(tmp.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file modes");
        Configuration conf = new Configuration();
        conf.set(ForklessLocalFileSystem.IMPL_KEY, ForklessLocalFileSystem.class.getName());
        FileSystem fs = FileSystem.newInstance(tmp.toUri(), conf);
        assertInstanceOf(ForklessLocalFileSystem.class, fs);
        return fs;
    }

    @Test
    void createdFilesAndDirectoriesGetTheRequestedModes() throws IOException {
        try (FileSystem fs = fs()) {
            Path dir = new Path(tmp.toUri().toString(), "a/b");
            fs.mkdirs(dir, new FsPermission((short) 0750));
            assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("a/b"))));
            try (OutputStream o = fs.create(new Path(dir, "f"), new FsPermission((short) 0640), true, 4096, (short) 1,
                    1 << 20, null)) {
                o.write(1);
            }
            assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("a/b/f"))));
            fs.setPermission(new Path(dir, "f"), new FsPermission((short) 0604));
            assertEquals("rw----r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("a/b/f"))));
        }
    }

    @Test
    void theStickyBitStillGoesThroughHadoop() throws IOException {
        try (FileSystem fs = fs()) {
            Path dir = new Path(tmp.toUri().toString(), "shared");
            fs.mkdirs(dir);
            fs.setPermission(dir, new FsPermission((short) 01777));
            assertEquals(new FsPermission((short) 01777), fs.getFileStatus(dir).getPermission());
        }
    }
}
