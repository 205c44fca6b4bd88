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
import static org.ttakji.engines.janggi.Tables.ELEPHANT_ATTACKER;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_ATTACKER_BLOCK1;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_ATTACKER_BLOCK2;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_ATTACKER_COUNT;
import static org.ttakji.engines.janggi.Tables.HORSE_ATTACKER;
import static org.ttakji.engines.janggi.Tables.HORSE_ATTACKER_COUNT;
import static org.ttakji.engines.janggi.Tables.HORSE_ATTACKER_LEG;
import static org.ttakji.engines.janggi.Tables.SOLDIER_ATTACKER;
import static org.ttakji.engines.janggi.Tables.SOLDIER_ATTACKER_COUNT;
import static org.ttakji.engines.janggi.Tables.SOLDIER_STEP;
import static org.ttakji.engines.janggi.Tables.SOLDIER_STEP_COUNT;
import static org.ttakji.engines.janggi.Tables.STRIDE;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Legal move generation (docs/rules/janggi.md). Pseudo-legal moves are generated per piece; a move is kept
 * unless it leaves the mover's general attacked. The full test (try the move on the mailbox, ask
 * {@link Board#attacked}) runs only when it can matter: in check, for general moves, or when the move
 * touches a point marked by {@link #prepare} — on a line from the general up to and including the second
 * piece (only the first two pieces of a line make chariot and cannon attacks), on a palace diagonal
 * through it, or the leg / intermediate point of an enemy horse or elephant aimed at it. Allocates nothing.
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
    /** {@code mark[sq] == stamp}: a change on sq can change the attacks on the general this node. */
    private final int[] mark = new int[SQUARES];
    private int stamp;

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
        check = prepare(general, them);
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

    /**
     * Marks the points where a move can change the attacks on the general at {@code g} (see the class
     * comment) and returns whether the general is attacked now (the same test as {@link Board#attacked},
     * done on the way).
     */
    private boolean prepare(int g, int by) {
        int[] s = board.squares;
        int[] m = mark;
        int st = ++stamp;
        boolean attacked = false;
        int chariot = JanggiPiece.CHARIOT | by << 3;
        int cannon = CANNON | by << 3;
        for (int d = 0; d < 4; d++) {
            int step = ORTHO_STEP[d];
            int left = ORTHO_LEN[g * 4 + d];
            int t = g;
            int first = 0;
            while (left-- > 0) {
                t += step;
                m[t] = st;
                if (s[t] != 0) {
                    first = s[t];
                    break;
                }
            }
            if (first == chariot) {
                attacked = true;
            }
            while (left-- > 0) {
                t += step;
                m[t] = st;
                int p = s[t];
                if (p != 0) {
                    if (p == cannon && (first & 7) != CANNON) {
                        attacked = true;
                    }
                    break;
                }
            }
        }
        for (int i = 0, n = DIAG_COUNT[g]; i < n; i++) {
            int first = DIAG_FIRST[g * 4 + i];
            m[first] = st;
            int p = s[first];
            if (p == chariot) {
                attacked = true;
            }
            int second = DIAG_SECOND[g * 4 + i];
            if (second >= 0) {
                m[second] = st;
                int q = s[second];
                if (p == 0 ? q == chariot : (p & 7) != CANNON && q == cannon) {
                    attacked = true;
                }
            }
        }
        int horse = JanggiPiece.HORSE | by << 3;
        for (int i = 0, n = HORSE_ATTACKER_COUNT[g]; i < n; i++) {
            int k = g * STRIDE + i;
            if (s[HORSE_ATTACKER[k]] == horse) {
                int leg = HORSE_ATTACKER_LEG[k];
                m[leg] = st;
                attacked |= s[leg] == 0;
            }
        }
        int elephant = JanggiPiece.ELEPHANT | by << 3;
        for (int i = 0, n = ELEPHANT_ATTACKER_COUNT[g]; i < n; i++) {
            int k = g * STRIDE + i;
            if (s[ELEPHANT_ATTACKER[k]] == elephant) {
                int b1 = ELEPHANT_ATTACKER_BLOCK1[k];
                int b2 = ELEPHANT_ATTACKER_BLOCK2[k];
                m[b1] = st;
                m[b2] = st;
                attacked |= s[b1] == 0 && s[b2] == 0;
            }
        }
        if (!attacked) {
            int soldier = JanggiPiece.SOLDIER | by << 3;
            int at = by * SQUARES + g;
            for (int i = 0, n = SOLDIER_ATTACKER_COUNT[at]; i < n; i++) {
                if (s[SOLDIER_ATTACKER[at * STRIDE + i]] == soldier) {
                    attacked = true;
                    break;
                }
            }
        }
        return attacked;
    }

    /** Adds a non-general move if it does not leave the general attacked. */
    private void add(int from, int to, int code, int captured) {
        int g = general;
        if (!check && mark[from] != stamp && mark[to] != stamp) {
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
