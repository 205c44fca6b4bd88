package org.ttakji.selfplay.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.weights.AtomicFiles;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.selfplay.DuckDbGameLogQuery;
import org.ttakji.selfplay.GameLogQuery;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.QueryOutput;
import org.ttakji.selfplay.SparkSessions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code query}: one read-only SQL statement over game logs, registered as the view {@code games} (one row per game,
 * the readers' columns of schema v3, moves in machine notation; v1 and v2 logs read too), printed as CSV or as a
 * table. Local logs without {@code --master} are answered by DuckDB (embedded: no Spark start); logs elsewhere
 * (hdfs://, ...), {@code --master} or {@code --engine spark} by Spark SQL. The engine that answers is named on
 * stderr. Bad SQL, no logs, an {@code --out} that cannot be written (checked before the query runs) or a bad Spark
 * master: {@code error: ...}, exit status 2 (through the root command's handler of
 * {@link org.ttakji.engines.core.LabInputException}).
 */
@Command(name = "query", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"SQL over the game logs, registered as the view 'games' (one row per game, schema v3; v1 and v2 logs read too).",
            "Local logs are answered by DuckDB (no Spark start), others, --master or --engine spark by Spark SQL;",
            "the engine is named on stderr. Arrays and structs print as JSON. Example:",
            "  ./lab query \"SELECT variant, count(*) AS games FROM games GROUP BY variant ORDER BY variant\""})
public final class QueryCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Parameters(index = "0", paramLabel = "SQL", description = "A SELECT (or WITH, SHOW, DESCRIBE, EXPLAIN) over 'games'.")
    String sql;

    @Option(names = "--games", paramLabel = "DIR|RUN_ID", split = ",",
            description = "Where the logs are (repeatable, or comma-separated): a log root, run or variant directory, "
                    + "a Parquet file, a Hadoop URI (hdfs://...), or a run id under data/games. "
                    + "Default: every run under data/games.")
    List<String> games = new ArrayList<>();

    @Option(names = "--format", paramLabel = "csv|table", defaultValue = "csv", description = "Output format (default ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the result to FILE (atomically) instead of stdout.")
    Path out;

    @Option(names = "--master", paramLabel = "URL", description = "Spark master (default local[*]); implies --engine spark.")
    String master;

    @Option(names = "--engine", paramLabel = "auto|duckdb|spark", defaultValue = "auto",
            description = "SQL engine: auto (default: DuckDB for local logs without --master, else Spark), duckdb "
                    + "(DuckDB SQL, local logs only) or spark (Spark SQL).")
    String engine;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = commandSpec.commandLine().getErr();
        QueryOutput output = QueryOutput.parse(format);
        String choice = engine.toLowerCase(java.util.Locale.ROOT);
        if (!List.of("auto", "duckdb", "spark").contains(choice)) {
            throw new LabInputException("unknown --engine '" + engine + "' (expected auto, duckdb or spark)");
        }
        if (master != null && choice.equals("duckdb")) {
            throw new LabInputException("--master runs Spark: it cannot be given with --engine duckdb");
        }
        String sparkMaster = SparkSessions.checkMaster(SparkSessions.master(master));
        if (out != null) {
            AtomicFiles.checkWritable(out, "--out"); // before the query runs, which may take minutes
        }
        Path defaultRoot = LabHome.path().resolve(MatchSpecReader.defaults().get("out").asText());
        List<String> files = new GameLogFiles(defaultRoot, Path.of("").toAbsolutePath(), new Configuration())
                .resolve(games, err::println);
        boolean local = DuckDbGameLogQuery.readable(files);
        if (choice.equals("duckdb") && !local) {
            throw new LabInputException("--engine duckdb reads local logs only; these are not: "
                    + files.stream().filter(f -> !f.startsWith("file:")).findFirst().orElse(""));
        }
        boolean spark = choice.equals("spark") || choice.equals("auto") && (!local || master != null
                || System.getProperty("spark.master") != null);
        if (!spark) {
            try (DuckDbGameLogQuery duck = DuckDbGameLogQuery.open(files)) {
                write(duck.run(sql), output, err);
                return answeredBy("DuckDB " + duck.version() + " (local logs; for Spark SQL: --engine spark)", err);
            }
        }
        // Inside a JVM that already runs Spark (tests, an embedding program) the session is borrowed, not stopped.
        boolean borrowed = SparkSession.getDefaultSession().isDefined();
        SparkSession session = SparkSessions.start(sparkMaster, "ttakji-query");
        try {
            GameLogQuery.register(session, files);
            write(GameLogQuery.run(session, sql), output, err);
            return answeredBy("Spark SQL on " + sparkMaster, err);
        } catch (Exception e) { // Spark's Scala code throws checked SparkExceptions undeclared
            throw SparkSessions.failure(session, sparkMaster, e);
        } finally {
            if (!borrowed) {
                session.stop();
            }
        }
    }

    /** The last line on stderr: which engine answered (the SQL dialects differ). */
    private static int answeredBy(String engine, PrintWriter err) {
        err.println("query: answered by " + engine);
        err.flush();
        return 0;
    }

    /** Writes the result to stdout or {@code --out}. */
    private void write(GameLogQuery.Result result, QueryOutput output, PrintWriter err) {
        if (out == null) {
            output.write(result, commandSpec.commandLine().getOut());
        } else {
            StringWriter text = new StringWriter();
            long rows = output.write(result, text);
            try {
                AtomicFiles.write(out, text.toString());
            } catch (UncheckedIOException e) {
                throw new LabInputException("--out '" + out + "': " + e.getMessage(), e);
            }
            err.println("query: " + rows + (rows == 1 ? " row" : " rows") + " -> " + out);
            err.flush();
        }
    }
}
