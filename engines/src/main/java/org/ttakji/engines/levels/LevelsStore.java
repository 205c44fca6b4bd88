package org.ttakji.engines.levels;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.DataFileStore;
import org.ttakji.engines.weights.PromoteOutcome;
import org.ttakji.engines.weights.VersionedStore;
import org.ttakji.engines.weights.WeightsStore;

/**
 * The levels files of the lab, {@code <data>/levels/<variant>/vNNNN.json} plus {@code index.json}: a typed
 * face of the {@link DataFileStore} of levels ({@link #store()}), the same versioning, index and validation
 * as weights, plus the check that a levels file names weights this data directory has. Thread-safe
 * (stateless).
 */
public final class LevelsStore {
    private final Path dataDir;
    private final DataFileStore<LevelsFile> store;

    private LevelsStore(Path dataDir) {
        this.dataDir = dataDir;
        this.store = new DataFileStore<>(dataDir, LevelsCodec.codec(), this::requireWeightsVersion);
    }

    /** The store under a lab {@code data} directory. */
    public static LevelsStore at(Path dataDir) {
        return new LevelsStore(dataDir);
    }

    /** The store of the running lab ({@link LabHome#data()}). */
    public static LevelsStore lab() {
        return at(LabHome.data());
    }

    /** The generic store; its promotions refuse a file naming missing weights ({@link #promote}). */
    public DataFileStore<LevelsFile> store() {
        return store;
    }

    /** Names, versions and index (shared machinery). */
    public VersionedStore files() {
        return store.files();
    }

    /** The versions present, ascending. */
    public List<String> versions(Variant variant) {
        return store.versions(variant);
    }

    /** The promoted version, if an index exists. */
    public Optional<String> promoted(Variant variant) {
        return store.promoted(variant);
    }

    /** A pinned version, or the promoted one for null/{@code promoted}. @throws LabInputException if absent */
    public String resolve(Variant variant, String requested) {
        return store.resolve(variant, requested);
    }

    /** The next free version. */
    public String nextVersion(Variant variant) {
        return store.nextVersion(variant);
    }

    /** A version's raw text. @throws org.ttakji.engines.weights.DataFileException if missing */
    public String readText(Variant variant, String version) {
        return store.readText(variant, version);
    }

    /**
     * Reads and validates a version (null or {@code promoted} = the promoted one).
     *
     * @throws LabInputException naming the file and every problem
     */
    public LevelsFile load(Variant variant, String requested) {
        return store.load(variant, requested);
    }

    /**
     * Why a levels file's measured strengths no longer hold, or null when they do (or none is measured): they
     * were measured with the levels' weights version ({@link LevelsFile#weightsVersion()}), and promoting another
     * weights version makes them stale until the levels are rated again. Derived from the promoted weights each
     * time, so nothing needs marking when a version is promoted.
     */
    public String staleNote(LevelsFile file) {
        boolean measured = file.levels().values().stream().anyMatch(l -> !l.strength().isUnknown());
        Optional<String> promotedWeights = WeightsStore.at(dataDir).promoted(file.variant());
        if (!measured || file.weightsVersion() == null || promotedWeights.isEmpty()
                || promotedWeights.get().equals(file.weightsVersion())) {
            return null;
        }
        return "STALE: strengths measured with weights " + file.weightsVersion() + ", the promoted weights are "
                + promotedWeights.get() + "; rate again (./lab rate " + file.variant().cliName() + ")";
    }

    /**
     * The weights version a levels file names ({@link LevelsFile#weightsVersion()}, the weights its levels
     * were set or calibrated with) when this data directory has no such weights version, else null (also
     * when it names none). Such a file comes from a data directory copied in part, or names a typo: play
     * refuses it ({@code EngineFiles}), {@code levels list/show} say so.
     */
    public String missingWeightsVersion(LevelsFile file) {
        String named = file.weightsVersion();
        return named == null || WeightsStore.at(dataDir).versions(file.variant()).contains(named) ? null : named;
    }

    /** Writes a new version atomically; never overwrites. @return the file as written */
    public LevelsFile publish(LevelsFile file) {
        return store.publish(file);
    }

    /**
     * Promotes a version after validating its file.
     *
     * @return what the promotion did (see {@link VersionedStore#promote})
     * @throws LabInputException if the version is missing, its file does not validate, or it names a
     *                           weights version this data directory does not have (play would refuse it)
     */
    public PromoteOutcome promote(Variant variant, String version, String note) {
        return store.promote(variant, version, note);
    }

    /** The promotion check: refuses a file naming weights this data directory does not have. */
    private void requireWeightsVersion(LevelsFile file) {
        String missing = missingWeightsVersion(file);
        if (missing != null) {
            throw new LabInputException("cannot promote " + file.variant() + " levels " + file.version() + ": "
                    + store.file(file.variant(), file.version()) + " names weights version " + missing
                    + ", which does not exist in " + WeightsStore.at(dataDir).files().directory(file.variant()));
        }
    }
}
