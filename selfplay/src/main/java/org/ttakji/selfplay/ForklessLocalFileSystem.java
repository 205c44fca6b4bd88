package org.ttakji.selfplay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

/**
 * Hadoop's local file system ({@code file:}), setting file modes through {@code java.nio} instead of a {@code chmod}
 * child process. Without Hadoop's native library (the lab ships none), {@link RawLocalFileSystem} starts one
 * {@code chmod} process for every file and directory it creates (a Parquet file, its checksum file, each directory of
 * Spark's commit protocol, the manifest): about 17 processes per batch and 3 per task, several milliseconds of CPU
 * each, measured by {@code bench selfplay}. The modes are the same; only how they are set differs. Modes java.nio
 * cannot express (sticky, setuid, setgid bits) still go through Hadoop's way.
 */
public final class ForklessLocalFileSystem extends LocalFileSystem {
    /** The Hadoop configuration key naming the {@code file:} implementation. */
    public static final String IMPL_KEY = "fs.file.impl";

    /** A local file system (Hadoop instantiates it by reflection). */
    public ForklessLocalFileSystem() {
        super(new Raw());
    }

    /** The raw local file system with java.nio modes. */
    static final class Raw extends RawLocalFileSystem {
        @Override
        public void setPermission(Path p, FsPermission permission) throws IOException {
            String mode = permission.toString();
            if (permission.getStickyBit() || mode.length() != 9 || !mode.matches("[rwx-]{9}")) {
                super.setPermission(p, permission);
                return;
            }
            try {
                Files.setPosixFilePermissions(pathToFile(p).toPath(), PosixFilePermissions.fromString(mode));
            } catch (UnsupportedOperationException e) {
                super.setPermission(p, permission); // not a POSIX file system
            }
        }
    }
}
