package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.weights.DataFileException;
import org.ttakji.engines.weights.PromoteOutcome;
import org.ttakji.engines.weights.WeightsFile;
import org.ttakji.engines.weights.WeightsStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code weights list|show|diff|promote <variant> ...}: the versioned weight files of
 * {@code data/weights/<variant>/}. Every file shown is validated first (a corrupt one is an error).
 */
@Command(name = "weights", mixinStandardHelpOptions = true,
        description = "List, show, compare and promote versioned evaluation weights.",
        subcommands = {WeightsCommand.ListVersions.class, WeightsCommand.Show.class, WeightsCommand.Diff.class,
                WeightsCommand.Promote.class})
public final class WeightsCommand {

    /** The extractor's feature set of a variant, or null if the variant has no evaluation in this build. */
    static FeatureSet currentFeatureSet(Variant variant) {
        try {
            return Variants.featureExtractor(variant).featureSet();
        } catch (LabInputException e) {
            return null;
        }
    }

    /** {@code weights list <variant>}: one line per version, the promoted one marked {@code *}. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "One line per version ('*' = promoted).")
    static final class ListVersions implements Runnable {
        @Spec
        CommandSpec spec;
        @Mixin
        DataDirOption data;
        @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
                description = "chess960, shogi, xiangqi, janggi or banqi")
        Variant variant;

        @Override
        public void run() {
            WeightsStore store = WeightsStore.at(data.path());
            PrintWriter out = spec.commandLine().getOut();
            Optional<String> promoted = store.promoted(variant);
            FeatureSet current = currentFeatureSet(variant);
            out.printf("%-7s %-1s %-20s %-7s %-16s %-12s %10s  %s%n", "version", "", "createdAt", "parent",
                    "featureSet", "trainer", "positions", "status");
            for (String v : store.versions(variant)) {
                String mark = promoted.filter(v::equals).isPresent() ? "*" : "";
                try {
                    WeightsFile f = store.read(variant, v);
                    String status = current == null ? "ok"
                            : current.hash().equals(f.featureSetHash()) ? "ok" : "other feature set";
                    out.printf("%-7s %-1s %-20s %-7s %-16s %-12s %10s  %s%n", v, mark, f.createdAt(),
                            f.parent() == null ? "-" : f.parent(), f.featureSetId(),
                            String.valueOf(f.provenance().getOrDefault("trainer", "?")),
                            String.valueOf(f.provenance().getOrDefault("positions", "-")), status);
                } catch (DataFileException e) {
                    out.printf("%-7s %-1s INVALID: %s%n", v, mark, String.join("; ", e.problems()));
                }
            }
            out.flush();
        }
    }

    /** {@code weights show <variant> [version]}: metadata, provenance and every weight. */
    @Command(name = "show", mixinStandardHelpOptions = true, description = "Metadata, provenance and weights of a version.")
    static final class Show implements Runnable {
        @Spec
        CommandSpec spec;
        @Mixin
        DataDirOption data;
        @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
                description = "chess960, shogi, xiangqi, janggi or banqi")
        Variant variant;
        @Parameters(index = "1", arity = "0..1", paramLabel = "<version>", description = "vNNNN (default: promoted)")
        String version;

        @Override
        public void run() {
            WeightsStore store = WeightsStore.at(data.path());
            String v = store.resolve(variant, version);
            WeightsFile f = store.read(variant, v);
            FeatureSet current = currentFeatureSet(variant);
            PrintWriter out = spec.commandLine().getOut();
            out.println("file        " + store.file(variant, v));
            out.println("version     " + f.version() + (store.promoted(variant).filter(v::equals).isPresent() ? " (promoted)" : ""));
            out.println("parent      " + (f.parent() == null ? "-" : f.parent()));
            out.println("createdAt   " + f.createdAt());
            out.println("featureSet  " + f.featureSetId() + " " + f.featureSetHash()
                    + (current == null ? "" : current.hash().equals(f.featureSetHash()) ? " (matches the engine)"
                    : " (engine uses " + current.id() + ")"));
            out.println("sha256      " + f.sha256());
            for (Map.Entry<String, Object> e : f.provenance().entrySet()) {
                out.println("provenance  " + e.getKey() + " = " + e.getValue());
            }
            out.println("weights     " + f.weights().size() + " (cp per unit)");
            for (Map.Entry<String, Double> e : f.weights().entrySet()) {
                int i = current == null ? -1 : current.indexOf(e.getKey());
                out.printf("  %-28s %12.4f%s%n", e.getKey(), e.getValue(), i < 0 ? "" : "   " + current.description(i));
            }
            out.flush();
        }
    }

    /** {@code weights diff <variant> <a> <b>}: weights that differ, largest change first. */
    @Command(name = "diff", mixinStandardHelpOptions = true, description = "Weights that differ between two versions, largest change first.")
    static final class Diff implements Runnable {
        @Spec
        CommandSpec spec;
        @Mixin
        DataDirOption data;
        @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
                description = "chess960, shogi, xiangqi, janggi or banqi")
        Variant variant;
        @Parameters(index = "1", paramLabel = "<a>", description = "vNNNN or promoted")
        String a;
        @Parameters(index = "2", paramLabel = "<b>", description = "vNNNN or promoted")
        String b;
        @Option(names = "--top", paramLabel = "N", description = "Show at most N features, N >= 1 (default: all).")
        Integer top;

        @Override
        public void run() {
            if (top != null && top < 1) {
                throw new LabInputException("--top must be at least 1, got " + top + " (leave it out to show all)");
            }
            WeightsStore store = WeightsStore.at(data.path());
            WeightsFile fa = store.read(variant, store.resolve(variant, a));
            WeightsFile fb = store.read(variant, store.resolve(variant, b));
            PrintWriter out = spec.commandLine().getOut();
            if (!fa.featureSetHash().equals(fb.featureSetHash())) {
                out.println("note: different feature sets: " + fa.featureSetId() + " vs " + fb.featureSetId());
            }
            Set<String> names = new LinkedHashSet<>(fa.weights().keySet());
            names.addAll(fb.weights().keySet());
            record Row(String name, Double a, Double b, double delta) {
            }
            List<Row> rows = new ArrayList<>();
            for (String n : names) {
                Double x = fa.weights().get(n);
                Double y = fb.weights().get(n);
                double delta = (y == null ? 0 : y) - (x == null ? 0 : x);
                if (x == null || y == null || delta != 0) {
                    rows.add(new Row(n, x, y, delta));
                }
            }
            rows.sort(Comparator.comparingDouble((Row r) -> -Math.abs(r.delta())));
            out.printf("%-28s %12s %12s %12s%n", "feature", fa.version(), fb.version(), "change");
            int shown = 0;
            for (Row r : rows) {
                if (top != null && shown++ >= top) {
                    break;
                }
                out.printf("%-28s %12s %12s %+12.4f%n", r.name(), r.a() == null ? "-" : String.format("%.4f", r.a()),
                        r.b() == null ? "-" : String.format("%.4f", r.b()), r.delta());
            }
            out.println(rows.size() + " of " + names.size() + " weights differ");
            out.flush();
        }
    }

    /** {@code weights promote <variant> <version>}: makes the engines load this version by default. */
    @Command(name = "promote", mixinStandardHelpOptions = true,
            description = "Make a version the one the engines load by default (validated first).")
    static final class Promote implements Runnable {
        @Spec
        CommandSpec spec;
        @Mixin
        DataDirOption data;
        @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
                description = "chess960, shogi, xiangqi, janggi or banqi")
        Variant variant;
        @Parameters(index = "1", paramLabel = "<version>", description = "vNNNN, the version to promote")
        String version;
        @Option(names = "--note", paramLabel = "<text>", description = "Why (kept in the index history; not blank).")
        String note;

        @Override
        public void run() {
            checkNote(note);
            WeightsStore store = WeightsStore.at(data.path());
            PrintWriter out = spec.commandLine().getOut();
            String v = store.resolve(variant, version);
            // The first check spares the validation; the promotion itself decides again under the index lock.
            PromoteOutcome done = store.promoted(variant).filter(v::equals).isPresent() ? null
                    : store.promote(variant, version, note == null ? "" : note, currentFeatureSet(variant));
            if (done == null || !done.changed()) {
                out.println(variant + " weights " + v + " is already promoted; nothing changed");
            } else {
                out.println("promoted " + variant + " weights " + v + replacing(done) + " (" + store.files().indexFile(variant) + ")");
            }
            out.flush();
        }
    }

    /** {@code ", replacing vNNNN"} naming the version a promotion replaced; empty for the first promotion. */
    static String replacing(PromoteOutcome done) {
        return done.previous() == null ? "" : ", replacing " + done.previous();
    }

    /**
     * A {@code --note} of {@code promote} (weights and levels), when given, must say something.
     *
     * @throws LabInputException if {@code note} is given but blank
     */
    static void checkNote(String note) {
        if (note != null && note.isBlank()) {
            throw new LabInputException("--note is blank: say why this version is promoted, or leave --note out");
        }
    }
}
