package org.ttakji.tuning.stats;

/**
 * One player's fitted rating.
 *
 * @param name   the player
 * @param elo    the rating in Elo relative to the anchor (model units, see {@link DavidsonModel})
 * @param kind   an estimate, the anchor, or a floor/ceiling for a perfect score
 * @param games  games the player played
 * @param points points the player scored
 */
public record PlayerRating(String name, double elo, RatingKind kind, long games, double points) {
}
