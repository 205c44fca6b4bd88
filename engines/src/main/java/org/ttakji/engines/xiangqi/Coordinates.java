package org.ttakji.engines.xiangqi;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.grid.Grid9x10;

/**
 * Coordinate move notation: from and to points as file {@code a..i} and rank, e.g. {@code h2e2} (ranks
 * 0..9, UCCI/ICCS). On input, letters may be upper case and a dash may separate the points (ICCS
 * {@code H2-E2}); ranks are read as {@link CoordinateRanks} says.
 */
final class Coordinates {
    private static final Pattern MOVE = Pattern.compile("([a-i])(10|[0-9])-?([a-i])(10|[0-9])");

    private Coordinates() {
    }

    /** The move in coordinates with ranks 0..9, e.g. {@code h2e2}. */
    static String write(int move) {
        return Grid9x10.name(Move.from(move)) + Grid9x10.name(Move.to(move));
    }

    /**
     * The legal move named by coordinate text.
     *
     * @throws NotationException    if the text is not coordinates or a rank does not fit the numbering
     * @throws IllegalMoveException if no legal move goes between the points
     */
    static int parse(XiangqiPosition position, String text, CoordinateRanks ranks) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        Matcher m = MOVE.matcher(t);
        if (!m.matches()) {
            throw new NotationException(String.valueOf(text),
                    "not a coordinate move (expected e.g. h2e2: file a..i and rank for the from and to points)");
        }
        String fromRank = m.group(2);
        String toRank = m.group(4);
        boolean hasTen = fromRank.equals("10") || toRank.equals("10");
        boolean hasZero = fromRank.equals("0") || toRank.equals("0");
        CoordinateRanks mode = ranks;
        if (mode == CoordinateRanks.ZERO_BASED && hasTen) {
            throw new NotationException(text, "rank 10 does not exist with ranks 0..9");
        }
        if (mode == CoordinateRanks.ONE_BASED && hasZero) {
            throw new NotationException(text, "rank 0 does not exist with ranks 1..10");
        }
        if (mode == CoordinateRanks.AUTO) {
            if (hasTen && hasZero) {
                throw new NotationException(text, "mixes rank 0 (ranks 0..9) and rank 10 (ranks 1..10)");
            }
            mode = hasTen ? CoordinateRanks.ONE_BASED : hasZero ? CoordinateRanks.ZERO_BASED : null;
        }
        MoveList legal = new MoveList(256);
        position.generateLegal(legal); // both rank readings may be needed, so every piece
        if (mode != null) {
            int move = find(legal, m, mode == CoordinateRanks.ONE_BASED);
            if (move == Move.NONE) {
                throw new IllegalMoveException(text, position.toFen(), "no legal move from "
                        + m.group(1) + fromRank + " to " + m.group(3) + toRank + " (ranks "
                        + (mode == CoordinateRanks.ONE_BASED ? "1..10" : "0..9") + ")");
            }
            return move;
        }
        int move = find(legal, m, false);
        if (move == Move.NONE) {
            move = find(legal, m, true);
        }
        if (move == Move.NONE) {
            throw new IllegalMoveException(text, position.toFen(),
                    "no legal move between these points, with ranks read as 0..9 or as 1..10");
        }
        return move;
    }

    private static int find(MoveList legal, Matcher m, boolean ranksFromOne) {
        int from = Grid9x10.square(m.group(1).charAt(0) - 'a', Integer.parseInt(m.group(2)) - (ranksFromOne ? 1 : 0));
        int to = Grid9x10.square(m.group(3).charAt(0) - 'a', Integer.parseInt(m.group(4)) - (ranksFromOne ? 1 : 0));
        for (int i = 0; i < legal.size(); i++) {
            int move = legal.get(i);
            if (Move.from(move) == from && Move.to(move) == to) {
                return move;
            }
        }
        return Move.NONE;
    }
}
