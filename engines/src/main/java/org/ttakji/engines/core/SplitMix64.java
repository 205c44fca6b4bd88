package org.ttakji.engines.core;

/**
 * Steele, Lea and Flood's SplitMix64 generator ("Fast splittable pseudorandom number generators",
 * OOPSLA 2014): tiny, fast and, unlike {@link java.util.Random} sub-classes, fully specified here, so
 * Zobrist keys, Banqi layouts and game seeds are the same on every JVM. Not thread-safe; not for
 * cryptography.
 */
public final class SplitMix64 {
    private long state;

    /** A generator whose whole future output is a function of {@code seed}. */
    public SplitMix64(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    public long nextLong() {
        return mix(state += 0x9E3779B97F4A7C15L);
    }

    /** Uniform in [0, bound) without modulo bias (rejection sampling). @throws IllegalArgumentException if bound &lt;= 0 */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long bits;
        long value;
        do { // reject the top partial range, as java.util.Random does
            bits = nextLong() >>> 1;
            value = bits % bound;
        } while (bits - value + (bound - 1) < 0);
        return (int) value;
    }

    /** Uniform in [0, 1) with 53 random bits. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** The SplitMix64 finaliser: a bijective 64-bit mix, used to hash (seed, key) pairs into seeds. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A table of {@code n} pseudo-random 64-bit keys (Zobrist keys) from a fixed seed. */
    public static long[] keys(long seed, int n) {
        SplitMix64 r = new SplitMix64(seed);
        long[] k = new long[n];
        for (int i = 0; i < n; i++) {
            k[i] = r.nextLong();
        }
        return k;
    }
}
