package org.ttakji.selfplay;

import java.nio.file.Path;
import org.apache.hadoop.conf.Configuration;

/**
 * A second process for {@link RunLockTest}: {@code RunLockHolder <out> <run id>} takes the writer lock of
 * the existing run (as {@code --resume} does), prints {@code locked} and holds it until killed or until
 * stdin ends.
 */
public final class RunLockHolder {
    private RunLockHolder() {
    }

    /** Holds the lock. */
    public static void main(String[] args) throws Exception {
        RunStore store = RunStore.of(args[0], Path.of("."), args[1], new Configuration());
        try (RunLock lock = RunLock.resume(store)) {
            System.out.println("locked");
            System.out.flush();
            while (System.in.read() >= 0) {
                // hold the lock
            }
        }
    }
}
