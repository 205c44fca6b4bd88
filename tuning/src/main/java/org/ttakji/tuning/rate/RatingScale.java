package org.ttakji.tuning.rate;

import java.util.Locale;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.play.EngineConfig;

/**
 * What ties the lab Elo scale down: one player (an anchor's name, {@link AnchorText#nameOf}) at a fixed rating,
 * as Ordo's {@code -a PLAYER -A ELO} and rating lists fix their scale by a reference player. A rating run whose
 * ladder has that player is fitted with it held at {@code elo}; one without it falls back to
 * {@link #RANDOM_ZERO} ({@code LadderResult}, which says so).
 *
 * <p>Why a player that scores: a random mover that loses every game has only Ordo's ceiling, a bound that grows with
 * the number of games it loses, so a scale whose zero is that bound moves with every run's length
 * ({@code docs/decisions/rating.md}).
 *
 * @param player the anchor's name
 * @param elo    its rating on the lab Elo scale (finite)
 */
public record RatingScale(String player, double elo) {
    /** The uniformly random mover at 0: the scale's fallback, and Banqi's scale. */
    public static final RatingScale RANDOM_ZERO = new RatingScale(EngineConfig.RANDOM, 0);

    /**
     * Validates the scale.
     *
     * @throws LabInputException if the player is blank or the rating not finite
     */
    public RatingScale {
        if (player == null || player.isBlank()) {
            throw new LabInputException("the scale's anchor player must be named");
        }
        if (!Double.isFinite(elo)) {
            throw new LabInputException("the scale's anchor " + player + " needs a finite rating, got " + elo);
        }
    }

    /**
     * Reads {@code PLAYER=ELO} (the last {@code =} splits, since anchor texts hold {@code =} themselves), e.g.
     * {@code fairy-stockfish:skill=0:nodes=20000=650}; the player is normalised to its anchor name.
     *
     * @param option the option as errors name it (e.g. {@code --anchor})
     * @throws LabInputException naming the option and the problem
     */
    public static RatingScale parse(String text, String option) {
        int eq = text == null ? -1 : text.lastIndexOf('=');
        if (eq <= 0 || eq == text.length() - 1) {
            throw new LabInputException(option + " must be PLAYER=ELO (e.g. fairy-stockfish:skill=0:nodes=20000=650),"
                    + " got '" + text + "'");
        }
        double elo;
        try {
            elo = Double.parseDouble(text.substring(eq + 1));
        } catch (NumberFormatException e) {
            throw new LabInputException(option + ": '" + text.substring(eq + 1) + "' is not a rating in Elo (in '"
                    + text + "')");
        }
        String player;
        try {
            player = AnchorText.nameOf(AnchorText.parse(text.substring(0, eq), null));
        } catch (LabInputException e) {
            throw new LabInputException(option + ": " + e.getMessage(), e);
        }
        return new RatingScale(player, elo);
    }

    /** As the reports print it: {@code fairy-stockfish:skill=0:nodes=20000 = +650}, {@code random = 0}. */
    public String describe() {
        return player + " = " + (elo == 0 ? "0" : String.format(Locale.ROOT, "%+.0f", elo));
    }

    /**
     * What a levels file's strength is relative to: {@code random} for {@link #RANDOM_ZERO} (as files written before
     * recorded it), else {@code <player> at <elo>}, e.g. {@code fairy-stockfish:skill=0:nodes=20000 at +650}.
     */
    public String strengthAnchor() {
        return elo == 0 ? player : player + " at " + String.format(Locale.ROOT, "%+.0f", elo);
    }
}
