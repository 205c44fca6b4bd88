package org.ttakji.selfplay;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameRecord;

/**
 * Builds a run's summary per variant and pairing from grouped game counts (from Spark's aggregation of the
 * game log, or from games played in a plain loop), and prints it as a table.
 */
public final class Summary {
    private final MatchSpec spec;
    private final Map<String, Acc> groups = new LinkedHashMap<>();

    /** An empty summary with one line per variant and pairing of the spec, in spec order. */
    public Summary(MatchSpec spec) {
        this.spec = spec;
        for (Variant v : spec.variants()) {
            for (int p = 0; p < spec.pairingsOf(v).size(); p++) {
                groups.put(key(v.cliName(), p), new Acc());
            }
        }
    }

    private static String key(String variant, int pairing) {
        return variant + "#" + pairing;
    }

    /**
     * Adds {@code count} games with the same outcome.
     *
     * @param variant     CLI name
     * @param gameIndex   the index of (one of) the games, which gives the pairing and the colours
     * @param result      result text, first player's view
     * @param termination termination log name
     * @param count       number of such games
     * @param pliesSum    their total length in plies
     * @param clockStops  their moves whose search a clock stopped
     */
    public void add(String variant, long gameIndex, String result, String termination, long count, long pliesSum,
                    long clockStops) {
        int pairing = (int) (gameIndex / spec.gamesPerPairing());
        boolean aFirst = !spec.colourSwap() || (gameIndex % spec.gamesPerPairing()) % 2 == 0;
        Acc acc = groups.computeIfAbsent(key(variant, pairing), k -> new Acc());
        double firstScore = Result.fromText(result).firstPlayerScore();
        acc.games += count;
        acc.firstScore += firstScore * count;
        acc.aScore += (aFirst ? firstScore : 1 - firstScore) * count;
        acc.draws += Result.fromText(result) == Result.DRAW ? count : 0;
        acc.plies += pliesSum;
        acc.clockStops += clockStops;
        acc.terminations.merge(termination, count, Long::sum);
    }

    /** Adds one game. */
    public void add(GameRecord g) {
        add(g.variant(), g.gameIndex(), g.result(), g.termination(), 1, g.plies(), g.clockStops());
    }

    /** The summary lines, in spec order (variants, then pairings). */
    public List<SummaryRow> rows() {
        List<SummaryRow> out = new ArrayList<>();
        for (Variant v : spec.variants()) {
            for (int p = 0; p < spec.pairingsOf(v).size(); p++) {
                Acc a = groups.get(key(v.cliName(), p));
                double n = Math.max(1, a.games);
                out.add(new SummaryRow(v.cliName(), spec.pairingsOf(v).get(p).label(), a.games, a.firstScore / n,
                        a.aScore / n, a.draws / n, a.plies / n, a.terminations, a.clockStops));
            }
        }
        return out;
    }

    /** Total moves of the rows whose search a clock stopped. */
    public static long clockStops(List<SummaryRow> rows) {
        return rows.stream().mapToLong(SummaryRow::clockStops).sum();
    }

    /**
     * Prints the summary as an aligned text table, then the count of moves a clock stopped (0 in a healthy,
     * deterministic run; otherwise those games are not reproducible from their seeds).
     */
    public static void print(List<SummaryRow> rows, PrintWriter out) {
        print(rows, out, false);
    }

    /**
     * As {@link #print(List, PrintWriter)}; with {@code externalPlayers} the last line does not promise more than
     * the lab can: an external engine's own randomness (a skill or Elo setting) is not drawn from the game's seed.
     */
    public static void print(List<SummaryRow> rows, PrintWriter out, boolean externalPlayers) {
        int width = Math.max(28, rows.stream().mapToInt(r -> r.pairing().length()).max().orElse(0));
        String columns = "%-9s %-" + width + "s %6s %9s %8s %6s %7s  %s";
        String header = String.format(Locale.ROOT, columns, "variant", "pairing (a v b)", "games", "1st score",
                "a score", "draws", "plies", "terminations");
        out.println(header);
        out.println("-".repeat(header.length() + 12));
        for (SummaryRow r : rows) {
            String terms = r.terminations().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                    .collect(Collectors.joining(", "));
            out.println(String.format(Locale.ROOT, "%-9s %-" + width + "s %6d %9.3f %8.3f %5.1f%% %7.1f  %s",
                    r.variant(), r.pairing(), r.games(), r.firstScore(), r.aScore(), 100 * r.drawRate(), r.meanPlies(),
                    terms));
        }
        long clock = clockStops(rows);
        out.println("moves stopped by a clock: " + clock + (clock != 0
                ? " (games with such moves are not reproducible from their seeds: see the clock_stops column)"
                : externalPlayers ? " (every move of the lab's players is reproducible from its seed; an external"
                        + " engine's are when it plays deterministically: nodes or depth, no skill or Elo setting)"
                : " (every game is reproducible from its seed)"));
        out.flush();
    }

    private static final class Acc {
        long games;
        double firstScore;
        double aScore;
        long draws;
        long plies;
        long clockStops;
        final Map<String, Long> terminations = new TreeMap<>();
    }
}
