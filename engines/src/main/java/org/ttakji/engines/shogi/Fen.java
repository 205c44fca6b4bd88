package org.ttakji.engines.shogi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;

/**
 * SFEN, the position format of the USI protocol: {@code <board> <b|w> <hands|-> <move number>}, the board
 * from rank a to rank i, each rank from file 9 to file 1, upper case = sente, {@code +} = promoted, digits =
 * empty squares; hands as {@code [count]letter} with sente's pieces first in the order R B G S N L P.
 *
 * <p>Reading also accepts a {@code position} and/or {@code sfen} prefix, {@code startpos}, a missing move
 * number (1), and trailing {@code moves <usi>...} as in the USI {@code position} command.
 */
final class Fen {
    /** The hirate (even game) start. */
    static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    private static final int[] HAND_ORDER = {ShogiPiece.ROOK, ShogiPiece.BISHOP, ShogiPiece.GOLD, ShogiPiece.SILVER,
        ShogiPiece.KNIGHT, ShogiPiece.LANCE, ShogiPiece.PAWN};

    private Fen() {
    }

    /**
     * Reads the text into an unvalidated setup.
     *
     * @throws InvalidPositionException listing every syntax problem found
     */
    static ShogiSetup parse(String text) {
        if (text == null) {
            throw new InvalidPositionException("null", List.of("no SFEN given"));
        }
        List<String> tokens = new ArrayList<>(Arrays.asList(text.trim().split("\\s+")));
        List<String> problems = new ArrayList<>();
        if (!tokens.isEmpty() && tokens.get(0).equals("position")) {
            tokens.remove(0);
        }
        List<String> moves = new ArrayList<>();
        int movesAt = tokens.indexOf("moves");
        if (movesAt >= 0) {
            moves.addAll(tokens.subList(movesAt + 1, tokens.size()));
            tokens = new ArrayList<>(tokens.subList(0, movesAt));
        }
        if (!tokens.isEmpty() && tokens.get(0).equals("startpos")) {
            if (tokens.size() > 1) {
                problems.add("unexpected text after startpos: " + String.join(" ", tokens.subList(1, tokens.size())));
            }
            tokens = new ArrayList<>(Arrays.asList(START.split(" ")));
        } else if (!tokens.isEmpty() && tokens.get(0).equals("sfen")) {
            tokens.remove(0);
        }
        if (tokens.size() < 3 || tokens.size() > 4 || tokens.get(0).isEmpty()) {
            problems.add("expected 3 or 4 fields (board, side, hands[, move number]), got " + (tokens.get(0).isEmpty() ? 0 : tokens.size()));
            throw new InvalidPositionException(text, problems);
        }
        int[] board = new int[81];
        readBoard(tokens.get(0), board, problems);
        int side = switch (tokens.get(1)) {
            case "b" -> 0;
            case "w" -> 1;
            default -> {
                problems.add("side to move '" + tokens.get(1) + "' must be b (sente) or w (gote)");
                yield 0;
            }
        };
        int[] hand = new int[16];
        readHands(tokens.get(2), hand, problems);
        int moveNumber = 1;
        if (tokens.size() == 4) {
            try {
                moveNumber = Integer.parseInt(tokens.get(3));
            } catch (NumberFormatException e) {
                problems.add("move number '" + tokens.get(3) + "' is not a number");
            }
        }
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(text, problems);
        }
        return new ShogiSetup(board, hand, side, moveNumber, moves);
    }

    private static void readBoard(String field, int[] board, List<String> problems) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 9) {
            problems.add("board has " + ranks.length + " ranks, expected 9 separated by '/'");
            return;
        }
        for (int r = 0; r < 9; r++) {
            String rank = ranks[r];
            char rankName = (char) ('a' + r);
            int file = 9;
            boolean promoted = false;
            for (int i = 0; i < rank.length(); i++) {
                char c = rank.charAt(i);
                if (c == '+') {
                    if (promoted) {
                        problems.add("rank " + rankName + ": '++'");
                    }
                    promoted = true;
                    continue;
                }
                if (c >= '1' && c <= '9') {
                    if (promoted) {
                        problems.add("rank " + rankName + ": '+' before a digit");
                        promoted = false;
                    }
                    file -= c - '0';
                    continue;
                }
                int type = ShogiPiece.typeOfLetter(Character.toUpperCase(c));
                if (type == 0) {
                    problems.add("rank " + rankName + ": unknown piece letter '" + c + "'");
                    file--;
                    promoted = false;
                    continue;
                }
                if (promoted && (type == ShogiPiece.GOLD || type == ShogiPiece.KING)) {
                    problems.add("rank " + rankName + ": '+" + c + "' (gold and king do not promote)");
                    promoted = false;
                }
                if (file >= 1) {
                    int pc = ShogiPiece.of(Character.isUpperCase(c) ? 0 : 1, promoted ? type + 8 : type);
                    board[ShogiSquare.of(file, r + 1)] = pc;
                }
                file--;
                promoted = false;
            }
            if (file != 0) {
                problems.add("rank " + rankName + " '" + rank + "' has " + (9 - file) + " squares, expected 9");
            }
            if (promoted) {
                problems.add("rank " + rankName + ": '+' at the end");
            }
        }
    }

    private static void readHands(String field, int[] hand, List<String> problems) {
        if (field.equals("-")) {
            return;
        }
        int count = 0;
        boolean sawCount = false;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c >= '0' && c <= '9') {
                count = count * 10 + (c - '0');
                sawCount = true;
                continue;
            }
            int type = ShogiPiece.typeOfLetter(Character.toUpperCase(c));
            if (type == 0 || type == ShogiPiece.KING) {
                problems.add("hands: '" + c + "' is not a piece that can be held");
            } else if (sawCount && count == 0) {
                problems.add("hands: count 0 before '" + c + "'");
            } else {
                hand[(Character.isUpperCase(c) ? 0 : 8) + type] += sawCount ? count : 1;
            }
            count = 0;
            sawCount = false;
        }
        if (sawCount) {
            problems.add("hands: count without a piece at the end of '" + field + "'");
        }
    }

    /** The SFEN of a position; the move number is the position's ply plus one. */
    static String write(ShogiPosition p) {
        return boardField(p.board) + (p.side == 0 ? " b " : " w ") + handsField(p.hand) + " " + (p.ply + 1);
    }

    static String boardField(int[] board) {
        StringBuilder sb = new StringBuilder(96);
        for (int r = 1; r <= 9; r++) {
            int empty = 0;
            for (int f = 9; f >= 1; f--) {
                int pc = board[ShogiSquare.of(f, r)];
                if (pc == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(ShogiPiece.sfenLetters(pc));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (r < 9) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    static String handsField(int[] hand) {
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < 2; s++) {
            for (int t : HAND_ORDER) {
                int c = hand[s * 8 + t];
                if (c > 0) {
                    if (c > 1) {
                        sb.append(c);
                    }
                    char letter = ShogiPiece.letter(t);
                    sb.append(s == 0 ? letter : Character.toLowerCase(letter));
                }
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
