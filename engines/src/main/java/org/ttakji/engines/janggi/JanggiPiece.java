package org.ttakji.engines.janggi;

/**
 * Janggi piece codes (docs/rules/janggi.md), as stored on the board of {@link JanggiPosition} and in the piece and
 * captured-piece fields of a packed {@link org.ttakji.engines.core.Move}.
 *
 * <p>A piece code is {@code type | side << 3}: types {@link #GENERAL}..{@link #SOLDIER} are 1..7, side 0
 * (the first mover, uppercase in FEN, at the bottom) gives codes 1..7, side 1 gives 9..15; {@link #EMPTY}
 * (0) is an empty point. FEN letters (Fairy-Stockfish's): {@code k} general, {@code a} guard, {@code b}
 * elephant, {@code n} horse, {@code r} chariot, {@code c} cannon, {@code p} soldier.
 */
public final class JanggiPiece {
    /** An empty point. */
    public static final int EMPTY = 0;
    /** General (將/漢 king): one step along the lines of its own palace. */
    public static final int GENERAL = 1;
    /** Guard (士): moves like the general. */
    public static final int GUARD = 2;
    /** Elephant (象): one orthogonal step then two diagonal steps outward. */
    public static final int ELEPHANT = 3;
    /** Horse (馬): one orthogonal step then one diagonal step outward. */
    public static final int HORSE = 4;
    /** Chariot (車): slides orthogonally and along palace diagonals. */
    public static final int CHARIOT = 5;
    /** Cannon (包/砲): every move jumps exactly one non-cannon screen. */
    public static final int CANNON = 6;
    /** Soldier (卒/兵): one step forward or sideways (diagonally forward on palace lines). */
    public static final int SOLDIER = 7;

    /** How many of each type a side has at the start (index = type; index 0 unused). */
    static final int[] START_COUNT = {0, 1, 2, 2, 2, 2, 2, 5};

    /** Conventional point values (index = type): chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2. */
    static final int[] POINTS = {0, 0, 3, 3, 5, 13, 7, 2};

    private static final String LETTERS = ".kabnrcp";

    private JanggiPiece() {
    }

    /** The code of a piece of {@code type} (1..7) for {@code side} (0 or 1). */
    public static int code(int side, int type) {
        return type | side << 3;
    }

    /** The type 1..7 of a piece code (0 for {@link #EMPTY}). */
    public static int type(int code) {
        return code & 7;
    }

    /** The side 0 or 1 of a non-empty piece code. */
    public static int side(int code) {
        return code >> 3;
    }

    /** The conventional point value of a type (general 0), used by the Korean point count. */
    public static int points(int type) {
        return POINTS[type];
    }

    /** The FEN letter of a non-empty piece code: uppercase for side 0. */
    public static char fenLetter(int code) {
        char c = LETTERS.charAt(type(code));
        return side(code) == 0 ? Character.toUpperCase(c) : c;
    }

    /**
     * The piece code of a FEN letter.
     *
     * @return the code, or -1 if the letter names no Janggi piece
     */
    public static int fromFenLetter(char letter) {
        int type = LETTERS.indexOf(Character.toLowerCase(letter));
        if (type <= 0) {
            return -1;
        }
        return code(Character.isUpperCase(letter) ? 0 : 1, type);
    }

    /** The type's lower-case name, e.g. {@code cannon}, for messages. */
    public static String typeName(int type) {
        return switch (type) {
            case GENERAL -> "general";
            case GUARD -> "guard";
            case ELEPHANT -> "elephant";
            case HORSE -> "horse";
            case CHARIOT -> "chariot";
            case CANNON -> "cannon";
            case SOLDIER -> "soldier";
            default -> "empty";
        };
    }
}
