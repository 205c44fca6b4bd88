package org.ttakji.explorer;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * {@code openings show}: the explorer's table for one position, as lichess's opening explorer shows it: each move
 * played there with its games, share, the mover's score and its 95% interval ({@link Score}), and the draw rate.
 *
 * <p>The position: {@code --fen}, else the start of {@code --start} ({@link VariantRules#openingStartPosition}),
 * else the variant's standard start; then the {@code --moves} line ({@link OpeningLine}). Rows: the moves-table rows
 * at the position's hash (at every position the line may reach, for a line through chance moves), of the start key
 * given (every start key without {@code --start}), of the sources matching {@code --source}; summed per move (per
 * move and source with {@code --by-source}), at least {@code --min-games} games, most games first.
 *
 * @param variant   the variant
 * @param start     the start key of {@code --start}, or null
 * @param fen       the root position text of {@code --fen}, or null
 * @param rules     rule options ({@code key=value} items) for the root and the line
 * @param moves     the line, machine notation
 * @param sources   which sources count
 * @param bySource  one row per move and source
 * @param minGames  rows with fewer games are left out (at least 1)
 */
public record ExplorerShow(Variant variant, String start, String fen, List<String> rules, List<String> moves,
                           SourceFilter sources, boolean bySource, long minGames) {
    /** Copies the lists; checks the limits. */
    public ExplorerShow {
        rules = List.copyOf(rules);
        moves = List.copyOf(moves);
        if (minGames < 1) {
            throw new LabInputException("--min-games must be at least 1, got " + minGames);
        }
    }

    /**
     * One row.
     *
     * @param move   machine notation
     * @param human  the variant's human notation
     * @param source the source label, or null when rows are summed over the sources
     * @param score  the counts, mover's view
     */
    public record MoveLine(String move, String human, String source, Score score) {
    }

    /**
     * The table.
     *
     * @param position  the position text (the mover's view), or a note when the line reaches several positions
     * @param positions how many positions the line reaches
     * @param total     the games of every move there (before {@code --min-games})
     * @param lines     the rows
     */
    public record Result(String position, int positions, Score total, List<MoveLine> lines) {
    }

    /**
     * Looks the position up.
     *
     * @throws LabInputException for a bad position, start key, rule option or move, or a {@code --source} pattern
     *                           that matches no source of the variant
     */
    public Result run(ExplorerTables tables) {
        VariantRules vr = Variants.rules(variant);
        RuleOptions options = vr.parseRules(rules);
        Position root;
        if (fen != null) {
            root = vr.fromFen(fen, options);
        } else if (start != null) {
            root = vr.openingStartPosition(start, options).orElseThrow(() -> new LabInputException("--start '" + start
                    + "' is not a start key of " + variant + " that names a position (see ./lab openings starts "
                    + variant + "); give the position with --fen"));
        } else {
            root = vr.startPosition(options);
        }
        OpeningLine line = OpeningLine.play(vr, root, moves);
        sources.checkAgainst(tables.sources(ExplorerSchema.MOVES, variant));
        Map<String, Score> byKey = new TreeMap<>();
        Score total = Score.of(0, 0, 0);
        for (ExplorerTables.MoveRow r : tables.moves(variant, start, line.hashes())) {
            if (!sources.matches(r.source())) {
                continue;
            }
            total = total.plus(r.score());
            byKey.merge(r.move() + (bySource ? "\t" + r.source() : ""), r.score(), Score::plus);
        }
        List<MoveLine> lines = new ArrayList<>();
        for (Map.Entry<String, Score> e : byKey.entrySet()) {
            if (e.getValue().games() < minGames) {
                continue;
            }
            String[] k = e.getKey().split("\t", 2);
            lines.add(new MoveLine(k[0], line.human(vr, k[0]), bySource ? k[1] : null, e.getValue()));
        }
        lines.sort(Comparator.comparingLong((MoveLine m) -> -m.score().games()).thenComparing(MoveLine::move)
                .thenComparing(m -> m.source() == null ? "" : m.source()));
        int n = line.positions().size();
        String text = n == 1 ? line.positions().get(0).toFen()
                : n + " positions (every outcome of the line's chance moves)";
        return new Result(text, n, total, lines);
    }

    /** Prints a result in a format. */
    public void print(Result r, OutputFormat format, PrintWriter out) {
        List<String> columns = new ArrayList<>(List.of("move", "human"));
        if (bySource) {
            columns.add("source");
        }
        columns.addAll(List.of("games", "share", "score", "score_low", "score_high", "draw_rate", "wins", "draws",
                "losses"));
        List<Map<String, Object>> rows = new ArrayList<>();
        for (MoveLine m : r.lines()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("move", m.move());
            row.put("human", m.human());
            row.put("source", m.source());
            Score s = m.score();
            row.put("games", s.games());
            row.put("share", r.total().games() == 0 ? Double.NaN : (double) s.games() / r.total().games());
            row.put("score", s.score());
            row.put("score_low", s.low());
            row.put("score_high", s.high());
            row.put("draw_rate", s.drawRate());
            row.put("wins", s.wins());
            row.put("draws", s.draws());
            row.put("losses", s.losses());
            rows.add(row);
        }
        switch (format) {
            case CSV -> Tabular.csv(out, columns, rows);
            case JSON -> {
                Map<String, Object> header = new LinkedHashMap<>();
                header.put("variant", variant.cliName());
                header.put("start", start);
                header.put("moves", moves);
                header.put("position", r.position());
                header.put("positions", r.positions());
                header.put("games", r.total().games());
                header.put("sources", sources.patterns());
                Tabular.json(out, header, "rows", columns, rows);
            }
            default -> {
                out.println(variant + (start == null ? " (every start)" : " start " + start)
                        + (moves.isEmpty() ? "" : " after " + String.join(" ", moves))
                        + (sources.patterns().isEmpty() ? "" : " (sources " + String.join(", ", sources.patterns()) + ")"));
                out.println("position  " + r.position());
                out.println(String.format(Locale.ROOT, "games     %d (scores from the mover's view, 95%% interval)",
                        r.total().games()));
                if (rows.isEmpty()) {
                    out.println("no moves with at least " + minGames + (minGames == 1 ? " game" : " games")
                            + " in the explorer");
                } else {
                    List<String> textColumns = new ArrayList<>(columns.subList(0, bySource ? 3 : 2));
                    textColumns.add("games");
                    textColumns.add("share");
                    textColumns.addAll(Tabular.TEXT_SCORE.subList(1, Tabular.TEXT_SCORE.size()));
                    List<Map<String, Object>> textRows = new ArrayList<>();
                    for (MoveLine m : r.lines()) {
                        Map<String, Object> row = new LinkedHashMap<>();
                        row.put("move", m.move());
                        row.put("human", m.human());
                        row.put("source", m.source());
                        Tabular.textScore(row, m.score());
                        row.put("share", Tabular.percent((double) m.score().games() / r.total().games()));
                        textRows.add(row);
                    }
                    Tabular.text(out, textColumns, textRows);
                }
            }
        }
        out.flush();
    }
}
