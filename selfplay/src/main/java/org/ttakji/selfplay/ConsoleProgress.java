package org.ttakji.selfplay;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.ttakji.engines.core.Variant;

/**
 * Prints progress lines: games done / total, games per second over this session (3 significant figures, also per
 * minute when slow: {@link Figures#gameRate}), ETA, and per variant
 * done / planned. At most one line per {@code intervalMs} for played games, always one per committed batch.
 */
public final class ConsoleProgress implements ProgressListener {
    private final PrintWriter out;
    private final long intervalNanos;
    private final LongSupplier clock;
    private final Map<Variant, Long> planned = new LinkedHashMap<>();
    private final Map<Variant, Long> done = new LinkedHashMap<>();
    private long startNanos;
    private long doneAtStart;
    private long lastPrint;

    /**
     * @param out        where lines go
     * @param intervalMs minimum time between two lines for played games
     */
    public ConsoleProgress(PrintWriter out, long intervalMs) {
        this(out, intervalMs, System::nanoTime);
    }

    ConsoleProgress(PrintWriter out, long intervalMs, LongSupplier clock) {
        this.out = out;
        this.intervalNanos = intervalMs * 1_000_000L;
        this.clock = clock;
    }

    @Override
    public synchronized void started(Map<Variant, Long> plannedGames, Map<Variant, Long> committed) {
        planned.putAll(plannedGames);
        plannedGames.keySet().forEach(v -> done.put(v, committed.getOrDefault(v, 0L)));
        doneAtStart = total(done);
        startNanos = clock.getAsLong();
        lastPrint = startNanos;
        out.println("selfplay: " + total(planned) + " games to play" + (doneAtStart > 0 ? " (" + doneAtStart
                + " already committed)" : "") + ": " + perVariant());
        out.flush();
    }

    @Override
    public synchronized void gamesPlayed(Variant variant, long games) {
        done.merge(variant, games, Long::sum);
        long now = clock.getAsLong();
        if (now - lastPrint >= intervalNanos) {
            print(now, "");
        }
    }

    @Override
    public synchronized void batchCommitted(Batch batch) {
        print(clock.getAsLong(), " (batch " + batch.id() + " committed)");
    }

    private void print(long now, String suffix) {
        lastPrint = now;
        long all = total(planned);
        long d = Math.min(total(done), all);
        double seconds = Math.max(1e-9, (now - startNanos) / 1e9);
        double rate = (d - doneAtStart) / seconds;
        String eta = rate > 0 ? duration((all - d) / rate) : "?";
        out.println(String.format(Locale.ROOT, "[%d/%d games] %s, ETA %s | %s%s", d, all, Figures.gameRate(rate), eta,
                perVariant(), suffix));
        out.flush();
    }

    private String perVariant() {
        return planned.keySet().stream().map(v -> v + " " + Math.min(done.get(v), planned.get(v)) + "/" + planned.get(v))
                .collect(Collectors.joining(", "));
    }

    private static long total(Map<Variant, Long> m) {
        return m.values().stream().mapToLong(Long::longValue).sum();
    }

    /** A duration for people: {@code 1h02m03s}, {@code 2m05s} or {@code 7s} ({@code seconds} rounded). */
    public static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s >= 3600) {
            return String.format(Locale.ROOT, "%dh%02dm%02ds", s / 3600, s / 60 % 60, s % 60);
        }
        return s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
    }
}
