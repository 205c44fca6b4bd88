package org.ttakji.engines.weights;

/**
 * What a promotion did, decided on the index as it was under the index lock (so concurrent promotions
 * each report what really happened).
 *
 * @param index    the index as it now is
 * @param previous the version promoted before, or null when there was no index
 * @param changed  false when the version was already promoted (nothing was written)
 */
public record PromoteOutcome(VersionIndex index, String previous, boolean changed) {
}
