package org.ttakji.explorer;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * {@code openings starts}: the first player's score, draw rate and 95% interval for each start key of a variant (the
 * 960 Chess960 starts, the first reveals of Banqi), and the overall first-move advantage.
 *
 * @param variant  the variant
 * @param sources  which sources count
 * @param bySource one row per start and source
 * @param minGames rows with fewer games are left out (the summary counts every game)
 * @param prefix   0, or sum the start keys by their first {@code prefix} characters (Banqi 1: by the first revealed
 *                 piece alone)
 */
public record StartsTable(Variant variant, SourceFilter sources, boolean bySource, long minGames, int prefix) {
    /** Checks the limits. */
    public StartsTable {
        if (minGames < 1) {
            throw new LabInputException("--min-games must be at least 1, got " + minGames);
        }
        if (prefix < 0) {
            throw new LabInputException("--start-prefix must be at least 0, got " + prefix);
        }
    }

    /** Every start key whole. */
    public StartsTable(Variant variant, SourceFilter sources, boolean bySource, long minGames) {
        this(variant, sources, bySource, minGames, 0);
    }

    private String key(String start) {
        return prefix == 0 || start.length() <= prefix ? start : start.substring(0, prefix);
    }

    /**
     * One row.
     *
     * @param start  the start key
     * @param source the source label, or null when summed over the sources
     * @param score  the counts, first player's view
     */
    public record StartLine(String start, String source, Score score) {
    }

    /**
     * The table and its summary.
     *
     * @param lines      the rows, in start order (numerically where every key is a number)
     * @param overall    every counted game
     * @param starts     start keys with games
     * @param above      start keys whose interval lies wholly above 1/2 (the first player better)
     * @param below      start keys whose interval lies wholly below 1/2
     * @param stray      start keys whose interval misses the overall score
     * @param lowest     the start with the lowest score among those with at least {@code minGames} games (the first
     *                   in start order on a tie), or null when there is none
     * @param highest    likewise the highest
     */
    public record Result(List<StartLine> lines, Score overall, int starts, int above, int below, int stray,
                         StartLine lowest, StartLine highest) {
    }

    /**
     * Reads the variant's starts table.
     *
     * @throws LabInputException when the explorer has no game of the variant, or a {@code --source} pattern matches no
     *                           source
     */
    public Result run(ExplorerTables tables) {
        List<ExplorerTables.StartRow> rows = tables.starts(variant);
        if (rows.isEmpty()) {
            throw new LabInputException("the explorer " + tables.folder() + " has no " + variant + " games");
        }
        sources.checkAgainst(rows.stream().map(ExplorerTables.StartRow::source).toList());
        boolean numeric = rows.stream().allMatch(r -> key(r.start()).matches("[0-9]{1,9}"));
        Comparator<String> order = numeric ? Comparator.comparingInt(Integer::parseInt) : Comparator.naturalOrder();
        Map<String, Score> perStart = new TreeMap<>(order);
        Map<String, Score> perRow = new TreeMap<>(Comparator.<String, String>comparing(k -> k.split("\t", 2)[0], order)
                .thenComparing(k -> k));
        Score overall = Score.of(0, 0, 0);
        for (ExplorerTables.StartRow r : rows) {
            if (!sources.matches(r.source())) {
                continue;
            }
            overall = overall.plus(r.score());
            String start = key(r.start());
            perStart.merge(start, r.score(), Score::plus);
            perRow.merge(start + (bySource ? "\t" + r.source() : ""), r.score(), Score::plus);
        }
        List<StartLine> lines = new ArrayList<>();
        for (Map.Entry<String, Score> e : perRow.entrySet()) {
            if (e.getValue().games() >= minGames) {
                String[] k = e.getKey().split("\t", 2);
                lines.add(new StartLine(k[0], bySource ? k[1] : null, e.getValue()));
            }
        }
        int above = 0;
        int below = 0;
        int stray = 0;
        StartLine lowest = null;
        StartLine highest = null;
        double mean = overall.score();
        for (Map.Entry<String, Score> e : perStart.entrySet()) {
            Score s = e.getValue();
            above += s.low() > 0.5 ? 1 : 0;
            below += s.high() < 0.5 ? 1 : 0;
            stray += s.low() > mean || s.high() < mean ? 1 : 0;
            StartLine l = new StartLine(e.getKey(), null, s);
            if (s.games() >= minGames) {
                lowest = lowest == null || s.score() < lowest.score().score() ? l : lowest;
                highest = highest == null || s.score() > highest.score().score() ? l : highest;
            }
        }
        return new Result(lines, overall, perStart.size(), above, below, stray, lowest, highest);
    }

    /** Prints a result in a format (text: the summary, then the table). */
    public void print(Result r, OutputFormat format, PrintWriter out) {
        List<String> columns = new ArrayList<>(List.of("start"));
        if (bySource) {
            columns.add("source");
        }
        columns.addAll(List.of("games", "score", "score_low", "score_high", "draw_rate", "wins", "draws", "losses"));
        List<Map<String, Object>> rows = new ArrayList<>();
        for (StartLine l : r.lines()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("start", l.start());
            row.put("source", l.source());
            put(row, l.score());
            rows.add(row);
        }
        switch (format) {
            case CSV -> Tabular.csv(out, columns, rows);
            case JSON -> {
                Map<String, Object> header = new LinkedHashMap<>();
                header.put("variant", variant.cliName());
                header.put("sources", sources.patterns());
                Map<String, Object> overall = new LinkedHashMap<>();
                put(overall, r.overall());
                overall.put("elo", r.overall().elo());
                header.put("overall", overall);
                header.put("starts", r.starts());
                header.put("intervalAboveHalf", r.above());
                header.put("intervalBelowHalf", r.below());
                header.put("intervalMissesOverall", r.stray());
                Tabular.json(out, header, "rows", columns, rows);
            }
            default -> {
                summary(r).forEach(out::println);
                List<String> textColumns = new ArrayList<>(columns.subList(0, bySource ? 2 : 1));
                textColumns.addAll(Tabular.TEXT_SCORE);
                List<Map<String, Object>> textRows = new ArrayList<>();
                for (StartLine l : r.lines()) {
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("start", l.start());
                    row.put("source", l.source());
                    Tabular.textScore(row, l.score());
                    textRows.add(row);
                }
                Tabular.text(out, textColumns, textRows);
            }
        }
        out.flush();
    }

    /** The summary lines of the text format. */
    public List<String> summary(Result r) {
        Score o = r.overall();
        List<String> lines = new ArrayList<>();
        lines.add(variant + ": the first player's score per start"
                + (sources.patterns().isEmpty() ? " (every source)" : " (sources " + String.join(", ", sources.patterns()) + ")"));
        lines.add(String.format(Locale.ROOT, "starts    %d with games; %d games, first player +%d =%d -%d",
                r.starts(), o.games(), o.wins(), o.draws(), o.losses()));
        lines.add(String.format(Locale.ROOT, "overall   score %.3f [%.3f, %.3f] (95%%), draw rate %.1f%%, Elo %s:"
                + " the first-move advantage", o.score(), o.low(), o.high(), 100 * o.drawRate(), o.elo()));
        lines.add(String.format(Locale.ROOT, "per start interval above 1/2: %d, below 1/2: %d, missing the overall score:"
                + " %d of %d (about 5%% miss it by chance alone when every start is alike)", r.above(), r.below(),
                r.stray(), r.starts()));
        if (r.highest() != null) {
            lines.add(String.format(Locale.ROOT, "extremes  highest %s %.3f (%d games), lowest %s %.3f (%d games)",
                    r.highest().start(), r.highest().score().score(), r.highest().score().games(), r.lowest().start(),
                    r.lowest().score().score(), r.lowest().score().games()));
        }
        return lines;
    }

    private static void put(Map<String, Object> row, Score s) {
        row.put("games", s.games());
        row.put("score", s.score());
        row.put("score_low", s.low());
        row.put("score_high", s.high());
        row.put("draw_rate", s.drawRate());
        row.put("wins", s.wins());
        row.put("draws", s.draws());
        row.put("losses", s.losses());
    }
}
