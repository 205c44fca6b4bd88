package org.ttakji.selfplay.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.records.CheckRun;
import org.ttakji.engines.records.RecordsManifest;
import org.ttakji.engines.weights.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code records check <file|dir>...}: replays every record ({@link CheckRun}); exit status 0 when every record
 * replays, {@value RecordsCommand#EXIT_REFUSED} when some are refused, 2 on bad input.
 */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Replay every game of record files and folders; print one line per refused record (file#game,"
                + " ply, the move as written, the reason) and a summary per file, per place and in total.",
            "Exit status: 0 every record replays, 3 some are refused, 2 bad input (no such file, no record file)."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every record replays", "3:some records are refused", "2:bad input", "1:internal error"})
public final class RecordsCheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "<file|dir>", description = "Record files or folders (searched recursively).")
    List<Path> places = new ArrayList<>();

    @Option(names = "--variant", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "Read only this variant's formats (default: every variant's, by file extension).")
    Variant variant;

    @Option(names = "--summary", paramLabel = "file|place|total", defaultValue = "file",
            description = "Summary lines: per file, per place and the total (default); per place and the total; the total only.")
    String summary;

    @Option(names = "--write-manifest", paramLabel = "FILE",
            description = "Also write the places' totals as a records manifest (records-expected.tsv), paths relative to FILE's folder.")
    Path manifest;

    @Override
    public Integer call() {
        CheckRun.Summary level = CheckRun.Summary.parse(summary);
        if (manifest != null) {
            AtomicFiles.checkWritable(manifest, "--write-manifest");
        }
        CheckRun.Outcome outcome = CheckRun.run(places, variant, level, spec.commandLine().getOut(),
                spec.commandLine().getErr());
        if (manifest != null) {
            Path base = manifest.toAbsolutePath().normalize().getParent();
            List<RecordsManifest.Entry> entries = new ArrayList<>();
            for (int i = 0; i < places.size(); i++) {
                RecordsManifest.Entry e = outcome.places().get(i);
                String rel = base.relativize(places.get(i).toAbsolutePath().normalize()).toString()
                        .replace(java.io.File.separatorChar, '/');
                entries.add(new RecordsManifest.Entry(rel.isEmpty() ? "." : rel, e.games(), e.replayed(), e.refused(),
                        e.plies(), e.reasons()));
            }
            AtomicFiles.write(manifest, new RecordsManifest(entries).toText());
        }
        return outcome.allReplayed() ? 0 : RecordsCommand.EXIT_REFUSED;
    }
}
