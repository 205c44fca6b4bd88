package org.ttakji.engines.shogi;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.PerftCase;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RuleOptionSpec;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Hon shogi as the product plays it (docs/rules/shogi.md): SFEN positions, USI machine notation, the product's
 * Western human notation. Stateless and thread-safe.
 *
 * <p>Rule option {@code move-limit} (lab decision: docs/rules/shogi.md reads the product's "400 moves" as 400 plies):
 * {@code 400} (default), {@code 800} (the other reading, 400 moves each) or {@code none}.
 */
public final class ShogiRules implements VariantRules {
    /** The rule option naming the ply limit. */
    public static final String MOVE_LIMIT = "move-limit";
    /** The hirate start position in SFEN. */
    public static final String START_SFEN = Fen.START;
    private static final List<RuleOptionSpec> OPTIONS = List.of(new RuleOptionSpec(MOVE_LIMIT,
            List.of("400", "800", "none"), "400",
            "ply limit: draw (or the 24-point count with both kings in their enemy zones) after this many plies"));

    @Override
    public Variant variant() {
        return Variant.SHOGI;
    }

    @Override
    public List<RuleOptionSpec> ruleOptions() {
        return OPTIONS;
    }

    /**
     * The hirate start position.
     *
     * @throws LabInputException if {@code start} is not 0 (shogi has one start position; handicap starts are
     *                           given as SFEN)
     */
    @Override
    public ShogiPosition startPosition(RuleOptions rules, long start) {
        if (start != 0) {
            throw new LabInputException("shogi has one start position (0), got " + start
                    + "; give handicap starts as SFEN with --fen");
        }
        return fromFen(START_SFEN, rules);
    }

    /** The hirate start position. */
    @Override
    public ShogiPosition startPosition(RuleOptions rules) {
        return startPosition(rules, 0);
    }

    /**
     * Reads SFEN (see {@link Fen}: {@code sfen}/{@code position} prefixes, {@code startpos} and trailing
     * {@code moves ...} accepted) and validates it.
     *
     * @throws InvalidPositionException listing every problem, including an illegal move after {@code moves}
     */
    @Override
    public ShogiPosition fromFen(String text, RuleOptions rules) {
        return fromSetup(Fen.parse(text), rules, text);
    }

    /**
     * Builds a position from a setup, validating it and then playing its moves.
     *
     * @param setup the setup
     * @param rules the rule options in force
     * @param input the text the setup came from, for error messages
     * @throws InvalidPositionException listing every problem of the setup, or the first illegal move
     */
    public ShogiPosition fromSetup(ShogiSetup setup, RuleOptions rules, String input) {
        return fromSetup(setup, rules, input, false);
    }

    /** As {@link #fromSetup(ShogiSetup, RuleOptions, String)}; {@code constructed} as {@link #fromConstructedFen}. */
    private ShogiPosition fromSetup(ShogiSetup setup, RuleOptions rules, String input, boolean constructed) {
        List<String> problems = SetupCheck.problems(setup, constructed);
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(input, problems);
        }
        String limit = rules.get(MOVE_LIMIT);
        ShogiPosition p = new ShogiPosition(rules, limit.equals("none") ? 0 : Integer.parseInt(limit),
                setup.board(), setup.hand(), setup.side(), setup.moveNumber() - 1);
        List<String> moves = setup.moves();
        for (int i = 0; i < moves.size(); i++) {
            try {
                p.makeMove(UsiNotation.parse(p, moves.get(i)));
            } catch (LabInputException e) {
                List<String> problem = new ArrayList<>();
                problem.add("move " + (i + 1) + " of the moves list: " + e.getMessage());
                throw new InvalidPositionException(input, problem);
            }
        }
        return p;
    }

    /**
     * Without the full set's counts per kind; at most {@value SetupCheck#CONSTRUCTED_PIECES} pieces a side (board
     * and hand) and {@value Zobrist#MAX_HAND} of a kind in a hand.
     */
    @Override
    public ShogiPosition fromConstructedFen(String text, RuleOptions rules) {
        return fromSetup(Fen.parse(text), rules, text, true);
    }

    /** {@code sente} or {@code gote}. */
    @Override
    public String sideName(RuleOptions rules, int side) {
        return side == 0 ? "sente" : "gote";
    }

    /**
     * The 24-point impasse figures (docs/rules/shogi.md): each side's points and whether its king stands in the enemy
     * zone, and whether the side to move may declare now with what result.
     */
    @Override
    public java.util.Map<String, String> positionFacts(Position position) {
        ShogiPosition p = (ShogiPosition) position;
        java.util.Map<String, String> facts = new java.util.LinkedHashMap<>();
        for (int side = 0; side < 2; side++) {
            facts.put(sideName(p.rules(), side), p.impassePoints(side) + " impasse points, king "
                    + (p.kingInEnemyZone(side) ? "in" : "not in") + " the enemy zone");
        }
        org.ttakji.engines.core.Outcome declared = p.declarationOutcome();
        facts.put("declaration", declared.isOver() ? "possible: declaring now gives " + declared.result().text() + " ("
                + declared.termination().logName() + ")" : "not possible (both kings must stand in their enemy zones"
                + " and the side to move must not be in check)");
        return facts;
    }

    @Override
    public String positionFormat() {
        return "SFEN";
    }

    @Override
    public String toMachine(Position position, int move) {
        return UsiNotation.write(move);
    }

    @Override
    public int parseMachine(Position position, String text) {
        return UsiNotation.parse(shogi(position), text);
    }

    @Override
    public String toHuman(Position position, int move) {
        return WesternNotation.write(shogi(position), move);
    }

    @Override
    public int parseHuman(Position position, String text) {
        return WesternNotation.parse(shogi(position), text);
    }

    /**
     * About 30 million leaves: the start to depth 5, the three tactical reference positions of
     * {@code shared/perft/shogi.tsv} to depth 3, 2 and 3, and the uchifuzume position to depth 4.
     */
    /** CSA, KIF and KI2. */
    @Override
    public List<RecordFormat> recordFormats() {
        return RecordFormats.ALL;
    }

    @Override
    public List<PerftCase> benchPerftSuite() {
        return List.of(
                new PerftCase(START_SFEN, 5),
                new PerftCase("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", 3),
                new PerftCase("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", 2),
                new PerftCase("4k4/2L3P2/7N1/4N4/9/9/9/9/4K4 b NLPnlp 1", 3),
                new PerftCase("7nk/9/8G/9/9/9/9/9/K8 b P 1", 4));
    }

    private static ShogiPosition shogi(Position position) {
        if (position instanceof ShogiPosition p) {
            return p;
        }
        throw new IllegalArgumentException("not a shogi position: " + position.variant());
    }
}
