package org.ttakji.selfplay.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.records.RecordConversion;
import org.ttakji.engines.records.RecordFiles;
import org.ttakji.gamelog.RecordGameRows;
import org.ttakji.selfplay.RecordTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code records convert <file|dir>... --to <format> --out <path>}: the replayed games of record files in another
 * record format of their variant ({@link RecordConversion}), or as the lab's Parquet game table
 * ({@code --to parquet}, {@link RecordTable}).
 */
@Command(name = "convert", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Convert the games of record files to another format of their variant, or to the lab's Parquet"
                + " game table (--to parquet), which ./lab query --games <out> reads together with self-play logs.",
            "Formats the lab writes: pgn (chess960), csa and kif (shogi), xqpgn and iccs (xiangqi), janggipgn (janggi),"
                + " banqipgn (banqi). Records that do not replay are left out (./lab records check names them)."})
public final class RecordsConvertCommand implements Callable<Integer> {
    /** The target that is the game table rather than a record format. */
    public static final String PARQUET = "parquet";

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "<file|dir>", description = "Record files or folders (searched recursively).")
    List<Path> places = new ArrayList<>();

    @Option(names = "--to", required = true, paramLabel = "<format>", description = "Target format id, or parquet.")
    String to;

    @Option(names = "--out", required = true, paramLabel = "<path>",
            description = "Output folder (must not exist, or be empty); for pgn, xqpgn, iccs, janggipgn and banqipgn"
                    + " also a file with the format's extension (every game in one file); for parquet a new run"
                    + " directory (a path or a Hadoop URI).")
    String out;

    @Option(names = "--variant", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "Read only this variant's formats (default: every variant's, by file extension).")
    Variant variant;

    @Option(names = "--run-id", paramLabel = "ID", defaultValue = RecordGameRows.RECORDS_RUN,
            description = "Run id of the game-table rows (--to parquet; default ${DEFAULT-VALUE}).")
    String runId;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        RecordFiles.Found found = RecordFiles.find(places, variant);
        if (!PARQUET.equalsIgnoreCase(to)) {
            RecordConversion.Summary s = RecordConversion.convert(found.files(), to, Path.of(out));
            err.println("records convert: " + s.written() + " games from " + s.files() + " files -> " + out + " ("
                    + s.outputs().size() + (s.outputs().size() == 1 ? " file" : " files") + ")" + refusedNote(s.refused()));
            err.flush();
            return 0;
        }
        if (runId.isBlank() || !runId.matches("[A-Za-z0-9._-]+")) {
            throw new LabInputException("--run-id '" + runId + "': use letters, digits, '.', '_' and '-'");
        }
        RecordTable.Summary s = RecordTable.write(new Configuration(), found.files(), runId, out);
        err.println("records convert: " + s.written() + " games -> " + out + " (game table, run " + runId + ")"
                + refusedNote(s.refused()));
        err.flush();
        return 0;
    }

    private static String refusedNote(int refused) {
        return refused == 0 ? "" : "; " + refused + " records that do not replay were left out (./lab records check"
                + " names them)";
    }
}
