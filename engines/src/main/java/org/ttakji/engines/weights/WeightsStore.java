package org.ttakji.engines.weights;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Weights;

/**
 * The weights files of the lab, {@code <data>/weights/<variant>/vNNNN.json} plus {@code index.json}: a typed
 * face of the {@link DataFileStore} of weights ({@link #store()}), with the conversions to and from
 * {@link Weights}. Thread-safe (stateless).
 *
 * <p>The tuner's sequence: {@code store.publishNext(variant, parent, newWeights, provenance)} writes the
 * next version (not promoted); {@code ./lab weights promote <variant> <version>} (or
 * {@link #promote}) later makes the engines load it by default.
 */
public final class WeightsStore {
    private final Path dataDir;
    private final DataFileStore<WeightsFile> store;

    private WeightsStore(Path dataDir) {
        this.dataDir = dataDir;
        this.store = new DataFileStore<>(dataDir, WeightsCodec.forEngine());
    }

    /** The store under a lab {@code data} directory. */
    public static WeightsStore at(Path dataDir) {
        return new WeightsStore(dataDir);
    }

    /** The store of the running lab ({@link LabHome#data()}). */
    public static WeightsStore lab() {
        return at(LabHome.data());
    }

    /** The generic store, checking files against the engine's feature set of each variant (as play does). */
    public DataFileStore<WeightsFile> store() {
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

    /** See {@link VersionedStore#resolve}: a pinned version, or the promoted one for null/{@code promoted}. */
    public String resolve(Variant variant, String requested) {
        return store.resolve(variant, requested);
    }

    /** The next free version number ({@code v0001} in an empty directory). */
    public String nextVersion(Variant variant) {
        return store.nextVersion(variant);
    }

    /** The path of a version's file. */
    public Path file(Variant variant, String version) {
        return store.file(variant, version);
    }

    /**
     * Reads a version's file, validated except for the feature set (format, checksum, variant, version,
     * values).
     *
     * @throws DataFileException naming the file and every problem
     */
    public WeightsFile read(Variant variant, String version) {
        return store.read(variant, version);
    }

    /**
     * A version's raw text, for shipping to where the data directory is not (Spark executors).
     *
     * @throws DataFileException if the file is missing
     */
    public String readText(Variant variant, String version) {
        return store.readText(variant, version);
    }

    /**
     * The weights the engine uses: resolves {@code requested} (null = promoted), reads and fully
     * validates the file against {@code featureSet}.
     *
     * @throws LabInputException naming the file and every problem
     */
    public Weights load(Variant variant, String requested, FeatureSet featureSet) {
        String version = resolve(variant, requested);
        return WeightsCodec.toWeights(file(variant, version).toString(), read(variant, version), featureSet);
    }

    /**
     * Writes a new version's file atomically, signed; never overwrites.
     *
     * @return the file as written (with its checksum)
     * @throws LabInputException if that version exists already
     */
    public WeightsFile publish(WeightsFile file) {
        return store.publish(file);
    }

    /**
     * Writes {@code weights} as the next version (not promoted) and returns the file written. The number
     * is taken and the file written under the index lock, so two tuners finishing at once get two
     * versions instead of one failing.
     *
     * @param parent     the version they were trained from (or null)
     * @param provenance must contain {@code trainer}; record runs, positions, K, losses, versions there
     */
    public WeightsFile publishNext(Variant variant, String parent, Weights weights, Map<String, Object> provenance) {
        return store.publishNext(variant, version -> WeightsFile.create(variant, version, parent, weights, provenance));
    }

    /**
     * Promotes a version after validating its file as play does, against the engine's feature set.
     *
     * @param note why (free text)
     * @return what the promotion did (see {@link VersionedStore#promote})
     * @throws LabInputException if the version is missing or its file does not validate
     */
    public PromoteOutcome promote(Variant variant, String version, String note) {
        return store.promote(variant, version, note);
    }

    /**
     * Promotes a version as {@link #promote(Variant, String, String)} does and records the statistical test that
     * justified it in the index's new history entry ({@link VersionIndex.Promotion#test}).
     *
     * @param test the test's record (JSON values: String, Number, Boolean, List, Map, null)
     * @throws LabInputException if the version is missing or its file does not validate
     */
    public PromoteOutcome promote(Variant variant, String version, String note, Map<String, Object> test) {
        return store.promote(variant, version, note, test);
    }

    /**
     * Promotes a version after validating its file against {@code featureSet} (for weights of a feature set
     * other than the engine's, such as a test's).
     *
     * @param featureSet the feature set the file must fit
     * @param note       why (free text)
     * @return what the promotion did (see {@link VersionedStore#promote})
     * @throws LabInputException if the version is missing or its file does not validate
     */
    public PromoteOutcome promote(Variant variant, String version, String note, FeatureSet featureSet) {
        return new DataFileStore<>(dataDir, WeightsCodec.forFeatureSet(featureSet)).promote(variant, version, note);
    }
}
