package org.ttakji.engines.janggi;

import java.util.Set;
import java.util.TreeSet;

/**
 * A deliberately naive, slow reading of docs/rules/janggi.md for tests: every (from, to) pair is checked against
 * the movement rules written from scratch (no shared tables), and a move is legal when afterwards no enemy
 * piece could move onto the own general. Independent of {@link Tables}, {@link Board} and {@link MoveGen}.
 * Board = char[10][9] indexed [rank][file], uppercase = side 0 (moving up), '.' = empty.
 */
final class NaiveJanggi {
    private NaiveJanggi() {
    }

    /** The board of a FEN's first field. */
    static char[][] board(String fen) {
        char[][] b = new char[10][9];
        String[] rows = fen.split(" ")[0].split("/");
        for (int i = 0; i < 10; i++) {
            int rank = 9 - i;
            int file = 0;
            for (char c : rows[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        b[rank][file++] = '.';
                    }
                } else {
                    b[rank][file++] = c;
                }
            }
        }
        return b;
    }

    /** Legal moves in machine notation (ranks 0..9), "pass" included when not in check. */
    static Set<String> legalMoves(String fen) {
        char[][] b = board(fen);
        boolean white = fen.split(" ")[1].equals("w");
        Set<String> out = new TreeSet<>();
        for (int fr = 0; fr < 10; fr++) {
            for (int ff = 0; ff < 9; ff++) {
                if (b[fr][ff] == '.' || Character.isUpperCase(b[fr][ff]) != white) {
                    continue;
                }
                for (int tr = 0; tr < 10; tr++) {
                    for (int tf = 0; tf < 9; tf++) {
                        if (!canMove(b, ff, fr, tf, tr)) {
                            continue;
                        }
                        char moved = b[fr][ff];
                        char taken = b[tr][tf];
                        b[tr][tf] = moved;
                        b[fr][ff] = '.';
                        boolean ok = !inCheck(b, white);
                        b[fr][ff] = moved;
                        b[tr][tf] = taken;
                        if (ok) {
                            out.add("" + (char) ('a' + ff) + fr + (char) ('a' + tf) + tr);
                        }
                    }
                }
            }
        }
        if (!inCheck(b, white)) {
            out.add("pass");
        }
        return out;
    }

    /** Is the general of the given side attacked? */
    static boolean inCheck(char[][] b, boolean white) {
        int gf = -1;
        int gr = -1;
        for (int r = 0; r < 10; r++) {
            for (int f = 0; f < 9; f++) {
                if (b[r][f] == (white ? 'K' : 'k')) {
                    gf = f;
                    gr = r;
                }
            }
        }
        for (int r = 0; r < 10; r++) {
            for (int f = 0; f < 9; f++) {
                char c = b[r][f];
                if (c != '.' && Character.isUpperCase(c) != white && canMove(b, f, r, gf, gr)) {
                    return true;
                }
            }
        }
        return false;
    }

    static boolean inPalace(int f, int r) {
        return f >= 3 && f <= 5 && (r <= 2 || r >= 7);
    }

    static boolean isPalaceCentre(int f, int r) {
        return f == 4 && (r == 1 || r == 8);
    }

    static boolean isPalaceCorner(int f, int r) {
        return (f == 3 || f == 5) && (r == 0 || r == 2 || r == 7 || r == 9);
    }

    static boolean samePalace(int f1, int r1, int f2, int r2) {
        return inPalace(f1, r1) && inPalace(f2, r2) && (r1 <= 2) == (r2 <= 2);
    }

    /** One diagonal step along a drawn palace line (corner to centre or centre to corner). */
    static boolean drawnDiagonalStep(int f1, int r1, int f2, int r2) {
        return Math.abs(f1 - f2) == 1 && Math.abs(r1 - r2) == 1 && samePalace(f1, r1, f2, r2)
                && (isPalaceCentre(f1, r1) || isPalaceCentre(f2, r2));
    }

    /** Corner to opposite corner of the same palace. */
    static boolean cornerToCorner(int f1, int r1, int f2, int r2) {
        return isPalaceCorner(f1, r1) && isPalaceCorner(f2, r2) && samePalace(f1, r1, f2, r2)
                && Math.abs(f1 - f2) == 2 && Math.abs(r1 - r2) == 2;
    }

    static boolean canMove(char[][] b, int ff, int fr, int tf, int tr) {
        char p = b[fr][ff];
        char t = b[tr][tf];
        if (ff == tf && fr == tr) {
            return false;
        }
        boolean white = Character.isUpperCase(p);
        if (t != '.' && Character.isUpperCase(t) == white) {
            return false;
        }
        int df = tf - ff;
        int dr = tr - fr;
        switch (Character.toLowerCase(p)) {
            case 'k', 'a' -> {
                boolean ownPalace = inPalace(tf, tr) && (white ? tr <= 2 : tr >= 7);
                return ownPalace && samePalace(ff, fr, tf, tr)
                        && (Math.abs(df) + Math.abs(dr) == 1 || drawnDiagonalStep(ff, fr, tf, tr));
            }
            case 'n' -> {
                if (Math.abs(df) == 1 && Math.abs(dr) == 2) {
                    return b[fr + dr / 2][ff] == '.';
                }
                if (Math.abs(df) == 2 && Math.abs(dr) == 1) {
                    return b[fr][ff + df / 2] == '.';
                }
                return false;
            }
            case 'b' -> {
                int sf = Integer.signum(df);
                int sr = Integer.signum(dr);
                if (Math.abs(df) == 2 && Math.abs(dr) == 3) {
                    return b[fr + sr][ff] == '.' && b[fr + 2 * sr][ff + sf] == '.';
                }
                if (Math.abs(df) == 3 && Math.abs(dr) == 2) {
                    return b[fr][ff + sf] == '.' && b[fr + sr][ff + 2 * sf] == '.';
                }
                return false;
            }
            case 'r' -> {
                if (df == 0 || dr == 0) {
                    return between(b, ff, fr, tf, tr).isEmpty();
                }
                if (drawnDiagonalStep(ff, fr, tf, tr)) {
                    return true;
                }
                return cornerToCorner(ff, fr, tf, tr) && b[(fr + tr) / 2][(ff + tf) / 2] == '.';
            }
            case 'c' -> {
                if (Character.toLowerCase(t) == 'c') {
                    return false;
                }
                String screens;
                if (df == 0 || dr == 0) {
                    screens = between(b, ff, fr, tf, tr);
                } else if (cornerToCorner(ff, fr, tf, tr)) {
                    char centre = b[(fr + tr) / 2][(ff + tf) / 2];
                    screens = centre == '.' ? "" : String.valueOf(centre);
                } else {
                    return false;
                }
                return screens.length() == 1 && Character.toLowerCase(screens.charAt(0)) != 'c';
            }
            case 'p' -> {
                int forward = white ? 1 : -1;
                if ((df == 0 && dr == forward) || (dr == 0 && Math.abs(df) == 1)) {
                    return true;
                }
                return dr == forward && drawnDiagonalStep(ff, fr, tf, tr);
            }
            default -> throw new IllegalStateException("unknown piece " + p);
        }
    }

    /** The pieces strictly between two points of one file or rank. */
    static String between(char[][] b, int ff, int fr, int tf, int tr) {
        StringBuilder sb = new StringBuilder();
        int sf = Integer.signum(tf - ff);
        int sr = Integer.signum(tr - fr);
        for (int f = ff + sf, r = fr + sr; f != tf || r != tr; f += sf, r += sr) {
            if (b[r][f] != '.') {
                sb.append(b[r][f]);
            }
        }
        return sb.toString();
    }
}
