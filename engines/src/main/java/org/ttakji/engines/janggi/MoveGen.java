package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.SQUARES;
import static org.ttakji.engines.janggi.JanggiPiece.CANNON;
import static org.ttakji.engines.janggi.Tables.DIAG_COUNT;
import static org.ttakji.engines.janggi.Tables.DIAG_FIRST;
import static org.ttakji.engines.janggi.Tables.DIAG_SECOND;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_BLOCK1;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_BLOCK2;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_COUNT;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_TO;
import static org.ttakji.engines.janggi.Tables.HORSE_COUNT;
import static org.ttakji.engines.janggi.Tables.HORSE_LEG;
import static org.ttakji.engines.janggi.Tables.HORSE_TO;
import static org.ttakji.engines.janggi.Tables.ORTHO_LEN;
import static org.ttakji.engines.janggi.Tables.ORTHO_STEP;
import static org.ttakji.engines.janggi.Tables.PALACE_STEP;
import static org.ttakji.engines.janggi.Tables.PALACE_STEP_COUNT;
import static org.ttakji.engines.janggi.Tables.RELEVANT;
import static org.ttakji.engines.janggi.Tables.SOLDIER_STEP;
import static org.ttakji.engines.janggi.Tables.SOLDIER_STEP_COUNT;
import static org.ttakji.engines.janggi.Tables.STRIDE;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Legal move generation (RULES.md §4). Pseudo-legal moves are generated per piece; a move is kept
 * unless it leaves the mover's general attacked. The full test (try the move on the mailbox, ask
 * {@link Board#attacked}) runs only when it can matter: in check, for general moves, or when the move
 * touches a point {@link Tables#RELEVANT} to the general. Allocates nothing.
 */
final class MoveGen {
    /** The pass (a ply without a move; legal whenever the side to move is not in check). */
    static final int PASS = Move.of(0, 0, Move.PASS, 0);

    private final Board board;
    private MoveList out;
    private int us;
    private int them;
    private int general;
    private boolean check;

    MoveGen(Board board) {
        this.board = board;
    }

    /** Appends every legal move of side {@code side}, the pass included when it is not in check. */
    void generate(int side, MoveList list) {
        Board b = board;
        int[] s = b.squares;
        out = list;
        us = side;
        them = 1 - side;
        general = b.general[side];
        check = b.attacked(general, them);
        int base = side * Board.SLOTS;
        for (int slot = 0, n = b.slotCount[side]; slot < n; slot++) {
            int from = b.pieceSq[base + slot];
            if (from < 0) {
                continue;
            }
            int code = s[from];
            switch (code & 7) {
                case JanggiPiece.GENERAL -> generalMoves(from, code);
                case JanggiPiece.GUARD -> steps(from, code, PALACE_STEP, from * STRIDE, PALACE_STEP_COUNT[from]);
                case JanggiPiece.ELEPHANT -> elephant(from, code);
                case JanggiPiece.HORSE -> horse(from, code);
                case JanggiPiece.CHARIOT -> chariot(from, code);
                case JanggiPiece.CANNON -> cannon(from, code);
                default -> {
                    int at = side * SQUARES + from;
                    steps(from, code, SOLDIER_STEP, at * STRIDE, SOLDIER_STEP_COUNT[at]);
                }
            }
        }
        if (!check) {
            list.add(PASS);
        }
        out = null;
    }

    private void steps(int from, int code, int[] table, int start, int count) {
        int[] s = board.squares;
        for (int i = 0; i < count; i++) {
            int to = table[start + i];
            int p = s[to];
            if (p == 0 || p >> 3 == them) {
                add(from, to, code, p);
            }
        }
    }

    private void generalMoves(int from, int code) {
        int[] s = board.squares;
        for (int i = 0, n = PALACE_STEP_COUNT[from]; i < n; i++) {
            int to = PALACE_STEP[from * STRIDE + i];
            int p = s[to];
            if (p == 0 || p >> 3 == them) {
                s[to] = code;
                s[from] = 0;
                boolean safe = !board.attacked(to, them);
                s[from] = code;
                s[to] = p;
                if (safe) {
                    out.add(Move.of(from, to, Move.NORMAL, p));
                }
            }
        }
    }

    private void horse(int from, int code) {
        int[] s = board.squares;
        for (int i = 0, n = HORSE_COUNT[from]; i < n; i++) {
            int k = from * STRIDE + i;
            if (s[HORSE_LEG[k]] != 0) {
                continue;
            }
            int to = HORSE_TO[k];
            int p = s[to];
            if (p == 0 || p >> 3 == them) {
                add(from, to, code, p);
            }
        }
    }

    private void elephant(int from, int code) {
        int[] s = board.squares;
        for (int i = 0, n = ELEPHANT_COUNT[from]; i < n; i++) {
            int k = from * STRIDE + i;
            if (s[ELEPHANT_BLOCK1[k]] != 0 || s[ELEPHANT_BLOCK2[k]] != 0) {
                continue;
            }
            int to = ELEPHANT_TO[k];
            int p = s[to];
            if (p == 0 || p >> 3 == them) {
                add(from, to, code, p);
            }
        }
    }

    private void chariot(int from, int code) {
        int[] s = board.squares;
        for (int d = 0; d < 4; d++) {
            int step = ORTHO_STEP[d];
            int to = from;
            for (int left = ORTHO_LEN[from * 4 + d]; left > 0; left--) {
                to += step;
                int p = s[to];
                if (p == 0) {
                    add(from, to, code, 0);
                } else {
                    if (p >> 3 == them) {
                        add(from, to, code, p);
                    }
                    break;
                }
            }
        }
        for (int i = 0, n = DIAG_COUNT[from]; i < n; i++) {
            int first = DIAG_FIRST[from * 4 + i];
            int p = s[first];
            if (p != 0) {
                if (p >> 3 == them) {
                    add(from, first, code, p);
                }
                continue;
            }
            add(from, first, code, 0);
            int second = DIAG_SECOND[from * 4 + i];
            if (second >= 0) {
                int q = s[second];
                if (q == 0 || q >> 3 == them) {
                    add(from, second, code, q);
                }
            }
        }
    }

    private void cannon(int from, int code) {
        int[] s = board.squares;
        for (int d = 0; d < 4; d++) {
            int step = ORTHO_STEP[d];
            int to = from;
            int left = ORTHO_LEN[from * 4 + d];
            int screen = 0;
            while (left-- > 0) {
                to += step;
                if (s[to] != 0) {
                    screen = s[to];
                    break;
                }
            }
            if (screen == 0 || (screen & 7) == CANNON) {
                continue; // no screen, or a cannon, which can never be jumped
            }
            while (left-- > 0) {
                to += step;
                int p = s[to];
                if (p == 0) {
                    add(from, to, code, 0);
                } else {
                    if (p >> 3 == them && (p & 7) != CANNON) {
                        add(from, to, code, p);
                    }
                    break;
                }
            }
        }
        for (int i = 0, n = DIAG_COUNT[from]; i < n; i++) {
            int second = DIAG_SECOND[from * 4 + i];
            if (second < 0) {
                continue; // only corner to corner, over the centre
            }
            int screen = s[DIAG_FIRST[from * 4 + i]];
            if (screen == 0 || (screen & 7) == CANNON) {
                continue;
            }
            int q = s[second];
            if (q == 0 || (q >> 3 == them && (q & 7) != CANNON)) {
                add(from, second, code, q);
            }
        }
    }

    /** Adds a non-general move if it does not leave the general attacked. */
    private void add(int from, int to, int code, int captured) {
        int g = general;
        if (!check && !RELEVANT[g * SQUARES + from] && !RELEVANT[g * SQUARES + to]) {
            out.add(Move.of(from, to, Move.NORMAL, captured));
            return;
        }
        int[] s = board.squares;
        s[to] = code;
        s[from] = 0;
        boolean safe = !board.attacked(g, them);
        s[from] = code;
        s[to] = captured;
        if (safe) {
            out.add(Move.of(from, to, Move.NORMAL, captured));
        }
    }
}
