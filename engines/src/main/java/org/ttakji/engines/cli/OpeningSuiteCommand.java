package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.openings.SuiteExtractor;
import org.ttakji.engines.weights.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code opening-suite <variant> --records PATH... --ply K[,K...] [--min-remaining N] [--min-games N] [--max N]
 * [--out FILE]}: an opening suite from real game records ({@link SuiteExtractor}), written with its provenance
 * header to {@code --out} (atomically) or stdout; the counts go to stderr. The suites under
 * {@code data/openings/} were made with it.
 */
@Command(name = "opening-suite", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Make an opening suite (start rule suite:FILE) from real game records.",
            "The positions after the given plies, deduplicated, most frequent first, with a provenance header."})
public final class OpeningSuiteCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi or janggi (a variant with record formats)")
    Variant variant;

    @Option(names = "--records", required = true, split = ",", paramLabel = "PATH",
            description = "Record files or directories (searched recursively), comma-separated or repeated.")
    List<Path> records = new ArrayList<>();

    @Option(names = "--ply", required = true, split = ",", paramLabel = "K",
            description = "Take the position after K plies (several: K,K,...).")
    List<Integer> plies = new ArrayList<>();

    @Option(names = "--min-remaining", paramLabel = "N",
            description = "Only from games with at least N more plies (default ${DEFAULT-VALUE}).")
    int minRemaining = 20;

    @Option(names = "--min-games", paramLabel = "N",
            description = "Only positions reached by at least N games (default ${DEFAULT-VALUE}).")
    int minGames = 1;

    @Option(names = "--max", paramLabel = "N", description = "At most N positions, most frequent first (default ${DEFAULT-VALUE}).")
    int max = 500;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the suite here (default: stdout).")
    Path out;

    @Override
    public Integer call() {
        VariantRules rules = Variants.rules(variant);
        SuiteExtractor.Settings settings = new SuiteExtractor.Settings(plies, minRemaining, minGames, max);
        if (out != null) {
            AtomicFiles.checkWritable(out, "--out");
        }
        SuiteExtractor.Extraction x = SuiteExtractor.extract(rules, records, settings);
        String command = "./lab opening-suite " + variant.cliName() + " --records "
                + String.join(",", records.stream().map(Path::toString).toList()) + " --ply "
                + String.join(",", plies.stream().map(String::valueOf).toList()) + " --min-remaining " + minRemaining
                + " --min-games " + minGames + " --max " + max;
        String text = SuiteExtractor.text(rules, x, settings, command, records.stream().map(Path::toString).toList());
        PrintWriter err = spec.commandLine().getErr();
        x.unreadable().forEach(m -> err.println("unreadable: " + m));
        err.printf(Locale.ROOT, "opening-suite %s: %d files, %d games replayed, %d positions taken, %d distinct, %d kept%n",
                variant, x.files(), x.replayed(), x.samples(), x.distinct(), x.kept().size());
        err.flush();
        if (out == null) {
            PrintWriter o = spec.commandLine().getOut();
            o.print(text);
            o.flush();
        } else {
            AtomicFiles.write(out, text);
            err.println("written: " + out);
            err.flush();
        }
        return 0;
    }
}
