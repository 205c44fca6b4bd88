package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.SQUARES;
import static org.ttakji.engines.grid.Grid9x10.inPalace;
import static org.ttakji.engines.grid.Grid9x10.name;

import java.util.ArrayList;
import java.util.List;

/**
 * The validity rules of a Janggi set-up (every problem is listed): one general per side in its own
 * palace, guards in their own palace, no more pieces of a type than a side starts with (no promotion
 * exists, so more can never arise), and the side that just moved not left in check.
 */
final class SetupCheck {
    private SetupCheck() {
    }

    /** Every problem of the setup, syntax problems first; empty when the setup is valid. */
    static List<String> problems(JanggiSetup setup) {
        return problems(setup, false);
    }

    /**
     * As {@link #problems(JanggiSetup)}; {@code constructed} replaces the start counts per type by at most
     * {@value Board#SLOTS} pieces a side.
     */
    static List<String> problems(JanggiSetup setup, boolean constructed) {
        List<String> problems = new ArrayList<>(setup.syntaxProblems());
        int[] board = setup.board();
        if (board.length != SQUARES) {
            problems.add("board has " + board.length + " points (expected 90)");
            return problems;
        }
        int[] count = new int[16];
        for (int sq = 0; sq < SQUARES; sq++) {
            int code = board[sq];
            if (code == 0) {
                continue;
            }
            int type = JanggiPiece.type(code);
            if (type == 0 || code > 15 || code < 0) {
                problems.add(name(sq) + ": bad piece code " + code);
                continue;
            }
            count[code]++;
            int side = JanggiPiece.side(code);
            if ((type == JanggiPiece.GENERAL || type == JanggiPiece.GUARD) && !inPalace(sq, side)) {
                problems.add(name(sq) + ": " + sideName(side) + " " + JanggiPiece.typeName(type)
                        + " outside its palace");
            }
        }
        for (int side = 0; side < 2; side++) {
            int pieces = 0;
            for (int type = JanggiPiece.GENERAL; type <= JanggiPiece.SOLDIER; type++) {
                int n = count[JanggiPiece.code(side, type)];
                pieces += n;
                int max = JanggiPiece.START_COUNT[type];
                if (type == JanggiPiece.GENERAL && n != 1) {
                    problems.add(sideName(side) + " has " + n + " generals (expected exactly 1)");
                } else if (n > max && !constructed) {
                    problems.add(sideName(side) + " has " + n + " " + JanggiPiece.typeName(type) + "s (at most " + max + ")");
                }
            }
            if (constructed && pieces > Board.SLOTS) {
                problems.add(sideName(side) + " has " + pieces + " pieces (at most " + Board.SLOTS
                        + " in a constructed position)");
            }
        }
        if (problems.isEmpty()) {
            Board b = new Board();
            for (int sq = 0; sq < SQUARES; sq++) {
                if (board[sq] != 0) {
                    b.place(sq, board[sq]);
                }
            }
            int notToMove = 1 - setup.sideToMove();
            if (b.attacked(b.general[notToMove], setup.sideToMove())) {
                problems.add("the side not to move (" + sideName(notToMove) + ", general on "
                        + name(b.general[notToMove]) + ") is in check");
            }
        }
        return problems;
    }

    private static String sideName(int side) {
        return side == 0 ? "side 0 (uppercase)" : "side 1 (lowercase)";
    }
}
