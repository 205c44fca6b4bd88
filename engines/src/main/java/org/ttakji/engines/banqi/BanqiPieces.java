package org.ttakji.engines.banqi;

/**
 * Banqi piece codes, colours, letters and the capture table of docs/rules/banqi.md. Codes are small ints so
 * that a board is an {@code int[32]} and a move's piece fields ({@link org.ttakji.engines.core.Move})
 * hold them directly.
 *
 * <p>Cell and piece codes:
 * <ul>
 *   <li>{@link #EMPTY} (0): an empty square.</li>
 *   <li>A revealed piece: {@code colour * 8 + type}, colour {@link #RED} (0) or {@link #BLACK} (1), type
 *       {@link #GENERAL} (1) .. {@link #SOLDIER} (7); so red pieces are 1..7 and black ones 9..15.</li>
 *   <li>{@link #FACE_DOWN} (16): a face-down piece whose identity is not known (the public view). A
 *       true position stores {@code FACE_DOWN | piece} (17..31) on a face-down square; that value is
 *       never exposed by the public read API.</li>
 * </ul>
 * Letters (position text, layouts): red {@code K A B R N C P} = general, advisor, elephant, chariot,
 * horse, cannon, soldier; black the same in lower case.
 */
public final class BanqiPieces {
    /** An empty square. */
    public static final int EMPTY = 0;
    /** Colour red (upper-case letters). */
    public static final int RED = 0;
    /** Colour black (lower-case letters). */
    public static final int BLACK = 1;
    /** No colour (the players' colours before the first reveal). */
    public static final int NO_COLOUR = -1;

    /** Piece type general (帥/將), letter K. */
    public static final int GENERAL = 1;
    /** Piece type advisor (仕/士), letter A. */
    public static final int ADVISOR = 2;
    /** Piece type elephant (相/象), letter B. */
    public static final int ELEPHANT = 3;
    /** Piece type chariot (俥/車), letter R. */
    public static final int CHARIOT = 4;
    /** Piece type horse (傌/馬), letter N. */
    public static final int HORSE = 5;
    /** Piece type cannon (炮/砲), letter C. */
    public static final int CANNON = 6;
    /** Piece type soldier (兵/卒), letter P. */
    public static final int SOLDIER = 7;

    /** A face-down piece, identity unknown; a true board adds the hidden piece code to it. */
    public static final int FACE_DOWN = 16;

    /** Number of piece codes, so arrays indexed by code have this length (codes 0..15). */
    public static final int CODES = 16;

    /** Pieces of each type per colour: general 1, advisor 2, elephant 2, chariot 2, horse 2, cannon 2, soldier 5. */
    private static final int[] COUNT_PER_TYPE = {0, 1, 2, 2, 2, 2, 2, 5};

    /** Letters by type (index 0 unused). */
    private static final String LETTERS = ".KABRNCP";

    /**
     * Victims by stepping, per attacker type: bit {@code 1 << victimType} set when the attacker may capture
     * a revealed enemy of that type by stepping onto it (docs/rules/banqi.md: rank order plus the soldier/general
     * exceptions; the cannon captures only by jumping, and is never taken by a soldier).
     */
    private static final int[] STEP_VICTIMS = {
        0,
        bits(GENERAL, ADVISOR, ELEPHANT, CHARIOT, HORSE, CANNON),
        bits(ADVISOR, ELEPHANT, CHARIOT, HORSE, CANNON, SOLDIER),
        bits(ELEPHANT, CHARIOT, HORSE, CANNON, SOLDIER),
        bits(CHARIOT, HORSE, CANNON, SOLDIER),
        bits(HORSE, CANNON, SOLDIER),
        0,
        bits(SOLDIER, GENERAL),
    };

    private BanqiPieces() {
    }

    private static int bits(int... types) {
        int b = 0;
        for (int t : types) {
            b |= 1 << t;
        }
        return b;
    }

    /** The code of a revealed piece. @param colour {@link #RED} or {@link #BLACK} @param type 1..7 */
    public static int code(int colour, int type) {
        return colour * 8 + type;
    }

    /** Colour of a revealed piece code 1..15: {@link #RED} or {@link #BLACK}. */
    public static int colour(int code) {
        return (code >> 3) & 1;
    }

    /** Type 1..7 of a revealed piece code (or of a face-down code with a known identity). */
    public static int type(int code) {
        return code & 7;
    }

    /** True for the code of a revealed piece (1..7 or 9..15). */
    public static boolean isRevealed(int code) {
        return code > 0 && code < FACE_DOWN && (code & 7) != 0;
    }

    /** True for a face-down cell ({@link #FACE_DOWN}, with or without a known identity). */
    public static boolean isFaceDown(int cell) {
        return cell >= FACE_DOWN;
    }

    /** How many pieces of this code each game has: 1 general, 2 of advisor..cannon, 5 soldiers per colour. */
    public static int initialCount(int code) {
        return isRevealed(code) ? COUNT_PER_TYPE[type(code)] : 0;
    }

    /**
     * Whether a revealed piece may capture an adjacent revealed enemy by stepping onto it (docs/rules/banqi.md):
     * general takes general..horse and cannon but not soldier; advisor, elephant, chariot, horse take equal
     * or lower rank and the cannon; soldier takes soldier and general only; cannon never (it jumps).
     *
     * @param attackerType type 1..7 of the capturing piece
     * @param victimType   type 1..7 of the captured piece
     */
    public static boolean canStepCapture(int attackerType, int victimType) {
        return (STEP_VICTIMS[attackerType] & (1 << victimType)) != 0;
    }

    /** Victim bit set of an attacker type, {@code 1 << victimType} per capturable type (for generators). */
    static int stepVictims(int attackerType) {
        return STEP_VICTIMS[attackerType];
    }

    /** Letter of a revealed piece code: {@code K A B R N C P} red, lower case black. */
    public static char letter(int code) {
        char c = LETTERS.charAt(type(code));
        return colour(code) == RED ? c : Character.toLowerCase(c);
    }

    /**
     * The code of a piece letter.
     *
     * @return the code 1..15, or -1 when the character is not a piece letter
     */
    public static int fromLetter(char letter) {
        int type = LETTERS.indexOf(Character.toUpperCase(letter));
        if (type <= 0) {
            return -1;
        }
        return code(Character.isUpperCase(letter) ? RED : BLACK, type);
    }

    /** Colour letter of the position text: {@code r}, {@code b}, or {@code -} for {@link #NO_COLOUR}. */
    public static char colourLetter(int colour) {
        return colour == RED ? 'r' : colour == BLACK ? 'b' : '-';
    }

    /** English name of a colour for messages: red, black or undecided. */
    public static String colourName(int colour) {
        return colour == RED ? "red" : colour == BLACK ? "black" : "undecided";
    }
}
