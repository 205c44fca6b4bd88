package org.ttakji.engines.weights;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * The versioned data files of one kind, {@code <data>/<kind>/<variant>/vNNNN.json} plus {@code index.json},
 * read and written through a {@link DataFileCodec}: the one implementation of listing, loading with the
 * engines' validation, publishing a new version and promoting, shared by weights and levels. Names, the
 * index and its lock are {@link VersionedStore}'s. Thread-safe and safe between processes (see there).
 *
 * @param <T> the parsed file
 */
public final class DataFileStore<T extends DataFile> {
    private final Path dataDir;
    private final DataFileCodec<T> codec;
    private final VersionedStore files;
    private final Consumer<T> promotionCheck;

    /**
     * @param dataDir        the lab's {@code data} directory
     * @param codec          how the files are read and written
     * @param promotionCheck what this data directory must hold before a file may be promoted (levels: the
     *                       weights version they name); throws {@link LabInputException} to refuse
     */
    public DataFileStore(Path dataDir, DataFileCodec<T> codec, Consumer<T> promotionCheck) {
        this.dataDir = dataDir.toAbsolutePath();
        this.codec = Objects.requireNonNull(codec, "codec");
        this.files = new VersionedStore(dataDir, codec.kind());
        this.promotionCheck = Objects.requireNonNull(promotionCheck, "promotionCheck");
    }

    /** A store whose promotions need nothing but a valid file. */
    public DataFileStore(Path dataDir, DataFileCodec<T> codec) {
        this(dataDir, codec, file -> { });
    }

    /** The lab's {@code data} directory (absolute). */
    public Path dataDir() {
        return dataDir;
    }

    /** {@code weights} or {@code levels}. */
    public String kind() {
        return codec.kind();
    }

    /** How the files are read and written. */
    public DataFileCodec<T> codec() {
        return codec;
    }

    /** Names, versions, the index and its lock. */
    public VersionedStore files() {
        return files;
    }

    /** The versions present, ascending. */
    public List<String> versions(Variant variant) {
        return files.versions(variant);
    }

    /** The promoted version, if an index exists. @throws DataFileException if the index is corrupt */
    public Optional<String> promoted(Variant variant) {
        return files.promoted(variant);
    }

    /** See {@link VersionedStore#resolve}: a pinned version, or the promoted one for null/{@code promoted}. */
    public String resolve(Variant variant, String requested) {
        return files.resolve(variant, requested);
    }

    /** The next free version ({@code v0001} in an empty directory). */
    public String nextVersion(Variant variant) {
        return files.nextVersion(variant);
    }

    /** The path of a version's file. */
    public Path file(Variant variant, String version) {
        return files.file(variant, version);
    }

    /**
     * A version's raw text, for shipping to where the data directory is not (Spark executors).
     *
     * @throws DataFileException if the file is missing or unreadable
     */
    public String readText(Variant variant, String version) {
        return files.readText(variant, version);
    }

    /**
     * A version's file, checked on its own ({@link DataFileCodec#parse}) but not against this build.
     *
     * @throws DataFileException naming the file and every problem
     */
    public T read(Variant variant, String version) {
        return codec.parse(file(variant, version).toString(), readText(variant, version), variant, version);
    }

    /**
     * The file the engines would use: resolves {@code requested} (null or {@code promoted}: the promoted
     * version), reads it and checks it exactly as the engines do ({@link DataFileCodec#parse} and
     * {@link DataFileCodec#problemsForUse}).
     *
     * @throws LabInputException if the version cannot be resolved
     * @throws DataFileException naming the file and every problem
     */
    public T load(Variant variant, String requested) {
        String version = resolve(variant, requested);
        T file = read(variant, version);
        List<String> problems = codec.problemsForUse(file);
        if (!problems.isEmpty()) {
            throw new DataFileException(file(variant, version).toString(), problems);
        }
        return file;
    }

    /**
     * One version as {@code list} shows it.
     *
     * @param version  e.g. {@code v0002}
     * @param promoted true for the promoted version
     * @param file     the file, or null when it does not parse
     * @param problems why the engines refuse it (the parse problems when {@code file} is null); empty when
     *                 it is usable
     * @param <T>      the parsed file
     */
    public record Entry<T>(String version, boolean promoted, T file, List<String> problems) {
        /** Copies the problems. */
        public Entry {
            problems = List.copyOf(problems);
        }

        /** True when the engines can use the file. */
        public boolean usable() {
            return file != null && problems.isEmpty();
        }
    }

    /**
     * Every version present, ascending, each parsed and checked; a bad file is an entry with its problems,
     * not an error.
     *
     * @throws DataFileException if the index is corrupt
     */
    public List<Entry<T>> list(Variant variant) {
        Optional<String> promoted = promoted(variant);
        List<Entry<T>> entries = new ArrayList<>();
        for (String v : versions(variant)) {
            boolean isPromoted = promoted.filter(v::equals).isPresent();
            try {
                T file = read(variant, v);
                entries.add(new Entry<>(v, isPromoted, file, codec.problemsForUse(file)));
            } catch (DataFileException e) {
                entries.add(new Entry<>(v, isPromoted, null, e.problems()));
            }
        }
        return entries;
    }

    /**
     * Writes a new version's file atomically, signed; never overwrites.
     *
     * @return the file as written (with its checksum)
     * @throws LabInputException if that version exists already
     */
    public T publish(T file) {
        String text = codec.toJson(file);
        Path path = files.writeNew(file.variant(), file.version(), text);
        return codec.parse(path.toString(), text, file.variant(), file.version());
    }

    /**
     * Writes the next version (not promoted). The number is taken and the file written under the index lock,
     * so two writers finishing at once (two tuners) get two versions instead of one failing.
     *
     * @param make the file to write, given the version it gets
     * @return the file as written
     */
    public T publishNext(Variant variant, Function<String, T> make) {
        return files.locked(variant, () -> publish(make.apply(nextVersion(variant))));
    }

    /**
     * Makes a version the promoted one after checking it as {@link #load} does and with this store's
     * promotion check; the index update is {@link VersionedStore#promote} (locked, with history).
     *
     * @param version the version ({@code promoted}: the promoted one, which changes nothing)
     * @param note    why (free text, may be empty)
     * @return what the promotion did
     * @throws LabInputException if the version is missing, does not validate or is refused by the
     *                           promotion check
     */
    public PromoteOutcome promote(Variant variant, String version, String note) {
        return promote(variant, version, note, Map.of());
    }

    /**
     * {@link #promote(Variant, String, String)} with the statistical test that justified it, recorded in the
     * index's new history entry ({@link VersionIndex.Promotion#test}).
     *
     * @param test the test's record (JSON values), empty for none
     * @throws LabInputException as {@link #promote(Variant, String, String)}
     */
    public PromoteOutcome promote(Variant variant, String version, String note, Map<String, Object> test) {
        String resolved = resolve(variant, version);
        promotionCheck.accept(load(variant, resolved));
        return files.promote(variant, resolved, note, test);
    }

    /**
     * One compared value that differs between two versions.
     *
     * @param name what it is ({@link DataFileCodec#comparedValues})
     * @param a    its value in the first version (null when absent there)
     * @param b    its value in the second (null when absent)
     */
    public record Change(String name, Object a, Object b) {
    }

    /**
     * Two versions compared.
     *
     * @param a        the first file
     * @param b        the second
     * @param compared every value name of either, in display order
     * @param changes  the values that differ, in display order
     * @param <T>      the parsed file
     */
    public record Diff<T>(T a, T b, List<String> compared, List<Change> changes) {
        /** Copies the lists. */
        public Diff {
            compared = List.copyOf(compared);
            changes = List.copyOf(changes);
        }
    }

    /**
     * Compares two versions, each loaded as {@link #load} does (so a file the engines refuse is refused).
     *
     * @param a a version or {@code promoted}
     * @param b a version or {@code promoted}
     * @throws LabInputException if a version cannot be resolved or its file does not validate
     */
    public Diff<T> diff(Variant variant, String a, String b) {
        T fa = load(variant, a);
        T fb = load(variant, b);
        Map<String, Object> va = codec.comparedValues(fa);
        Map<String, Object> vb = codec.comparedValues(fb);
        Set<String> names = new LinkedHashSet<>(va.keySet());
        names.addAll(vb.keySet());
        List<Change> changes = new ArrayList<>();
        for (String n : names) {
            Object x = va.get(n);
            Object y = vb.get(n);
            if (!va.containsKey(n) || !vb.containsKey(n) || !sameValue(x, y)) {
                changes.add(new Change(n, x, y));
            }
        }
        return new Diff<>(fa, fb, List.copyOf(names), changes);
    }

    /** Numbers compare by value ({@code 2} and {@code 2.0}, {@code 0} and {@code -0} are the same), others by equals. */
    private static boolean sameValue(Object x, Object y) {
        if (x instanceof Number m && y instanceof Number n) {
            return m.doubleValue() == n.doubleValue();
        }
        return Objects.equals(x, y);
    }
}
