package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.FILES;
import static org.ttakji.engines.grid.Grid9x10.RANKS;
import static org.ttakji.engines.grid.Grid9x10.SQUARES;
import static org.ttakji.engines.grid.Grid9x10.square;

import java.util.ArrayList;
import java.util.List;

/**
 * The Janggi FEN as Fairy-Stockfish writes it: {@code rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1}.
 * Ranks from the top (rank 9) down; uppercase = side 0 (the first mover, at the bottom); {@code w} =
 * side 0 to move; castling and en-passant fields are always {@code -}; then the plies since the last
 * capture and the move number. On input, missing trailing fields take those defaults.
 */
final class Fen {
    private Fen() {
    }

    /** Reads FEN text into an unvalidated setup; syntax problems are collected, not thrown. */
    static JanggiSetup parse(String text) {
        List<String> problems = new ArrayList<>();
        int[] board = new int[SQUARES];
        String[] fields = text == null ? new String[0] : text.trim().split("\\s+");
        if (fields.length == 0 || fields[0].isEmpty()) {
            problems.add("empty position text");
            return new JanggiSetup(String.valueOf(text), board, 0, 0, 1, problems);
        }
        if (fields.length > 6) {
            problems.add("too many fields: " + fields.length + " (expected at most 6)");
        }
        parseBoard(fields[0], board, problems);
        int side = 0;
        if (fields.length > 1) {
            switch (fields[1]) {
                case "w" -> side = 0;
                case "b" -> side = 1;
                default -> problems.add("side to move '" + fields[1] + "' is not w or b");
            }
        }
        for (int i = 2; i <= 3 && i < fields.length; i++) {
            if (!fields[i].equals("-")) {
                problems.add((i == 2 ? "castling" : "en-passant") + " field '" + fields[i] + "' must be '-' in janggi");
            }
        }
        int clock = fields.length > 4 ? number(fields[4], "halfmove clock", 0, problems) : 0;
        int fullmove = fields.length > 5 ? number(fields[5], "move number", 1, problems) : 1;
        return new JanggiSetup(text, board, side, clock, fullmove, problems);
    }

    private static int number(String field, String what, int min, List<String> problems) {
        try {
            int v = Integer.parseInt(field);
            if (v >= min) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(what + " '" + field + "' is not an integer >= " + min);
        return min;
    }

    private static void parseBoard(String field, int[] board, List<String> problems) {
        String[] rows = field.split("/", -1);
        if (rows.length != RANKS) {
            problems.add("board has " + rows.length + " ranks (expected 10, separated by '/')");
        }
        for (int i = 0; i < Math.min(rows.length, RANKS); i++) {
            int rank = RANKS - 1 - i;
            int file = 0;
            String row = rows[i];
            for (int k = 0; k < row.length(); k++) {
                char c = row.charAt(k);
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                } else {
                    int code = JanggiPiece.fromFenLetter(c);
                    if (code < 0) {
                        problems.add("rank " + rank + ": '" + c + "' is not a janggi piece (k a b n r c p)");
                    } else if (file < FILES) {
                        board[square(file, rank)] = code;
                    }
                    file++;
                }
            }
            if (file != FILES) {
                problems.add("rank " + rank + " ('" + row + "') has " + file + " points (expected 9)");
            }
        }
    }

    /** Writes the board, side, {@code - -}, clock and move number. */
    static String write(int[] board, int sideToMove, int halfmoveClock, int fullmoveNumber) {
        StringBuilder sb = new StringBuilder(64);
        for (int rank = RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < FILES; file++) {
                int code = board[square(file, rank)];
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(JanggiPiece.fenLetter(code));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(sideToMove == 0 ? " w" : " b").append(" - - ").append(halfmoveClock).append(' ').append(fullmoveNumber);
        return sb.toString();
    }
}
