package org.ttakji.engines.xiangqi;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.grid.Grid9x10;

/**
 * Xiangqi FEN (docs/rules/xiangqi.md, as UCCI engines and Fairy-Stockfish write it):
 * {@code rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1}.
 *
 * <p>Ten ranks from Black's back rank (rank 9) down to Red's (rank 0), uppercase = Red, letters of
 * {@link XiangqiPiece}; side to move {@code w} (also {@code r}) = Red, {@code b} = Black; then two
 * unused fields ({@code -}), the halfmove clock and the move number. The last four fields may be left
 * out on input (defaults {@code - - 0 1}); output always has all six.
 */
public final class Fen {
    /** The standard start position. */
    public static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private Fen() {
    }

    /**
     * Reads a FEN into an unvalidated setup (syntax only; the rules are checked when a position is
     * built from it).
     *
     * @throws InvalidPositionException listing every syntax problem (rank count, rank length, unknown
     *                                  letters, side to move, counters)
     */
    public static XiangqiSetup parse(String text) {
        List<String> problems = new ArrayList<>();
        String input = text == null ? "" : text.trim();
        String[] fields = input.isEmpty() ? new String[0] : input.split("\\s+");
        int[] board = new int[Grid9x10.SQUARES];
        if (fields.length == 0) {
            throw new InvalidPositionException(String.valueOf(text), List.of("empty position text"));
        }
        if (fields.length > 6) {
            problems.add("too many fields (" + fields.length + "; expected at most 6)");
        }
        parseBoard(fields[0], board, problems);
        int side = 0;
        if (fields.length > 1) {
            switch (fields[1]) {
                case "w", "r", "W", "R" -> side = 0;
                case "b", "B" -> side = 1;
                default -> problems.add("side to move '" + fields[1] + "' is not w (or r) for Red or b for Black");
            }
        }
        int halfmove = fields.length > 4 ? number(fields[4], "halfmove clock", 0, problems) : 0;
        int fullmove = fields.length > 5 ? number(fields[5], "move number", 1, problems) : 1;
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(input, problems);
        }
        return new XiangqiSetup(board, side, halfmove, fullmove);
    }

    private static void parseBoard(String field, int[] board, List<String> problems) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != Grid9x10.RANKS) {
            problems.add("board has " + ranks.length + " ranks, expected 10 separated by '/'");
        }
        for (int i = 0; i < Math.min(ranks.length, Grid9x10.RANKS); i++) {
            int rank = Grid9x10.RANKS - 1 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                } else {
                    int code = XiangqiPiece.fromFenChar(c);
                    if (code == 0) {
                        problems.add("unknown piece letter '" + c + "' on rank " + rank);
                    } else if (file < Grid9x10.FILES) {
                        board[Grid9x10.square(file, rank)] = code;
                    }
                    file++;
                }
            }
            if (file != Grid9x10.FILES) {
                problems.add("rank " + rank + " ('" + ranks[i] + "') covers " + file + " files, expected 9");
            }
        }
    }

    private static int number(String text, String name, int min, List<String> problems) {
        try {
            int v = Integer.parseInt(text);
            if (v >= min) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(name + " '" + text + "' is not a whole number >= " + min);
        return min;
    }

    /** The FEN of a setup (always six fields, {@code w}/{@code b}). */
    public static String write(XiangqiSetup setup) {
        return write(setup::pieceAt, setup.sideToMove(), setup.halfmoveClock(), setup.fullmoveNumber());
    }

    /** The FEN of a position. */
    static String write(java.util.function.IntUnaryOperator pieceAt, int side, int halfmove, int fullmove) {
        StringBuilder sb = new StringBuilder(80);
        for (int rank = Grid9x10.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Grid9x10.FILES; file++) {
                int code = pieceAt.applyAsInt(Grid9x10.square(file, rank));
                if (code == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(XiangqiPiece.fenChar(code));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(side == 0 ? " w" : " b").append(" - - ").append(halfmove).append(' ').append(fullmove)
                .toString();
    }
}
