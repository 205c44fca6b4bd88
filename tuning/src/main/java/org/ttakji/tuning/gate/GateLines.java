package org.ttakji.tuning.gate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ttakji.tuning.stats.EloInterval;
import org.ttakji.tuning.stats.Pentanomial;
import org.ttakji.tuning.stats.Sprt;

/** The gate's text: one line per batch and the summary table at the end. */
public final class GateLines {
    private GateLines() {
    }

    /**
     * One batch's line: games done of the most, the pentanomial counts (pairs with 0, 1/2, 1, 3/2, 2 points), the
     * LLR in its bounds, Elo and nElo with 95% intervals, then the rate and an ETA (the time to play the remaining
     * games at this rate: an upper bound, the test may stop sooner).
     *
     * @param maxGames    the gate's most games
     * @param gamesPerSec games per second in this process so far, or NaN when unknown (a step replayed on resume)
     */
    public static String step(GateStep s, int maxGames, double gamesPerSec) {
        Pentanomial p = s.counts();
        Sprt sprt = s.test().sprt();
        String progress = Double.isFinite(gamesPerSec) && gamesPerSec > 0
                ? String.format(Locale.ROOT, "  %.2f games/s, ETA %s", gamesPerSec,
                s.last() ? "0s" : duration((maxGames - s.games()) / gamesPerSec)) : "  (already played)";
        return String.format(Locale.ROOT, "batch %3d  games %5d/%d  ptnml %d %d %d %d %d  LLR %+.2f [%.2f, %.2f]"
                        + "  Elo %s  nElo %s%s%s", s.batch(), s.games(), maxGames, p.ll(), p.ld(), p.even(), p.wd(),
                p.ww(), s.test().llr(), sprt.lowerBound(), sprt.upperBound(), interval(s.elo().elo()),
                interval(s.elo().normalizedElo()), progress, s.last() ? "  -> " + s.verdict().recordName() : "");
    }

    /**
     * The summary table at the end.
     *
     * @param seconds wall time of the playing in this process, or negative when nothing was played now
     */
    public static List<String> summary(GateFile gate, String runId, String runDir, GateStep last, double seconds,
                                       long playedNow) {
        GateSettings s = gate.settings();
        Sprt sprt = s.sprt();
        Pentanomial p = last.counts();
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "gate %s: %s vs %s", gate.variant(), gate.candidate(), gate.base()));
        out.add("run          " + runId + " (" + runDir + ")");
        out.add("test         SPRT " + sprt.model().bounds(sprt.elo0(), sprt.elo1()) + " " + s.modelName()
                + String.format(Locale.ROOT, " Elo, alpha %.3g, beta %.3g", sprt.alpha(), sprt.beta()));
        out.add("verdict      " + (last.verdict() == null ? "still running (resume the gate)"
                : last.verdict().description()));
        out.add(String.format(Locale.ROOT, "LLR          %.3f (bounds %.3f, %.3f)", last.test().llr(),
                sprt.lowerBound(), sprt.upperBound()));
        out.add(String.format(Locale.ROOT, "games        %d of at most %d, %d batch(es) of %d pairs", last.games(),
                s.maxGames(), last.batch(), s.batchPairs()));
        out.add(String.format(Locale.ROOT, "pentanomial  %d %d %d %d %d (pairs with 0, 1/2, 1, 3/2, 2 points: LL, LD,"
                + " WL+DD, WD, WW)", p.ll(), p.ld(), p.even(), p.wd(), p.ww()));
        out.add(String.format(Locale.ROOT, "score        %s/%d, %.3f", points(p.points()), p.games(),
                p.games() == 0 ? Double.NaN : p.points() / p.games()));
        out.add("Elo          " + interval(last.elo().elo()) + " (95%)");
        out.add("nElo         " + interval(last.elo().normalizedElo()) + " (95%)");
        out.add(String.format(Locale.ROOT, "LOS          %.3f", last.elo().likelihoodOfSuperiority()));
        if (seconds >= 0) {
            out.add(String.format(Locale.ROOT, "time         %s for %d games now (%.2f games/s)", duration(seconds),
                    playedNow, playedNow / Math.max(1e-9, seconds)));
        }
        return out;
    }

    /** {@code +43.7 [-21.5, +111.2]}. */
    static String interval(EloInterval e) {
        return signed(e.estimate()) + " [" + signed(e.low()) + ", " + signed(e.high()) + "]";
    }

    private static String signed(double v) {
        if (Double.isNaN(v)) {
            return "n/a";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "+inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%+.1f", v + 0.0);
    }

    /** {@code 1h02m}, {@code 4m05s}, {@code 12s}. */
    static String duration(double seconds) {
        if (!Double.isFinite(seconds) || seconds < 0) {
            return "?";
        }
        long s = Math.round(seconds);
        if (s >= 3600) {
            return String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60);
        }
        if (s >= 60) {
            return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        }
        return s + "s";
    }

    private static String points(double p) {
        return p == Math.rint(p) ? String.valueOf((long) p) : String.format(Locale.ROOT, "%.1f", p);
    }
}
