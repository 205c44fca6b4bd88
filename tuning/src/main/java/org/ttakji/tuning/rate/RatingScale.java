package org.ttakji.tuning.rate;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
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
 * <p>A scale may hold more players at fixed ratings ({@code fixed}), as Ordo's multiple anchors ({@code -m}): each
 * measured once against the anchor in a long anchor-only run, then held in every rating run, so a level far above
 * the anchor is rated against the fixed players near it and not through a few hundred games' chain from the anchor,
 * whose length moved Shogi's Skill 5 by up to 500 Elo between runs ({@code docs/decisions/rating.md}).
 *
 * @param player the anchor's name
 * @param elo    its rating on the lab Elo scale (finite)
 * @param fixed  more players held at fixed ratings on the same scale, by name (in order; empty for none)
 */
public record RatingScale(String player, double elo, Map<String, Double> fixed) {
    /** The uniformly random mover at 0: the scale's fallback, and Banqi's scale. */
    public static final RatingScale RANDOM_ZERO = new RatingScale(EngineConfig.RANDOM, 0);

    /**
     * Validates the scale.
     *
     * @throws LabInputException if the player is blank, a rating not finite, or the anchor also among the fixed
     */
    public RatingScale {
        if (player == null || player.isBlank()) {
            throw new LabInputException("the scale's anchor player must be named");
        }
        if (!Double.isFinite(elo)) {
            throw new LabInputException("the scale's anchor " + player + " needs a finite rating, got " + elo);
        }
        fixed = Collections.unmodifiableMap(new LinkedHashMap<>(fixed));
        for (Map.Entry<String, Double> f : fixed.entrySet()) {
            if (f.getKey() == null || f.getKey().isBlank() || f.getKey().equals(player)) {
                throw new LabInputException("a fixed player of the scale must be named and differ from its anchor "
                        + player + ", got '" + f.getKey() + "'");
            }
            if (f.getValue() == null || !Double.isFinite(f.getValue())) {
                throw new LabInputException("the scale's fixed player " + f.getKey() + " needs a finite rating, got "
                        + f.getValue());
            }
        }
    }

    /** A scale held by its anchor alone. */
    public RatingScale(String player, double elo) {
        this(player, elo, Map.of());
    }

    /** The scale's anchor alone, without the fixed players. */
    public RatingScale anchorOnly() {
        return fixed.isEmpty() ? this : new RatingScale(player, elo);
    }

    /**
     * The scale with one more player held at a fixed rating.
     *
     * @throws LabInputException as the constructor, or if the player is already held
     */
    public RatingScale alsoFixing(String other, double otherElo) {
        if (fixed.containsKey(other)) {
            throw new LabInputException("the scale holds " + other + " twice");
        }
        Map<String, Double> more = new LinkedHashMap<>(fixed);
        more.put(other, otherElo);
        return new RatingScale(player, elo, more);
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

    /**
     * As the reports print it: {@code fairy-stockfish:skill=0:nodes=20000 = +650}, {@code random = 0}; fixed players
     * follow, {@code , fairy-stockfish:skill=5:nodes=20000 = +1180 (fixed)}.
     */
    public String describe() {
        StringBuilder out = new StringBuilder(player + " = " + signed(elo));
        fixed.forEach((p, e) -> out.append(", ").append(p).append(" = ").append(signed(e)).append(" (fixed)"));
        return out.toString();
    }

    /**
     * What a levels file's strength is relative to: {@code random} for {@link #RANDOM_ZERO} (as files written before
     * recorded it), else {@code <player> at <elo>}, e.g. {@code fairy-stockfish:skill=0:nodes=20000 at +650}, with
     * the fixed players after it ({@code , <player> at <elo>}).
     */
    public String strengthAnchor() {
        StringBuilder out = new StringBuilder(elo == 0 && fixed.isEmpty() ? player : player + " at " + signed(elo));
        fixed.forEach((p, e) -> out.append(", ").append(p).append(" at ").append(signed(e)));
        return out.toString();
    }

    private static String signed(double elo) {
        return elo == 0 ? "0" : String.format(Locale.ROOT, "%+.0f", elo);
    }
}
