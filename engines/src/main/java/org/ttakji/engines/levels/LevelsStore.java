package org.ttakji.engines.levels;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.PromoteOutcome;
import org.ttakji.engines.weights.VersionedStore;

/**
 * The levels files of the lab, {@code <data>/levels/<variant>/vNNNN.json} plus {@code index.json}: the
 * same versioning, index and validation as weights. Thread-safe (stateless).
 */
public final class LevelsStore {
    private final VersionedStore files;

    private LevelsStore(Path dataDir) {
        this.files = new VersionedStore(dataDir, "levels");
    }

    /** The store under a lab {@code data} directory. */
    public static LevelsStore at(Path dataDir) {
        return new LevelsStore(dataDir);
    }

    /** The store of the running lab ({@link LabHome#data()}). */
    public static LevelsStore lab() {
        return at(LabHome.data());
    }

    /** Names, versions and index (shared machinery). */
    public VersionedStore files() {
        return files;
    }

    /** The versions present, ascending. */
    public List<String> versions(Variant variant) {
        return files.versions(variant);
    }

    /** The promoted version, if an index exists. */
    public Optional<String> promoted(Variant variant) {
        return files.promoted(variant);
    }

    /** A pinned version, or the promoted one for null/{@code promoted}. @throws LabInputException if absent */
    public String resolve(Variant variant, String requested) {
        return files.resolve(variant, requested);
    }

    /** The next free version. */
    public String nextVersion(Variant variant) {
        return files.nextVersion(variant);
    }

    /** A version's raw text. @throws org.ttakji.engines.weights.DataFileException if missing */
    public String readText(Variant variant, String version) {
        return files.readText(variant, version);
    }

    /**
     * Reads and validates a version (null or {@code promoted} = the promoted one).
     *
     * @throws LabInputException naming the file and every problem
     */
    public LevelsFile load(Variant variant, String requested) {
        String version = resolve(variant, requested);
        return LevelsCodec.parse(files.file(variant, version).toString(), readText(variant, version), variant, version);
    }

    /** Writes a new version atomically; never overwrites. @return the file as written */
    public LevelsFile publish(LevelsFile file) {
        String text = LevelsCodec.toJson(file);
        Path path = files.writeNew(file.variant(), file.version(), text);
        return LevelsCodec.parse(path.toString(), text, file.variant(), file.version());
    }

    /**
     * Promotes a version after validating its file.
     *
     * @return what the promotion did (see {@link VersionedStore#promote})
     * @throws LabInputException if the version is missing or its file does not validate
     */
    public PromoteOutcome promote(Variant variant, String version, String note) {
        load(variant, version);
        return files.promote(variant, version, note);
    }
}
