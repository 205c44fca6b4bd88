package org.ttakji.selfplay;

import java.nio.charset.StandardCharsets;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.GameLoop;

/**
 * The seeds of a run, all derived with the SplitMix64 finaliser ({@link SplitMix64#mix}) so that they are
 * the same on every JVM and cluster:
 * <pre>
 *   gameSeed(runSeed, v, i) = mix(mix(mix(runSeed) ^ fnv1a64(v.cliName())) + i)
 *   player seed of side s   = GameLoop.playerSeed(gameSeed, s)   (one-way: SHA-256, see there)
 *   seriesSeed(runSeed, v)  = mix(mix(mix(runSeed) ^ fnv1a64(v.cliName())) ^ SERIES_SALT)
 * </pre>
 * FNV-1a (Fowler, Noll, Vo) hashes the variant's name, so adding a variant never changes another's seeds.
 * The player seeds are those of {@link GameLoop} ({@code ./lab play}), so a logged game can be replayed there.
 */
public final class GameSeeds {
    private static final long FNV_OFFSET = 0xCBF29CE484222325L;
    private static final long FNV_PRIME = 0x100000001B3L;
    /** Separates the series seed from the game seeds derived from the same value. */
    private static final long SERIES_SALT = 0x5345524945535EL;

    private GameSeeds() {
    }

    /** The seed of game {@code index} (0-based within the run and variant). */
    public static long gameSeed(long runSeed, Variant variant, long index) {
        return SplitMix64.mix(SplitMix64.mix(SplitMix64.mix(runSeed) ^ fnv1a64(variant.cliName())) + index);
    }

    /**
     * The seed shared by every game pair of a variant in a run ({@link org.ttakji.engines.core.StartRequest#seriesSeed}):
     * a function of the run seed and the variant only, so the openings of pair {@code k} do not depend on the pairing
     * or on how many games the run plays.
     */
    public static long seriesSeed(long runSeed, Variant variant) {
        return SplitMix64.mix(SplitMix64.mix(SplitMix64.mix(runSeed) ^ fnv1a64(variant.cliName())) ^ SERIES_SALT);
    }

    /** The seed of the random generator of side {@code side} (0 = first player) in a game. */
    public static long playerSeed(long gameSeed, int side) {
        return GameLoop.playerSeed(gameSeed, side);
    }

    /** 64-bit FNV-1a of the UTF-8 bytes of {@code text}. */
    static long fnv1a64(String text) {
        long h = FNV_OFFSET;
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xFF;
            h *= FNV_PRIME;
        }
        return h;
    }
}
