package org.ttakji.tuning.rate;

import java.util.Objects;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * What a rating run plays.
 *
 * @param variant      the variant
 * @param ladder       the players and pairings
 * @param pairs        game pairs per pairing (same start, colours swapped), 1..{@value #MAX_PAIRS}
 * @param openings     the start rule as text, or null for {@link #defaultOpenings} of the variant's rules
 * @param seed         the run seed: every start and every game's seed derive from it
 * @param maxPlies     a game still going after this many plies is drawn by adjudication, 1..10,000
 * @param gamesPerTask games per Spark task, >= 1 (even keeps a pair in one task)
 * @param batchGames   games per committed batch, >= 1
 * @param out          the output root (relative to the lab home), or null for the self-play default
 * @param master       the Spark master recorded in the run's spec, or null for the default
 */
public record RateSettings(Variant variant, Ladder ladder, int pairs, String openings, long seed, int maxPlies,
                           int gamesPerTask, int batchGames, String out, String master) {
    /** The most game pairs per pairing. */
    public static final int MAX_PAIRS = 10_000;

    /**
     * Validates the settings.
     *
     * @throws LabInputException naming the bad setting
     */
    public RateSettings {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(ladder, "ladder");
        if (pairs < 1 || pairs > MAX_PAIRS) {
            throw new LabInputException("--pairs must be 1.." + MAX_PAIRS + " game pairs per pairing, got " + pairs);
        }
        if (maxPlies < 1 || maxPlies > 10_000) {
            throw new LabInputException("--max-plies must be 1..10000, got " + maxPlies);
        }
        if (gamesPerTask < 1 || batchGames < 1) {
            throw new LabInputException("games per task and per batch must be at least 1, got " + gamesPerTask
                    + " and " + batchGames);
        }
    }

    /**
     * The diversified starts of a ladder unless told: the variant's numbered starts where it has them (Chess960
     * {@code shuffle}: start numbers drawn without repeats), its random start where its pieces start hidden (Banqi
     * {@code random} layouts), else four random opening plies from the standard start ({@code random-plies:4}).
     */
    public static String defaultOpenings(VariantRules rules) {
        if (rules.shuffledStartRule().isPresent()) {
            return rules.shuffledStartRule().get().toText();
        }
        if (rules.hiddenLayout(rules.defaultStart()) != null) {
            return "random";
        }
        return "random-plies:4";
    }

    /** The start rule's text: the given one or the default of the variant's rules. */
    public String openingsText(VariantRules rules) {
        return openings != null ? openings : defaultOpenings(rules);
    }

    /** Games per pairing: two per pair. */
    public int gamesPerPairing() {
        return 2 * pairs;
    }
}
