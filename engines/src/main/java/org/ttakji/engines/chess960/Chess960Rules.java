package org.ttakji.engines.chess960;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.ttakji.engines.core.LabInputException;
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
 * The rules of Chess960 (docs/rules/chess960.md): start positions by Scharnagl number, Shredder-FEN / X-FEN,
 * UCI (castling as king takes own rook) and SAN. Stateless and thread-safe.
 *
 * <p>Rule option {@value #PROMOTION}: {@value #PROMOTION_QUEEN_ONLY} (default; the product
 * auto-promotes to a queen) or {@value #PROMOTION_ALL} (all four pieces; what perft and real game
 * records use).
 */
public final class Chess960Rules implements VariantRules {
    /** Rule option key: which pieces a pawn may promote to. */
    public static final String PROMOTION = "promotion";
    /** Only queen promotions are moves (the default in play). */
    public static final String PROMOTION_QUEEN_ONLY = "queen-only";
    /** Queen, rook, bishop and knight promotions are moves (perft, real records). */
    public static final String PROMOTION_ALL = "all";

    private static final List<RuleOptionSpec> OPTIONS = List.of(new RuleOptionSpec(PROMOTION,
            List.of(PROMOTION_QUEEN_ONLY, PROMOTION_ALL), PROMOTION_QUEEN_ONLY,
            "pieces a pawn may promote to: queen-only (the product auto-queens) or all"));

    /**
     * Bench workload: about 182 million perft leaves (a few seconds) over start, middle-game, end-game,
     * castling and en-passant positions; counts from the perft references where they exist.
     */
    private static final List<PerftCase> BENCH = List.of(
            new PerftCase(Scharnagl.fen(Scharnagl.CLASSICAL), 6),
            new PerftCase("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w HAha - 0 1", 4),
            new PerftCase("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
            new PerftCase("bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 1", 5),
            new PerftCase("nnrkrbbq/pppp2pp/8/4pp2/4P3/P7/1PPPBPPP/NNKRR1BQ w c - 0 1", 5),
            new PerftCase("4k3/8/8/8/8/8/8/qRK4R w HB - 0 1", 5));

    @Override
    public Variant variant() {
        return Variant.CHESS960;
    }

    @Override
    public List<RuleOptionSpec> ruleOptions() {
        return OPTIONS;
    }

    /** Perft counts all four promotion pieces: {@code promotion=all}. */
    @Override
    public List<String> perftRuleDefaults() {
        return List.of(PROMOTION + "=" + PROMOTION_ALL);
    }

    /**
     * Start position number {@code start} (Scharnagl, 0..959), White to move, full castling rights.
     *
     * @throws LabInputException if {@code start} is not in 0..959
     */
    @Override
    public Chess960Position startPosition(RuleOptions rules, long start) {
        if (start < 0 || start >= Scharnagl.COUNT) {
            throw new LabInputException("Chess960 start number " + start + " is out of range 0..959");
        }
        return fromFen(Scharnagl.fen((int) start), rules);
    }

    /** The classical start position, #518. */
    @Override
    public Chess960Position startPosition(RuleOptions rules) {
        return startPosition(rules, Scharnagl.CLASSICAL);
    }

    /** 518, the classical start position. */
    @Override
    public long defaultStart() {
        return Scharnagl.CLASSICAL;
    }

    /**
     * Reads X-FEN or Shredder-FEN (see {@link #positionFormat()}).
     *
     * @throws org.ttakji.engines.core.InvalidPositionException listing every problem, each naming its field
     */
    @Override
    public Chess960Position fromFen(String text, RuleOptions rules) {
        return Fen.build(Fen.parse(text), rules, text);
    }

    /** Without the limits of 8 pawns and 16 pieces a side. */
    @Override
    public Chess960Position fromConstructedFen(String text, RuleOptions rules) {
        return Fen.build(Fen.parse(text), rules, text, true);
    }

    /** {@code white} or {@code black}. */
    @Override
    public String sideName(RuleOptions rules, int side) {
        return side == 0 ? "white" : "black";
    }

    @Override
    public String positionFormat() {
        return "Shredder-FEN (X-FEN accepted)";
    }

    /**
     * The Scharnagl number 0..959 of a start position: its pieces stand exactly as in one of the 960
     * starts (pawns on ranks 2 and 7, Black mirroring White) with all four castling rights; else -1.
     * Side to move and move counters are not looked at.
     */
    public static int startNumber(Position position) {
        Chess960Position p = (Chess960Position) position;
        StringBuilder white = new StringBuilder(8);
        for (int f = 0; f < 8; f++) {
            white.append(p.board[f] == 0 ? '.' : Pieces.fenLetter(p.board[f]));
        }
        int n = Scharnagl.number(white.toString());
        if (n < 0) {
            return -1;
        }
        String start = Scharnagl.fen(n);
        String fen = p.toFen();
        int boardEnd = fen.indexOf(' ');
        boolean sameBoard = fen.substring(0, boardEnd).equals(start.substring(0, start.indexOf(' ')));
        boolean allRights = Long.bitCount(p.castleRooks) == 4;
        return sameBoard && allRights ? n : -1;
    }

    @Override
    public String toMachine(Position position, int move) {
        return Uci.write(move);
    }

    /**
     * Reads UCI; castling is king takes own rook ({@code e1h1}), the classical {@code e1g1} form is also
     * accepted when the king is on e1/e8 (see the package's design notes).
     */
    @Override
    public int parseMachine(Position position, String text) {
        return Uci.parse((Chess960Position) position, text);
    }

    @Override
    public String toHuman(Position position, int move) {
        return San.write((Chess960Position) position, move);
    }

    @Override
    public int parseHuman(Position position, String text) {
        return San.parse((Chess960Position) position, text);
    }

    /** A Scharnagl number 0..959, uniform. */
    @Override
    public long randomStart(SplitMix64 random) {
        return random.nextInt(Scharnagl.COUNT);
    }

    /** {@code random}: a seeded-random Scharnagl number per game pair. */
    @Override
    public StartRule defaultStartRule() {
        return StartRules.RANDOM;
    }

    /** {@code shuffle}: the 960 numbers in a seeded order, one per game pair. */
    @Override
    public java.util.Optional<StartRule> shuffledStartRule() {
        return java.util.Optional.of(new Starts.Shuffle());
    }

    /**
     * {@code standard} (#518), {@code random}, {@code shuffle} (0..959 in a seeded order), {@code all} (0..959 in
     * order, cycling), {@code daily} or
     * {@code daily:YYYY-MM-DD} (one number for the day) or a list of numbers 0..959.
     */
    @Override
    public StartRule parseStartRule(String text, LocalDate today) {
        return Starts.parse(text, today);
    }

    /** The Scharnagl number: Chess960's start selector is the number itself. */
    @Override
    public Integer startNumber(long start) {
        return (int) start;
    }

    /**
     * The Scharnagl number of the start as text ({@code 518}) when the game began at one of the 960 starts (its
     * position text equals that start's under the game's rule options), else {@value #OPENING_START_SETUP}.
     */
    @Override
    public String openingStart(Position start, List<String> moves) {
        int n = startNumber(start);
        return n >= 0 && startPosition(start.rules(), n).toFen().equals(start.toFen())
                ? Integer.toString(n) : OPENING_START_SETUP;
    }

    /** Start {@code N} for a key that is a Scharnagl number 0..959 written as {@link #openingStart} writes it. */
    @Override
    public Optional<Position> openingStartPosition(String key, RuleOptions rules) {
        if (key == null || !key.matches("0|[1-9][0-9]{0,2}") || Integer.parseInt(key) >= Scharnagl.COUNT) {
            return Optional.empty();
        }
        return Optional.of(startPosition(rules, Integer.parseInt(key)));
    }

    /** PGN. */
    @Override
    public List<RecordFormat> recordFormats() {
        return RecordFormats.ALL;
    }

    @Override
    public List<PerftCase> benchPerftSuite() {
        return BENCH;
    }
}
