package org.ttakji.engines.levels;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.DataFile;

/**
 * The content of a levels file, {@code data/levels/<variant>/vNNNN.json}. JSON members:
 * <pre>
 * format          "ttakji-levels"
 * formatVersion   1
 * variant         "chess960"
 * version         "v0001" (matches the file name)
 * parent          previous version or null
 * createdAt       "2026-12-01T10:00:00Z"
 * weightsVersion  the weights version the levels were set or calibrated with (e.g. "v0001"), or null
 * levels          {"easy": L, "normal": L, "expert": L}, each L =
 *                 {"depth": plies|null, "nodes": n|null, "moveTimeMs": ms|null, "evalNoiseCp": cp,
 *                  "temperatureCp": cp, "blunderRate": 0..1, "blunderMaxLossCp": cp,
 *                  "strength": {"elo", "eloLow", "eloHigh", "games", "anchor", "measuredBy"} (nulls until measured),
 *                               plus "anchors": [anchor names] once calibration recorded them}
 * provenance      {"author": ..., "gitVersion": ..., anything else}
 * sha256          checksum of the canonical payload (org.ttakji.engines.weights.CanonicalJson)
 * </pre>
 *
 * @param variant        the variant
 * @param version        e.g. {@code v0001}
 * @param parent         previous version or null
 * @param createdAt      creation time (UTC)
 * @param weightsVersion the weights version the levels go with, or null
 * @param levels         easy, normal and expert by name (unmodifiable, in that order)
 * @param provenance     who or what set the levels (unmodifiable)
 * @param sha256         the recorded checksum, or null before writing
 */
public record LevelsFile(Variant variant, String version, String parent, Instant createdAt, String weightsVersion,
                         Map<String, Level> levels, Map<String, Object> provenance, String sha256)
        implements DataFile {
    /** The {@code format} member. */
    public static final String FORMAT = "ttakji-levels";
    /** The {@code formatVersion} this build reads and writes. */
    public static final int FORMAT_VERSION = 1;

    /** Copies the maps. */
    public LevelsFile {
        Objects.requireNonNull(variant, "variant");
        levels = Collections.unmodifiableMap(new LinkedHashMap<>(levels));
        provenance = Collections.unmodifiableMap(new LinkedHashMap<>(provenance));
    }

    /**
     * A level by name.
     *
     * @throws LabInputException naming the level and the known ones
     */
    public Level level(String name) {
        Level l = name == null ? null : levels.get(name);
        if (l == null) {
            throw new LabInputException("unknown level '" + name + "' (expected one of " + String.join(", ", Level.NAMES) + ")");
        }
        return l;
    }
}
