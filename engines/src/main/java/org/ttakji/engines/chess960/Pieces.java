package org.ttakji.engines.chess960;

/**
 * Piece codes of Chess960. A piece <em>type</em> is 1..6 ({@link #PAWN} .. {@link #KING}); a
 * <em>coloured piece</em> code is {@code type | side << 3}: White's pieces are 1..6, Black's 9..14, and 0
 * is an empty square. Sides are 0 = White, 1 = Black. Moves store piece <em>types</em> in their
 * promotion and captured fields ({@link org.ttakji.engines.core.Move#piece}, {@code captured}).
 */
public final class Pieces {
    /** No piece / empty square. */
    public static final int NONE = 0;
    /** Pawn type. */
    public static final int PAWN = 1;
    /** Knight type. */
    public static final int KNIGHT = 2;
    /** Bishop type. */
    public static final int BISHOP = 3;
    /** Rook type. */
    public static final int ROOK = 4;
    /** Queen type. */
    public static final int QUEEN = 5;
    /** King type. */
    public static final int KING = 6;
    /** White side. */
    public static final int WHITE = 0;
    /** Black side. */
    public static final int BLACK = 1;

    private static final String LETTERS = ".PNBRQK";

    private Pieces() {
    }

    /** The coloured piece code of a type (1..6) and side (0 = White, 1 = Black). */
    public static int of(int type, int side) {
        return type | side << 3;
    }

    /** The type 1..6 of a coloured piece code (0 for an empty square). */
    public static int type(int piece) {
        return piece & 7;
    }

    /** The side of a non-empty coloured piece code: 0 = White, 1 = Black. */
    public static int side(int piece) {
        return piece >>> 3;
    }

    /** FEN letter of a coloured piece: upper case for White ({@code N}), lower case for Black ({@code n}). */
    public static char fenLetter(int piece) {
        char c = LETTERS.charAt(type(piece));
        return side(piece) == WHITE ? c : Character.toLowerCase(c);
    }

    /** Upper-case letter of a piece type (P N B R Q K), as SAN writes it. */
    public static char letter(int type) {
        return LETTERS.charAt(type);
    }

    /** The type named by an upper-case letter (P N B R Q K), or {@link #NONE}. */
    public static int typeOfLetter(char upper) {
        int i = LETTERS.indexOf(upper);
        return i <= 0 ? NONE : i;
    }

    /** The coloured piece of a FEN letter ({@code P}..{@code K}, {@code p}..{@code k}), or {@link #NONE}. */
    public static int ofFenLetter(char c) {
        int type = typeOfLetter(Character.toUpperCase(c));
        if (type == NONE) {
            return NONE;
        }
        return of(type, Character.isUpperCase(c) ? WHITE : BLACK);
    }
}
