package org.ttakji.engines.shogi;

/**
 * Shogi piece codes, as stored on the board, in hands and in the piece fields of packed moves.
 *
 * <p>A <em>type</em> is 1..14: {@link #PAWN} 1, {@link #LANCE} 2, {@link #KNIGHT} 3, {@link #SILVER} 4,
 * {@link #BISHOP} 5, {@link #ROOK} 6, {@link #GOLD} 7, {@link #KING} 8, then the promoted forms
 * {@link #TOKIN} 9, {@link #PRO_LANCE} 10, {@link #PRO_KNIGHT} 11, {@link #PRO_SILVER} 12,
 * {@link #HORSE} 13 (promoted bishop), {@link #DRAGON} 14 (promoted rook). The promoted form of type t
 * (t = 1..6) is {@code t + 8}. Types 1..7 are the seven kinds that can be held in hand.
 *
 * <p>A <em>piece</em> (colored code) is {@code type + 16 * side}: sente (side 0) 1..14, gote (side 1)
 * 17..30; 0 is an empty square. All codes fit the 5-bit piece fields of {@link org.ttakji.engines.core.Move}.
 */
public final class ShogiPiece {
    /** Empty square. */
    public static final int NONE = 0;
    /** Pawn (歩, FU). */
    public static final int PAWN = 1;
    /** Lance (香, KY). */
    public static final int LANCE = 2;
    /** Knight (桂, KE). */
    public static final int KNIGHT = 3;
    /** Silver general (銀, GI). */
    public static final int SILVER = 4;
    /** Bishop (角, KA). */
    public static final int BISHOP = 5;
    /** Rook (飛, HI). */
    public static final int ROOK = 6;
    /** Gold general (金, KI). */
    public static final int GOLD = 7;
    /** King (玉/王, OU). */
    public static final int KING = 8;
    /** Promoted pawn (と, TO). */
    public static final int TOKIN = 9;
    /** Promoted lance (成香, NY). */
    public static final int PRO_LANCE = 10;
    /** Promoted knight (成桂, NK). */
    public static final int PRO_KNIGHT = 11;
    /** Promoted silver (成銀, NG). */
    public static final int PRO_SILVER = 12;
    /** Horse = promoted bishop (馬, UM). */
    public static final int HORSE = 13;
    /** Dragon = promoted rook (龍, RY). */
    public static final int DRAGON = 14;
    /** Number of types plus one (array size for tables indexed by type). */
    public static final int TYPE_COUNT = 15;
    /** Offset of gote's codes: piece = type + {@code SIDE_OFFSET * side}. */
    public static final int SIDE_OFFSET = 16;
    /** Array size for tables indexed by colored piece code. */
    public static final int CODE_COUNT = 32;

    /** Letters of the types in SFEN/USI (upper case = sente) and in Western notation, index = type. */
    private static final String LETTERS = ".PLNSBRGK";

    private ShogiPiece() {
    }

    /** The colored code of {@code type} for {@code side} (0 = sente, 1 = gote). */
    public static int of(int side, int type) {
        return type + SIDE_OFFSET * side;
    }

    /** The type 1..14 of a colored code (0 for an empty square). */
    public static int type(int piece) {
        return piece & 15;
    }

    /** The side (0 sente, 1 gote) of a non-empty colored code. */
    public static int side(int piece) {
        return piece >>> 4;
    }

    /** True for the promoted types 9..14 (of either side). */
    public static boolean isPromoted(int piece) {
        return (piece & 15) > KING;
    }

    /** True for types that may promote: pawn, lance, knight, silver, bishop, rook (of either side). */
    public static boolean canPromote(int piece) {
        int t = piece & 15;
        return t >= PAWN && t <= ROOK;
    }

    /** The promoted code of a promotable piece (keeps the side); e.g. {@code promote(PAWN) == TOKIN}. */
    public static int promote(int piece) {
        return piece + 8;
    }

    /** The unpromoted type of a type or colored code (the kind a captured piece becomes in hand). */
    public static int baseType(int piece) {
        int t = piece & 15;
        return t > KING ? t - 8 : t;
    }

    /**
     * The USI/SFEN letter(s) of a colored code: {@code P}..{@code K} for sente, lower case for gote, a
     * {@code +} prefix for promoted pieces (e.g. {@code +r} = gote dragon).
     *
     * @throws IllegalArgumentException for 0 or an unused code
     */
    public static String sfenLetters(int piece) {
        int t = type(piece);
        if (piece <= 0 || piece >= CODE_COUNT || t == 0 || t >= TYPE_COUNT) {
            throw new IllegalArgumentException("not a shogi piece code: " + piece);
        }
        char c = LETTERS.charAt(baseType(t));
        if (side(piece) == 1) {
            c = Character.toLowerCase(c);
        }
        return isPromoted(piece) ? "+" + c : String.valueOf(c);
    }

    /** The upper-case letter of an unpromoted type 1..8 ({@code P L N S B R G K}). */
    public static char letter(int type) {
        return LETTERS.charAt(type);
    }

    /** The unpromoted type of an upper-case letter {@code P L N S B R G K}, or 0 if none. */
    public static int typeOfLetter(char upper) {
        int i = LETTERS.indexOf(upper);
        return i <= 0 ? 0 : i;
    }

    /**
     * Points of a type under the 24-point impasse rule (docs/rules/shogi.md): rook and bishop, promoted or not, 5;
     * every other piece 1; the king 0.
     */
    public static int impassePoints(int piece) {
        int t = baseType(piece);
        return t == KING || t == 0 ? 0 : (t == ROOK || t == BISHOP ? 5 : 1);
    }
}
