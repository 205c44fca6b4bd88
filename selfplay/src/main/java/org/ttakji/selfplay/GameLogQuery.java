package org.ttakji.selfplay;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Set;
import org.apache.spark.SparkThrowable;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.parser.ParseException;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.NumericType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.gamelog.GameLogReader;

/**
 * Spark SQL over game logs: the files are registered as the temporary view {@value #VIEW} with the game
 * log schema ({@link org.ttakji.gamelog.GameLogSchema#SCHEMA}, one row per game) and {@value #PLIES} (one row per
 * ply), and a query's result comes back as text cells, ready for {@link QueryOutput}. {@link DuckDbGameLogQuery}
 * registers the same views in DuckDB.
 */
public final class GameLogQuery {
    /** The name of the view that holds the games. */
    public static final String VIEW = "games";
    /**
     * The name of the view with one row per ply: the game's columns that are not per-ply lists
     * ({@link #GAME_COLUMNS}), then {@code ply} (0-based), {@code side} (0 = the first player moved), {@code move}
     * (machine notation), {@code eval_cp}, {@code depth}, {@code nodes} and {@code time_us} of that ply. The same
     * in Spark and DuckDB, so per-ply questions need no dialect's array functions.
     */
    public static final String PLIES = "plies";
    /** The columns of {@value #VIEW} that {@value #PLIES} repeats on every ply, in order. */
    public static final List<String> GAME_COLUMNS = List.of("run_id", "game_id", "game_index", "variant", "rules",
            "start_fen", "start_number", "banqi_layout", "seed", "first", "second", "result", "termination", "plies",
            "lab_version", "clock_stops");
    /** Statements that only read (anything else, e.g. CREATE TABLE or INSERT, could write files). */
    private static final Set<String> READ_ONLY =
            Set.of("SELECT", "WITH", "VALUES", "TABLE", "FROM", "SHOW", "DESCRIBE", "DESC", "EXPLAIN", "(");

    private GameLogQuery() {
    }

    /**
     * Registers {@code files} as the view {@value #VIEW}, replacing an earlier one, read by {@link GameLogReader}
     * (the current schema; older files read too, a column they lack is null), and {@value #PLIES} over it.
     *
     * @param files Parquet files as URIs ({@link GameLogFiles#resolve}); not empty
     * @return the games
     */
    public static Dataset<Row> register(SparkSession spark, List<String> files) {
        Dataset<Row> games = GameLogReader.read(spark, files);
        games.createOrReplaceTempView(VIEW);
        // One row per ply of the game (its plies), not per search: record games have moves and no search columns.
        spark.sql("SELECT " + String.join(", ", GAME_COLUMNS) + ", p.ply, p.ply % 2 AS side,"
                + " try_element_at(moves, p.ply + 1) AS move, try_element_at(eval_cp, p.ply + 1) AS eval_cp,"
                + " try_element_at(depth, p.ply + 1) AS depth, try_element_at(nodes, p.ply + 1) AS nodes,"
                + " try_element_at(time_us, p.ply + 1) AS time_us"
                + " FROM " + VIEW + " LATERAL VIEW posexplode(array_repeat(0, plies)) p AS ply, d")
                .createOrReplaceTempView(PLIES);
        return games;
    }

    /**
     * A query's result as text: column names and types, and rows of cells ({@code null} for SQL NULL).
     * Arrays, structs and maps are written as JSON ({@code ["e2e4","e7e5"]}); numbers as Spark casts them
     * to strings ({@code 0.5}, {@code 1.0E-5}).
     *
     * @param columns column names, in order (may repeat when the query repeats them)
     * @param numeric per column: true for numeric types (right-aligned in a table)
     * @param rows    the rows, streamed from Spark; {@link Iterator#next()} throws
     *                {@link LabInputException} when the query fails while running (e.g. division by zero)
     */
    public record Result(List<String> columns, boolean[] numeric, Iterator<String[]> rows) {
    }

    /**
     * Runs {@code sql} (Spark SQL; the view {@value #VIEW} registered first).
     *
     * @throws LabInputException if the SQL is empty, is not a read-only statement, does not parse or does
     *                           not analyse (unknown column, table or function, type error), with Spark's
     *                           message and position
     */
    public static Result run(SparkSession spark, String sql) {
        checkReadOnly(sql);
        Dataset<Row> df;
        try {
            df = spark.sql(sql);
        } catch (Exception e) { // Scala throws AnalysisException (a checked type) undeclared
            if (e instanceof ParseException) { // its message shows the statement with the place marked
                throw new LabInputException("bad SQL: " + e.getMessage().strip(), e);
            }
            if (e instanceof AnalysisException a) { // without the logical plan Spark appends
                throw new LabInputException("bad SQL: " + a.getSimpleMessage(), e);
            }
            throw e;
        }
        StructField[] fields = df.schema().fields();
        String[] positional = new String[fields.length];
        Column[] cells = new Column[fields.length];
        boolean[] numeric = new boolean[fields.length];
        for (int i = 0; i < fields.length; i++) {
            positional[i] = "c" + i;
        }
        Dataset<Row> renamed = df.toDF(positional);
        for (int i = 0; i < fields.length; i++) {
            DataType t = fields[i].dataType();
            Column c = functions.col(positional[i]);
            boolean nested = t instanceof ArrayType || t instanceof StructType || t instanceof MapType;
            cells[i] = nested ? functions.to_json(c) : c.cast("string");
            numeric[i] = t instanceof NumericType;
        }
        Iterator<Row> rows = renamed.select(cells).toLocalIterator();
        List<String> names = java.util.Arrays.stream(fields).map(StructField::name).toList();
        return new Result(names, numeric, new TextRows(rows, fields.length));
    }

    /**
     * Checks that {@code sql} is one read-only statement by its first keyword (after blanks and comments), as both
     * engines run it: SELECT, WITH, VALUES, TABLE, FROM, SHOW, DESCRIBE, EXPLAIN or a parenthesis.
     *
     * @throws LabInputException if the SQL is empty or starts otherwise (CREATE, INSERT, COPY, SET, ...)
     */
    static void checkReadOnly(String sql) {
        String keyword = firstKeyword(sql);
        if (keyword.isEmpty()) {
            throw new LabInputException("empty SQL query");
        }
        if (!READ_ONLY.contains(keyword)) {
            throw new LabInputException("lab query runs read-only queries (SELECT, WITH, VALUES, TABLE, FROM, "
                    + "SHOW, DESCRIBE, EXPLAIN); refused: " + keyword);
        }
        if (hasSecondStatement(sql)) { // DuckDB's driver runs every statement of the text, a COPY ... TO too
            throw new LabInputException("lab query runs one statement at a time: remove what follows the ';'");
        }
    }

    /**
     * True when a {@code ;} outside strings, quoted names and comments is followed by anything but blanks and
     * comments. Strings are {@code '...'} (quotes doubled), names {@code "..."}, and dollar-quoted
     * {@code $tag$...$tag$} (not inside a name); a backslash escape ({@code E'\''}) ends a string here earlier than in the engine, which
     * can only make a harmless text look like two statements, never hide a second one.
     */
    static boolean hasSecondStatement(String sql) {
        int n = sql.length();
        boolean ended = false;
        for (int i = 0; i < n; ) {
            char c = sql.charAt(i);
            if (sql.startsWith("--", i)) {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? n : eol + 1;
            } else if (sql.startsWith("/*", i)) {
                int end = sql.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (ended) {
                return true;
            } else if (c == ';') {
                ended = true;
                i++;
            } else if (c == '\'' || c == '"') {
                int j = i + 1;
                while (j < n && (sql.charAt(j) != c || j + 1 < n && sql.charAt(j + 1) == c)) {
                    j += sql.charAt(j) == c ? 2 : 1;
                }
                i = j + 1;
            } else if (c == '$' && (i == 0 || !isNameChar(sql.charAt(i - 1))) && sql.indexOf('$', i + 1) > 0
                    && sql.substring(i + 1, sql.indexOf('$', i + 1)).matches("[A-Za-z_]*")) {
                String tag = sql.substring(i, sql.indexOf('$', i + 1) + 1);
                int end = sql.indexOf(tag, i + tag.length());
                i = end < 0 ? n : end + tag.length();
            } else {
                i++;
            }
        }
        return false;
    }

    /** A character of an unquoted name ({@code a$b} is one name, not a dollar quote). */
    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    /** Rows of strings; a failure of the running query becomes a {@link LabInputException} unless internal. */
    private record TextRows(Iterator<Row> rows, int width) implements Iterator<String[]> {
        @Override
        public boolean hasNext() {
            try {
                return rows.hasNext();
            } catch (RuntimeException e) {
                throw translate(e);
            }
        }

        @Override
        public String[] next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Row r;
            try {
                r = rows.next();
            } catch (RuntimeException e) {
                throw translate(e);
            }
            String[] out = new String[width];
            for (int i = 0; i < width; i++) {
                out[i] = r.isNullAt(i) ? null : r.getString(i);
            }
            return out;
        }
    }

    /** The statement's first word, upper case, after blanks and SQL comments ("(" for a parenthesised query). */
    static String firstKeyword(String sql) {
        int i = 0;
        int n = sql == null ? 0 : sql.length();
        while (i < n) {
            if (Character.isWhitespace(sql.charAt(i))) {
                i++;
            } else if (sql.startsWith("--", i)) {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? n : eol + 1;
            } else if (sql.startsWith("/*", i)) {
                int end = sql.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else {
                break;
            }
        }
        if (i < n && sql.charAt(i) == '(') {
            return "(";
        }
        int start = i;
        while (i < n && Character.isLetter(sql.charAt(i))) {
            i++;
        }
        return sql == null ? "" : sql.substring(start, i).toUpperCase(Locale.ROOT);
    }

    /** The query's own error (not Spark's internal one) found in the cause chain, as bad input. */
    private static RuntimeException translate(RuntimeException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SparkThrowable st && st.getCondition() != null && !st.isInternalError()
                    && !"INTERNAL_ERROR".equals(st.getCondition())
                    && !st.getCondition().startsWith("FAILED_READ_FILE")) {
                return new LabInputException("query failed: " + t.getMessage(), e);
            }
        }
        return e;
    }
}
