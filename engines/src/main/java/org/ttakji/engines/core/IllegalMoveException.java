package org.ttakji.engines.core;

/**
 * A well-formed move that is not legal in the position (e.g. the next move of a game record).
 */
public class IllegalMoveException extends LabInputException {
    private static final long serialVersionUID = 1L;
    private final String move;
    private final String position;

    /**
     * @param move     the move as written
     * @param position the position text (FEN family) in which it is illegal
     * @param reason   why, e.g. "no piece can reach e5" or "leaves the king in check"
     */
    public IllegalMoveException(String move, String position, String reason) {
        super("illegal move '" + move + "' in " + position + ": " + reason);
        this.move = move;
        this.position = position;
    }

    /** The move as written. */
    public String move() {
        return move;
    }

    /** The position in which it is illegal. */
    public String position() {
        return position;
    }
}
