package org.ttakji.engines.xiangqi;

import java.util.List;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.PerftCase;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RuleOptionSpec;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Xiangqi as docs/rules/xiangqi.md defines it: FEN positions ({@link Fen}), coordinate machine notation
 * with ranks 0..9 (1..10 accepted on input, {@link CoordinateRanks#AUTO}) and WXF human notation
 * ({@link XiangqiNotation} also has the Chinese notation). Stateless and thread-safe.
 *
 * <p>One rule option, for perft only: {@value #OPPOSITE_CHECK} = {@code illegal} (default: a position
 * whose side not to move is in check is invalid, as in any game) or {@code allowed} (such a position is
 * accepted and the side to move may capture the general, as Fairy-Stockfish counts it; the perft
 * references have such a row, so {@link #perftRuleDefaults()} sets it).
 */
public final class XiangqiRules implements VariantRules {
    /** Rule option key: may a position start with the side not to move in check? */
    public static final String OPPOSITE_CHECK = "opposite-check";

    private static final List<RuleOptionSpec> OPTIONS = List.of(new RuleOptionSpec(OPPOSITE_CHECK,
            List.of("illegal", "allowed"), "illegal",
            "allowed: accept a position whose side not to move is in check (perft convention; the general can then be captured)"));

    @Override
    public Variant variant() {
        return Variant.XIANGQI;
    }

    /** {@value #OPPOSITE_CHECK} (see the class comment). */
    @Override
    public List<RuleOptionSpec> ruleOptions() {
        return OPTIONS;
    }

    /** {@code opposite-check=allowed}: the perft references count positions with the side not to move in check. */
    @Override
    public List<String> perftRuleDefaults() {
        return List.of(OPPOSITE_CHECK + "=allowed");
    }

    /**
     * The standard start position.
     *
     * @throws LabInputException if {@code start} is not 0
     */
    @Override
    public Position startPosition(RuleOptions rules, long start) {
        if (start != 0) {
            throw new LabInputException("xiangqi has one start position (0), not " + start);
        }
        return fromFen(Fen.START, rules);
    }

    @Override
    public XiangqiPosition fromFen(String text, RuleOptions rules) {
        return XiangqiPosition.of(Fen.parse(text), rules);
    }

    /** Up to {@value XiangqiPosition#LIST_STRIDE} pieces of each kind (the piece lists' capacity), one general. */
    @Override
    public XiangqiPosition fromConstructedFen(String text, RuleOptions rules) {
        return XiangqiPosition.of(Fen.parse(text), rules, true);
    }

    /** {@code red} or {@code black}. */
    @Override
    public String sideName(RuleOptions rules, int side) {
        return side == 0 ? "red" : "black";
    }

    @Override
    public String positionFormat() {
        return "Xiangqi FEN";
    }

    @Override
    public String toMachine(Position position, int move) {
        return Coordinates.write(move);
    }

    /** Reads coordinates with ranks 0..9 or 1..10 ({@link CoordinateRanks#AUTO}). */
    @Override
    public int parseMachine(Position position, String text) {
        return Coordinates.parse(xiangqi(position), text, CoordinateRanks.AUTO);
    }

    @Override
    public String toHuman(Position position, int move) {
        return Wxf.write(xiangqi(position), move);
    }

    @Override
    public int parseHuman(Position position, String text) {
        return XiangqiNotation.parseWxf(xiangqi(position), text);
    }

    /**
     * The start position to depth 4 and the other reference positions of {@code shared/perft/xiangqi.tsv}
     * at depths giving 1..12 million leaves each: about 26 million leaves, a few seconds.
     */
    /** XQ-PGN (also ICCS PGN). */
    @Override
    public List<RecordFormat> recordFormats() {
        return RecordFormats.ALL;
    }

    @Override
    public List<PerftCase> benchPerftSuite() {
        return List.of(
                new PerftCase(Fen.START, 4),
                new PerftCase("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 4),
                new PerftCase("5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", 5),
                new PerftCase("4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1", 5),
                new PerftCase("2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", 6));
    }

    private static XiangqiPosition xiangqi(Position position) {
        if (position instanceof XiangqiPosition x) {
            return x;
        }
        throw new IllegalArgumentException("not a xiangqi position: " + position.variant());
    }
}
