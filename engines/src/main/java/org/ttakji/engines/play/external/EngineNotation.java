package org.ttakji.engines.play.external;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.grid.Grid9x10;
import org.ttakji.engines.janggi.JanggiPosition;

/**
 * How positions and moves are written for an external engine, per variant and protocol: the one table of
 * those conversions (they are spelling only, written from the lab's own formats: the variant packages are not
 * touched). Only the lab-to-engine direction exists: an engine's answer is looked up among the engine spellings
 * of the lab's legal moves, so a move outside the legal list cannot be read as another one.
 *
 * <table>
 *   <caption>Supported combinations ({@link Style#STANDARD})</caption>
 *   <tr><th>variant</th><th>protocol</th><th>position</th><th>moves</th></tr>
 *   <tr><td>chess960</td><td>UCI</td><td>{@code fen <Shredder-FEN>}</td><td>UCI, castling king takes rook
 *       ({@code UCI_Chess960})</td></tr>
 *   <tr><td>shogi</td><td>USI</td><td>{@code sfen <SFEN>}</td><td>USI; the 24-point declaration is {@code win}</td></tr>
 *   <tr><td>xiangqi</td><td>UCI</td><td>{@code fen <FEN>}</td><td>Fairy-Stockfish's: ranks 1..10 ({@code h3e3})</td></tr>
 *   <tr><td>xiangqi</td><td>UCCI</td><td>{@code fen <FEN>}</td><td>ICCS: ranks 0..9 ({@code h2e2})</td></tr>
 *   <tr><td>janggi</td><td>UCI</td><td>{@code fen <FEN>}</td><td>Fairy-Stockfish's: ranks 1..10, a pass is the
 *       general's point twice ({@code e2e2})</td></tr>
 * </table>
 * {@link Style#LAB} writes the lab's own machine notation unchanged (ranks 0..9, {@code pass}), as the lab's
 * {@code uci} command reads and writes it. Banqi has no external engine.
 *
 * <p>Where an engine's rules end a game that the lab's go on, the history is sent again from the position reached
 * ({@link #restartsHistoryAfter}): Fairy-Stockfish's Janggi ends the game at two passes in a row (it counts points
 * then), while RULES.md plays on.
 */
public final class EngineNotation {
    /** Which spelling of the protocol's moves. */
    public enum Style {
        /** What engines of the protocol write (Fairy-Stockfish's coordinates under UCI). */
        STANDARD,
        /** The lab's own machine notation (what {@code lab uci} writes for Xiangqi and Janggi). */
        LAB;

        /**
         * Reads {@code standard} or {@code lab} (any case).
         *
         * @throws LabInputException naming the text otherwise
         */
        public static Style parse(String text) {
            for (Style s : values()) {
                if (s.name().equalsIgnoreCase(text == null ? "" : text.trim())) {
                    return s;
                }
            }
            throw new LabInputException("unknown notation '" + text + "' (expected standard or lab)");
        }
    }

    private static final Pattern COORDINATES = Pattern.compile("([a-i])(\\d)([a-i])(\\d)");

    private final Variant variant;
    private final EngineProtocol protocol;
    private final Style style;

    private EngineNotation(Variant variant, EngineProtocol protocol, Style style) {
        this.variant = variant;
        this.protocol = protocol;
        this.style = style;
    }

    /**
     * The notation of a variant under a protocol.
     *
     * @throws LabInputException if the combination is not supported (Banqi; Chess960, Xiangqi or Janggi under
     *                           USI; Shogi under UCI or UCCI; Chess960 or Janggi under UCCI)
     */
    public static EngineNotation of(Variant variant, EngineProtocol protocol, Style style) {
        boolean ok = switch (variant) {
            case CHESS960 -> protocol == EngineProtocol.UCI;
            case SHOGI -> protocol == EngineProtocol.USI;
            case XIANGQI -> protocol == EngineProtocol.UCI || protocol == EngineProtocol.UCCI;
            case JANGGI -> protocol == EngineProtocol.UCI;
            case BANQI -> false;
        };
        if (!ok) {
            throw new LabInputException(variant == Variant.BANQI
                    ? "banqi has no external engine (anchor it with random and fixed-node ttakji players)"
                    : variant + " cannot be played under " + protocol.specName() + " (expected " + switch (variant) {
                        case CHESS960 -> "uci";
                        case SHOGI -> "usi";
                        case XIANGQI -> "uci or ucci";
                        default -> "uci";
                    } + ")");
        }
        return new EngineNotation(variant, protocol, style);
    }

    /** The start position as it follows {@code position}: {@code fen <text>} or {@code sfen <text>}. */
    public String position(String labFen) {
        return (variant == Variant.SHOGI ? "sfen " : "fen ") + labFen;
    }

    /**
     * A move as the engine writes it.
     *
     * @param before  the position before the move
     * @param move    a legal move (or action) of {@code before}
     * @param machine the lab's machine notation of it ({@code rules.toMachine(before, move)})
     */
    public String move(Position before, int move, String machine) {
        if (variant == Variant.SHOGI && Move.kind(move) == Move.DECLARE) {
            return "win";
        }
        boolean tenRanks = variant == Variant.XIANGQI || variant == Variant.JANGGI;
        if (!tenRanks || style == Style.LAB || protocol == EngineProtocol.UCCI) {
            return machine;
        }
        if (variant == Variant.JANGGI && Move.kind(move) == Move.PASS) {
            String general = oneBased(((JanggiPosition) before).generalSquare(before.sideToMove()));
            return general + general;
        }
        Matcher m = COORDINATES.matcher(machine.toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("not a coordinate move: '" + machine + "'");
        }
        return m.group(1) + (Integer.parseInt(m.group(2)) + 1) + m.group(3) + (Integer.parseInt(m.group(4)) + 1);
    }

    /**
     * Whether the engine takes its game as over after two consecutive plies the lab's rules play on after, so
     * that from there the engine must be sent the position reached (as {@link #position}) instead of the moves
     * leading to it. True for two passes in a row in Janggi under Fairy-Stockfish's notation: Fairy-Stockfish
     * ends the game there and counts points, then ignores every later move of a {@code position} command and
     * answers {@code bestmove (none)}; RULES.md (Janggi: "Pass ... So there is no stalemate") has no such ending.
     * The engine then no longer knows the positions before the passes (for its repetition rules only; the lab
     * still referees repetition).
     *
     * @param previous the ply before {@code move} ({@link Move#NONE} at the start)
     * @param move     the ply just played
     */
    public boolean restartsHistoryAfter(int previous, int move) {
        return variant == Variant.JANGGI && style == Style.STANDARD && previous != Move.NONE
                && Move.kind(previous) == Move.PASS && Move.kind(move) == Move.PASS;
    }

    private static String oneBased(int square) {
        return (char) ('a' + Grid9x10.file(square)) + Integer.toString(Grid9x10.rank(square) + 1);
    }

    /** The variant. */
    public Variant variant() {
        return variant;
    }
}
