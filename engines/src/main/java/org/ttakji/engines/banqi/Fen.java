package org.ttakji.engines.banqi;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes the Banqi position text {@code <board> <side> <p1colour> <noprogress> <ply>} (the format
 * is documented on {@link BanqiRules}). Reading returns an unvalidated {@link BanqiSetup} carrying the
 * syntax problems found; {@link BanqiSetup} adds the rule problems when it builds a position.
 */
final class Fen {
    private Fen() {
    }

    /** Reads position text of either form (never throws; problems are collected in the setup). */
    static BanqiSetup parse(String text) {
        List<String> problems = new ArrayList<>();
        String input = text == null ? "" : text;
        String[] fields = input.trim().split("\\s+");
        if (input.isBlank()) {
            problems.add("empty position text");
            return new BanqiSetup(input, new int[BanqiSquares.COUNT], false, 0, BanqiPieces.NO_COLOUR, 0, 1, null,
                    problems);
        }
        if (fields.length < 5 || fields.length > 6) {
            problems.add("expected 5 fields '<board> <side> <p1colour> <noprogress> <ply>' (the public form may add"
                    + " a 6th: the captured pieces), got " + fields.length);
        }
        BoardReading board = readBoard(fields[0]);
        problems.addAll(board.problems);
        boolean publicForm = board.publicForm || fields.length == 6;
        int side = fields.length > 1 ? readSide(fields[1], problems) : 0;
        int colour = fields.length > 2 ? readColour(fields[2], problems) : BanqiPieces.NO_COLOUR;
        int noProgress = fields.length > 3 ? readInt(fields[3], 0, "noprogress", problems) : 0;
        int ply = fields.length > 4 ? readInt(fields[4], 1, "ply", problems) : 1;
        int[] captured = null;
        if (fields.length == 6) {
            captured = readCaptured(fields[5], problems);
            if (!board.publicForm && board.faceDownIdentities) {
                problems.add("the full form (face-down pieces written '?K') has no captured field: it follows from"
                        + " the board");
            }
        }
        return new BanqiSetup(input, board.cells, publicForm, side, colour, noProgress, ply, captured, problems);
    }

    private record BoardReading(int[] cells, boolean publicForm, boolean faceDownIdentities, List<String> problems) {
    }

    /**
     * The board field. The full form writes a face-down piece as {@code ?} plus its letter, the public form
     * as {@code ?} alone; a board is read in the full form when every {@code ?} is followed by a letter
     * and that reading gives 8 squares in each of the 4 ranks, otherwise in the public form. The two readings
     * cannot both fit: each {@code ?X} is one square in the full form and two in the public form. A letter
     * that is no piece after a {@code ?} is reported as a bad face-down piece of the full form (when the public
     * reading does not fit either), so a typo in a layout is named as such.
     */
    private static BoardReading readBoard(String board) {
        boolean everyMarkHasLetter = true;
        boolean anyMark = false;
        for (int i = 0; i < board.length(); i++) {
            if (board.charAt(i) == '?') {
                anyMark = true;
                if (i + 1 >= board.length() || !isAsciiLetter(board.charAt(i + 1))) {
                    everyMarkHasLetter = false;
                }
            }
        }
        if (everyMarkHasLetter) {
            BoardReading full = readBoard(board, true);
            if (full.problems.isEmpty() || !anyMark) {
                return full;
            }
            BoardReading pub = readBoard(board, false);
            return pub.problems.isEmpty() ? pub : full;
        }
        return readBoard(board, false);
    }

    private static BoardReading readBoard(String board, boolean full) {
        List<String> problems = new ArrayList<>();
        int[] cells = new int[BanqiSquares.COUNT];
        String[] ranks = board.split("/", -1);
        if (ranks.length != BanqiSquares.RANKS) {
            problems.add("board '" + board + "' has " + ranks.length + " ranks separated by '/', expected 4");
        }
        boolean identities = false;
        for (int r = 0; r < Math.min(ranks.length, BanqiSquares.RANKS); r++) {
            int rank = BanqiSquares.RANKS - 1 - r;
            String text = ranks[r];
            int file = 0;
            for (int i = 0; i < text.length(); i++) {
                char ch = text.charAt(i);
                int cell;
                int width = 1;
                if (ch >= '1' && ch <= '8') {
                    cell = 0;
                    width = ch - '0';
                } else if (ch == '?') {
                    cell = BanqiPieces.FACE_DOWN;
                    if (full) {
                        char letter = text.charAt(++i);
                        int hidden = BanqiPieces.fromLetter(letter);
                        if (hidden <= 0) {
                            problems.add("bad face-down piece '?" + letter + "' in rank " + (rank + 1) + " ('" + text
                                    + "'): expected '?' followed by one of KABRNCP, kabrncp");
                        } else {
                            cell |= hidden;
                        }
                        identities = true;
                    }
                } else if (BanqiPieces.fromLetter(ch) > 0) {
                    cell = BanqiPieces.fromLetter(ch);
                } else {
                    problems.add("bad character '" + ch + "' in rank " + (rank + 1) + " ('" + text
                            + "'): expected KABRNCP, kabrncp, '?' or a digit 1..8");
                    continue;
                }
                for (int w = 0; w < width; w++, file++) {
                    if (file < BanqiSquares.FILES) {
                        cells[BanqiSquares.of(file, rank)] = cell;
                    }
                }
            }
            if (file != BanqiSquares.FILES) {
                problems.add("rank " + (rank + 1) + " ('" + text + "') has " + file + " squares, expected 8");
            }
        }
        return new BoardReading(cells, !full, identities, problems);
    }

    private static boolean isAsciiLetter(char ch) {
        return ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z';
    }

    private static int readSide(String f, List<String> problems) {
        if (f.equals("1") || f.equals("2")) {
            return f.charAt(0) - '1';
        }
        problems.add("side to move '" + f + "' must be 1 or 2");
        return 0;
    }

    private static int readColour(String f, List<String> problems) {
        switch (f) {
            case "r":
                return BanqiPieces.RED;
            case "b":
                return BanqiPieces.BLACK;
            case "-":
                return BanqiPieces.NO_COLOUR;
            default:
                problems.add("player 1's colour '" + f + "' must be r, b or - (undecided)");
                return BanqiPieces.NO_COLOUR;
        }
    }

    private static int readInt(String f, int min, String name, List<String> problems) {
        try {
            int v = Integer.parseInt(f);
            if (v >= min) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(name + " '" + f + "' must be an integer >= " + min);
        return min;
    }

    private static int[] readCaptured(String f, List<String> problems) {
        int[] captured = new int[BanqiPieces.CODES];
        if (f.equals("-")) {
            return captured;
        }
        for (int i = 0; i < f.length(); i++) {
            int code = BanqiPieces.fromLetter(f.charAt(i));
            if (code < 0) {
                problems.add("bad captured piece '" + f.charAt(i) + "' in '" + f + "': expected KABRNCP, kabrncp or -");
            } else {
                captured[code]++;
            }
        }
        return captured;
    }

    /** The board field: ranks 4..1, '/'-separated; face-down squares as {@code ?X} (full) or {@code ?}. */
    static String board(int[] cells, boolean full) {
        StringBuilder sb = new StringBuilder(100);
        for (int rank = BanqiSquares.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < BanqiSquares.FILES; file++) {
                int cell = cells[BanqiSquares.of(file, rank)];
                if (cell == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                if (BanqiPieces.isFaceDown(cell)) {
                    sb.append('?');
                    if (full && cell > BanqiPieces.FACE_DOWN) {
                        sb.append(BanqiPieces.letter(cell & 15));
                    }
                } else {
                    sb.append(BanqiPieces.letter(cell));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /** The five-field text; {@code ply} is the 1-based number written in the text. */
    static String fen(int[] cells, int side, int p1Colour, int noProgress, int ply, boolean full) {
        return board(cells, full) + " " + (side + 1) + " " + BanqiPieces.colourLetter(p1Colour) + " " + noProgress
                + " " + ply;
    }

    /** Captured pieces as letters in code order (red K..P, then black), or {@code -} for none. */
    static String captured(int[] capturedPerCode) {
        StringBuilder sb = new StringBuilder();
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            for (int i = 0; i < capturedPerCode[code]; i++) {
                sb.append(BanqiPieces.letter(code));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
