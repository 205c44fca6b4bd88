package org.ttakji.engines.weights;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * A directory of versioned data files per variant, {@code <data>/<kind>/<variant>/vNNNN.json}, with its
 * {@code index.json} naming the promoted version. Shared by weights ({@code kind = weights}) and levels
 * ({@code kind = levels}). Knows names, versions and the index, not the files' content. Thread-safe and
 * safe between processes: new versions are created with {@link AtomicFiles#writeNew}, so two writers can
 * never overwrite each other's version, and every read-modify-write of the index runs under the variant's
 * index lock ({@link #locked}), so concurrent promotions are serialised and none is lost.
 */
public final class VersionedStore {
    /** File name of the index in each variant directory. */
    public static final String INDEX = "index.json";
    /** File name of the index lock in each variant directory (kept: see {@link #locked}). */
    public static final String INDEX_LOCK = ".index.lock";
    /**
     * The JVM's side of the index locks, one per lock file (real path): file locks belong to the process,
     * so threads of one JVM must queue here before one of them locks the file.
     */
    private static final ConcurrentHashMap<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();
    private static final int INDEX_FORMAT_VERSION = 1;

    private final Path dataDir;
    private final String kind;

    /**
     * @param dataDir the lab's {@code data} directory ({@link org.ttakji.engines.LabHome#data()})
     * @param kind    {@code weights} or {@code levels}
     */
    public VersionedStore(Path dataDir, String kind) {
        this.dataDir = dataDir.toAbsolutePath();
        this.kind = kind;
    }

    /** {@code weights} or {@code levels}. */
    public String kind() {
        return kind;
    }

    /** {@code <data>/<kind>/<variant>}. */
    public Path directory(Variant variant) {
        return dataDir.resolve(kind).resolve(variant.cliName());
    }

    /** The file of a version, {@code <data>/<kind>/<variant>/vNNNN.json}. */
    public Path file(Variant variant, String version) {
        return directory(variant).resolve(version + ".json");
    }

    /** The index file of a variant. */
    public Path indexFile(Variant variant) {
        return directory(variant).resolve(INDEX);
    }

    /** The versions present (files named {@code vNNNN.json}), ascending; empty if none. */
    public List<String> versions(Variant variant) {
        Path dir = directory(variant);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - ".json".length()))
                    .filter(Versions::isVersion)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * The next free version: one more than the highest present ({@code v0001} in an empty directory).
     * A writer then creates it with {@link #writeNew}, which fails rather than overwrite if another
     * writer took the same number meanwhile.
     *
     * @throws LabInputException if the highest version present is already {@code v9999}
     */
    public String nextVersion(Variant variant) {
        List<String> present = versions(variant);
        int next = present.isEmpty() ? 1 : Versions.number(present.get(present.size() - 1)) + 1;
        if (next > Versions.MAX) {
            throw new LabInputException("no " + kind + " version left for " + variant + ": " + directory(variant)
                    + " already has " + Versions.name(Versions.MAX) + ", the last version name");
        }
        return Versions.name(next);
    }

    /**
     * The index, or empty when the variant has no {@code index.json} yet.
     *
     * @throws DataFileException if the index exists but is corrupt, of another kind or variant
     */
    public Optional<VersionIndex> index(Variant variant) {
        Path file = indexFile(variant);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new DataFileException(file.toString(), "cannot read: " + e.getMessage(), e);
        }
        return Optional.of(parseIndex(file.toString(), text, variant));
    }

    /** The promoted version, or empty when no index exists. */
    public Optional<String> promoted(Variant variant) {
        return index(variant).map(VersionIndex::promoted);
    }

    /**
     * The version to load: {@code requested} if it names one ({@code v0003}), else (null, empty or
     * {@code promoted}) the promoted one.
     *
     * @throws LabInputException if the request is not a version name, the pinned version's file does not
     *                           exist, or nothing is promoted; the message names the directory and lists
     *                           the versions present
     */
    public String resolve(Variant variant, String requested) {
        if (requested == null || requested.isBlank() || requested.equals(Versions.PROMOTED)) {
            return promoted(variant).orElseThrow(() -> new LabInputException("no promoted " + kind + " for "
                    + variant + ": " + indexFile(variant) + " does not exist (versions present: "
                    + describe(versions(variant)) + ")"));
        }
        Versions.require(kind + " version", requested);
        if (!Files.isRegularFile(file(variant, requested))) {
            throw new LabInputException(kind + " " + requested + " of " + variant + " not found: " + file(variant, requested)
                    + " does not exist (versions present: " + describe(versions(variant)) + ")");
        }
        return requested;
    }

    /**
     * The text of a version's file.
     *
     * @throws DataFileException naming the file if it does not exist or cannot be read
     */
    public String readText(Variant variant, String version) {
        Path file = file(variant, version);
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new DataFileException(file.toString(), List.of("no such file (versions present: "
                    + describe(versions(variant)) + ")"));
        } catch (IOException e) {
            throw new DataFileException(file.toString(), "cannot read: " + e.getMessage(), e);
        }
    }

    /**
     * Creates a version's file atomically; refuses to overwrite an existing version.
     *
     * @throws LabInputException if the version exists already or is not a version name
     */
    public Path writeNew(Variant variant, String version, String text) {
        Versions.require(kind + " version", version);
        Path file = file(variant, version);
        AtomicFiles.writeNew(file, text);
        return file;
    }

    /**
     * Runs {@code action} holding the variant's index lock: a lock of this JVM per variant directory, then a
     * blocking {@link FileChannel#lock()} on {@code <variant dir>/.index.lock} (released by the OS if the
     * process dies). Other processes and threads wait meanwhile; a thread already holding the lock may
     * enter again. The lock file is never deleted: a process could still lock the deleted file while a
     * third one creates and locks a new one.
     *
     * @param <T>    what {@code action} returns
     * @param action what to do; it sees every promotion and version that finished before it
     * @return what {@code action} returns
     * @throws UncheckedIOException if the directory or the lock file cannot be created or locked
     */
    public <T> T locked(Variant variant, Supplier<T> action) {
        Path dir = directory(variant);
        Path lockFile;
        try {
            Files.createDirectories(dir);
            lockFile = dir.toRealPath().resolve(INDEX_LOCK);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock the index of " + dir + ": " + e.getMessage(), e);
        }
        ReentrantLock inProcess = IN_PROCESS.computeIfAbsent(lockFile, k -> new ReentrantLock());
        inProcess.lock();
        try {
            if (inProcess.getHoldCount() > 1) {
                return action.get(); // this thread holds the file lock already
            }
            try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock ignored = channel.lock()) {
                return action.get();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot lock " + lockFile + ": " + e.getMessage(), e);
            }
        } finally {
            inProcess.unlock();
        }
    }

    /**
     * Makes {@code version} the promoted one: under the index lock, re-reads the index and rewrites it
     * atomically with the promotion appended to the history. Promoting the version already promoted
     * changes nothing (no second history entry; the index is not rewritten). The caller validates the
     * file first.
     *
     * @param note why (free text, may be empty)
     * @return what the promotion did, and the index as it now is
     * @throws LabInputException if the version's file does not exist
     */
    public PromoteOutcome promote(Variant variant, String version, String note) {
        return promote(variant, version, note, Map.of());
    }

    /**
     * {@link #promote(Variant, String, String)} with the statistical test that justified the promotion, kept in
     * the new history entry as {@code test} (nothing is written when the version is already promoted).
     *
     * @param test the test's record (JSON values), empty for none
     * @throws LabInputException if the version's file does not exist
     */
    public PromoteOutcome promote(Variant variant, String version, String note, Map<String, Object> test) {
        resolve(variant, version);
        return locked(variant, () -> {
            Optional<VersionIndex> current = index(variant);
            String previous = current.map(VersionIndex::promoted).orElse(null);
            if (version.equals(previous)) {
                return new PromoteOutcome(current.get(), previous, false);
            }
            List<VersionIndex.Promotion> history = new ArrayList<>(current.map(VersionIndex::history).orElse(List.of()));
            history.add(new VersionIndex.Promotion(version, Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS),
                    note == null ? "" : note, test));
            VersionIndex index = new VersionIndex(variant, version, history);
            AtomicFiles.write(indexFile(variant), indexJson(index));
            return new PromoteOutcome(index, previous, true);
        });
    }

    private String indexFormat() {
        return "ttakji-" + kind + "-index";
    }

    private String indexJson(VersionIndex index) {
        ObjectNode root = CanonicalJson.MAPPER.createObjectNode();
        root.put("format", indexFormat());
        root.put("formatVersion", INDEX_FORMAT_VERSION);
        root.put("variant", index.variant().cliName());
        root.put("promoted", index.promoted());
        ArrayNode history = root.putArray("history");
        for (VersionIndex.Promotion p : index.history()) {
            ObjectNode entry = history.addObject().put("version", p.version())
                    .put("promotedAt", p.promotedAt().toString()).put("note", p.note());
            if (!p.test().isEmpty()) {
                entry.set("test", CanonicalJson.MAPPER.valueToTree(p.test()));
            }
        }
        return CanonicalJson.sign(root);
    }

    private VersionIndex parseIndex(String file, String text, Variant variant) {
        ObjectNode root = CanonicalJson.parseObject(file, text);
        JsonFields f = new JsonFields(root);
        f.allowOnly(Set.of("format", "formatVersion", "variant", "promoted", "history", CanonicalJson.SHA256));
        f.requireFormat(indexFormat(), INDEX_FORMAT_VERSION);
        String checksum = CanonicalJson.checksumProblem(root);
        if (checksum != null) {
            f.problem(checksum);
        }
        String v = f.text("variant");
        if (v != null && !v.equals(variant.cliName())) {
            f.problem("variant is '" + v + "', expected '" + variant.cliName() + "'");
        }
        String promoted = f.text("promoted");
        if (promoted != null && !Versions.isVersion(promoted)) {
            f.problem("promoted '" + promoted + "' is not a version (v0001..v9999)");
        }
        List<VersionIndex.Promotion> history = new ArrayList<>();
        JsonNode h = root.get("history");
        if (h == null || !h.isArray()) {
            f.problem("history must be an array");
        } else {
            for (JsonNode e : h) {
                JsonNode version = e.get("version");
                JsonNode at = e.get("promotedAt");
                JsonNode note = e.get("note");
                JsonNode test = e.get("test");
                try {
                    if (test != null && !test.isObject()) {
                        throw new IllegalArgumentException("test is not an object");
                    }
                    history.add(new VersionIndex.Promotion(version.asText(), Instant.parse(at.asText()),
                            note == null ? "" : note.asText(), test == null ? Map.of()
                            : CanonicalJson.MAPPER.convertValue(test, new TypeReference<LinkedHashMap<String, Object>>() {
                            })));
                } catch (RuntimeException ex) {
                    f.problem("bad history entry " + e);
                }
            }
        }
        f.throwIfProblems(file);
        return new VersionIndex(variant, promoted, history);
    }

    private static String describe(List<String> versions) {
        return versions.isEmpty() ? "none" : String.join(", ", versions);
    }
}
