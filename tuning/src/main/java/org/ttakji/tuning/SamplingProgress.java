package org.ttakji.tuning;

import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.apache.spark.scheduler.AccumulableInfo;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.ttakji.selfplay.ConsoleProgress;
import org.ttakji.selfplay.Figures;

/**
 * The sampling job's progress for people: a Spark listener that adds up the {@code games} accumulator of every
 * finished sampling task and prints {@code sampling: 350/2000 games (17%), 41.2 games/s, ETA 40s} at most once per
 * interval, and always when the last game is done (without a total, when the games are records still to be read:
 * done and rate only). Shows only: what is sampled never depends on it (the clock is read for the rate).
 */
final class SamplingProgress extends SparkListener {
    private final Consumer<String> out;
    private final long accumulatorId;
    private final long total;
    private final long intervalNanos;
    private final LongSupplier clock;
    private final long start;
    private long done;
    private long lastPrint;

    /**
     * @param out           receives the lines (from Spark's listener thread)
     * @param accumulatorId the id of the tasks' games accumulator
     * @param total         games to sample in all, or a negative number when not known
     * @param intervalMs    least time between two lines, milliseconds
     */
    SamplingProgress(Consumer<String> out, long accumulatorId, long total, long intervalMs) {
        this(out, accumulatorId, total, intervalMs, System::nanoTime);
    }

    SamplingProgress(Consumer<String> out, long accumulatorId, long total, long intervalMs, LongSupplier clock) {
        this.out = out;
        this.accumulatorId = accumulatorId;
        this.total = total;
        this.intervalNanos = intervalMs * 1_000_000L;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.lastPrint = start;
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        if (end.taskInfo() == null || !end.taskInfo().successful()) {
            return;
        }
        long games = 0;
        for (AccumulableInfo a : scala.jdk.javaapi.CollectionConverters.asJava(end.taskInfo().accumulables())) {
            if (a.id() == accumulatorId && a.update().isDefined() && a.update().get() instanceof Number n) {
                games += n.longValue();
            }
        }
        if (games > 0) {
            gamesDone(games);
        }
    }

    /** {@code games} more games sampled; prints a line when the interval has passed or all are done. */
    synchronized void gamesDone(long games) {
        done += games;
        long now = clock.getAsLong();
        if (now - lastPrint >= intervalNanos || (total >= 0 && done >= total)) {
            lastPrint = now;
            out.accept(line(now));
        }
    }

    private String line(long now) {
        double seconds = Math.max(1e-9, (now - start) / 1e9);
        double rate = done / seconds;
        if (total < 0) {
            return String.format(Locale.ROOT, "sampling: %d games, %s", done, Figures.gameRate(rate));
        }
        long d = Math.min(done, total);
        return String.format(Locale.ROOT, "sampling: %d/%d games (%d%%), %s, ETA %s", d, total,
                total == 0 ? 100 : 100 * d / total, Figures.gameRate(rate),
                rate > 0 ? ConsoleProgress.duration((total - d) / rate) : "?");
    }
}
