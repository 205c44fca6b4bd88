package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.SQUARES;
import static org.ttakji.engines.grid.Grid9x10.square;

import java.util.ArrayList;
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
 * Janggi, Korean chess (docs/rules/janggi.md). Stateless.
 *
 * <p>Rule options (defaults = the product's rules):
 * <ul>
 *   <li>{@code first=han|cho} (default {@code han}): which colour moves first. The first mover is always
 *       side 0, uppercase in FEN, at the bottom; the option only says whether that is Han (漢, red) or
 *       Cho (楚, blue), which matters for the set-ups and the Han +1.5 point count.</li>
 *   <li>{@code han-setup}, {@code cho-setup} = {@code nbbn|bnnb|nbnb|bnbn} (default {@code nbbn}): each
 *       side's horse/elephant set-up on files b, c, g, h as seen from the bottom ({@link Formation});
 *       {@code nbbn} (마상상마) is the classic layout of docs/rules/.</li>
 *   <li>{@code bikjang=draw|continue} (default {@code draw}): {@code draw} ends the game at once when a ply
 *       leaves the generals facing each other on an open file; {@code continue} (tournament/online
 *       rules of the {@code .gib} records) lets play go on: facing generals are then simply legal.</li>
 * </ul>
 * Position format: Fairy-Stockfish's Janggi FEN. Machine notation: coordinates {@code <from><to>} with
 * files a..i and ranks 0..9 from the first mover's side ({@code b0c2}; ranks 1..10 as Fairy-Stockfish
 * writes them are accepted on input where unambiguous) and {@code pass}. Janggi has no separate human
 * notation here, so human notation = machine notation.
 */
public final class JanggiRules implements VariantRules {
    /** Rule option key: which colour moves first. */
    public static final String FIRST = "first";
    /** Rule option key: Han's horse/elephant set-up. */
    public static final String HAN_SETUP = "han-setup";
    /** Rule option key: Cho's horse/elephant set-up. */
    public static final String CHO_SETUP = "cho-setup";
    /** Rule option key: what facing generals do. */
    public static final String BIKJANG = "bikjang";

    /** The start position of the product rules (Han first, classic set-ups). */
    public static final String START_FEN = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

    private static final List<String> FORMATIONS = List.of("nbbn", "bnnb", "nbnb", "bnbn");
    private static final List<RuleOptionSpec> OPTIONS = List.of(
            new RuleOptionSpec(FIRST, List.of("han", "cho"), "han",
                    "which colour moves first (the first mover is side 0, uppercase, at the bottom)"),
            new RuleOptionSpec(HAN_SETUP, FORMATIONS, "nbbn",
                    "Han's horse(n)/elephant(b) set-up on files b,c,g,h seen from the bottom"),
            new RuleOptionSpec(CHO_SETUP, FORMATIONS, "nbbn",
                    "Cho's horse(n)/elephant(b) set-up on files b,c,g,h seen from the bottom"),
            new RuleOptionSpec(BIKJANG, List.of("draw", "continue"), "draw",
                    "facing generals after a ply: immediate draw, or legal and play continues"));

    /**
     * The rule options as the position uses them.
     *
     * @param hanSide      0 when Han moves first, else 1
     * @param bikjangDraws whether facing generals end the game
     * @param hanSetup     Han's set-up
     * @param choSetup     Cho's set-up
     */
    record Options(int hanSide, boolean bikjangDraws, Formation hanSetup, Formation choSetup) {
        static Options of(RuleOptions rules) {
            return new Options(rules.is(FIRST, "cho") ? 1 : 0, !rules.is(BIKJANG, "continue"),
                    Formation.parse(rules.get(HAN_SETUP)), Formation.parse(rules.get(CHO_SETUP)));
        }
    }

    @Override
    public Variant variant() {
        return Variant.JANGGI;
    }

    @Override
    public List<RuleOptionSpec> ruleOptions() {
        return OPTIONS;
    }

    /**
     * The rule options of the {@code .gib} records (tournament/online play): Cho first, the given
     * set-ups, facing generals legal.
     */
    public RuleOptions tournamentRules(Formation cho, Formation han) {
        return parseRules(List.of(FIRST + "=cho", CHO_SETUP + "=" + cho.optionValue(),
                HAN_SETUP + "=" + han.optionValue(), BIKJANG + "=continue"));
    }

    /**
     * The start position: back ranks chariot, set-up pieces on b/c and g/h, guards on d/f, the general on
     * the palace centre, cannons on b/h of the third rank, soldiers on a, c, e, g, i of the fourth.
     *
     * @throws LabInputException if {@code start} is not 0 (Janggi has one start per set of rule options)
     */
    @Override
    public JanggiPosition startPosition(RuleOptions rules, long start) {
        if (start != 0) {
            throw new LabInputException("janggi has a single start position (selected by the rule options);"
                    + " start number " + start + " is not 0");
        }
        Options o = Options.of(rules);
        Formation bottom = o.hanSide() == 0 ? o.hanSetup() : o.choSetup();
        Formation top = o.hanSide() == 0 ? o.choSetup() : o.hanSetup();
        int[] board = new int[SQUARES];
        for (int side = 0; side < 2; side++) {
            Formation f = side == 0 ? bottom : top;
            int back = side == 0 ? 0 : 9;
            int dir = side == 0 ? 1 : -1;
            board[square(0, back)] = JanggiPiece.code(side, JanggiPiece.CHARIOT);
            board[square(8, back)] = JanggiPiece.code(side, JanggiPiece.CHARIOT);
            int[] setupFiles = {1, 2, 6, 7};
            for (int i = 0; i < 4; i++) {
                board[square(setupFiles[i], back)] = JanggiPiece.code(side, f.typeAt(i));
            }
            board[square(3, back)] = JanggiPiece.code(side, JanggiPiece.GUARD);
            board[square(5, back)] = JanggiPiece.code(side, JanggiPiece.GUARD);
            board[square(4, back + dir)] = JanggiPiece.code(side, JanggiPiece.GENERAL);
            board[square(1, back + 2 * dir)] = JanggiPiece.code(side, JanggiPiece.CANNON);
            board[square(7, back + 2 * dir)] = JanggiPiece.code(side, JanggiPiece.CANNON);
            for (int file = 0; file < 9; file += 2) {
                board[square(file, back + 3 * dir)] = JanggiPiece.code(side, JanggiPiece.SOLDIER);
            }
        }
        JanggiSetup setup = new JanggiSetup("start position of " + rules, board, 0, 0, 1, List.of());
        return JanggiPosition.of(setup, rules);
    }

    /** The start position of the given rule options (Janggi has one per set of options). */
    @Override
    public JanggiPosition startPosition(RuleOptions rules) {
        return startPosition(rules, 0);
    }

    @Override
    public JanggiPosition fromFen(String text, RuleOptions rules) {
        return JanggiPosition.of(Fen.parse(text), rules);
    }

    /** Reads FEN text into an unvalidated setup (problems are reported by {@link JanggiPosition#of}). */
    public JanggiSetup parseFen(String text) {
        return Fen.parse(text);
    }

    /** Any mix of at most {@value Board#SLOTS} pieces a side (the piece slots), one general. */
    @Override
    public JanggiPosition fromConstructedFen(String text, RuleOptions rules) {
        return JanggiPosition.of(Fen.parse(text), rules, true);
    }

    /** {@code han} or {@code cho}, as the rule option {@code first} puts them. */
    @Override
    public String sideName(RuleOptions rules, int side) {
        boolean hanFirst = !rules.is(FIRST, "cho");
        return (side == 0) == hanFirst ? "han" : "cho";
    }

    /** The Korean point count of both sides (an analysis figure only: docs/rules/janggi.md). */
    @Override
    public java.util.Map<String, String> positionFacts(Position position) {
        JanggiPosition p = (JanggiPosition) position;
        java.util.Map<String, String> facts = new java.util.LinkedHashMap<>();
        for (int side = 0; side < 2; side++) {
            facts.put("points " + sideName(p.rules(), side), p.points(side) + " (analysis only)");
        }
        return facts;
    }

    @Override
    public String positionFormat() {
        return "Janggi FEN (Fairy-Stockfish)";
    }

    @Override
    public String toMachine(Position position, int move) {
        return JanggiNotation.toText(move);
    }

    @Override
    public int parseMachine(Position position, String text) {
        return JanggiNotation.parse((JanggiPosition) position, text);
    }

    /** Same as {@link #toMachine}: Janggi has no separate human notation in the lab. */
    @Override
    public String toHuman(Position position, int move) {
        return toMachine(position, move);
    }

    /** Same as {@link #parseMachine}. */
    @Override
    public int parseHuman(Position position, String text) {
        return parseMachine(position, text);
    }

    /**
     * Bench workload (about 105 million leaves): the start position to depth 5 (36,380,045 leaves) and the
     * middle-game position of the perft references to depth 6 (69,077,968 leaves).
     */
    /** GIB (standard set-up games). */
    @Override
    public List<RecordFormat> recordFormats() {
        return RecordFormats.ALL;
    }

    @Override
    public List<PerftCase> benchPerftSuite() {
        List<PerftCase> suite = new ArrayList<>();
        suite.add(new PerftCase(START_FEN, 5));
        suite.add(new PerftCase("1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23", 6));
        return suite;
    }
}
