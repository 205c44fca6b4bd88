package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.SQUARES;
import static org.ttakji.engines.grid.Grid9x10.square;

import java.util.List;
import org.ttakji.engines.core.NotationException;

/**
 * The notation of {@code .gib} records (shared/data/real-games/README.md, janggi). Cho (楚, blue) is at
 * the bottom and is side 0 here; Han (漢, red) is side 1.
 *
 * <ul>
 *   <li>Points: two digits row, column. Row 1 is Han's back rank (top), rows 2..9 go down, row 0 is Cho's
 *       back rank; columns 1..9 run left to right as seen from Cho. So file = column - 1 and rank
 *       (0..9 from Cho's side) = (10 - row) mod 10. One record writes points as {@code a..i} + rank 0..9
 *       from Cho's side instead ({@code i3卒h3}); both are read.</li>
 *   <li>Moves: from, an optional side (楚 漢 초 한), a piece (Hanja 車 包 馬 象 士 將 卒 兵, Hangul
 *       차 포 마 상 사 장 졸 병), to, then an ignored suffix (captured piece, {@code 장군} check,
 *       {@code 타X} "takes X"). {@code 한수쉼} is a pass.</li>
 *   <li>Boards ({@code [판 "..."]}): ranks from the top separated by {@code /}, digits = empty points,
 *       short or empty ranks padded with empty points, text after the first space ignored; Hangul
 *       pieces are Han's and Hanja pieces Cho's, whatever their names.</li>
 * </ul>
 */
final class GibNotation {
    /** A pass token. */
    static final String PASS = "한수쉼";

    /**
     * A move token read.
     *
     * @param pass  true for {@code 한수쉼} (then the other fields are unused)
     * @param from  from point 0..89
     * @param to    to point 0..89
     * @param side  the side named in the token, 0 Cho, 1 Han, -1 when not named
     * @param type  the piece type named ({@link JanggiPiece}), 0 if none
     */
    record GibMove(boolean pass, int from, int to, int side, int type) {
    }

    private GibNotation() {
    }

    /**
     * Reads a move token.
     *
     * @throws NotationException naming the token when it is not a move
     */
    static GibMove parseMove(String token) {
        if (token.equals(PASS)) {
            return new GibMove(true, 0, 0, -1, 0);
        }
        if (token.length() < 5) {
            throw new NotationException(token, "not a .gib move (e.g. 79졸78, 71楚卒72 or 한수쉼)");
        }
        int from = point(token, 0);
        int k = 2;
        while (k < token.length() && token.charAt(k) > 0x7F) {
            k++;
        }
        int letters = k - 2;
        int side = -1;
        if (letters == 2) {
            side = side(token.charAt(2));
            if (side < 0) {
                throw new NotationException(token, "'" + token.charAt(2) + "' is not a side (楚 漢 초 한)");
            }
        } else if (letters != 1) {
            throw new NotationException(token, "expected a piece name (and an optional side) between the points");
        }
        int type = pieceType(token.charAt(k - 1));
        if (type == 0) {
            throw new NotationException(token, "'" + token.charAt(k - 1) + "' is not a janggi piece");
        }
        if (k + 2 > token.length()) {
            throw new NotationException(token, "missing destination point");
        }
        int to = point(token, k);
        return new GibMove(false, from, to, side, type);
    }

    /** The point written at {@code at}: two digits row+column, or a file letter and a rank 0..9. */
    private static int point(String token, int at) {
        char a = token.charAt(at);
        char b = token.charAt(at + 1);
        if (b < '0' || b > '9') {
            throw new NotationException(token, "bad point '" + a + b + "'");
        }
        if (a >= 'a' && a <= 'i') {
            return square(a - 'a', b - '0');
        }
        if (a < '0' || a > '9' || b == '0') {
            throw new NotationException(token, "bad point '" + a + b + "' (row 0..9, column 1..9)");
        }
        int row = a - '0';
        return square(b - '1', (10 - row) % 10);
    }

    private static int side(char c) {
        return switch (c) {
            case '楚', '초' -> 0;
            case '漢', '한' -> 1;
            default -> -1;
        };
    }

    /** The piece type of a Hanja or Hangul piece name, 0 if it is none. */
    static int pieceType(char c) {
        return switch (c) {
            case '車', '차' -> JanggiPiece.CHARIOT;
            case '包', '砲', '포' -> JanggiPiece.CANNON;
            case '馬', '마' -> JanggiPiece.HORSE;
            case '象', '상' -> JanggiPiece.ELEPHANT;
            case '士', '仕', '사' -> JanggiPiece.GUARD;
            case '將', '帥', '장', '왕' -> JanggiPiece.GENERAL;
            case '卒', '兵', '졸', '병' -> JanggiPiece.SOLDIER;
            default -> 0;
        };
    }

    /**
     * Reads a {@code [판 "..."]} board into the 90 piece codes (Cho = side 0 at the bottom).
     *
     * @param problems receives one entry per unreadable part
     */
    static int[] parseBoard(String value, List<String> problems) {
        int[] board = new int[SQUARES];
        String field = value.trim();
        int space = field.indexOf(' ');
        if (space >= 0) {
            field = field.substring(0, space);
        }
        String[] rows = field.split("/", -1);
        if (rows.length != 10) {
            problems.add("board '" + field + "' has " + rows.length + " ranks (expected 10)");
        }
        for (int i = 0; i < Math.min(10, rows.length); i++) {
            int rank = 9 - i;
            int file = 0;
            for (char c : rows[i].toCharArray()) {
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                    continue;
                }
                int type = pieceType(c);
                if (type == 0) {
                    problems.add("board rank " + (i + 1) + ": '" + c + "' is not a piece");
                } else if (file < 9) {
                    int side = Character.UnicodeBlock.of(c) == Character.UnicodeBlock.HANGUL_SYLLABLES ? 1 : 0;
                    board[square(file, rank)] = JanggiPiece.code(side, type);
                }
                file++;
            }
            if (file > 9) {
                problems.add("board rank " + (i + 1) + " '" + rows[i] + "' has " + file + " points (at most 9)");
            }
        }
        return board;
    }
}
