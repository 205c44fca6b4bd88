package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.DataFile;
import org.ttakji.engines.weights.DataFileStore;
import org.ttakji.engines.weights.PromoteOutcome;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The sub-commands {@code list|show|diff|promote <variant> ...} of every kind of versioned data file
 * ({@code weights}, {@code levels}), written once: a kind's command declares one small subclass of each
 * (its name, description and {@link Kind}) and prints its files; arguments, resolution, validation and
 * promotion are here. {@code show}, {@code diff} and {@code promote} load files as the engines do
 * ({@link DataFileStore#load}), so a file that play refuses is refused here with the same message;
 * {@code list} shows every version, a bad one with its problems.
 */
final class DataFileCommands {
    private DataFileCommands() {
    }

    /**
     * What a kind of data file brings to the shared sub-commands: its store and how its files are printed.
     *
     * @param <T> the parsed file
     */
    interface Kind<T extends DataFile> {
        /** The store under a data directory. */
        DataFileStore<T> store(Path data);

        /** {@code list}: one line per version (a header first, if any). */
        void list(PrintWriter out, DataFileStore<T> store, Variant variant, List<DataFileStore.Entry<T>> entries);

        /** {@code show}: a file that loaded as the engines load it. */
        void show(PrintWriter out, DataFileStore<T> store, T file, boolean promoted);

        /**
         * {@code diff}: two files compared.
         *
         * @param top show at most this many changes (null: all)
         */
        void diff(PrintWriter out, DataFileStore.Diff<T> diff, Integer top);

        /** {@code promote}: what follows from a version just promoted (nothing unless the kind says). */
        default void promoted(PrintWriter out, DataFileStore<T> store, Variant variant) {
        }
    }

    /** The part every sub-command shares: the data directory, the variant, the output. */
    abstract static class Sub<T extends DataFile> implements Runnable {
        @Spec
        CommandSpec spec;
        @Mixin
        DataDirOption data;
        @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
                description = "chess960, shogi, xiangqi, janggi or banqi")
        Variant variant;
        private final Kind<T> kind;

        Sub(Kind<T> kind) {
            this.kind = kind;
        }

        @Override
        public final void run() {
            checkOptions();
            DataFileStore<T> store = kind.store(data.path());
            PrintWriter out = spec.commandLine().getOut();
            run(kind, store, out);
            out.flush();
        }

        /** Checks the options before anything is read or printed. @throws LabInputException for a bad one */
        void checkOptions() {
        }

        abstract void run(Kind<T> kind, DataFileStore<T> store, PrintWriter out);
    }

    /** {@code list <variant>}: one line per version, the promoted one marked {@code *}. */
    abstract static class ListVersions<T extends DataFile> extends Sub<T> {
        ListVersions(Kind<T> kind) {
            super(kind);
        }

        @Override
        void run(Kind<T> kind, DataFileStore<T> store, PrintWriter out) {
            kind.list(out, store, variant, store.list(variant));
        }
    }

    /** {@code show <variant> [version]}: a version, validated as play validates it. */
    abstract static class Show<T extends DataFile> extends Sub<T> {
        @Parameters(index = "1", arity = "0..1", paramLabel = "<version>", description = "vNNNN (default: promoted)")
        String version;

        Show(Kind<T> kind) {
            super(kind);
        }

        @Override
        void run(Kind<T> kind, DataFileStore<T> store, PrintWriter out) {
            String v = store.resolve(variant, version);
            T file = store.load(variant, v);
            kind.show(out, store, file, store.promoted(variant).filter(v::equals).isPresent());
            printPromotions(out, store, v);
        }

        /** Every promotion of the version in the index's history: when, the note, and the test that admitted it. */
        private void printPromotions(PrintWriter out, DataFileStore<T> store, String v) {
            store.files().index(variant).ifPresent(index -> index.history().stream()
                    .filter(p -> p.version().equals(v)).forEach(p -> {
                        out.println("promoted    " + p.promotedAt() + (p.note().isEmpty() ? "" : " (" + p.note() + ")"));
                        p.test().forEach((key, value) -> out.println("  test      " + key + " = " + value));
                    }));
        }
    }

    /** {@code diff <variant> <a> <b>}: what differs between two versions, both validated as play validates them. */
    abstract static class Diff<T extends DataFile> extends Sub<T> {
        @Parameters(index = "1", paramLabel = "<a>", description = "vNNNN or promoted")
        String a;
        @Parameters(index = "2", paramLabel = "<b>", description = "vNNNN or promoted")
        String b;

        Diff(Kind<T> kind) {
            super(kind);
        }

        /** How many changes to show at most; null (the default) for all. */
        Integer top() {
            return null;
        }

        @Override
        void run(Kind<T> kind, DataFileStore<T> store, PrintWriter out) {
            kind.diff(out, store.diff(variant, a, b), top());
        }
    }

    /** {@code promote <variant> <version> [--note text]}: makes the engines load this version by default. */
    abstract static class Promote<T extends DataFile> extends Sub<T> {
        @Parameters(index = "1", paramLabel = "<version>", description = "vNNNN, the version to promote")
        String version;
        @Option(names = "--note", paramLabel = "<text>", description = "Why (kept in the index history; not blank).")
        String note;

        Promote(Kind<T> kind) {
            super(kind);
        }

        @Override
        void checkOptions() {
            checkNote(note);
        }

        @Override
        void run(Kind<T> kind, DataFileStore<T> store, PrintWriter out) {
            String v = store.resolve(variant, version);
            // The first check spares the validation; the promotion itself decides again under the index lock.
            PromoteOutcome done = store.promoted(variant).filter(v::equals).isPresent() ? null
                    : store.promote(variant, v, note == null ? "" : note);
            String what = variant + " " + store.kind() + " " + v;
            if (done == null || !done.changed()) {
                out.println(what + " is already promoted; nothing changed");
            } else {
                out.println("promoted " + what + (done.previous() == null ? "" : ", replacing " + done.previous())
                        + " (" + store.files().indexFile(variant) + ")");
                kind.promoted(out, store, variant);
            }
        }
    }

    /**
     * A {@code --note} of {@code promote}, when given, must say something.
     *
     * @throws LabInputException if {@code note} is given but blank
     */
    static void checkNote(String note) {
        if (note != null && note.isBlank()) {
            throw new LabInputException("--note is blank: say why this version is promoted, or leave --note out");
        }
    }
}
