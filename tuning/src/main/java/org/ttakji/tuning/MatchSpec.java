package org.ttakji.tuning;

import java.util.Objects;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;

/**
 * A match between two weights versions of one variant at the same level (the same levels file, so only the
 * weights differ). Games come in pairs from the same start with colours swapped; each pair's start is drawn from
 * the seed (a Chess960 starting array 0..959, a Banqi layout seed; the other variants have one start).
 *
 * @param variant   the variant
 * @param versionA  weights version of player A (e.g. the new one)
 * @param versionB  weights version of player B (e.g. the parent)
 * @param level     {@code easy}, {@code normal} or {@code expert}
 * @param games     number of games, even, 2..100,000
 * @param seed      seed of the starts and of every game's move choices
 * @param nodes     explicit node limit per move replacing the level's limits, or null
 * @param maxPlies  a game still going after this many plies is drawn (move limit), 1..10,000
 * @param threads   games played at once, 1..64
 */
public record MatchSpec(Variant variant, String versionA, String versionB, String level, int games, long seed,
                        Long nodes, int maxPlies, int threads) {
    /**
     * Validates the spec.
     *
     * @throws LabInputException naming the bad field
     */
    public MatchSpec {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(versionA, "versionA");
        Objects.requireNonNull(versionB, "versionB");
        if (!Level.NAMES.contains(level)) {
            throw new LabInputException("unknown level '" + level + "' (expected " + String.join(", ", Level.NAMES) + ")");
        }
        if (games < 2 || games > 100_000 || games % 2 != 0) {
            throw new LabInputException("match games must be even, 2..100000, got " + games);
        }
        if (nodes != null && nodes < 1) {
            throw new LabInputException("node limit must be at least 1, got " + nodes);
        }
        if (maxPlies < 1 || maxPlies > 10_000) {
            throw new LabInputException("max plies must be 1..10000, got " + maxPlies);
        }
        if (threads < 1 || threads > 64) {
            throw new LabInputException("threads must be 1..64, got " + threads);
        }
    }
}
