package org.ttakji.engines.xiangqi;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.grid.Grid9x10;

/**
 * Checks a {@link XiangqiSetup} against docs/rules/xiangqi.md and lists every problem: piece counts (one general,
 * at most two advisors, elephants, horses, chariots and cannons, five soldiers), points no piece of that
 * kind can ever reach (general and advisors outside their palace lines, elephants off their seven
 * points, soldiers behind their start rank or off the a/c/e/g/i files before the river), and the side
 * not to move being attacked (its general in check or facing the other general on an open file).
 */
final class SetupCheck {
    private SetupCheck() {
    }

    /**
     * Every problem of the setup, empty when it is a valid position.
     *
     * @param allowCheckOnSideNotToMove true to accept the side not to move in check (rule option
     *                                  {@code opposite-check=allowed}, for perft)
     */
    static List<String> problems(XiangqiSetup setup, boolean allowCheckOnSideNotToMove) {
        return problems(setup, allowCheckOnSideNotToMove, false);
    }

    /**
     * As {@link #problems(XiangqiSetup, boolean)}; {@code constructed} allows up to
     * {@value XiangqiPosition#LIST_STRIDE} pieces of each kind but the general.
     */
    static List<String> problems(XiangqiSetup setup, boolean allowCheckOnSideNotToMove, boolean constructed) {
        List<String> problems = new ArrayList<>();
        int[] counts = new int[XiangqiPiece.CODE_LIMIT];
        for (int sq = 0; sq < Grid9x10.SQUARES; sq++) {
            int code = setup.pieceAt(sq);
            if (code == 0) {
                continue;
            }
            counts[code]++;
            String where = sideName(XiangqiPiece.side(code)) + " " + XiangqiPiece.typeName(XiangqiPiece.type(code))
                    + " on " + Grid9x10.name(sq);
            if (!reachable(code, sq)) {
                problems.add(where + " stands on a point it can never reach");
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int type = XiangqiPiece.GENERAL; type <= XiangqiPiece.SOLDIER; type++) {
                int n = counts[XiangqiPiece.code(side, type)];
                if (type == XiangqiPiece.GENERAL && n == 0) {
                    problems.add(sideName(side) + " has no general");
                } else if (n > max(type, constructed)) {
                    problems.add(sideName(side) + " has " + n + " " + XiangqiPiece.typeName(type)
                            + "s (at most " + max(type, constructed) + (constructed ? " in a constructed position" : "")
                            + ")");
                }
            }
        }
        int notToMoveGeneral = XiangqiPiece.code(setup.sideToMove() ^ 1, XiangqiPiece.GENERAL);
        if (counts[notToMoveGeneral] == 1 && !allowCheckOnSideNotToMove) {
            int notToMove = setup.sideToMove() ^ 1;
            int[] board = new int[Mailbox.SIZE];
            java.util.Arrays.fill(board, Mailbox.OFF);
            int general = -1;
            for (int sq = 0; sq < Grid9x10.SQUARES; sq++) {
                board[Mailbox.PAD[sq]] = setup.pieceAt(sq);
                if (setup.pieceAt(sq) == XiangqiPiece.code(notToMove, XiangqiPiece.GENERAL)) {
                    general = Mailbox.PAD[sq];
                }
            }
            if (Attacks.attacked(board, general, notToMove)) {
                problems.add("the side not to move (" + sideName(notToMove)
                        + ") has its general attacked (in check or facing the other general on an open file)");
            }
        }
        return problems;
    }

    private static int max(int type, boolean constructed) {
        return constructed && type != XiangqiPiece.GENERAL ? XiangqiPosition.LIST_STRIDE : XiangqiPiece.maxCount(type);
    }

    /** True when a piece of this code can stand on the square in some game (docs/rules/xiangqi.md movement). */
    static boolean reachable(int code, int sq) {
        int side = XiangqiPiece.side(code);
        int file = Grid9x10.file(sq);
        int ownRank = side == 0 ? Grid9x10.rank(sq) : Grid9x10.RANKS - 1 - Grid9x10.rank(sq);
        return switch (XiangqiPiece.type(code)) {
            case XiangqiPiece.GENERAL -> Grid9x10.inPalace(sq, side);
            case XiangqiPiece.ADVISOR -> Grid9x10.inPalace(sq, side) && Grid9x10.onPalaceDiagonal(sq);
            case XiangqiPiece.ELEPHANT -> ((ownRank == 0 || ownRank == 4) && (file == 2 || file == 6))
                    || (ownRank == 2 && (file == 0 || file == 4 || file == 8));
            case XiangqiPiece.SOLDIER -> ownRank >= 5 || ((ownRank == 3 || ownRank == 4) && file % 2 == 0);
            default -> true;
        };
    }

    static String sideName(int side) {
        return side == 0 ? "Red" : "Black";
    }
}
