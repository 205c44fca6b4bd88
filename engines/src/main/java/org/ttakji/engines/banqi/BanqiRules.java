package org.ttakji.engines.banqi;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.PerftCase;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RuleOptionSpec;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.StartRules;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Banqi (Taiwanese half-board dark chess) exactly as docs/rules/banqi.md. Stateless and thread-safe; no rule options.
 *
 * <p><b>Position text</b>: {@code <board> <side> <p1colour> <noprogress> <ply>}. The board lists ranks 4..1
 * separated by {@code /}, files a..h within a rank; digits 1..8 are runs of empty squares; revealed red pieces
 * are {@code K A B R N C P} (general, advisor, elephant, chariot, horse, cannon, soldier), black ones lower
 * case. A face-down piece is {@code ?} followed by the letter of what it hides ({@code ?K}) in the <i>full
 * form</i> and {@code ?} alone in the <i>public form</i>. {@code <side>} is 1 or 2 (the player to move; player
 * 1 = side 0), {@code <p1colour>} is {@code r}, {@code b} or {@code -} (undecided before the first reveal),
 * {@code <noprogress>} the plies since the last reveal or capture, {@code <ply>} the ply number from 1. The
 * public form may carry a sixth field, the captured pieces as letters ({@code -} for none): the public board
 * alone does not say which pieces were captured, hence which are still face down.
 *
 * <p>{@link #fromFen} reads the full form into a true {@link BanqiPosition}; a public-form text gives the
 * observation position {@link BanqiView} it describes (the one a player sees: its reveals are chance events),
 * and needs the captured field whenever a piece has been captured. The start position of a seed is all face
 * down, {@code ... 1 - 0 1}, from {@link BanqiLayout#fromSeed}.
 *
 * <p><b>Notation</b> (machine = human): {@code a1?} reveals a1 ({@code +a1} accepted), {@code a1-a2} moves,
 * {@code a1xa3} captures (stepping or a cannon's jump).
 */
public final class BanqiRules implements VariantRules {
    /** Banqi has no rule options. */
    static final RuleOptions NO_OPTIONS = RuleOptions.defaults(List.of());

    @Override
    public Variant variant() {
        return Variant.BANQI;
    }

    /** None: docs/rules/banqi.md leaves nothing to choose. */
    @Override
    public List<RuleOptionSpec> ruleOptions() {
        return List.of();
    }

    /**
     * The start position of the layout of a seed ({@link BanqiLayout#fromSeed}): every piece face down,
     * player 1 to move, colours undecided.
     *
     * @param rules ignored (Banqi has no options)
     * @param seed  any long; the layout is a pure function of it
     */
    @Override
    public BanqiPosition startPosition(RuleOptions rules, long seed) {
        return startPosition(BanqiLayout.fromSeed(seed));
    }

    /** The start position of a given layout (e.g. read back from a game log). */
    public BanqiPosition startPosition(BanqiLayout layout) {
        return truePosition(layout.startFen());
    }

    /**
     * Reads position text: the full form gives the true {@link BanqiPosition}, the public form (face-down squares
     * as {@code ?}, optional sixth field with the captured pieces) the {@link BanqiView} a player sees.
     *
     * @param rules ignored (Banqi has no options)
     * @throws InvalidPositionException listing every problem (fields, ranks, piece counts, colour state, the
     *                                  captured field of a public-form text when pieces are off the board)
     */
    @Override
    public Position fromFen(String text, RuleOptions rules) {
        BanqiSetup setup = Fen.parse(text);
        return setup.publicForm() ? setup.toObservation().toPosition() : setup.toPosition();
    }

    /**
     * Reads a full-form text into the true position.
     *
     * @throws InvalidPositionException listing every problem, or when the text is the public form
     */
    public BanqiPosition truePosition(String text) {
        return Fen.parse(text).toPosition();
    }

    /**
     * Reads position text of either form into the observation it shows (a full-form text loses its face-down
     * identities here).
     *
     * @throws InvalidPositionException listing every problem
     */
    public Observation observation(String text) {
        return Fen.parse(text).toObservation();
    }

    /** {@code player 1} or {@code player 2}. */
    @Override
    public String sideName(RuleOptions rules, int side) {
        return side == 0 ? "player 1" : "player 2";
    }

    /**
     * The players' colours, the pieces still face down (as letters with counts; on a player's view only how many),
     * and the pieces captured.
     */
    @Override
    public java.util.Map<String, String> positionFacts(Position position) {
        BanqiState s = (BanqiState) position;
        java.util.Map<String, String> facts = new java.util.LinkedHashMap<>();
        int colour = s.colourOf(0);
        facts.put("colours", colour == BanqiPieces.NO_COLOUR ? "undecided (the first reveal decides)"
                : "player 1 " + (BanqiPieces.colourLetter(colour) == 'r' ? "red" : "black") + ", player 2 "
                + (BanqiPieces.colourLetter(s.colourOf(1)) == 'r' ? "red" : "black"));
        StringBuilder hidden = new StringBuilder();
        StringBuilder captured = new StringBuilder();
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            if (BanqiPieces.initialCount(code) == 0) {
                continue;
            }
            hidden.append(String.valueOf(BanqiPieces.letter(code)).repeat(Math.max(0, s.hiddenCount(code))));
            captured.append(String.valueOf(BanqiPieces.letter(code)).repeat(Math.max(0, s.capturedCount(code))));
        }
        facts.put("face down", s.faceDownCount() + (hidden.isEmpty() ? "" : ": " + hidden));
        facts.put("captured", captured.isEmpty() ? "none" : captured.toString());
        facts.put("no progress", s.noProgressPlies() + " plies since the last reveal or capture");
        return facts;
    }

    @Override
    public String positionFormat() {
        return "Banqi position text (full form '?K', public form '?')";
    }

    /** {@code a1?}, {@code a1-a2} or {@code a1xa3}; the position is not needed. */
    @Override
    public String toMachine(Position position, int move) {
        return BanqiNotation.toMachine(move);
    }

    @Override
    public int parseMachine(Position position, String text) {
        return BanqiNotation.parse(position, text);
    }

    /** The machine notation: Banqi has no other. */
    @Override
    public String toHuman(Position position, int move) {
        return BanqiNotation.toMachine(move);
    }

    /** Reads machine notation: Banqi has no other. */
    @Override
    public int parseHuman(Position position, String text) {
        return BanqiNotation.parse(position, text);
    }

    /** Banqi-PGN, the lab's own record format ({@link RecordFormats}). */
    @Override
    public List<RecordFormat> recordFormats() {
        return RecordFormats.ALL;
    }

    /** Any layout seed, kept non-negative for the text: the top 63 of 64 random bits. */
    @Override
    public long randomStart(SplitMix64 random) {
        return random.nextLong() >>> 1;
    }

    /** {@code random}: a seeded shuffle per game pair. */
    @Override
    public StartRule defaultStartRule() {
        return StartRules.RANDOM;
    }

    /** {@code random}, {@code standard} (layout seed 0) or a list of layout seeds. */
    @Override
    public StartRule parseStartRule(String text, LocalDate today) {
        StartRule rule = StartRules.parse(text, true);
        if (rule == null) {
            throw StartRules.unknown(Variant.BANQI, text, "random, standard or a list of layout seeds");
        }
        return rule;
    }

    /** The hidden layout of the start of seed {@code start}: {@link BanqiLayout#toString()}, 32 letters a1..h4. */
    @Override
    public String hiddenLayout(long start) {
        return BanqiLayout.fromSeed(start).toString();
    }

    /** How many reveals {@link #openingStart} keys a game by: each player's first, in the usual game. */
    public static final int OPENING_REVEALS = 2;
    /** {@link #openingStart}'s key of a game without a reveal. */
    public static final String NO_REVEAL = "none";

    /**
     * The pieces the game's first {@value #OPENING_REVEALS} reveals turned up, as their letters in the order they
     * were revealed ({@code Kp}: a red general, then a black soldier; red upper case, black lower case), or
     * {@value #NO_REVEAL} when no move is a reveal. The reveals are chance outcomes, not choices: the key groups the
     * games by what luck dealt the players at the start (the first reveal also decides the first player's colour).
     * A public-form start (a {@link BanqiView}, whose reveals are unknown) has the key {@value #OPENING_START_SETUP}.
     *
     * @throws org.ttakji.engines.core.LabInputException if a move up to the last reveal needed does not read or is
     *                                                   not legal
     */
    @Override
    public String openingStart(Position start, List<String> moves) {
        if (!(start instanceof BanqiPosition truth)) {
            return OPENING_START_SETUP;
        }
        BanqiPosition p = truth.copy();
        StringBuilder key = new StringBuilder(OPENING_REVEALS);
        for (int i = 0; i < moves.size() && key.length() < OPENING_REVEALS; i++) {
            int move = BanqiNotation.parse(p, moves.get(i));
            p.makeMove(move);
            if (Move.kind(move) == Move.REVEAL) {
                key.append(BanqiPieces.letter(p.pieceAt(Move.from(move))));
            }
        }
        return key.isEmpty() ? NO_REVEAL : key.toString();
    }

    /**
     * The start as the players see it (every piece face down, player 1 to move; the same view for every layout)
     * for a key of {@link #openingStart}: up to {@value #OPENING_REVEALS} piece letters, or {@value #NO_REVEAL}.
     */
    @Override
    public Optional<Position> openingStartPosition(String key, RuleOptions rules) {
        if (key == null || !(key.equals(NO_REVEAL) || key.matches("[KABRNCPkabrncp]{1," + OPENING_REVEALS + "}"))) {
            return Optional.empty();
        }
        return Optional.of(startPosition(rules, 0).playerView());
    }

    /**
     * The start of seed 1 (all reveals), two perft-reference middlegames and a late middlegame with six pieces
     * face down (mostly moves and captures): about 140 million leaves, under a second per pass.
     */
    @Override
    public List<PerftCase> benchPerftSuite() {
        return List.of(
                new PerftCase(BanqiLayout.fromSeed(1).startFen(), 5),
                new PerftCase("?b?Ppa?p?prb/n?aR?K1k?n?R/?P?B?r?PCp?Nc/?cC?A?A?P?P?B?p 1 b 0 15", 6),
                new PerftCase("R?b?N?c1?b?P?r/?pA?N1K?n?aa/?CBB?p1A?P?k/CP?p?P?PR1?p 1 r 0 25", 6),
                new PerftCase("apn?C1?pcp/p1?R1?NB2/1R1NP2?P/b1A1B?p1A 2 b 0 46", 6));
    }
}
