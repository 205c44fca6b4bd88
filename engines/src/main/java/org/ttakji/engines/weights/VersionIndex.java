package org.ttakji.engines.weights;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.Variant;

/**
 * The index of one variant's weights or levels directory ({@code index.json}): which version the
 * engines load by default, and the history of promotions (oldest first).
 *
 * <p>File members: {@code format} ({@code ttakji-weights-index} or {@code ttakji-levels-index}),
 * {@code formatVersion} (1), {@code variant}, {@code promoted}, {@code history} (array of
 * {@code {version, promotedAt, note}}, plus {@code test} when a statistical test justified the promotion), {@code sha256}
 * (as for the data files, see {@link CanonicalJson}).
 *
 * @param variant  the variant
 * @param promoted the promoted version, e.g. {@code v0001}
 * @param history  every promotion, oldest first; the last one is {@code promoted}
 */
public record VersionIndex(Variant variant, String promoted, List<Promotion> history) {

    /** Copies the history. */
    public VersionIndex {
        history = List.copyOf(history);
    }

    /**
     * One promotion.
     *
     * @param version    the version promoted
     * @param promotedAt when (UTC)
     * @param note       why, free text (may be empty)
     * @param test       the statistical test that justified it (e.g. a gate's SPRT: bounds, counts, LLR, games, run
     *                   id; JSON values: String, Number, Boolean, List, Map, null), empty when none was recorded
     *                   (unmodifiable, insertion order kept)
     */
    public record Promotion(String version, Instant promotedAt, String note, Map<String, Object> test) {
        /** Copies the test. */
        public Promotion {
            test = Collections.unmodifiableMap(new LinkedHashMap<>(test == null ? Map.of() : test));
        }

        /** A promotion without a recorded test. */
        public Promotion(String version, Instant promotedAt, String note) {
            this(version, promotedAt, note, Map.of());
        }
    }
}
