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
 * {@code query}: one read-only Spark SQL statement over game logs, registered as the view {@code games}
 * (one row per game, schema v2; v1 logs read too), printed as CSV or as a table. Bad SQL, no logs, an {@code --out} that cannot be
 * written (checked before the query runs) or a bad Spark master: {@code error: ...},
 * exit status 2 (through the root command's handler of {@link org.ttakji.engines.core.LabInputException}).
 */
@Command(name = "query", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Spark SQL over the game logs, registered as the view 'games' (one row per game, schema v2; v1 logs read too).",
            "Arrays and structs print as JSON. Example:",
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

    @Option(names = "--master", paramLabel = "URL", description = "Spark master (default local[*]).")
    String master;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = commandSpec.commandLine().getErr();
        QueryOutput output = QueryOutput.parse(format);
        String sparkMaster = SparkSessions.checkMaster(SparkSessions.master(master));
        if (out != null) {
            AtomicFiles.checkWritable(out, "--out"); // before the query runs, which may take minutes
        }
        Path defaultRoot = LabHome.path().resolve(MatchSpecReader.defaults().get("out").asText());
        List<String> files = new GameLogFiles(defaultRoot, Path.of("").toAbsolutePath(), new Configuration())
                .resolve(games, err::println);
        err.flush();
        // Inside a JVM that already runs Spark (tests, an embedding program) the session is borrowed, not stopped.
        boolean borrowed = SparkSession.getDefaultSession().isDefined();
        SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-query");
        try {
            return runQuery(spark, files, output, err);
        } catch (Exception e) { // Spark's Scala code throws checked SparkExceptions undeclared
            throw SparkSessions.failure(spark, sparkMaster, e);
        } finally {
            if (!borrowed) {
                spark.stop();
            }
        }
    }

    /** Registers the logs, runs the query and writes its result. */
    private int runQuery(SparkSession spark, List<String> files, QueryOutput output, PrintWriter err) {
        GameLogQuery.register(spark, files);
        GameLogQuery.Result result = GameLogQuery.run(spark, sql);
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
        return 0;
    }
}
