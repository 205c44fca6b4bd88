package org.ttakji.engines.banqi;

import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;

/**
 * An unvalidated Banqi position as read from text ({@link Fen#parse}); building a position from it
 * validates it ({@link SetupCheck}) and reports every problem at once.
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
        List<String> problems = SetupCheck.problems(this);
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
        List<String> problems = SetupCheck.problems(this);
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

    /** Revealed pieces of a code on the board. */
    int revealed(int code) {
        int n = 0;
        for (int cell : cells) {
            if (cell == code) {
                n++;
            }
        }
        return n;
    }

    /** Face-down pieces of a code on the board (full form). */
    int faceDownOf(int code) {
        int n = 0;
        for (int cell : cells) {
            if (cell == (BanqiPieces.FACE_DOWN | code)) {
                n++;
            }
        }
        return n;
    }

    /** Captured pieces of a code: as the captured field says, else what is neither on the board nor hidden. */
    int captured(int code) {
        if (captured != null) {
            return captured[code];
        }
        if (publicForm) {
            return 0; // validated: nothing is off the board
        }
        return BanqiPieces.initialCount(code) - revealed(code) - faceDownOf(code);
    }
}
