package org.ttakji.tuning.stats;

/** What a fitted rating is. */
public enum RatingKind {
    /** The reference player, 0 by definition. */
    ANCHOR,
    /** Held at a rating given with the scale, besides the anchor (Ordo's multiple anchors, {@code -m}). */
    FIXED,
    /** A maximum-likelihood estimate. */
    ESTIMATE,
    /**
     * A floor: the player won every game (the likelihood grows without bound with its rating); the value is the
     * rating that would give it one draw less than its points, as Ordo reports perfect winners.
     */
    AT_LEAST,
    /** A ceiling: the player lost every game; the rating that would give it half a point more (Ordo). */
    AT_MOST
}
