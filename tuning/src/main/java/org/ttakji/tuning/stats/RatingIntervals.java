package org.ttakji.tuning.stats;

import java.util.List;
import java.util.Optional;

/**
 * A rating fit with bootstrap intervals.
 *
 * @param fit                the fit on all games
 * @param players            every player's rating with its interval, by name
 * @param firstMoveAdvantage the first-move advantage with its interval (a point if it was given)
 * @param drawParameter      the draw parameter with its interval (a point if it was given)
 * @param resamples          resamples drawn
 * @param failedResamples    resamples whose games could not be fitted (e.g. a group that won every game, the anchor
 *                           absent); they are left out of the percentiles
 * @param seed               the seed the resamples were drawn with
 */
public record RatingIntervals(RatingTable fit, List<RatingInterval> players, RatingInterval firstMoveAdvantage,
                              RatingInterval drawParameter, int resamples, int failedResamples, long seed) {
    /** Copies the list. */
    public RatingIntervals {
        players = List.copyOf(players);
    }

    /** The named player's interval, if it played. */
    public Optional<RatingInterval> player(String name) {
        return players.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
