/**
 * SPSA over the lab's parameters (evaluation weights, level fields) with fishtest's schedule: every iteration plays
 * the game pairs of its two perturbed points through the self-play job, updates the values and logs the trajectory;
 * the result is a new weights (or levels) version, not promoted. The gains and the update rule are those of
 * {@link org.ttakji.tuning.stats.SpsaSchedule} and {@link org.ttakji.tuning.stats.SpsaStep}.
 */
package org.ttakji.tuning.spsa;
