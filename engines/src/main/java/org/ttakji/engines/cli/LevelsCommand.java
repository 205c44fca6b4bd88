package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.util.Optional;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.levels.Strength;
import org.ttakji.engines.weights.DataFileException;
import org.ttakji.engines.weights.PromoteOutcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code levels list|show|promote <variant> ...}: the versioned level files of {@code data/levels/<variant>/}. */
@Command(name = "levels", mixinStandardHelpOptions = true,
        description = "List, show and promote versioned level definitions (easy, normal, expert).",
        subcommands = {LevelsCommand.ListVersions.class, LevelsCommand.Show.class, LevelsCommand.Promote.class})
public final class LevelsCommand {

    /** {@code levels list <variant>}. */
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
            LevelsStore store = LevelsStore.at(data.path());
            Optional<String> promoted = store.promoted(variant);
            PrintWriter out = spec.commandLine().getOut();
            for (String v : store.versions(variant)) {
                String mark = promoted.filter(v::equals).isPresent() ? "*" : " ";
                try {
                    LevelsFile f = store.load(variant, v);
                    out.printf("%s %s %s weights=%s%s%n", v, mark, f.createdAt(), f.weightsVersion(),
                            store.missingWeightsVersion(f) == null ? "" : " (MISSING: not in the weights store)");
                } catch (DataFileException e) {
                    out.printf("%s %s INVALID: %s%n", v, mark, String.join("; ", e.problems()));
                }
            }
            out.flush();
        }
    }

    /** {@code levels show <variant> [version]}. */
    @Command(name = "show", mixinStandardHelpOptions = true, description = "The three levels of a version.")
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
            LevelsStore store = LevelsStore.at(data.path());
            LevelsFile f = store.load(variant, version);
            PrintWriter out = spec.commandLine().getOut();
            String missing = store.missingWeightsVersion(f) == null ? ""
                    : ", MISSING: not in the weights store, so play refuses these levels";
            out.println(variant + " levels " + f.version() + " (weights " + f.weightsVersion() + missing
                    + ", created " + f.createdAt() + ")");
            out.printf("%-7s %6s %9s %8s %8s %8s %8s %8s  %s%n", "level", "depth", "nodes", "timeMs", "noiseCp",
                    "tempCp", "blunder", "maxLoss", "strength");
            for (Level l : f.levels().values()) {
                Strength s = l.strength();
                out.printf("%-7s %6s %9s %8s %8d %8d %8.3f %8d  %s%n", l.name(), str(l.depth()), str(l.nodes()),
                        str(l.moveTimeMs()), l.evalNoiseCp(), l.temperatureCp(), l.blunderRate(), l.blunderMaxLossCp(),
                        s.isUnknown() ? "not measured" : String.format("%+.0f Elo [%+.0f, %+.0f] vs %s, %d games",
                                s.elo(), s.eloLow(), s.eloHigh(), s.anchor(), s.games()));
            }
            out.flush();
        }

        private static String str(Object o) {
            return o == null ? "-" : o.toString();
        }
    }

    /** {@code levels promote <variant> <version>}. */
    @Command(name = "promote", mixinStandardHelpOptions = true, description = "Make a version the default (validated first).")
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
            WeightsCommand.checkNote(note);
            LevelsStore store = LevelsStore.at(data.path());
            PrintWriter out = spec.commandLine().getOut();
            String v = store.resolve(variant, version);
            // The first check spares the validation; the promotion itself decides again under the index lock.
            PromoteOutcome done = store.promoted(variant).filter(v::equals).isPresent() ? null
                    : store.promote(variant, version, note == null ? "" : note);
            if (done == null || !done.changed()) {
                out.println(variant + " levels " + v + " is already promoted; nothing changed");
            } else {
                out.println("promoted " + variant + " levels " + v + WeightsCommand.replacing(done));
            }
            out.flush();
        }
    }
}
