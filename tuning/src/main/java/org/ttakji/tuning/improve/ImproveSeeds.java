package org.ttakji.tuning.improve;

import org.ttakji.engines.core.SplitMix64;

/**
 * The seed of every step of an improve run: a function of the improve seed, the generation number and the step
 * only, so that a run is reproducible from its seed, a resumed step gets the seed it began with, and a generation
 * that starts again from an unchanged version (after H0 or an inconclusive gate) plays and fits with fresh seeds.
 */
public final class ImproveSeeds {
    /** The steps that take a seed. */
    public enum Step {
        /** The training-data self-play run (its run seed). */
        DATA,
        /** The tuning's sampling, split and fit. */
        TUNE,
        /** The gate's match run. */
        GATE,
        /** The anchor match run (last: the seeds of the steps before it stay as they were). */
        ANCHOR
    }

    private ImproveSeeds() {
    }

    /**
     * The seed of a step: SplitMix64's finaliser over the improve seed mixed with the generation and the step.
     *
     * @param generation from 1
     */
    public static long of(long improveSeed, int generation, Step step) {
        return SplitMix64.mix(improveSeed ^ SplitMix64.mix(((long) generation << 8) | (step.ordinal() + 1)));
    }
}
