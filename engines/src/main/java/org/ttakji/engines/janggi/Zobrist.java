package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.SQUARES;

import org.ttakji.engines.core.SplitMix64;

/**
 * Zobrist keys of Janggi: one per (piece code 0..15, point) and one for the second player to move, drawn from
 * {@link SplitMix64} with a fixed seed so hashes are the same on every JVM. Immutable after class
 * initialisation.
 */
final class Zobrist {
    /** Seed of the key table ("JANGGIL" in ASCII; fixed forever: hashes are compared across runs). */
    static final long SEED = 0x4A414E4747494CL;
    /** Key of piece code c on point sq at {@code c * SQUARES + sq}, then the side-to-move key. */
    static final long[] KEYS = SplitMix64.keys(SEED, 16 * SQUARES + 1);
    /** Key XOR-ed in when side 1 is to move. */
    static final long SIDE = KEYS[16 * SQUARES];

    private Zobrist() {
    }

    /** The key of piece {@code code} on point {@code sq}. */
    static long key(int code, int sq) {
        return KEYS[code * SQUARES + sq];
    }
}
