package org.ttakji.selfplay;

import java.util.Map;
import java.util.TreeMap;

/**
 * One line of a run's summary: the games of one pairing in one variant.
 *
 * @param variant      CLI name
 * @param pairing      pairing label ({@code a v b})
 * @param games        number of games
 * @param firstScore   mean score of the player who moved first (1 win, 0.5 draw, 0 loss): the first-move advantage
 * @param aScore       mean score of the pairing's {@code a} player
 * @param drawRate     fraction of draws
 * @param meanPlies    mean game length in plies
 * @param terminations count per termination log name
 * @param clockStops   moves whose search a clock stopped (0 in a deterministic run: then every game is
 *                     reproducible from its seed)
 */
public record SummaryRow(String variant, String pairing, long games, double firstScore, double aScore,
                         double drawRate, double meanPlies, Map<String, Long> terminations, long clockStops) {
    /** Sorts the terminations by name. */
    public SummaryRow {
        terminations = new TreeMap<>(terminations);
    }
}
