package org.ttakji.engines.core;

/**
 * A game's result from the first player's view, as written in the game log's {@code result} column.
 */
public enum Result {
    /** The game goes on. */
    ONGOING("*"),
    /** The first player won ({@code 1-0}). */
    FIRST_WINS("1-0"),
    /** The second player won ({@code 0-1}). */
    SECOND_WINS("0-1"),
    /** Draw ({@code 1/2-1/2}). */
    DRAW("1/2-1/2");

    private final String text;

    Result(String text) {
        this.text = text;
    }

    /** PGN-style text: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    public String text() {
        return text;
    }

    /** The win for the given side (0 = first player, 1 = second player). */
    public static Result winFor(int side) {
        return side == 0 ? FIRST_WINS : SECOND_WINS;
    }

    /** The loss for the given side, i.e. the win of the other one. */
    public static Result lossFor(int side) {
        return winFor(1 - side);
    }

    /**
     * Parses PGN-style text ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code ½-½}, {@code *}).
     *
     * @throws IllegalArgumentException naming the text when it is none of those
     */
    public static Result fromText(String text) {
        String t = text == null ? "" : text.trim();
        for (Result r : values()) {
            if (r.text.equals(t)) {
                return r;
            }
        }
        if (t.equals("½-½")) {
            return DRAW;
        }
        throw new IllegalArgumentException("unknown result '" + text + "' (expected 1-0, 0-1, 1/2-1/2 or *)");
    }

    /** Score of the first player: 1, 0.5 or 0 (NaN while ongoing). */
    public double firstPlayerScore() {
        return switch (this) {
            case FIRST_WINS -> 1.0;
            case SECOND_WINS -> 0.0;
            case DRAW -> 0.5;
            case ONGOING -> Double.NaN;
        };
    }
}
