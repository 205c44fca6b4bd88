package org.ttakji.engines.banqi;

import java.util.ArrayList;
import java.util.List;

/**
 * The validity rules of a Banqi set-up (docs/rules/banqi.md), every problem listed: syntax first, then no more pieces
 * of a code than a set holds, a colour state that fits the board (undecided only before the first reveal,
 * decided only after it), and in the public form a captured field that accounts for every empty square.
 * Stateless.
 */
final class SetupCheck {
    private SetupCheck() {
    }

    /** Every problem: syntax, then the rules (piece counts, colour state, the bag). */
    static List<String> problems(BanqiSetup setup) {
        int[] cells = setup.cells();
        boolean publicForm = setup.publicForm();
        int[] captured = setup.captured();
        int p1Colour = setup.p1Colour();
        List<String> problems = new ArrayList<>(setup.syntaxProblems());
        if (!setup.syntaxProblems().isEmpty()) {
            return problems; // the board may be half-read; rule checks would only add noise
        }
        int faceDown = 0;
        int empty = 0;
        int revealed = 0;
        for (int cell : cells) {
            if (BanqiPieces.isFaceDown(cell)) {
                faceDown++;
            } else if (cell == 0) {
                empty++;
            } else {
                revealed++;
            }
        }
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            int max = BanqiPieces.initialCount(code);
            if (max == 0) {
                continue;
            }
            int n = setup.revealed(code) + (publicForm ? setup.captured(code) : setup.faceDownOf(code));
            String what = publicForm ? (captured == null ? "revealed" : "revealed and captured")
                    : "revealed and face down";
            if (n > max) {
                problems.add("too many '" + BanqiPieces.letter(code) + "': " + n + " " + what + ", a game has " + max);
            }
        }
        if (p1Colour == BanqiPieces.NO_COLOUR) {
            if (revealed > 0) {
                problems.add("colours are undecided ('-') but " + revealed + " pieces are face up: the first reveal"
                        + " decides them");
            }
            if (empty > 0) {
                problems.add("colours are undecided ('-') but " + empty + " squares are empty: nothing can be"
                        + " captured before the first reveal");
            }
            if (setup.side() != 0) {
                problems.add("colours are undecided ('-') but player 2 is to move: player 1 reveals first");
            }
        } else if (faceDown == BanqiSquares.COUNT) {
            problems.add("player 1's colour is '" + BanqiPieces.colourLetter(p1Colour) + "' but no piece has been"
                    + " revealed: use '-'");
        }
        if (publicForm) {
            int offBoard = empty;
            if (captured == null && offBoard > 0) {
                problems.add("the public form with " + offBoard + " pieces captured needs a 6th field naming them"
                        + " (e.g. 'Pc'; '-' for none), else the face-down pieces are unknown (a board is read in the"
                        + " full form only when every '?' has its letter and every rank then has 8 squares)");
            } else if (captured != null) {
                int named = 0;
                for (int n : captured) {
                    named += n;
                }
                if (named != offBoard) {
                    problems.add("the captured field names " + named + " pieces but " + offBoard
                            + " squares are empty (32 pieces = face up + face down + captured)");
                }
            }
        }
        return problems;
    }
}
