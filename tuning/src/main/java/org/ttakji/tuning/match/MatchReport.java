package org.ttakji.tuning.match;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.Pairing;
import org.ttakji.tuning.stats.EloInterval;
import org.ttakji.tuning.stats.Pentanomial;
import org.ttakji.tuning.stats.Trinomial;

/**
 * A match's report: who played whom with which openings, in which run, and its statistics as a table
 * ({@link #lines()}) or a JSON object ({@link #json()}).
 *
 * @param runId   the run id
 * @param runDir  the run directory
 * @param spec    the run's spec (one variant, one pairing)
 * @param stats   the statistics read from the run's log
 * @param seconds wall time of the playing in this process, or a negative number when nothing was played (a report of
 *                an existing run)
 */
public record MatchReport(String runId, String runDir, MatchSpec spec, MatchStatistics stats, double seconds) {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /**
     * Below this many game pairs the table says its intervals are a rough guide: they rest on the normal
     * approximation of the mean pair score, which the usual rule of thumb trusts from about 30 samples on.
     */
    public static final int FEW_PAIRS = 30;

    /** The match's variant. */
    public Variant variant() {
        return spec.variants().get(0);
    }

    /** The match's pairing: candidate {@code a}, opponent {@code b}. */
    public Pairing pairing() {
        return spec.pairingsOf(variant()).get(0);
    }

    /** The opening rule. */
    public StartRule openings() {
        return spec.starts().get(variant());
    }

    /**
     * A note when the opening rule has fewer starts than the match has pairs (a suite shorter than the match, a
     * list), else null.
     */
    public static String repeatNote(StartRule openings, long pairs) {
        OptionalLong period = openings.period();
        if (period.isPresent() && pairs > period.getAsLong()) {
            return "the openings give " + period.getAsLong() + " distinct start(s) for " + pairs
                    + " pairs: the starts repeat after " + period.getAsLong() + " pairs";
        }
        return null;
    }

    /** The table, one item per line. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        MatchStatistics s = stats;
        Trinomial t = s.counts().trinomial();
        Pentanomial p = s.counts().pentanomial();
        out.add(String.format(Locale.ROOT, "match %s: %s vs %s", variant(), pairing().a().label(), pairing().b().label()));
        out.add("run          " + runId + " (" + runDir + ")");
        String note = repeatNote(openings(), s.pairs());
        out.add("openings     " + openings().toText() + (note == null ? "" : "; " + note));
        out.add(String.format(Locale.ROOT, "games        %d in %d pairs (colours swapped)%s", s.games(), s.pairs(),
                s.unpaired() > 0 ? ", " + s.unpaired() + " without their pair (left out)" : ""));
        out.add(String.format(Locale.ROOT, "score        %s/%d (+%d =%d -%d), %.3f", points(t.points()), t.games(),
                t.wins(), t.draws(), t.losses(), t.games() == 0 ? Double.NaN : t.points() / t.games()));
        out.add(String.format(Locale.ROOT, "pairs        %d %d %d %d %d (0, 1/2, 1, 3/2, 2 points: LL, LD, WL+DD, WD, WW)",
                p.ll(), p.ld(), p.even(), p.wd(), p.ww()));
        out.add("Elo          " + interval(s.elo().elo()) + " (95%, game pairs)" + fewPairsNote(s.pairs()));
        out.add("nElo         " + interval(s.elo().normalizedElo()) + " (95%)");
        out.add(String.format(Locale.ROOT, "LOS          %.3f", s.elo().likelihoodOfSuperiority()));
        out.add("terminations " + s.terminations().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", ")));
        out.add(String.format(Locale.ROOT, "plies        %.1f mean", s.meanPlies()));
        MatchStatistics.Duplicates d = s.duplicates();
        out.add(String.format(Locale.ROOT, "duplicates   %s", d.none() ? "none" : String.format(Locale.ROOT,
                "%d pairs repeat an earlier start, %d games repeat an earlier game, %d pairs of two identical games",
                d.repeatedStarts(), d.repeatedGames(), d.identicalPairs())));
        if (seconds >= 0) {
            out.add(String.format(Locale.ROOT, "time         %.0f s (%.2f games/s)", seconds,
                    s.games() / Math.max(1e-9, seconds)));
        }
        return out;
    }

    /**
     * The warning the Elo line carries when the match has fewer than {@link #FEW_PAIRS} pairs, else "" (one place
     * for it keeps the table's line numbers, which scripts read).
     */
    static String fewPairsNote(long pairs) {
        return pairs < FEW_PAIRS ? "; only " + pairs + " pairs: below " + FEW_PAIRS
                + " pairs the intervals (Elo, nElo, LOS) are a rough guide, play more games" : "";
    }

    /** The report as JSON (non-finite Elo ends as the strings {@code "inf"}, {@code "-inf"}, {@code "nan"}). */
    public String json() {
        ObjectNode o = JSON.createObjectNode();
        o.put("variant", variant().cliName());
        o.put("runId", runId);
        o.put("runDir", runDir);
        o.put("candidate", pairing().a().label());
        o.put("opponent", pairing().b().label());
        o.put("openings", openings().toText());
        o.put("games", stats.games());
        o.put("pairs", stats.pairs());
        o.put("fewPairs", stats.pairs() < FEW_PAIRS);
        o.put("fewPairsBelow", FEW_PAIRS);
        o.put("unpaired", stats.unpaired());
        Trinomial t = stats.counts().trinomial();
        ObjectNode tri = o.putObject("trinomial");
        tri.put("wins", t.wins());
        tri.put("draws", t.draws());
        tri.put("losses", t.losses());
        o.put("points", t.points());
        var penta = o.putArray("pentanomial");
        for (long c : stats.counts().pentanomial().countsByScore()) {
            penta.add(c);
        }
        interval(o.putObject("elo"), stats.elo().elo());
        interval(o.putObject("nElo"), stats.elo().normalizedElo());
        number(o, "los", stats.elo().likelihoodOfSuperiority());
        ObjectNode term = o.putObject("terminations");
        stats.terminations().forEach(term::put);
        o.put("meanPlies", stats.meanPlies());
        ObjectNode d = o.putObject("duplicates");
        d.put("repeatedStarts", stats.duplicates().repeatedStarts());
        d.put("repeatedGames", stats.duplicates().repeatedGames());
        d.put("identicalPairs", stats.duplicates().identicalPairs());
        if (seconds >= 0) {
            o.put("seconds", seconds);
        }
        try {
            return JSON.writeValueAsString(o);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void interval(ObjectNode o, EloInterval e) {
        number(o, "estimate", e.estimate());
        number(o, "low", e.low());
        number(o, "high", e.high());
    }

    private static void number(ObjectNode o, String field, double v) {
        if (Double.isFinite(v)) {
            o.put(field, v);
        } else {
            o.put(field, Double.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf");
        }
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
        return String.format(Locale.ROOT, "%+.1f", v + 0.0); // no "-0.0"
    }

    private static String points(double p) {
        return p == Math.rint(p) ? String.valueOf((long) p) : String.format(Locale.ROOT, "%.1f", p);
    }
}
