package org.ttakji.explorer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Rows of named values printed as aligned text (numbers right-aligned, fractions with 3 decimals), CSV (fractions
 * with 6 decimals, NaN as an empty cell) or JSON (numbers as numbers, NaN as null).
 */
final class Tabular {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Tabular() {
    }

    /** The aligned text of the rows, one line each after a header line and a rule. */
    static void text(PrintWriter out, List<String> columns, List<Map<String, Object>> rows) {
        List<List<String>> cells = new ArrayList<>();
        for (Map<String, Object> r : rows) {
            List<String> line = new ArrayList<>();
            for (String c : columns) {
                line.add(cell(r.get(c), 3));
            }
            cells.add(line);
        }
        int[] width = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            width[i] = columns.get(i).length();
            for (List<String> line : cells) {
                width[i] = Math.max(width[i], line.get(i).length());
            }
        }
        boolean[] right = new boolean[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            String c = columns.get(i);
            Object v = rows.isEmpty() ? null : rows.get(0).get(c);
            right[i] = v instanceof Number || v instanceof Percent || c.equals("95% interval")
                    || c.equals("+win =draw -loss");
        }
        StringBuilder header = new StringBuilder();
        for (int i = 0; i < columns.size(); i++) {
            header.append(i == 0 ? "" : "  ").append(pad(columns.get(i), width[i], right[i]));
        }
        out.println(header.toString().stripTrailing());
        out.println("-".repeat(header.toString().stripTrailing().length()));
        for (List<String> line : cells) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < columns.size(); i++) {
                b.append(i == 0 ? "" : "  ").append(pad(line.get(i), width[i], right[i]));
            }
            out.println(b.toString().stripTrailing());
        }
    }

    /** CSV: a header line, then the rows. */
    static void csv(PrintWriter out, List<String> columns, List<Map<String, Object>> rows) {
        out.println(String.join(",", columns.stream().map(Tabular::quote).toList()));
        for (Map<String, Object> r : rows) {
            List<String> line = new ArrayList<>();
            for (String c : columns) {
                line.add(quote(cell(r.get(c), 6)));
            }
            out.println(String.join(",", line));
        }
    }

    /** One JSON object: the header fields, then the rows under {@code rowsName}. */
    static void json(PrintWriter out, Map<String, Object> header, String rowsName, List<String> columns,
                     List<Map<String, Object>> rows) {
        Map<String, Object> doc = new LinkedHashMap<>();
        header.forEach((k, v) -> doc.put(k, jsonValue(v)));
        List<Map<String, Object>> list = new ArrayList<>();
        for (Map<String, Object> r : rows) {
            Map<String, Object> o = new LinkedHashMap<>();
            for (String c : columns) {
                o.put(c, jsonValue(r.get(c)));
            }
            list.add(o);
        }
        doc.put(rowsName, list);
        try {
            out.println(JSON.writeValueAsString(doc));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getMessage(), e);
        }
    }

    private static Object jsonValue(Object v) {
        if (v instanceof Double d && (d.isNaN() || d.isInfinite())) {
            return null;
        }
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> o = new LinkedHashMap<>();
            m.forEach((k, x) -> o.put(String.valueOf(k), jsonValue(x)));
            return o;
        }
        return v;
    }

    /**
     * The text-format cells of a row's counts: {@code score} (3 decimals), {@code 95% interval} ({@code [lo, hi]}),
     * {@code draws} (a percentage) and {@code +w =d -l}, added to {@code row}.
     */
    static void textScore(Map<String, Object> row, Score s) {
        row.put("games", s.games());
        row.put("score", s.score());
        row.put("95% interval", String.format(Locale.ROOT, "[%.3f, %.3f]", s.low(), s.high()));
        row.put("draws", percent(s.drawRate()));
        row.put("+win =draw -loss", "+" + s.wins() + " =" + s.draws() + " -" + s.losses());
    }

    /** The text-format columns {@link #textScore} fills, in order. */
    static final List<String> TEXT_SCORE = List.of("games", "score", "95% interval", "draws", "+win =draw -loss");

    /** A fraction as a percentage with one decimal ({@code 45.0%}), empty for NaN. */
    static Object percent(double f) {
        return new Percent(f);
    }

    /** A percentage cell: right-aligned like a number. */
    record Percent(double fraction) implements Comparable<Percent> {
        @Override
        public String toString() {
            return Double.isNaN(fraction) ? "" : String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
        }

        @Override
        public int compareTo(Percent o) {
            return Double.compare(fraction, o.fraction);
        }
    }

    /** A value as text: fractions with the given decimals, NaN empty. */
    static String cell(Object v, int decimals) {
        if (v == null) {
            return "";
        }
        if (v instanceof Double d) {
            return d.isNaN() ? "" : String.format(Locale.ROOT, "%." + decimals + "f", d);
        }
        return String.valueOf(v);
    }

    private static String pad(String s, int width, boolean right) {
        String fill = " ".repeat(Math.max(0, width - s.length()));
        return right ? fill + s : s + fill;
    }

    private static String quote(String s) {
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }
}
