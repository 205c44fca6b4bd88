package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.FILES;
import static org.ttakji.engines.grid.Grid9x10.SQUARES;
import static org.ttakji.engines.janggi.JanggiPiece.CANNON;
import static org.ttakji.engines.janggi.JanggiPiece.CHARIOT;
import static org.ttakji.engines.janggi.JanggiPiece.ELEPHANT;
import static org.ttakji.engines.janggi.JanggiPiece.GENERAL;
import static org.ttakji.engines.janggi.JanggiPiece.HORSE;
import static org.ttakji.engines.janggi.JanggiPiece.SOLDIER;
import static org.ttakji.engines.janggi.Tables.DIAG_COUNT;
import static org.ttakji.engines.janggi.Tables.DIAG_FIRST;
import static org.ttakji.engines.janggi.Tables.DIAG_SECOND;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_ATTACKER;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_ATTACKER_BLOCK1;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_ATTACKER_BLOCK2;
import static org.ttakji.engines.janggi.Tables.ELEPHANT_ATTACKER_COUNT;
import static org.ttakji.engines.janggi.Tables.HORSE_ATTACKER;
import static org.ttakji.engines.janggi.Tables.HORSE_ATTACKER_COUNT;
import static org.ttakji.engines.janggi.Tables.HORSE_ATTACKER_LEG;
import static org.ttakji.engines.janggi.Tables.ORTHO_LEN;
import static org.ttakji.engines.janggi.Tables.ORTHO_STEP;
import static org.ttakji.engines.janggi.Tables.SOLDIER_ATTACKER;
import static org.ttakji.engines.janggi.Tables.SOLDIER_ATTACKER_COUNT;
import static org.ttakji.engines.janggi.Tables.STRIDE;

/**
 * The pieces on the 90 points: a mailbox of piece codes ({@link JanggiPiece}) plus, per side, a piece
 * list with stable slots (a captured piece leaves its slot empty and gets it back on unmake, so
 * make/unmake restores the generation order exactly), the generals' points and piece counts by type.
 */
final class Board {
    /** Slots per side in {@link #pieceSq}. */
    static final int SLOTS = 16;

    /** Piece code on each point, {@link JanggiPiece#EMPTY} when empty. */
    final int[] squares = new int[SQUARES];
    /** Point of the piece in slot i of side s at {@code s * SLOTS + i}; -1 while captured. */
    final int[] pieceSq = new int[2 * SLOTS];
    /** Slots in use per side. */
    final int[] slotCount = new int[2];
    /** Slot of the piece standing on each point (meaningless for empty points). */
    final int[] slotAt = new int[SQUARES];
    /** Point of each side's general. */
    final int[] general = {-1, -1};
    /** Pieces on the board by code (index = piece code 0..15). */
    final int[] countByCode = new int[16];

    Board() {
        java.util.Arrays.fill(pieceSq, -1);
    }

    /** A deep copy. */
    Board copy() {
        Board b = new Board();
        System.arraycopy(squares, 0, b.squares, 0, SQUARES);
        System.arraycopy(pieceSq, 0, b.pieceSq, 0, pieceSq.length);
        System.arraycopy(slotCount, 0, b.slotCount, 0, 2);
        System.arraycopy(slotAt, 0, b.slotAt, 0, SQUARES);
        System.arraycopy(general, 0, b.general, 0, 2);
        System.arraycopy(countByCode, 0, b.countByCode, 0, countByCode.length);
        return b;
    }

    /** Places a piece on an empty point during set-up (at most {@link #SLOTS} per side). */
    void place(int sq, int code) {
        int side = JanggiPiece.side(code);
        int slot = slotCount[side]++;
        pieceSq[side * SLOTS + slot] = sq;
        slotAt[sq] = slot;
        squares[sq] = code;
        countByCode[code]++;
        if (JanggiPiece.type(code) == GENERAL) {
            general[side] = sq;
        }
    }

    /** Moves the piece on {@code from} to the empty point {@code to}. */
    void move(int from, int to) {
        int code = squares[from];
        int slot = slotAt[from];
        int side = code >> 3;
        pieceSq[side * SLOTS + slot] = to;
        slotAt[to] = slot;
        squares[to] = code;
        squares[from] = 0;
        if ((code & 7) == GENERAL) {
            general[side] = to;
        }
    }

    /** Takes the piece on {@code sq} off the board and returns its slot (for {@link #restore}). */
    int capture(int sq) {
        int code = squares[sq];
        int slot = slotAt[sq];
        pieceSq[(code >> 3) * SLOTS + slot] = -1;
        squares[sq] = 0;
        countByCode[code]--;
        return slot;
    }

    /** Puts a captured piece back on its point and slot. */
    void restore(int sq, int code, int slot) {
        pieceSq[(code >> 3) * SLOTS + slot] = sq;
        slotAt[sq] = slot;
        squares[sq] = code;
        countByCode[code]++;
    }

    /** True when both generals stand on one file with no piece between them (bikjang). */
    boolean generalsFace() {
        int low = general[0];
        int high = general[1];
        if (low % FILES != high % FILES) {
            return false;
        }
        if (low > high) {
            int t = low;
            low = high;
            high = t;
        }
        for (int t = low + FILES; t < high; t += FILES) {
            if (squares[t] != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when a piece of side {@code by} attacks point {@code sq}: could capture a piece standing
     * there (a cannon never captures a cannon, but a general is never a cannon, which is the use here).
     * Reads only {@link #squares}, so callers may try a move on that array and undo it.
     */
    boolean attacked(int sq, int by) {
        int[] s = squares;
        int chariot = CHARIOT | by << 3;
        int cannon = CANNON | by << 3;
        for (int d = 0; d < 4; d++) {
            int step = ORTHO_STEP[d];
            int left = ORTHO_LEN[sq * 4 + d];
            int t = sq;
            int first = 0;
            while (left-- > 0) {
                t += step;
                if (s[t] != 0) {
                    first = s[t];
                    break;
                }
            }
            if (first == 0) {
                continue;
            }
            if (first == chariot) {
                return true;
            }
            if ((first & 7) == CANNON) {
                continue; // a cannon is never a screen
            }
            while (left-- > 0) {
                t += step;
                int p = s[t];
                if (p != 0) {
                    if (p == cannon) {
                        return true;
                    }
                    break;
                }
            }
        }
        int rays = DIAG_COUNT[sq];
        for (int i = 0; i < rays; i++) {
            int p = s[DIAG_FIRST[sq * 4 + i]];
            if (p == chariot) {
                return true;
            }
            int second = DIAG_SECOND[sq * 4 + i];
            if (second >= 0) {
                int q = s[second];
                if (p == 0 ? q == chariot : (p & 7) != CANNON && q == cannon) {
                    return true;
                }
            }
        }
        int horse = HORSE | by << 3;
        for (int i = 0, n = HORSE_ATTACKER_COUNT[sq]; i < n; i++) {
            int k = sq * STRIDE + i;
            if (s[HORSE_ATTACKER[k]] == horse && s[HORSE_ATTACKER_LEG[k]] == 0) {
                return true;
            }
        }
        int elephant = ELEPHANT | by << 3;
        for (int i = 0, n = ELEPHANT_ATTACKER_COUNT[sq]; i < n; i++) {
            int k = sq * STRIDE + i;
            if (s[ELEPHANT_ATTACKER[k]] == elephant && s[ELEPHANT_ATTACKER_BLOCK1[k]] == 0
                    && s[ELEPHANT_ATTACKER_BLOCK2[k]] == 0) {
                return true;
            }
        }
        int soldier = SOLDIER | by << 3;
        int at = by * SQUARES + sq;
        for (int i = 0, n = SOLDIER_ATTACKER_COUNT[at]; i < n; i++) {
            if (s[SOLDIER_ATTACKER[at * STRIDE + i]] == soldier) {
                return true;
            }
        }
        return false;
    }
}
