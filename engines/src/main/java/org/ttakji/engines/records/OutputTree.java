package org.ttakji.engines.records;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;
import org.ttakji.engines.core.LabInputException;

/**
 * Output written all at once: the files go into a temporary folder (or file) beside the target and appear only on
 * {@link #commit()}, by one rename, so a reader never sees half an export; {@link #close()} without a commit removes
 * them. A folder target must not exist yet or be empty; a file target is replaced.
 */
public final class OutputTree implements AutoCloseable {
    private final Path target;
    private final boolean singleFile;
    private final Path temp;
    private final Set<String> written = new HashSet<>();
    private boolean committed;

    private OutputTree(Path target, boolean singleFile) {
        this.target = target.toAbsolutePath().normalize();
        this.singleFile = singleFile;
        Path parent = this.target.getParent();
        if (parent == null) {
            throw new LabInputException("cannot write --out '" + target + "': it has no parent folder");
        }
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new LabInputException("cannot write --out '" + target + "': " + e.getMessage(), e);
        }
        this.temp = parent.resolve("." + this.target.getFileName() + "."
                + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
    }

    /**
     * An output folder.
     *
     * @throws LabInputException when the target exists and is a file or a folder that is not empty, or its parent
     *                           folder cannot be created
     */
    public static OutputTree folder(Path target) {
        if (Files.isRegularFile(target)) {
            throw new LabInputException("--out '" + target + "' is a file; give a folder (it must not exist yet)");
        }
        if (Files.isDirectory(target)) {
            try (Stream<Path> s = Files.list(target)) {
                if (s.findAny().isPresent()) {
                    throw new LabInputException("--out '" + target + "' already exists and is not empty; refusing to"
                            + " write into it");
                }
            } catch (IOException e) {
                throw new LabInputException("cannot read --out '" + target + "': " + e.getMessage(), e);
            }
        }
        return new OutputTree(target, false);
    }

    /**
     * An output file (replaced if it exists).
     *
     * @throws LabInputException when the target is a folder or its parent folder cannot be created
     */
    public static OutputTree file(Path target) {
        if (Files.isDirectory(target)) {
            throw new LabInputException("--out '" + target + "' is a folder; give a file name");
        }
        return new OutputTree(target, true);
    }

    /** True for a file target. */
    public boolean singleFile() {
        return singleFile;
    }

    /**
     * Appends bytes to an output file.
     *
     * @param relative the file's path below the folder ({@code /}-separated); ignored for a file target
     * @param bytes    what to append
     * @throws LabInputException when the relative path leaves the folder
     * @throws UncheckedIOException when writing fails
     */
    public void append(String relative, byte[] bytes) {
        Path file;
        if (singleFile) {
            file = temp;
        } else {
            file = temp.resolve(relative).normalize();
            if (!file.startsWith(temp) || file.equals(temp)) {
                throw new LabInputException("output name '" + relative + "' leaves the output folder");
            }
        }
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, bytes, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            written.add(relative);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** The output file names written so far (below the folder). */
    public Set<String> written() {
        return Set.copyOf(written);
    }

    /**
     * Makes the output appear at the target.
     *
     * @throws UncheckedIOException when the rename fails
     */
    public void commit() {
        try {
            if (singleFile && !Files.exists(temp)) {
                Files.write(temp, new byte[0]);
            } else if (!singleFile) {
                Files.createDirectories(temp);
                if (Files.isDirectory(target)) {
                    Files.delete(target); // empty, checked when it was opened
                }
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            committed = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    /** Removes what was written unless it was committed. */
    @Override
    public void close() {
        if (committed || !Files.exists(temp)) {
            return;
        }
        try (Stream<Path> s = Files.walk(temp)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // best effort: a hidden temporary file may remain beside the target
        }
    }
}
