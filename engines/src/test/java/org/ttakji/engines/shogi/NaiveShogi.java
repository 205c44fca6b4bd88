package org.ttakji.engines.shogi;

import java.util.Set;
import java.util.TreeSet;

/**
 * A deliberately slow, independent shogi legality reference for the contract test: its own SFEN reader, its
 * own piece geometry as (file, rank) vectors, every from/to pair tried by brute force, every candidate made
 * on a copy and the king checked by asking every enemy piece whether it can reach it. Shares no code with
 * the move generator.
 */
final class NaiveShogi {
    /** board[file][rank], 1..9 each; "" empty, else "P", "+p", ... (upper case = sente). */
    private final String[][] board = new String[10][10];
    /** hands[side][letter index in "PLNSGBR"]. */
    private final int[][] hands = new int[2][7];
    private int side;
    private static final String HAND_LETTERS = "PLNSGBR";

    NaiveShogi(String sfen) {
        String[] f = sfen.trim().split(" ");
        String[] ranks = f[0].split("/");
        for (int r = 1; r <= 9; r++) {
            int file = 9;
            String prefix = "";
            for (char c : ranks[r - 1].toCharArray()) {
                if (c == '+') {
                    prefix = "+";
                } else if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        board[file--][r] = "";
                    }
                } else {
                    board[file--][r] = prefix + c;
                    prefix = "";
                }
            }
        }
        side = f[1].equals("b") ? 0 : 1;
        if (!f[2].equals("-")) {
            int count = 0;
            for (char c : f[2].toCharArray()) {
                if (Character.isDigit(c)) {
                    count = count * 10 + (c - '0');
                } else {
                    hands[Character.isUpperCase(c) ? 0 : 1][HAND_LETTERS.indexOf(Character.toUpperCase(c))] +=
                            count == 0 ? 1 : count;
                    count = 0;
                }
            }
        }
    }

    private NaiveShogi(NaiveShogi o) {
        for (int i = 0; i < 10; i++) {
            board[i] = o.board[i].clone();
        }
        hands[0] = o.hands[0].clone();
        hands[1] = o.hands[1].clone();
        side = o.side;
    }

    private static int owner(String p) {
        return p.isEmpty() ? -1 : Character.isUpperCase(p.charAt(p.length() - 1)) ? 0 : 1;
    }

    private static String kind(String p) {
        return p.toUpperCase();
    }

    /** Vectors (df, dr, slide 0/1) in sente's orientation; rank decreases towards gote. */
    private static int[][] vectors(String kind) {
        int[][] gold = {{0, -1, 0}, {-1, -1, 0}, {1, -1, 0}, {-1, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        int[][] diag = {{1, 1, 1}, {1, -1, 1}, {-1, 1, 1}, {-1, -1, 1}};
        int[][] orth = {{0, 1, 1}, {0, -1, 1}, {1, 0, 1}, {-1, 0, 1}};
        return switch (kind) {
            case "P" -> new int[][] {{0, -1, 0}};
            case "L" -> new int[][] {{0, -1, 1}};
            case "N" -> new int[][] {{-1, -2, 0}, {1, -2, 0}};
            case "S" -> new int[][] {{0, -1, 0}, {-1, -1, 0}, {1, -1, 0}, {-1, 1, 0}, {1, 1, 0}};
            case "G", "+P", "+L", "+N", "+S" -> gold;
            case "K" -> new int[][] {{0, -1, 0}, {-1, -1, 0}, {1, -1, 0}, {-1, 0, 0}, {1, 0, 0}, {0, 1, 0}, {-1, 1, 0}, {1, 1, 0}};
            case "B" -> diag;
            case "R" -> orth;
            case "+B" -> new int[][] {diag[0], diag[1], diag[2], diag[3], {0, 1, 0}, {0, -1, 0}, {1, 0, 0}, {-1, 0, 0}};
            case "+R" -> new int[][] {orth[0], orth[1], orth[2], orth[3], {1, 1, 0}, {1, -1, 0}, {-1, 1, 0}, {-1, -1, 0}};
            default -> throw new IllegalStateException(kind);
        };
    }

    private static boolean onBoard(int f, int r) {
        return f >= 1 && f <= 9 && r >= 1 && r <= 9;
    }

    private boolean canReach(int f, int r, int f2, int r2) {
        String p = board[f][r];
        int sign = owner(p) == 0 ? 1 : -1;
        for (int[] v : vectors(kind(p))) {
            int df = v[0] * sign;
            int dr = v[1] * sign;
            int x = f + df;
            int y = r + dr;
            while (onBoard(x, y)) {
                if (x == f2 && y == r2) {
                    return true;
                }
                if (v[2] == 0 || !board[x][y].isEmpty()) {
                    break;
                }
                x += df;
                y += dr;
            }
        }
        return false;
    }

    private boolean kingAttacked(int s) {
        for (int f = 1; f <= 9; f++) {
            for (int r = 1; r <= 9; r++) {
                if (board[f][r].equals(s == 0 ? "K" : "k")) {
                    for (int a = 1; a <= 9; a++) {
                        for (int b = 1; b <= 9; b++) {
                            if (owner(board[a][b]) == 1 - s && canReach(a, b, f, r)) {
                                return true;
                            }
                        }
                    }
                    return false;
                }
            }
        }
        return false;
    }

    /** Relative rank for a side: 1 = own back rank, 9 = the farthest. */
    private static int rel(int s, int r) {
        return s == 0 ? 10 - r : r;
    }

    private static String sq(int f, int r) {
        return "" + f + (char) ('a' + r - 1);
    }

    /** Every legal move in USI, computed by brute force. */
    Set<String> legalMoves() {
        return legalMoves(true);
    }

    private Set<String> legalMoves(boolean checkUchifuzume) {
        Set<String> out = new TreeSet<>();
        int s = side;
        for (int f = 1; f <= 9; f++) {
            for (int r = 1; r <= 9; r++) {
                String p = board[f][r];
                if (owner(p) != s) {
                    continue;
                }
                for (int f2 = 1; f2 <= 9; f2++) {
                    for (int r2 = 1; r2 <= 9; r2++) {
                        if (owner(board[f2][r2]) == s || !canReach(f, r, f2, r2)) {
                            continue;
                        }
                        String k = kind(p);
                        boolean promotable = k.length() == 1 && "PLNSBR".contains(k);
                        boolean zone = rel(s, r) >= 7 || rel(s, r2) >= 7;
                        boolean dead = (k.equals("P") || k.equals("L")) && rel(s, r2) == 9
                                || k.equals("N") && rel(s, r2) >= 8;
                        if (promotable && zone) {
                            tryMove(out, f, r, f2, r2, true);
                        }
                        if (!dead) {
                            tryMove(out, f, r, f2, r2, false);
                        }
                    }
                }
            }
        }
        for (int h = 0; h < 7; h++) {
            if (hands[s][h] == 0) {
                continue;
            }
            char letter = HAND_LETTERS.charAt(h);
            for (int f = 1; f <= 9; f++) {
                for (int r = 1; r <= 9; r++) {
                    if (!board[f][r].isEmpty()) {
                        continue;
                    }
                    if ((letter == 'P' || letter == 'L') && rel(s, r) == 9 || letter == 'N' && rel(s, r) >= 8) {
                        continue;
                    }
                    if (letter == 'P') {
                        boolean nifu = false;
                        for (int y = 1; y <= 9; y++) {
                            nifu |= board[f][y].equals(s == 0 ? "P" : "p");
                        }
                        if (nifu) {
                            continue;
                        }
                    }
                    NaiveShogi next = new NaiveShogi(this);
                    next.board[f][r] = s == 0 ? String.valueOf(letter) : String.valueOf(letter).toLowerCase();
                    next.hands[s][h]--;
                    if (next.kingAttacked(s)) {
                        continue;
                    }
                    next.side = 1 - s;
                    if (letter == 'P' && checkUchifuzume && next.kingAttacked(1 - s) && next.legalMoves(false).isEmpty()) {
                        continue; // uchifuzume
                    }
                    out.add(letter + "*" + sq(f, r));
                }
            }
        }
        return out;
    }

    private void tryMove(Set<String> out, int f, int r, int f2, int r2, boolean promote) {
        NaiveShogi next = new NaiveShogi(this);
        String captured = next.board[f2][r2];
        if (!captured.isEmpty()) {
            String base = captured.replace("+", "").toUpperCase();
            next.hands[side][HAND_LETTERS.indexOf(base)]++;
        }
        next.board[f2][r2] = promote ? "+" + board[f][r] : board[f][r];
        next.board[f][r] = "";
        if (!next.kingAttacked(side)) {
            out.add(sq(f, r) + sq(f2, r2) + (promote ? "+" : ""));
        }
    }
}
