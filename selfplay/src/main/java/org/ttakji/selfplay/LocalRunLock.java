package org.ttakji.selfplay;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ConcurrentHashMap;
import org.ttakji.engines.core.LabInputException;

/**
 * The writer lock of a run on the local file system: the run directory is created atomically
 * ({@code Files.createDirectory}), and {@code <run>/_writer.lock} is held with {@code FileChannel.tryLock}
 * (an OS lock, released when the process ends however it ends) and names its holder.
 *
 * <p>The lock file is never deleted while the run exists: a process that opened it before the deletion
 * could lock the deleted file while another creates and locks a new one. Within one JVM, a registry of
 * the run directories this JVM holds is checked first, without opening the file: POSIX releases a
 * process's lock when <em>any</em> of its descriptors of the file is closed.
 */
final class LocalRunLock extends RunLock {
    /** Run directories (real paths) held by this JVM, with their holder. */
    private static final ConcurrentHashMap<Path, Holder> HELD = new ConcurrentHashMap<>();

    private final Path key;
    private final FileChannel channel;
    private final FileLock lock;

    private LocalRunLock(RunStore store, org.apache.hadoop.fs.Path createdTop, Path key, FileChannel channel,
                         FileLock lock) {
        super(store, createdTop);
        this.key = key;
        this.channel = channel;
        this.lock = lock;
    }

    /** See {@link RunLock#create}. */
    static LocalRunLock newRun(RunStore store) {
        Path dir = store.localRunDir();
        org.apache.hadoop.fs.Path createdTop;
        try {
            createdTop = highestMissing(store.fileSystem(), store.runDir());
            Files.createDirectories(dir.getParent());
            Files.createDirectory(dir); // atomic: of two processes creating it, one gets FileAlreadyExistsException
        } catch (FileAlreadyExistsException e) {
            throw alreadyExists(store);
        } catch (IOException e) {
            throw new LabInputException("cannot create run directory " + store.runDir() + ": " + e.getMessage(), e);
        }
        return acquire(store, dir, createdTop);
    }

    /** See {@link RunLock#resume}. */
    static LocalRunLock existingRun(RunStore store) {
        return acquire(store, store.localRunDir(), null);
    }

    private static LocalRunLock acquire(RunStore store, Path dir, org.apache.hadoop.fs.Path createdTop) {
        Holder me = Holder.current();
        Path key;
        try {
            key = dir.toRealPath();
        } catch (IOException e) {
            throw new LabInputException("cannot lock run directory " + store.runDir() + ": " + e.getMessage(), e);
        }
        Holder inThisJvm = HELD.putIfAbsent(key, me);
        if (inThisJvm != null) {
            throw busy(store, inThisJvm, "");
        }
        Path file = key.resolve(LOCK_FILE);
        FileChannel channel = null;
        boolean acquired = false;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                throw busy(store, null, ""); // locked in this JVM by other code: do not touch the file
            }
            if (lock == null) {
                throw busy(store, Holder.parse(Files.readAllBytes(file)), "");
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(me.toBytes()), 0);
            channel.force(false);
            LocalRunLock held = new LocalRunLock(store, createdTop, key, channel, lock);
            acquired = true;
            return held;
        } catch (IOException e) {
            throw new LabInputException("cannot lock run directory " + store.runDir() + " (" + file + "): "
                    + e.getMessage(), e);
        } finally {
            if (!acquired) {
                if (channel != null) {
                    closeQuietly(channel);
                }
                HELD.remove(key);
            }
        }
    }

    @Override
    public void checkHeld() {
        // An OS lock is held until this process releases it or ends.
    }

    @Override
    void release() {
        try {
            lock.release();
        } catch (IOException e) {
            // closing the channel releases it too
        }
        closeQuietly(channel);
        HELD.remove(key); // only now: another thread of this JVM may open the file again
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // the descriptor is gone either way
        }
    }
}
