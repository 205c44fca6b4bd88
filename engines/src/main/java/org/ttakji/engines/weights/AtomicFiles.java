package org.ttakji.engines.weights;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import org.ttakji.engines.core.LabInputException;

/**
 * Atomic file writes: the text goes to a temporary file in the target's directory, is flushed to disk,
 * and is then renamed over the target, so a reader sees the old file or the new one, never a half. New
 * files get the mode of any new file (the umask decides, e.g. 0644 under umask 022).
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /**
     * Writes {@code text} (UTF-8) to {@code target}, replacing it if present.
     *
     * @throws UncheckedIOException if the directory cannot be created or written
     */
    public static void write(Path target, String text) {
        Path tmp = temp(target, text);
        try {
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(tmp);
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes {@code text} to {@code target}, which must not exist yet: the complete file appears at once
     * (a hard link of the finished temporary file), and a concurrent writer of the same name fails
     * instead of overwriting.
     *
     * @throws LabInputException    if {@code target} already exists
     * @throws UncheckedIOException on other I/O errors
     */
    public static void writeNew(Path target, String text) {
        Path tmp = temp(target, text);
        try {
            try {
                Files.createLink(target, tmp);
            } catch (UnsupportedOperationException e) {
                if (Files.exists(target)) {
                    throw new FileAlreadyExistsException(target.toString());
                }
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (FileAlreadyExistsException e) {
            throw new LabInputException(target + " already exists; refusing to overwrite it");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        } finally {
            deleteQuietly(tmp);
        }
    }

    /**
     * Checks, before any work, that {@link #write} could create {@code target}: it is not a directory, and
     * its nearest existing ancestor folder is a folder in which a file can be created (probed by creating
     * and deleting a temporary file there; missing folders below it would be created by the write).
     * Writes nothing else.
     *
     * @param target the file to be written
     * @param what   how the user gave it, for the message (e.g. {@code --out})
     * @throws LabInputException naming {@code what}, {@code target} and the problem
     */
    public static void checkWritable(Path target, String what) {
        Path abs = target.toAbsolutePath().normalize();
        String name = what + " '" + target + "'";
        if (Files.isDirectory(abs)) {
            throw new LabInputException("cannot write " + name + ": it is a directory");
        }
        Path dir = abs.getParent();
        while (dir != null && !Files.exists(dir)) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new LabInputException("cannot write " + name + ": no existing parent directory");
        }
        if (!Files.isDirectory(dir)) {
            throw new LabInputException("cannot write " + name + ": '" + dir + "' is not a directory");
        }
        try {
            Files.delete(Files.createTempFile(dir, ".lab-probe.", ".tmp"));
        } catch (IOException | UncheckedIOException e) {
            throw new LabInputException("cannot write " + name + ": directory '" + dir + "' is not writable ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
    }

    /**
     * A new, flushed temporary file next to {@code target} holding {@code text}. Created with
     * {@code CREATE_NEW} and default attributes, so its mode (and the target's, after the rename) follows the
     * umask like any other new file; {@code Files.createTempFile} would make it 0600, unreadable to a
     * cluster's service account.
     */
    private static Path temp(Path target, String text) {
        Path dir = target.toAbsolutePath().getParent();
        try {
            Files.createDirectories(dir);
            for (int attempt = 1; ; attempt++) {
                Path tmp = dir.resolve("." + target.getFileName() + "."
                        + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
                FileChannel ch;
                try {
                    ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                } catch (FileAlreadyExistsException e) {
                    if (attempt == 100) {
                        throw e;
                    }
                    continue; // another writer's temporary file: draw another name
                }
                try (ch) {
                    ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                    while (bytes.hasRemaining()) {
                        ch.write(bytes);
                    }
                    ch.force(true);
                } catch (IOException | RuntimeException e) {
                    deleteQuietly(tmp);
                    throw e;
                }
                return tmp;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a temporary file next to " + target + ": " + e.getMessage(), e);
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // a stray temporary file is harmless; the target is what matters
        }
    }
}
