package org.ttakji.engines.banqi;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;

/**
 * An unvalidated Banqi position as read from text ({@link Fen#parse}); building a position from it
 * validates it and reports every problem at once.
 *
 * @param input       the text as given (for messages)
 * @param cells       32 cells; face-down squares are {@code FACE_DOWN | piece} in the full form and
 *                    {@code FACE_DOWN} in the public form
 * @param publicForm  true when the face-down identities are not given
 * @param side        player to move, 0 or 1
 * @param p1Colour    player 1's colour: RED, BLACK or NO_COLOUR
 * @param noProgress  plies since the last reveal or capture
 * @param ply         the ply number written in the text (1-based)
 * @param captured    public form only: captured pieces per code, or null when the field is absent
 * @param syntaxProblems problems found while reading
 */
record BanqiSetup(String input, int[] cells, boolean publicForm, int side, int p1Colour, int noProgress, int ply,
                  int[] captured, List<String> syntaxProblems) {

    /** The true position. @throws InvalidPositionException listing every problem, or for a public-form text */
    BanqiPosition toPosition() {
        List<String> problems = problems();
        if (publicForm && problems.isEmpty()) {
            problems.add("this is the public form ('?' without the piece it hides): a true position needs the full"
                    + " form ('?K' = face-down general); read the public form as an observation instead");
        }
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(input, problems);
        }
        int[] hidden = new int[BanqiPieces.CODES];
        for (int cell : cells) {
            if (BanqiPieces.isFaceDown(cell)) {
                hidden[cell & 15]++;
            }
        }
        return new BanqiPosition(new BanqiBoard(cells, hidden, side, p1Colour, noProgress, ply - 1));
    }

    /**
     * The observation this text describes: the public form as given, or the public part of a full-form text.
     *
     * @throws InvalidPositionException listing every problem
     */
    Observation toObservation() {
        List<String> problems = problems();
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(input, problems);
        }
        int[] hidden = new int[BanqiPieces.CODES];
        int[] publicCells = new int[BanqiSquares.COUNT];
        for (int s = 0; s < cells.length; s++) {
            publicCells[s] = Math.min(cells[s], BanqiPieces.FACE_DOWN);
        }
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            hidden[code] = BanqiPieces.initialCount(code) - revealed(code) - captured(code);
        }
        return new Observation(publicCells, hidden, side, p1Colour, noProgress, ply - 1);
    }

    /** Every problem: syntax, then the rules (piece counts, colour state, the bag). */
    List<String> problems() {
        List<String> problems = new ArrayList<>(syntaxProblems);
        if (!syntaxProblems.isEmpty()) {
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
            int n = revealed(code) + (publicForm ? captured(code) : faceDownOf(code));
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
            if (side != 0) {
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

    private int revealed(int code) {
        int n = 0;
        for (int cell : cells) {
            if (cell == code) {
                n++;
            }
        }
        return n;
    }

    private int faceDownOf(int code) {
        int n = 0;
        for (int cell : cells) {
            if (cell == (BanqiPieces.FACE_DOWN | code)) {
                n++;
            }
        }
        return n;
    }

    private int captured(int code) {
        if (captured != null) {
            return captured[code];
        }
        if (publicForm) {
            return 0; // validated: nothing is off the board
        }
        return BanqiPieces.initialCount(code) - revealed(code) - faceDownOf(code);
    }
}
