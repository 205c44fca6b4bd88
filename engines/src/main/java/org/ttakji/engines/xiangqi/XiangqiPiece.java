package org.ttakji.engines.xiangqi;

/**
 * Xiangqi piece codes (docs/rules/xiangqi.md), as returned by {@link XiangqiPosition#pieceAt(int)} and stored in
 * the captured-piece field of a {@link org.ttakji.engines.core.Move}.
 *
 * <p>A piece code is {@code type | sideFlag}: the type 1..7 ({@link #GENERAL} .. {@link #SOLDIER}) in
 * the low three bits, {@link #RED} (8) for Red (side 0, moves first) or {@link #BLACK} (16) for Black
 * (side 1). So Red codes are 9..15 and Black codes 17..23; 0 is an empty point. The side bits let the
 * move generator test "own piece" and "enemy piece" with one mask each.
 *
 * <p>FEN letters (uppercase = Red): {@code K} general, {@code A} advisor, {@code B} elephant,
 * {@code N} horse, {@code R} chariot, {@code C} cannon, {@code P} soldier; {@code E} and {@code H} are
 * accepted on input for elephant and horse.
 */
public final class XiangqiPiece {
    /** No piece (an empty point). */
    public static final int EMPTY = 0;
    /** General 帥/將: one step orthogonally inside its palace. */
    public static final int GENERAL = 1;
    /** Advisor 仕/士: one step diagonally inside its palace. */
    public static final int ADVISOR = 2;
    /** Elephant 相/象: two points diagonally, blocked by the eye, never across the river. */
    public static final int ELEPHANT = 3;
    /** Horse 馬: one orthogonal then one diagonal point outward, blocked by the leg. */
    public static final int HORSE = 4;
    /** Chariot 車: any distance orthogonally. */
    public static final int CHARIOT = 5;
    /** Cannon 炮: moves as a chariot, captures over exactly one screen. */
    public static final int CANNON = 6;
    /** Soldier 兵/卒: one point forward; sideways too once across the river. */
    public static final int SOLDIER = 7;

    /** Side flag of Red pieces (side 0). */
    public static final int RED = 8;
    /** Side flag of Black pieces (side 1). */
    public static final int BLACK = 16;

    /** Number of distinct codes needed to index tables by piece code (0..23). */
    public static final int CODE_LIMIT = 24;

    private static final String LETTERS = ".KABNRCP";

    private XiangqiPiece() {
    }

    /** The code of a piece: {@code type} 1..7 of {@code side} 0 (Red) or 1 (Black). */
    public static int code(int side, int type) {
        return type | (RED << side);
    }

    /** The type 1..7 of a piece code (0 for {@link #EMPTY}). */
    public static int type(int code) {
        return code & 7;
    }

    /** The side of a non-empty piece code: 0 = Red, 1 = Black. */
    public static int side(int code) {
        return (code >>> 4) & 1;
    }

    /** True when the code is a Red or Black piece (not empty). */
    public static boolean isPiece(int code) {
        int t = code & 7;
        return t != 0 && (code == (t | RED) || code == (t | BLACK));
    }

    /** The FEN letter of a piece code: uppercase for Red, lowercase for Black. */
    public static char fenChar(int code) {
        char c = LETTERS.charAt(type(code));
        return side(code) == 0 ? c : Character.toLowerCase(c);
    }

    /**
     * The piece code of a FEN letter ({@code KABNRCP}, also {@code E} = elephant and {@code H} = horse;
     * uppercase = Red), or 0 when the letter is no piece.
     */
    public static int fromFenChar(char c) {
        char u = Character.toUpperCase(c);
        int type = switch (u) {
            case 'K' -> GENERAL;
            case 'A' -> ADVISOR;
            case 'B', 'E' -> ELEPHANT;
            case 'N', 'H' -> HORSE;
            case 'R' -> CHARIOT;
            case 'C' -> CANNON;
            case 'P' -> SOLDIER;
            default -> 0;
        };
        if (type == 0) {
            return 0;
        }
        return code(Character.isUpperCase(c) ? 0 : 1, type);
    }

    /** English name of a type 1..7 (general, advisor, ...), for messages. */
    public static String typeName(int type) {
        return switch (type) {
            case GENERAL -> "general";
            case ADVISOR -> "advisor";
            case ELEPHANT -> "elephant";
            case HORSE -> "horse";
            case CHARIOT -> "chariot";
            case CANNON -> "cannon";
            case SOLDIER -> "soldier";
            default -> "none";
        };
    }

    /** Most pieces of one type a side can have (no promotion): general 1, soldiers 5, others 2. */
    public static int maxCount(int type) {
        return type == GENERAL ? 1 : type == SOLDIER ? 5 : 2;
    }
}
