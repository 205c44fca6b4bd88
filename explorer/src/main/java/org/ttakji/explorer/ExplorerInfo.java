package org.ttakji.explorer;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.ttakji.engines.core.Variant;

/**
 * {@code openings info}: what an explorer holds: its ply limit and generation, the runs and record sets added, and
 * per variant and source the games (the starts table) with the number of moves-table rows per variant.
 */
public final class ExplorerInfo {
    private ExplorerInfo() {
    }

    /** Prints the explorer's contents in a format (CSV and JSON: one row per variant and source). */
    public static void print(ExplorerTables tables, OutputFormat format, PrintWriter out) {
        ExplorerManifest m = tables.manifest();
        List<Map<String, Object>> rows = new ArrayList<>();
        Map<Variant, Long> moveRows = new LinkedHashMap<>();
        for (Variant v : tables.variants()) {
            moveRows.put(v, tables.rows(ExplorerSchema.MOVES, v));
            Map<String, Score> bySource = new TreeMap<>();
            for (ExplorerTables.StartRow r : tables.starts(v)) {
                bySource.merge(r.source(), r.score(), Score::plus);
            }
            bySource.forEach((source, s) -> {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("variant", v.cliName());
                row.put("source", source);
                row.put("games", s.games());
                row.put("first_score", s.score());
                row.put("draw_rate", s.drawRate());
                rows.add(row);
            });
        }
        List<String> columns = List.of("variant", "source", "games", "first_score", "draw_rate");
        switch (format) {
            case CSV -> Tabular.csv(out, columns, rows);
            case JSON -> {
                Map<String, Object> header = new LinkedHashMap<>();
                header.put("explorer", tables.folder().toString());
                header.put("plies", m.plies());
                header.put("tables", m.tablesFolder().orElse(null));
                header.put("games", m.games());
                header.put("runs", m.runs().stream().map(r -> Map.of("run", r.run(), "games", r.games(),
                        "files", r.files().size())).toList());
                header.put("recordFiles", m.records().size());
                Map<String, Object> mr = new LinkedHashMap<>();
                moveRows.forEach((v, n) -> mr.put(v.cliName(), n));
                header.put("moveRows", mr);
                Tabular.json(out, header, "sources", columns, rows);
            }
            default -> {
                out.println(String.format(Locale.ROOT, "explorer  %s (%s; the first %d plies of every game)",
                        tables.folder(), m.tablesFolder().orElse("no tables"), m.plies()));
                out.println(String.format(Locale.ROOT, "inputs    %d games: %d runs, %d record files", m.games(),
                        m.runs().size(), m.records().size()));
                for (ExplorerManifest.RunInput r : m.runs()) {
                    out.println(String.format(Locale.ROOT, "  run %-36s %8d games, %d files", r.run(), r.games(),
                            r.files().size()));
                }
                Map<String, long[]> sets = new TreeMap<>();
                for (ExplorerManifest.RecordInput r : m.records()) {
                    long[] c = sets.computeIfAbsent(r.source() + " (" + (r.variant() == null ? "no games" : r.variant())
                            + ")", k -> new long[3]);
                    c[0]++;
                    c[1] += r.games();
                    c[2] += r.refused();
                }
                sets.forEach((set, c) -> out.println(String.format(Locale.ROOT, "  %-40s %8d games, %d files%s", set,
                        c[1], c[0], c[2] == 0 ? "" : ", " + c[2] + " refused")));
                moveRows.forEach((v, n) -> out.println(String.format(Locale.ROOT, "%-9s %d move rows", v, n)));
                Tabular.text(out, columns, rows);
            }
        }
        out.flush();
    }
}
