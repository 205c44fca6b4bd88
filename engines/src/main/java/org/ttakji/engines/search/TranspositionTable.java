package org.ttakji.engines.search;

import java.util.Arrays;

/**
 * A fixed-size transposition table of 16-byte entries (the full 64-bit Zobrist key, then a packed data
 * word) in buckets of {@value #BUCKET} entries. Single-threaded.
 *
 * <p>Data word: move (bits 0..27, the packed move), score + 32768 (28..43, node-relative, see
 * {@link Scores#toTable}), depth (44..51, plies), bound (52..53), generation (54..63). An empty slot has data 0
 * (a stored entry never does: its score field is non-zero).
 *
 * <p>Generations: {@link #newSearch(boolean)} starts a new generation. A fresh-table search ignores every
 * entry of an older generation, both for probes and as a victim of replacement, which makes it behave
 * exactly like a cleared table without clearing it (a real clear happens when the generation counter wraps).
 * Replacement in a bucket: the same key is overwritten (keeping its move if the new entry has none); else an
 * empty or out-of-date slot; else the slot with the least {@code depth - 8 * age}, where age is how many
 * searches ago it was written (depth-preferred with aging).
 */
final class TranspositionTable {
    /** Bound types. */
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;

    private static final int BUCKET = 4;
    private static final int MOVE_BITS = 28;
    private static final long MOVE_MASK = (1L << MOVE_BITS) - 1;
    private static final int SCORE_SHIFT = 28;
    private static final int DEPTH_SHIFT = 44;
    private static final int BOUND_SHIFT = 52;
    private static final int GEN_SHIFT = 54;
    private static final int GENERATIONS = 1 << 10;

    private final long[] keys;
    private final long[] data;
    private final int bucketMask;
    private int generation;
    private boolean acceptOld;

    // The last successful probe, decoded.
    private long probed;

    /**
     * A table of the given size.
     *
     * @param megabytes 1..4096 MiB; the entry count is the largest power of two that fits
     */
    TranspositionTable(int megabytes) {
        long entries = Long.highestOneBit((long) megabytes * 1024 * 1024 / 16);
        entries = Math.max(BUCKET, Math.min(entries, 1L << 30));
        keys = new long[(int) entries];
        data = new long[(int) entries];
        bucketMask = (int) (entries / BUCKET) - 1;
        generation = 0;
    }

    /** Number of entries. */
    int capacity() {
        return keys.length;
    }

    /**
     * Starts a new search.
     *
     * @param reuse true: older entries stay usable (and age); false: the table behaves as if cleared
     */
    void newSearch(boolean reuse) {
        generation = (generation + 1) & (GENERATIONS - 1);
        if (generation == 0) {
            clear();
            generation = 1;
        }
        acceptOld = reuse;
    }

    /** Empties every slot. */
    void clear() {
        Arrays.fill(keys, 0L);
        Arrays.fill(data, 0L);
    }

    /** Looks a key up; on success the entry's fields are readable through the accessors. */
    boolean probe(long key) {
        int base = bucketIndex(key);
        for (int i = base; i < base + BUCKET; i++) {
            long d = data[i];
            if (d != 0 && keys[i] == key && usable(d)) {
                probed = d;
                return true;
            }
        }
        return false;
    }

    /** Move of the last probed entry ({@link org.ttakji.engines.core.Move#NONE} if it has none). */
    int move() {
        return (int) (probed & MOVE_MASK);
    }

    /** Node-relative score of the last probed entry. */
    int score() {
        return (int) ((probed >>> SCORE_SHIFT) & 0xFFFF) - 32768;
    }

    /** Depth (plies) of the last probed entry. */
    int depth() {
        return (int) ((probed >>> DEPTH_SHIFT) & 0xFF);
    }

    /** Bound of the last probed entry: {@link #EXACT}, {@link #LOWER} or {@link #UPPER}. */
    int bound() {
        return (int) ((probed >>> BOUND_SHIFT) & 3);
    }

    /**
     * Stores a search result.
     *
     * @param key   the position's Zobrist key
     * @param move  best move found, or NONE
     * @param score node-relative score ({@link Scores#toTable}), |score| &lt;= {@link Scores#INFINITE}
     * @param depth remaining depth searched, plies (clamped to 0..255)
     * @param bound {@link #EXACT}, {@link #LOWER} or {@link #UPPER}
     */
    void store(long key, int move, int score, int depth, int bound) {
        int base = bucketIndex(key);
        int victim = -1;
        int victimWorth = Integer.MAX_VALUE;
        for (int i = base; i < base + BUCKET; i++) {
            long d = data[i];
            if (d != 0 && keys[i] == key && usable(d)) {
                if (move == 0) {
                    move = (int) (d & MOVE_MASK);
                }
                victim = i;
                break;
            }
            int worth = (d == 0 || !usable(d)) ? Integer.MIN_VALUE : worth(d);
            if (worth < victimWorth) {
                victimWorth = worth;
                victim = i;
            }
        }
        keys[victim] = key;
        data[victim] = pack(move, score, depth, bound);
    }

    private long pack(int move, int score, int depth, int bound) {
        int d = Math.max(0, Math.min(255, depth));
        return (move & MOVE_MASK)
                | ((long) ((score + 32768) & 0xFFFF) << SCORE_SHIFT)
                | ((long) d << DEPTH_SHIFT)
                | ((long) bound << BOUND_SHIFT)
                | ((long) generation << GEN_SHIFT);
    }

    private boolean usable(long d) {
        return acceptOld || (int) (d >>> GEN_SHIFT) == generation;
    }

    private int worth(long d) {
        int age = (generation - (int) (d >>> GEN_SHIFT)) & (GENERATIONS - 1);
        return (int) ((d >>> DEPTH_SHIFT) & 0xFF) - 8 * age;
    }

    private int bucketIndex(long key) {
        // The high bits of the key pick the bucket (the low bits are often the side-to-move key's).
        return (((int) (key >>> 32) ^ (int) key) & bucketMask) * BUCKET;
    }
}
