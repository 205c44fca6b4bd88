package org.ttakji.selfplay;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.ttakji.engines.core.LabInputException;

/** Writes a {@link GameLogQuery.Result} as CSV or as an aligned text table. */
public enum QueryOutput {
    /**
     * RFC 4180 CSV with a header line and {@code \n} line ends: a cell with a comma, a quote or a line
     * break is quoted (quotes doubled), SQL NULL is an empty cell and an empty string is {@code ""}.
     * Streams the rows.
     */
    CSV,
    /**
     * Columns padded to their widest cell (numbers right-aligned, NULL shown as {@code NULL}), a dashed
     * line under the header, and a last line {@code (N rows)}. Holds every row in memory.
     */
    TABLE;

    /**
     * The format of a {@code --format} value.
     *
     * @throws LabInputException if it is neither {@code csv} nor {@code table}
     */
    public static QueryOutput parse(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "csv" -> CSV;
            case "table" -> TABLE;
            default -> throw new LabInputException("unknown --format '" + name + "' (expected csv or table)");
        };
    }

    /**
     * Writes the result.
     *
     * @return the number of rows written
     * @throws UncheckedIOException if the writer fails
     */
    public long write(GameLogQuery.Result result, Writer out) {
        try {
            return this == CSV ? csv(result, out) : table(result, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long csv(GameLogQuery.Result r, Writer out) throws IOException {
        writeCsvLine(r.columns().toArray(new String[0]), out);
        long n = 0;
        for (Iterator<String[]> it = r.rows(); it.hasNext(); n++) {
            writeCsvLine(it.next(), out);
        }
        out.flush();
        return n;
    }

    private static void writeCsvLine(String[] cells, Writer out) throws IOException {
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(csvCell(cells[i]));
        }
        out.write('\n');
    }

    /** One CSV cell: empty for null, quoted when needed. */
    static String csvCell(String s) {
        if (s == null) {
            return "";
        }
        if (s.isEmpty()) {
            return "\"\"";
        }
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    private static long table(GameLogQuery.Result r, Writer out) throws IOException {
        int width = r.columns().size();
        int[] w = new int[width];
        for (int i = 0; i < width; i++) {
            w[i] = r.columns().get(i).length();
        }
        List<String[]> rows = new ArrayList<>();
        for (Iterator<String[]> it = r.rows(); it.hasNext(); ) {
            String[] row = it.next();
            for (int i = 0; i < width; i++) {
                row[i] = row[i] == null ? "NULL" : row[i].replace("\n", "\\n");
                w[i] = Math.max(w[i], row[i].length());
            }
            rows.add(row);
        }
        tableLine(r.columns().toArray(new String[0]), w, r.numeric(), out);
        int total = 0;
        for (int x : w) {
            total += x;
        }
        out.write("-".repeat(total + 2 * Math.max(0, width - 1)));
        out.write('\n');
        for (String[] row : rows) {
            tableLine(row, w, r.numeric(), out);
        }
        out.write("(" + rows.size() + (rows.size() == 1 ? " row)" : " rows)") + "\n");
        out.flush();
        return rows.size();
    }

    private static void tableLine(String[] cells, int[] w, boolean[] right, Writer out) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                line.append("  ");
            }
            String pad = " ".repeat(w[i] - cells[i].length());
            line.append(right[i] ? pad + cells[i] : cells[i] + pad);
        }
        out.write(line.toString().stripTrailing());
        out.write('\n');
    }
}
