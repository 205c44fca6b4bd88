package org.ttakji.tuning.spsa;

import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.DataFileStore;
import org.ttakji.engines.weights.WeightsCodec;
import org.ttakji.engines.weights.WeightsFile;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.tuning.BuildVersions;
import org.ttakji.tuning.stats.SpsaParameter;

/**
 * An SPSA run's result as new, unpromoted versions of the lab's data directory, written through the stores
 * ({@link WeightsStore#publishNext}, {@link DataFileStore#publishNext}): the final weights (when weights were tuned)
 * and the final levels (when level fields were; they name the new weights version, else the base one). The
 * provenance records the run ({@code trainer: spsa}, run id, parameters with start, final value and gains,
 * iterations, pairs, seed, level, limits, games). Publishing is once per run: a version whose provenance names the
 * run already is returned instead of writing another.
 *
 * @param weightsVersion the new weights version, or null when no weight was tuned
 * @param levelsVersion  the new levels version, or null when no level field was tuned
 */
public record SpsaCandidate(String weightsVersion, String levelsVersion) {
    /** The provenance's trainer. */
    public static final String TRAINER = "spsa";

    /**
     * Publishes (or finds) the run's versions.
     *
     * @param data the lab's data directory
     * @param rows the run's whole trajectory (its last values are the result)
     * @throws org.ttakji.engines.core.LabInputException if a base version cannot be read
     */
    public static SpsaCandidate publish(Path data, SpsaSpec spec, List<TrajectoryRow> rows) {
        Variant v = spec.variant();
        double[] fin = rows.get(rows.size() - 1).theta();
        Map<String, Object> provenance = provenance(spec, rows);
        String weightsVersion = null;
        if (spec.tunesWeights()) {
            WeightsStore store = WeightsStore.at(data);
            weightsVersion = existing(store.store(), v, spec.runId());
            if (weightsVersion == null) {
                var base = WeightsCodec.toWeights(store.file(v, spec.baseWeights()).toString(),
                        store.read(v, spec.baseWeights()), Variants.featureExtractor(v).featureSet());
                WeightsFile written = store.publishNext(v, spec.baseWeights(),
                        Points.weights(base, spec.parameters(), fin), provenance);
                weightsVersion = written.version();
            }
        }
        String levelsVersion = null;
        if (spec.tunesLevels()) {
            LevelsStore store = LevelsStore.at(data);
            levelsVersion = existing(store.store(), v, spec.runId());
            if (levelsVersion == null) {
                LevelsFile base = store.load(v, spec.baseLevels());
                String w = weightsVersion != null ? weightsVersion : base.weightsVersion();
                Map<String, Object> p = new LinkedHashMap<>(provenance);
                p.put("author", TRAINER);
                levelsVersion = store.store().publishNext(v, version -> new LevelsFile(v, version, spec.baseLevels(),
                        Instant.now().truncatedTo(ChronoUnit.SECONDS), w,
                        Points.levels(base.levels(), spec.parameters(), fin), p, null)).version();
            }
        }
        return new SpsaCandidate(weightsVersion, levelsVersion);
    }

    /** What the new versions record about the run. */
    static Map<String, Object> provenance(SpsaSpec spec, List<TrajectoryRow> rows) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("trainer", TRAINER);
        p.put("gitVersion", BuildVersions.git());
        p.put("labVersion", BuildVersions.lab());
        p.put("spsaRun", spec.runId());
        p.put("iterations", spec.iterations());
        p.put("pairsPerIteration", spec.pairsPerIteration());
        p.put("iterationsPerBatch", spec.iterationsPerBatch());
        p.put("games", 2L * spec.pairsPerIteration() * rows.size());
        p.put("seed", spec.seed());
        p.put("level", spec.level());
        p.put("nodes", spec.nodes());
        p.put("maxPlies", spec.maxPlies());
        p.put("openings", spec.openings());
        p.put("baseWeights", spec.baseWeights());
        p.put("baseLevels", spec.baseLevels());
        double[] fin = rows.get(rows.size() - 1).theta();
        List<Map<String, Object>> params = new ArrayList<>();
        for (int i = 0; i < spec.parameters().size(); i++) {
            SpsaParameter sp = spec.parameters().get(i).parameter();
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", sp.name());
            m.put("start", sp.start());
            m.put("final", fin[i]);
            m.put("min", sp.min());
            m.put("max", sp.max());
            m.put("cEnd", sp.cEnd());
            m.put("rEnd", sp.rEnd());
            params.add(m);
        }
        p.put("params", params);
        return p;
    }

    private static String existing(DataFileStore<?> store, Variant v, String runId) {
        for (var e : store.list(v)) {
            if (e.usable() && e.file() != null && TRAINER.equals(provenanceOf(e.file()).get("trainer"))
                    && runId.equals(provenanceOf(e.file()).get("spsaRun"))) {
                return e.version();
            }
        }
        return null;
    }

    private static Map<String, Object> provenanceOf(Object file) {
        return file instanceof WeightsFile w ? w.provenance() : file instanceof LevelsFile l ? l.provenance() : Map.of();
    }
}
