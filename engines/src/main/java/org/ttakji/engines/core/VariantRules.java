package org.ttakji.engines.core;

import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The entry point to one variant's rules: its rule options, start positions and start rules, position text
 * format, move notations, game-record formats and the variant's own game-log columns. One implementation per
 * variant package, looked up with {@link org.ttakji.engines.Variants#rules(Variant)}; code outside the
 * variant packages (self-play, tuning) knows a variant only through it. Implementations are stateless and
 * thread-safe.
 */
public interface VariantRules {

    /** The variant. */
    Variant variant();

    /** The rule options of the variant with their allowed values and defaults (may be empty). */
    List<RuleOptionSpec> ruleOptions();

    /** Every rule option at its default. */
    default RuleOptions defaultRules() {
        return RuleOptions.defaults(ruleOptions());
    }

    /**
     * Rule options from {@code key=value} items, defaults filled in.
     *
     * @throws LabInputException naming an unknown key or a value that is not allowed
     */
    default RuleOptions parseRules(Collection<String> items) {
        return RuleOptions.parse(variant(), ruleOptions(), items);
    }

    /**
     * Rule options that perft uses unless the user overrides them, as {@code key=value} items: the
     * perft references' conventions where they differ from play (Chess960 counts all four promotion
     * pieces: {@code promotion=all}). Default: none.
     */
    default List<String> perftRuleDefaults() {
        return List.of();
    }

    /**
     * The start position of a game.
     *
     * @param rules the rule options in force
     * @param start which start: the Scharnagl number 0..959 for Chess960, the layout seed for Banqi;
     *              the other variants have one start position and accept only 0
     * @throws LabInputException if {@code start} is out of range for the variant
     */
    Position startPosition(RuleOptions rules, long start);

    /** The standard start position: Chess960 #518, Banqi layout of seed 0, the others' only start. */
    default Position startPosition(RuleOptions rules) {
        return startPosition(rules, defaultStart());
    }

    /** The start selector of the standard start position (518 for Chess960, 0 otherwise). */
    default long defaultStart() {
        return 0;
    }

    /**
     * A random start selector for {@link StartRules#RANDOM} and matches: Chess960 a Scharnagl number, Banqi a
     * layout seed; default (one start position) the {@link #defaultStart()}.
     *
     * @param random the generator to draw from (the caller seeds it, e.g. from a game pair's seed)
     */
    default long randomStart(SplitMix64 random) {
        return defaultStart();
    }

    /**
     * The start rule a self-play spec uses when it names none: {@code random} where the variant has several
     * starts (Chess960, Banqi), else {@code standard}.
     */
    default StartRule defaultStartRule() {
        return StartRules.STANDARD;
    }

    /**
     * A start rule giving the game pairs of a series distinct numbered starts in a seeded order, where the variant
     * has several starts and independent random draws would repeat some (Chess960's {@code shuffle}: 960 numbers);
     * empty where they practically never repeat (Banqi's 2^63 layouts) or the variant has one start (default).
     * Matches use it when they name no start rule, so that each game pair gets its own start.
     */
    default java.util.Optional<StartRule> shuffledStartRule() {
        return java.util.Optional.empty();
    }

    /**
     * Reads a start rule (the {@code starts} of a self-play spec, case-insensitive): the shared rules of
     * {@link StartRules} that apply to the variant, and the variant's own. Default (one start position):
     * {@code standard} only.
     *
     * @param text  the rule as written
     * @param today the date a rule about the current day resolves to when read (Chess960 {@code daily}), so
     *              that a resumed run keeps it
     * @throws LabInputException naming the variant, the text and the rules it accepts
     */
    default StartRule parseStartRule(String text, LocalDate today) {
        StartRule rule = StartRules.parse(text, false);
        if (rule == null) {
            throw StartRules.unknown(variant(), text, "standard (the variant has one start position)");
        }
        return rule;
    }

    /**
     * The game log's {@code start_number} of a game that began at {@code start}: the number of the start among
     * the variant's numbered starts (Chess960's Scharnagl number); null where the variant's starts have no
     * number (default).
     *
     * @param start the start selector the game began from
     */
    default Integer startNumber(long start) {
        return null;
    }

    /**
     * The game log's {@code banqi_layout}: the hidden truth a start conceals from the players (Banqi's 32 piece
     * letters in square order a1..h4); null where nothing is hidden (default).
     *
     * @param start the start selector the game began from
     */
    default String hiddenLayout(long start) {
        return null;
    }

    /** {@link #openingStart}'s key of a game that began at the variant's standard start (default implementation). */
    String OPENING_START_STANDARD = "standard";
    /** {@link #openingStart}'s key of a game that began at a set-up position, none of the variant's starts. */
    String OPENING_START_SETUP = "setup";

    /**
     * The opening explorer's start key of a game: what the explorer groups the games of a variant by before the
     * players' first choice (the statistics of a position are kept per start key). Chess960: the Scharnagl number
     * 0..959 as text; Banqi: the pieces the first reveals turned up (chance outcomes, see {@code BanqiRules});
     * default: {@value #OPENING_START_STANDARD} when the start is the variant's standard start under the game's
     * rule options (its position text equals {@link #startPosition(RuleOptions)}'s), else {@value
     * #OPENING_START_SETUP}.
     *
     * @param start the game's start position as it was played (the truth where something is hidden); not changed
     * @param moves the game's moves in machine notation, legal from {@code start} (a key may depend on chance
     *              outcomes the moves bring about); may be empty
     * @throws LabInputException if a move the key needs does not read or is not legal
     */
    default String openingStart(Position start, List<String> moves) {
        return startPosition(start.rules()).toFen().equals(start.toFen()) ? OPENING_START_STANDARD : OPENING_START_SETUP;
    }

    /**
     * The position the games of an {@link #openingStart} key begin from, as the players see it (a
     * {@link Position#playerView()}): where the explorer replays a line of moves for that key. Default: the standard
     * start for {@value #OPENING_START_STANDARD}, nothing for any other key.
     *
     * @param key   a start key as {@link #openingStart} writes it
     * @param rules the rule options in force
     * @return the position, or empty when the key names no position of the variant (a set-up start, a typo)
     */
    default Optional<Position> openingStartPosition(String key, RuleOptions rules) {
        return OPENING_START_STANDARD.equals(key) ? Optional.of(startPosition(rules).playerView()) : Optional.empty();
    }

    /**
     * The variant's game-record formats, e.g. CSA, KIF and KI2 for Shogi; empty where the lab reads none
     * (default; Banqi).
     */
    default List<RecordFormat> recordFormats() {
        return List.of();
    }

    /**
     * The name of a side for reports such as {@code lab position} ({@code white}, {@code sente}, {@code red}, ...);
     * default {@code first} / {@code second}.
     *
     * @param rules the rule options in force (Janggi's {@code first} says which colour side 0 is)
     * @param side  0 = first player, 1 = second
     */
    default String sideName(RuleOptions rules, int side) {
        return side == 0 ? "first" : "second";
    }

    /**
     * What {@code lab position} prints about a position beyond its text, check, moves and status: the variant's
     * own figures, name to value in print order (Shogi's impasse points and whether a declaration is possible,
     * Janggi's point count, Banqi's still-hidden pieces). Default: none.
     *
     * @param position a position of this variant
     */
    default java.util.Map<String, String> positionFacts(Position position) {
        return java.util.Map.of();
    }

    /**
     * Reads a position in the variant's text format (FEN family, SFEN, banqi full form) and validates it.
     *
     * @throws InvalidPositionException listing every problem, each naming the bad field or square
     */
    Position fromFen(String text, RuleOptions rules);

    /**
     * Reads a constructed position: as {@link #fromFen}, but without the limits of the start material (more pieces
     * of a kind than a side starts with, e.g. three cannons; more pawns or pieces than a chess army), as rules test
     * suites use. Every other rule of a set-up still holds (one king or general, pieces on points they can reach,
     * the side not to move not in check), and so do the implementation's own capacities (named in the message).
     * Only {@code perft}, {@code analyse} and {@code position} offer it ({@code --constructed}); games (self-play,
     * {@code play}, the engine protocols) read positions with {@link #fromFen} and keep refusing such material.
     * Default: {@link #fromFen} (a variant without material limits beyond its capacities, or one that cannot relax
     * them: Banqi, whose player's view derives the hidden pieces from the full set).
     *
     * @throws InvalidPositionException listing every problem
     */
    default Position fromConstructedFen(String text, RuleOptions rules) {
        return fromFen(text, rules);
    }

    /** Name of the position format for messages and docs, e.g. {@code Shredder-FEN}. */
    String positionFormat();

    /**
     * The move in machine notation (UCI, USI, UCCI coordinates, banqi {@code a1-a2}).
     *
     * @param position the position before the move
     * @param move     a legal move of that position
     */
    String toMachine(Position position, int move);

    /**
     * Reads a move in machine notation and returns the legal move it names.
     *
     * @throws NotationException    if the text is not machine notation
     * @throws IllegalMoveException if it names no legal move of the position
     */
    int parseMachine(Position position, String text);

    /**
     * The move in the variant's human notation (SAN, Western shogi, WXF; machine notation where the
     * variant has no other).
     *
     * @param position the position before the move
     * @param move     a legal move of that position
     */
    String toHuman(Position position, int move);

    /**
     * Reads a move in the variant's human notation and returns the legal move it names.
     *
     * @throws NotationException    if the text cannot be read or is ambiguous
     * @throws IllegalMoveException if it names no legal move of the position
     */
    int parseHuman(Position position, String text);

    /**
     * A fixed set of positions and depths for {@code bench perft}: a stable workload, so nodes per second
     * can be compared between builds.
     */
    List<PerftCase> benchPerftSuite();
}
