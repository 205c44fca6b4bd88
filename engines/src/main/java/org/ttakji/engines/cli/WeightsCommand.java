package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.weights.DataFileStore;
import org.ttakji.engines.weights.WeightsCodec;
import org.ttakji.engines.weights.WeightsFile;
import org.ttakji.engines.weights.WeightsStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code weights list|show|diff|promote <variant> ...}: the versioned weight files of
 * {@code data/weights/<variant>/} ({@link DataFileCommands}). {@code show}, {@code diff} and {@code promote}
 * validate a file as play does, against the engine's feature set.
 */
@Command(name = "weights", mixinStandardHelpOptions = true,
        description = "List, show, compare and promote versioned evaluation weights.",
        subcommands = {WeightsCommand.ListVersions.class, WeightsCommand.Show.class, WeightsCommand.Diff.class,
                WeightsCommand.Promote.class})
public final class WeightsCommand {
    private static final WeightsKind KIND = new WeightsKind();

    /** The extractor's feature set of a variant, or null if the variant has no evaluation in this build. */
    static FeatureSet currentFeatureSet(Variant variant) {
        try {
            return Variants.featureExtractor(variant).featureSet();
        } catch (LabInputException e) {
            return null;
        }
    }

    /** {@code weights list <variant>}. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "One line per version ('*' = promoted).")
    static final class ListVersions extends DataFileCommands.ListVersions<WeightsFile> {
        ListVersions() {
            super(KIND);
        }
    }

    /** {@code weights show <variant> [version]}. */
    @Command(name = "show", mixinStandardHelpOptions = true,
            description = "Metadata, provenance and weights of a version (validated as play validates it).")
    static final class Show extends DataFileCommands.Show<WeightsFile> {
        Show() {
            super(KIND);
        }
    }

    /** {@code weights diff <variant> <a> <b> [--top N]}. */
    @Command(name = "diff", mixinStandardHelpOptions = true, description = "Weights that differ between two versions, largest change first.")
    static final class Diff extends DataFileCommands.Diff<WeightsFile> {
        @Option(names = "--top", paramLabel = "N", description = "Show at most N features, N >= 1 (default: all).")
        Integer top;

        Diff() {
            super(KIND);
        }

        @Override
        void checkOptions() {
            if (top != null && top < 1) {
                throw new LabInputException("--top must be at least 1, got " + top + " (leave it out to show all)");
            }
        }

        @Override
        Integer top() {
            return top;
        }
    }

    /** {@code weights promote <variant> <version>}. */
    @Command(name = "promote", mixinStandardHelpOptions = true,
            description = "Make a version the one the engines load by default (validated first).")
    static final class Promote extends DataFileCommands.Promote<WeightsFile> {
        Promote() {
            super(KIND);
        }
    }

    /** How weights files are listed, shown and compared. */
    private static final class WeightsKind implements DataFileCommands.Kind<WeightsFile> {
        @Override
        public DataFileStore<WeightsFile> store(Path data) {
            return WeightsStore.at(data).store();
        }

        /** The promoted levels' measured strengths are stale once other weights are promoted: says so. */
        @Override
        public void promoted(PrintWriter out, DataFileStore<WeightsFile> store, Variant variant) {
            org.ttakji.engines.levels.LevelsStore levels = org.ttakji.engines.levels.LevelsStore.at(store.dataDir());
            if (levels.promoted(variant).isPresent()) {
                String stale = levels.staleNote(levels.load(variant, null));
                if (stale != null) {
                    out.println(variant + " levels " + levels.promoted(variant).get() + ": " + stale);
                }
            }
        }

        @Override
        public void list(PrintWriter out, DataFileStore<WeightsFile> store, Variant variant,
                         List<DataFileStore.Entry<WeightsFile>> entries) {
            FeatureSet current = currentFeatureSet(variant);
            out.printf("%-7s %-1s %-20s %-7s %-16s %-12s %10s  %s%n", "version", "", "createdAt", "parent",
                    "featureSet", "trainer", "positions", "status");
            for (DataFileStore.Entry<WeightsFile> e : entries) {
                String mark = e.promoted() ? "*" : "";
                WeightsFile f = e.file();
                if (f == null) {
                    out.printf("%-7s %-1s INVALID: %s%n", e.version(), mark, String.join("; ", e.problems()));
                    continue;
                }
                boolean otherSet = current != null && (!current.id().equals(f.featureSetId())
                        || !current.hash().equals(f.featureSetHash())) && WeightsCodec.liftOf(f, current) == null;
                String status = e.usable() ? "ok" : otherSet ? "other feature set"
                        : "INVALID: " + String.join("; ", e.problems());
                out.printf("%-7s %-1s %-20s %-7s %-16s %-12s %10s  %s%n", e.version(), mark, f.createdAt(),
                        f.parent() == null ? "-" : f.parent(), f.featureSetId(),
                        String.valueOf(f.provenance().getOrDefault("trainer", "?")),
                        String.valueOf(f.provenance().getOrDefault("positions", "-")), status);
            }
        }

        @Override
        public void show(PrintWriter out, DataFileStore<WeightsFile> store, WeightsFile f, boolean promoted) {
            FeatureSet engine = currentFeatureSet(f.variant()); // the file fits it: it was loaded as play loads it
            FeatureSet.Lift lift = WeightsCodec.liftOf(f, engine);
            FeatureSet current = lift == null ? engine : lift.from();
            out.println("file        " + store.file(f.variant(), f.version()));
            out.println("version     " + f.version() + (promoted ? " (promoted)" : ""));
            out.println("parent      " + (f.parent() == null ? "-" : f.parent()));
            out.println("createdAt   " + f.createdAt());
            out.println("featureSet  " + f.featureSetId() + " " + f.featureSetHash() + (lift == null
                    ? " (matches the engine)" : " (an earlier set: the engine lifts it into " + engine.id() + ")"));
            out.println("sha256      " + f.sha256());
            for (Map.Entry<String, Object> e : f.provenance().entrySet()) {
                out.println("provenance  " + e.getKey() + " = " + e.getValue());
            }
            out.println("weights     " + f.weights().size() + " (cp per unit)");
            for (Map.Entry<String, Double> e : f.weights().entrySet()) {
                int i = current.indexOf(e.getKey());
                out.printf("  %-28s %12.4f%s%n", e.getKey(), e.getValue(), i < 0 ? "" : "   " + current.description(i));
            }
        }

        @Override
        public void diff(PrintWriter out, DataFileStore.Diff<WeightsFile> diff, Integer top) {
            record Row(String name, Double a, Double b, double delta) {
            }
            List<Row> rows = new ArrayList<>();
            for (DataFileStore.Change c : diff.changes()) {
                Double x = (Double) c.a();
                Double y = (Double) c.b();
                rows.add(new Row(c.name(), x, y, (y == null ? 0 : y) - (x == null ? 0 : x)));
            }
            rows.sort(Comparator.comparingDouble((Row r) -> -Math.abs(r.delta())));
            out.printf("%-28s %12s %12s %12s%n", "feature", diff.a().version(), diff.b().version(), "change");
            int shown = 0;
            for (Row r : rows) {
                if (top != null && shown++ >= top) {
                    break;
                }
                out.printf("%-28s %12s %12s %+12.4f%n", r.name(), r.a() == null ? "-" : String.format("%.4f", r.a()),
                        r.b() == null ? "-" : String.format("%.4f", r.b()), r.delta());
            }
            out.println(rows.size() + " of " + diff.compared().size() + " weights differ");
        }
    }
}
