package org.ttakji.engines.core;

import java.util.Map;

/**
 * The tag names the lab writes into exported game records (self-play games) and reads back: players, levels,
 * weights versions, seed, result, termination, run and game ids. Every writer puts the players into its format's
 * own player fields (PGN {@code White}/{@code Black}, XQ-PGN {@code Red}/{@code Black}, KIF {@code 先手}/{@code 後手},
 * CSA {@code N+}/{@code N-}) and keeps the other tags under these names where the format has tags (PGN-style tags,
 * KIF headers, CSA comments {@code 'Key: value}).
 */
public final class RecordTags {
    /** The first player's name (for a log game: engine, level and weights version, e.g. {@code ttakji expert v0001}). */
    public static final String FIRST = "First";
    /** The second player's name. */
    public static final String SECOND = "Second";
    /** The first player's engine ({@code ttakji}, {@code random}, an external engine's name). */
    public static final String FIRST_ENGINE = "FirstEngine";
    /** The second player's engine. */
    public static final String SECOND_ENGINE = "SecondEngine";
    /** The first player's level ({@code easy}, {@code normal}, {@code expert}, an external engine's settings). */
    public static final String FIRST_LEVEL = "FirstLevel";
    /** The second player's level. */
    public static final String SECOND_LEVEL = "SecondLevel";
    /** The first player's weights version ({@code v0001}). */
    public static final String FIRST_WEIGHTS = "FirstWeights";
    /** The second player's weights version. */
    public static final String SECOND_WEIGHTS = "SecondWeights";
    /** The game seed (a decimal long). */
    public static final String SEED = "Seed";
    /** The result, {@code 1-0}, {@code 0-1} or {@code 1/2-1/2} (first player's view). */
    public static final String RESULT = "Result";
    /** How the game ended, a {@link Termination#logName()} such as {@code checkmate}. */
    public static final String TERMINATION = "Termination";
    /** The rule options, canonical {@code key=value,...} ({@link RuleOptions#toString()}). */
    public static final String RULES = "Rules";
    /** The start selector when the start is one of the variant's numbered starts (Chess960 Scharnagl number). */
    public static final String START = "Start";
    /** The start position in the variant's position text. */
    public static final String FEN = "FEN";
    /** The variant's command-line name. */
    public static final String VARIANT = "Variant";
    /** The self-play run id. */
    public static final String RUN = "Run";
    /** The game's id in the game log ({@code <run>/<variant>/<index>}). */
    public static final String GAME_ID = "GameId";
    /** The build that played the game. */
    public static final String LAB_VERSION = "LabVersion";
    /** The event (the lab writes {@code ttakji-lab self-play <run>}). */
    public static final String EVENT = "Event";
    /** The place (the lab writes {@code Ttakji Lab}). */
    public static final String SITE = "Site";
    /** The game's number within its run and variant. */
    public static final String ROUND = "Round";

    /** Every tag name above: the ones a reader of a format without tags of its own (CSA comments) keeps. */
    public static final java.util.Set<String> LAB = java.util.Set.of(FIRST, SECOND, FIRST_ENGINE, SECOND_ENGINE,
            FIRST_LEVEL, SECOND_LEVEL, FIRST_WEIGHTS, SECOND_WEIGHTS, SEED, RESULT, TERMINATION, RULES, START, FEN,
            VARIANT, RUN, GAME_ID, LAB_VERSION, EVENT, SITE, ROUND);

    private RecordTags() {
    }

    /**
     * A player's name: the first of {@code formatKeys} that the tags hold (the format's own player fields, as a
     * record of that format was read), else the lab's {@link #FIRST}/{@link #SECOND}; null when none is there.
     *
     * @param side 0 = first player, 1 = second
     */
    public static String player(Map<String, String> tags, int side, String... formatKeys) {
        for (String key : formatKeys) {
            String v = tags.get(key);
            if (v != null && !v.isBlank()) {
                return v;
            }
        }
        String v = tags.get(side == 0 ? FIRST : SECOND);
        return v == null || v.isBlank() ? null : v;
    }

    /**
     * The lab termination a {@link #TERMINATION} tag names, or null when there is none or it is not one of the
     * lab's names (PGN's {@code normal}, {@code time forfeit}).
     */
    public static Termination termination(Map<String, String> tags) {
        String v = tags.get(TERMINATION);
        if (v == null) {
            return null;
        }
        for (Termination t : Termination.values()) {
            if (t != Termination.NONE && t.logName().equals(v.strip())) {
                return t;
            }
        }
        return null;
    }
}
