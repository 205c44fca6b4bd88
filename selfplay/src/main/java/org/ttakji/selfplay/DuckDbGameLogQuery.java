package org.ttakji.selfplay;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Struct;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.gamelog.GameLogSchema;
import org.ttakji.gamelog.MoveCodes;

/**
 * {@code lab query} over local game logs with DuckDB (embedded, in memory, through its JDBC driver): no Spark start.
 * The files are the view {@value GameLogQuery#VIEW} with the columns of {@link GameLogSchema#SCHEMA} in its order,
 * and {@value GameLogQuery#PLIES} one row per ply, as {@link GameLogQuery} registers them for Spark: a column a file's version lacks is NULL (v1:
 * {@code clock_stops}), and {@code moves} is the text of v1/v2 files or the v3 {@code move_codes} decoded in Java
 * ({@link MoveCodes}). Decoding costs a replay of every game, so it is done only for a query that mentions
 * {@code move} ({@code moves}, {@code plies.move}) or a {@code *} other than {@code count(*)}; any other query is
 * read whole first, and one that still needs the moves (a whole-row struct) meets a {@code moves not decoded} error
 * and runs again with them, so no query sees missing moves. Results are text cells as
 * Spark's are: numbers as Java prints them ({@code 0.5}, {@code 1.0E-5}), lists and structs as JSON (a struct's NULL
 * fields left out, as Spark's {@code to_json} does). The SQL is DuckDB's dialect.
 */
public final class DuckDbGameLogQuery implements AutoCloseable {
    /** The message of the placeholder {@code moves} of a view without decoded moves. */
    private static final String NOT_DECODED = "lab: moves not decoded";
    /** A star that is not {@code count(*)}: a query that may select {@code moves} without naming it. */
    private static final Pattern STAR = Pattern.compile("(?<!\\(\\s{0,9})\\*(?!\\s*\\))");

    private final Connection connection;
    private final String source;
    private final Set<String> present;
    private boolean decoded;

    private DuckDbGameLogQuery(Connection connection, String source, Set<String> present) {
        this.connection = connection;
        this.source = source;
        this.present = present;
    }

    /** The version of the DuckDB library, e.g. {@code v1.4.4}. */
    public String version() {
        try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery("SELECT version()")) {
            r.next();
            return r.getString(1);
        } catch (SQLException e) {
            return "unknown";
        }
    }

    /** True once the view's {@code moves} of v3 games are decoded (a query needed them). */
    boolean decodedMoves() {
        return decoded;
    }

    /** True when every file is a local one ({@code file:} URI), which DuckDB reads. */
    public static boolean readable(List<String> files) {
        return !files.isEmpty() && files.stream().allMatch(f -> f.startsWith("file:"));
    }

    /**
     * Opens an in-memory DuckDB with the files as the view {@value GameLogQuery#VIEW}.
     *
     * @param files local Parquet files as {@code file:} URIs ({@link org.ttakji.gamelog.GameLogFiles#resolve}); not empty
     * @throws IllegalArgumentException if {@code files} is empty or holds a file that is not local
     * @throws LabInputException        if a file cannot be read as Parquet
     */
    public static DuckDbGameLogQuery open(List<String> files) {
        if (!readable(files)) {
            throw new IllegalArgumentException("DuckDB reads local game log files only: " + files);
        }
        String list = files.stream().map(f -> literal(Path.of(URI.create(f)).toString()))
                .collect(Collectors.joining(", ", "[", "]"));
        // No hive partitioning: DuckDB would otherwise take `variant` (and add `run`) from the variant=/run=
        // directories, over the column the file holds.
        String source = "read_parquet(" + list + ", union_by_name = true, hive_partitioning = false, filename = true,"
                + " file_row_number = true)";
        Connection c = null;
        try {
            c = DriverManager.getConnection("jdbc:duckdb:");
            Set<String> present = new HashSet<>();
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("DESCRIBE SELECT * FROM " + source)) {
                while (r.next()) {
                    present.add(r.getString(1));
                }
            }
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TEMP TABLE lab_moves (filename VARCHAR, file_row_number BIGINT, moves VARCHAR[])");
            }
            DuckDbGameLogQuery q = new DuckDbGameLogQuery(c, source, present);
            q.createView();
            return q;
        } catch (SQLException e) {
            closeQuietly(c);
            throw new LabInputException("cannot read a game log: " + firstLine(e.getMessage()), e);
        }
    }

    /** The view: the readers' columns, NULL where a version lacks one, moves decoded or a placeholder. */
    private void createView() throws SQLException {
        boolean text = present.contains(GameLogSchema.MOVES.name());
        boolean codes = present.contains(GameLogSchema.MOVE_CODES.name());
        // Typed: an untyped NULL or error() branch would make the column NULL-typed, and DuckDB folds moves[i] of
        // that to NULL without evaluating the placeholder.
        String coded = decoded ? "m.moves" : "CAST(error('" + NOT_DECODED + "') AS VARCHAR[])";
        String moves = text && codes ? "CASE WHEN g.move_codes IS NULL THEN g.moves ELSE " + coded + " END"
                : text ? "g.moves" : codes ? "CASE WHEN g.move_codes IS NULL THEN NULL::VARCHAR[] ELSE " + coded + " END"
                : "NULL::VARCHAR[]";
        List<String> columns = new ArrayList<>();
        for (var f : GameLogSchema.SCHEMA.fields()) {
            String name = f.name();
            if (name.equals(GameLogSchema.MOVES.name())) {
                columns.add(moves + " AS moves");
            } else if (present.contains(name)) {
                columns.add("g." + name);
            } else {
                columns.add("NULL::" + (name.equals("clock_stops") ? "INTEGER" : "VARCHAR") + " AS " + name);
            }
        }
        String join = decoded ? " LEFT JOIN lab_moves m USING (filename, file_row_number)" : "";
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE OR REPLACE TEMP VIEW " + GameLogQuery.VIEW + " AS SELECT " + String.join(", ", columns)
                    + " FROM " + source + " g" + join);
            s.execute("CREATE OR REPLACE TEMP VIEW " + GameLogQuery.PLIES + " AS SELECT "
                    + String.join(", ", GameLogQuery.GAME_COLUMNS) + ", CAST(i - 1 AS INTEGER) AS ply,"
                    + " CAST((i - 1) % 2 AS INTEGER) AS side, moves[i] AS move, eval_cp[i] AS eval_cp,"
                    + " depth[i] AS depth, nodes[i] AS nodes, time_us[i] AS time_us"
                    + " FROM (SELECT *, unnest(range(1, plies + 1)) AS i FROM " + GameLogQuery.VIEW + ")");
        }
    }

    /** Decodes every v3 game's moves into {@code lab_moves} and puts them into the view. */
    private void decodeMoves() throws SQLException {
        if (decoded) {
            return;
        }
        if (present.contains(GameLogSchema.MOVE_CODES.name())) {
            try (Statement s = connection.createStatement();
                 ResultSet r = s.executeQuery("SELECT filename, file_row_number, game_id, variant, rules, start_fen,"
                         + " move_codes FROM " + source + " WHERE move_codes IS NOT NULL");
                 DuckDBAppender out = connection.unwrap(DuckDBConnection.class).createAppender("temp", "main", "lab_moves")) {
                while (r.next()) {
                    String[] moves;
                    try {
                        moves = MoveCodes.decode(r.getString(4), r.getString(5), r.getString(6), r.getBytes(7));
                    } catch (IllegalArgumentException e) {
                        throw new LabInputException("cannot decode the moves of game " + r.getString(3) + ": "
                                + e.getMessage(), e);
                    }
                    out.beginRow().append(r.getString(1)).append(r.getLong(2)).append(Arrays.asList(moves)).endRow();
                }
            }
        }
        decoded = true;
        createView();
    }

    /**
     * Runs {@code sql} (DuckDB SQL; read-only statements only, as for Spark).
     *
     * @throws LabInputException if the SQL is empty, not read-only, or DuckDB refuses it (parse, bind or run
     *                           error), with DuckDB's message
     */
    public GameLogQuery.Result run(String sql) {
        GameLogQuery.checkReadOnly(sql);
        try {
            if (sql.toLowerCase(Locale.ROOT).contains("move") || STAR.matcher(sql).find()) {
                decodeMoves();
            }
            GameLogQuery.Result result = execute(sql);
            if (decoded) {
                return result;
            }
            // Without decoded moves the whole result is read first: the placeholder may fail on any row.
            List<String[]> rows = new ArrayList<>();
            result.rows().forEachRemaining(rows::add);
            return new GameLogQuery.Result(result.columns(), result.numeric(), rows.iterator());
        } catch (SQLException | LabInputException e) {
            if (!decoded && e.getMessage() != null && e.getMessage().contains(NOT_DECODED)) {
                try {
                    decodeMoves();
                    return execute(sql);
                } catch (SQLException again) {
                    throw badSql(again);
                }
            }
            throw e instanceof SQLException q ? badSql(q) : (LabInputException) e;
        }
    }

    private GameLogQuery.Result execute(String sql) throws SQLException {
        Statement s = connection.createStatement();
        ResultSet r = s.executeQuery(sql);
        ResultSetMetaData m = r.getMetaData();
        int n = m.getColumnCount();
        List<String> names = new ArrayList<>();
        boolean[] numeric = new boolean[n];
        for (int i = 0; i < n; i++) {
            names.add(m.getColumnLabel(i + 1));
            numeric[i] = isNumeric(m.getColumnTypeName(i + 1));
        }
        // The first row is fetched here, so a query that fails at once (the placeholder moves) fails in run().
        boolean first = r.next();
        return new GameLogQuery.Result(names, numeric, new TextRows(s, r, n, first));
    }

    private static boolean isNumeric(String type) {
        String t = type.toUpperCase(Locale.ROOT);
        return t.matches("U?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)|FLOAT|DOUBLE|DECIMAL.*|VARINT");
    }

    /** Rows of text cells, streamed from the result set. */
    private static final class TextRows implements Iterator<String[]> {
        private final Statement statement;
        private final ResultSet rows;
        private final int width;
        private boolean ahead;

        TextRows(Statement statement, ResultSet rows, int width, boolean ahead) {
            this.statement = statement;
            this.rows = rows;
            this.width = width;
            this.ahead = ahead;
        }

        @Override
        public boolean hasNext() {
            return ahead;
        }

        @Override
        public String[] next() {
            if (!ahead) {
                throw new NoSuchElementException();
            }
            try {
                String[] out = new String[width];
                for (int i = 0; i < width; i++) {
                    out[i] = text(rows.getObject(i + 1));
                }
                ahead = rows.next();
                if (!ahead) {
                    statement.close();
                }
                return out;
            } catch (SQLException e) {
                throw new LabInputException("query failed: " + e.getMessage().strip(), e);
            }
        }
    }

    /** A cell as Spark's {@code CAST(... AS STRING)} or {@code to_json} writes it; null for SQL NULL. */
    static String text(Object v) throws SQLException {
        if (v == null) {
            return null;
        }
        if (v instanceof Array || v instanceof Struct || v instanceof Map<?, ?>) {
            return json(v).toString();
        }
        if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (v instanceof byte[] b) {
            return new String(b, StandardCharsets.UTF_8);
        }
        return v.toString(); // Double.toString and Float.toString are Spark's casts too
    }

    private static com.fasterxml.jackson.databind.JsonNode json(Object v) throws SQLException {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (v == null) {
            return f.nullNode();
        }
        if (v instanceof Array a) {
            ArrayNode out = f.arrayNode();
            for (Object e : (Object[]) a.getArray()) {
                out.add(json(e));
            }
            return out;
        }
        if (v instanceof org.duckdb.DuckDBStruct s) {
            ObjectNode out = f.objectNode();
            for (Map.Entry<String, Object> e : s.getMap().entrySet()) {
                if (e.getValue() != null) { // Spark's to_json leaves NULL fields out
                    out.set(e.getKey(), json(e.getValue()));
                }
            }
            return out;
        }
        if (v instanceof Map<?, ?> m) {
            ObjectNode out = f.objectNode();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.set(String.valueOf(e.getKey()), json(e.getValue()));
            }
            return out;
        }
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            return f.numberNode(((Number) v).longValue());
        }
        if (v instanceof BigInteger i) {
            return f.numberNode(i);
        }
        if (v instanceof Double d) {
            return f.numberNode(d);
        }
        if (v instanceof Float x) {
            return f.numberNode(x);
        }
        if (v instanceof BigDecimal d) {
            return f.numberNode(d);
        }
        if (v instanceof Boolean b) {
            return f.booleanNode(b);
        }
        return f.textNode(text(v));
    }

    private static LabInputException badSql(SQLException e) {
        String m = e.getMessage() == null ? e.toString() : e.getMessage().strip();
        boolean compile = m.startsWith("Parser Error") || m.startsWith("Binder Error") || m.startsWith("Catalog Error");
        return new LabInputException((compile ? "bad SQL: " : "query failed: ") + m, e);
    }

    private static String literal(String s) {
        return "'" + s.replace("'", "''") + "'";
    }

    private static String firstLine(String m) {
        if (m == null) {
            return "";
        }
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).strip();
    }

    private static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // closing after a failure: the failure is what matters
            }
        }
    }

    /** Closes the database (in memory: nothing stays behind). */
    @Override
    public void close() {
        closeQuietly(connection);
    }
}
