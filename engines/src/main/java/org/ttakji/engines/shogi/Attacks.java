package org.ttakji.engines.shogi;

import static org.ttakji.engines.shogi.Tables.KNIGHT_FROM;
import static org.ttakji.engines.shogi.Tables.RAY;
import static org.ttakji.engines.shogi.Tables.SLIDE_DIRS;
import static org.ttakji.engines.shogi.Tables.STEP_DIRS;

/** Attack tests on a board array (81 colored piece codes, 0 = empty). Stateless. */
final class Attacks {
    private Attacks() {
    }

    /** True when a piece of side {@code by} attacks {@code square} on {@code board}. */
    static boolean attacked(int[] board, int square, int by) {
        for (int d = 0; d < 8; d++) {
            int[] ray = RAY[d][square];
            int bit = 1 << ((d + 4) & 7); // the direction an attacker on this ray moves to reach square
            for (int i = 0; i < ray.length; i++) {
                int pc = board[ray[i]];
                if (pc != 0) {
                    if ((pc >>> 4) == by && ((SLIDE_DIRS[pc] & bit) != 0 || (i == 0 && (STEP_DIRS[pc] & bit) != 0))) {
                        return true;
                    }
                    break;
                }
            }
        }
        int knight = ShogiPiece.of(by, ShogiPiece.KNIGHT);
        for (int from : KNIGHT_FROM[by][square]) {
            if (board[from] == knight) {
                return true;
            }
        }
        return false;
    }

    /**
     * Writes the squares of the pieces of side {@code by} (the king included) that attack {@code square}
     * into {@code out} and returns how many there are (at most 10).
     */
    static int attackers(int[] board, int square, int by, int[] out) {
        int n = 0;
        for (int d = 0; d < 8; d++) {
            int[] ray = RAY[d][square];
            int bit = 1 << ((d + 4) & 7);
            for (int i = 0; i < ray.length; i++) {
                int pc = board[ray[i]];
                if (pc != 0) {
                    if ((pc >>> 4) == by && ((SLIDE_DIRS[pc] & bit) != 0 || (i == 0 && (STEP_DIRS[pc] & bit) != 0))) {
                        out[n++] = ray[i];
                    }
                    break;
                }
            }
        }
        int knight = ShogiPiece.of(by, ShogiPiece.KNIGHT);
        for (int from : KNIGHT_FROM[by][square]) {
            if (board[from] == knight) {
                out[n++] = from;
            }
        }
        return n;
    }
}
