package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.DataFileStore;
import picocli.CommandLine.Command;

/**
 * {@code levels list|show|diff|promote <variant> ...}: the versioned level files of
 * {@code data/levels/<variant>/} ({@link DataFileCommands}). A file naming a weights version that is not in
 * the data directory is listed and shown, marked MISSING; play and {@code promote} refuse it. Measured strengths
 * of a file whose weights version is not the promoted one are marked STALE ({@link LevelsStore#staleNote}).
 */
@Command(name = "levels", mixinStandardHelpOptions = true,
        description = "List, show, compare and promote versioned level definitions (easy, normal, expert).",
        subcommands = {LevelsCommand.ListVersions.class, LevelsCommand.Show.class, LevelsCommand.Diff.class,
                LevelsCommand.Promote.class})
public final class LevelsCommand {
    private static final LevelsKind KIND = new LevelsKind();

    /** {@code levels list <variant>}. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "One line per version ('*' = promoted).")
    static final class ListVersions extends DataFileCommands.ListVersions<LevelsFile> {
        ListVersions() {
            super(KIND);
        }
    }

    /** {@code levels show <variant> [version]}. */
    @Command(name = "show", mixinStandardHelpOptions = true, description = "The three levels of a version.")
    static final class Show extends DataFileCommands.Show<LevelsFile> {
        Show() {
            super(KIND);
        }
    }

    /** {@code levels diff <variant> <a> <b>}. */
    @Command(name = "diff", mixinStandardHelpOptions = true,
            description = "Which levels' parameters differ between two versions.")
    static final class Diff extends DataFileCommands.Diff<LevelsFile> {
        Diff() {
            super(KIND);
        }
    }

    /** {@code levels promote <variant> <version>}. */
    @Command(name = "promote", mixinStandardHelpOptions = true, description = "Make a version the default (validated first).")
    static final class Promote extends DataFileCommands.Promote<LevelsFile> {
        Promote() {
            super(KIND);
        }
    }

    /** How levels files are listed, shown and compared. */
    private static final class LevelsKind implements DataFileCommands.Kind<LevelsFile> {
        @Override
        public DataFileStore<LevelsFile> store(Path data) {
            return LevelsStore.at(data).store();
        }

        @Override
        public void list(PrintWriter out, DataFileStore<LevelsFile> store, Variant variant,
                         List<DataFileStore.Entry<LevelsFile>> entries) {
            LevelsStore levels = LevelsStore.at(store.dataDir());
            for (DataFileStore.Entry<LevelsFile> e : entries) {
                String mark = e.promoted() ? "*" : " ";
                LevelsFile f = e.file();
                if (f == null) {
                    out.printf("%s %s INVALID: %s%n", e.version(), mark, String.join("; ", e.problems()));
                } else {
                    String stale = levels.staleNote(f);
                    out.printf("%s %s %s weights=%s%s%s%n", e.version(), mark, f.createdAt(), f.weightsVersion(),
                            levels.missingWeightsVersion(f) == null ? "" : " (MISSING: not in the weights store)",
                            stale == null ? "" : " (" + stale + ")");
                }
            }
        }

        @Override
        public void show(PrintWriter out, DataFileStore<LevelsFile> store, LevelsFile f, boolean promoted) {
            String missing = LevelsStore.at(store.dataDir()).missingWeightsVersion(f) == null ? ""
                    : ", MISSING: not in the weights store, so play refuses these levels";
            out.println(f.variant() + " levels " + f.version() + " (weights " + f.weightsVersion() + missing
                    + ", created " + f.createdAt() + ")");
            out.printf("%-7s %6s %9s %8s %8s %8s %8s %8s  %s%n", "level", "depth", "nodes", "timeMs", "noiseCp",
                    "tempCp", "blunder", "maxLoss", "strength");
            for (Level l : f.levels().values()) {
                out.printf("%-7s %6s %9s %8s %8d %8d %8.3f %8d  %s%n", l.name(), str(l.depth()), str(l.nodes()),
                        str(l.moveTimeMs()), l.evalNoiseCp(), l.temperatureCp(), l.blunderRate(), l.blunderMaxLossCp(),
                        l.strength().describe());
            }
            for (Level l : f.levels().values()) {
                if (!l.strength().isUnknown()) {
                    out.println(l.name() + ": measured by " + l.strength().measuredBy()
                            + (l.strength().anchors().isEmpty() ? "" : " against " + String.join(", ", l.strength().anchors())));
                }
            }
            String stale = LevelsStore.at(store.dataDir()).staleNote(f);
            if (stale != null) {
                out.println(stale);
            }
        }

        /**
         * One line per changed value, {@code name  a -> b} ({@code weightsVersion}, {@code easy.depth}, ...),
         * then how many of the levels differ and which.
         */
        @Override
        public void diff(PrintWriter out, DataFileStore.Diff<LevelsFile> diff, Integer top) {
            LevelsFile a = diff.a();
            LevelsFile b = diff.b();
            out.println(a.variant() + " levels " + a.version() + " -> " + b.version());
            Set<String> changedLevels = new LinkedHashSet<>();
            for (DataFileStore.Change c : diff.changes()) {
                out.printf("  %-26s %s -> %s%n", c.name(), str(c.a()), str(c.b()));
                int dot = c.name().indexOf('.');
                if (dot > 0) {
                    changedLevels.add(c.name().substring(0, dot));
                }
            }
            Set<String> levels = new LinkedHashSet<>(a.levels().keySet());
            levels.addAll(b.levels().keySet());
            out.println(changedLevels.size() + " of " + levels.size() + " levels differ"
                    + (changedLevels.isEmpty() ? "" : ": " + String.join(", ", changedLevels)));
        }

        private static String str(Object o) {
            return o == null ? "-" : o.toString();
        }
    }
}
