package org.ttakji.selfplay.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.selfplay.GameExport;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.SparkSessions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code export <run or log dir>... [--format <id>] --out <file or dir>}: logged games as game records of their
 * variant ({@link GameExport}), readable back by {@code records check}.
 */
@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write logged games as game records of their variant, with players, levels, weights versions,"
                + " seed, result and termination as tags (readable back by ./lab records check).",
            "Formats: pgn (chess960), csa or kif (shogi), xqpgn or iccs (xiangqi), janggipgn (janggi), banqipgn (banqi);"
                + " default: each variant's first. One file per variant (<variant>.<ext>), or per game for csa and kif"
                + " (<variant>/<run>-<index>.<ext>)."})
public final class ExportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "<run|dir>",
            description = "Run ids under data/games, run or variant directories, log roots, Parquet files or Hadoop URIs.")
    List<String> places = new ArrayList<>();

    @Option(names = "--format", paramLabel = "<format>",
            description = "Record format id; only that format's variant is exported (default: every variant, each in its first format).")
    String format;

    @Option(names = "--out", required = true, paramLabel = "<file|dir>",
            description = "Output folder (must not exist, or be empty), or, for one variant in pgn, xqpgn, iccs,"
                    + " janggipgn or banqipgn, a file with the format's extension.")
    Path out;

    @Option(names = "--master", paramLabel = "URL", description = "Spark master (default local[*]).")
    String master;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        if (format != null) {
            org.ttakji.engines.records.RecordConversion.variantOf(format); // an unknown format before Spark starts
        }
        Path defaultRoot = LabHome.path().resolve(MatchSpecReader.defaults().get("out").asText());
        List<String> files = new GameLogFiles(defaultRoot, Path.of("").toAbsolutePath(), new Configuration())
                .resolve(places, err::println);
        String sparkMaster = SparkSessions.checkMaster(SparkSessions.master(master));
        boolean borrowed = SparkSession.getDefaultSession().isDefined();
        SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-export");
        try {
            GameExport.Summary s = GameExport.export(spark, files, format, out);
            StringBuilder line = new StringBuilder("export: " + s.total() + " games");
            for (Map.Entry<Variant, Integer> e : s.games().entrySet()) {
                line.append(", ").append(e.getKey().cliName()).append(' ').append(e.getValue());
            }
            line.append(" -> ").append(out).append(" (").append(s.outputs().size())
                    .append(s.outputs().size() == 1 ? " file)" : " files)");
            if (s.skipped() > 0) {
                line.append("; ").append(s.skipped()).append(" games of other variants left out");
            }
            err.println(line);
            err.flush();
            return 0;
        } catch (LabInputException e) {
            throw e;
        } catch (Exception e) { // Spark's Scala code throws checked SparkExceptions undeclared
            throw SparkSessions.failure(spark, sparkMaster, e);
        } finally {
            if (!borrowed) {
                spark.stop();
            }
        }
    }
}
