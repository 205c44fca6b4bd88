package org.ttakji.selfplay;

import java.io.Serializable;
import org.ttakji.engines.core.SplitMix64;

/**
 * Test aid: makes the first attempt of some of a batch's playing tasks (Spark tasks, retried by Spark) and of some
 * batches' writes (by the driver, {@link BatchWrite}, retried by it) fail after they produced part of their output,
 * so that tests can check that retries give exactly the games of a clean run.
 * Which tasks fail is a function of (salt, batch, task), never of timing. Retries need a master that
 * allows them ({@code local[N,maxFailures]} or a cluster; plain {@code local[N]} does not retry).
 *
 * @param rate fraction of tasks whose first attempt fails, 0..1 (0 = off)
 * @param salt chooses which tasks
 */
public record FaultInjection(double rate, long salt) implements Serializable {
    /** No faults. */
    public static final FaultInjection NONE = new FaultInjection(0, 0);
    /** The task number of a batch's write ({@link BatchWrite}, on the driver), beside its playing tasks 0, 1, ... */
    public static final int BATCH_WRITE = -1;

    /** @throws IllegalArgumentException if the rate is not within 0..1 */
    public FaultInjection {
        if (!(rate >= 0 && rate <= 1)) {
            throw new IllegalArgumentException("fault rate must be within 0..1, got " + rate);
        }
    }

    /**
     * True when attempt {@code attempt} (0 = first) of task {@code task} of batch {@code batch} must fail; {@code task}
     * is a playing task's number or {@link #BATCH_WRITE}.
     */
    public boolean shouldFail(int batch, int task, int attempt) {
        if (attempt > 0 || rate == 0) {
            return false;
        }
        long h = SplitMix64.mix(salt ^ SplitMix64.mix(((long) batch << 32) | task));
        return (h >>> 11) * 0x1.0p-53 < rate;
    }

    /** The exception an injected fault throws. */
    public static final class InjectedFault extends RuntimeException {
        private static final long serialVersionUID = 1L;

        /** @param where names the batch and task */
        public InjectedFault(String where) {
            super("injected fault (first attempt of " + where + ")");
        }
    }
}
