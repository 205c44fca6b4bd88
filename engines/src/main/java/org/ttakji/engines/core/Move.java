package org.ttakji.engines.core;

/**
 * Moves are plain {@code int}s so that move generation and search never allocate.
 *
 * <p>Bit layout (bit 0 = least significant):
 * <pre>
 *   bits  0..6   from square (0..127, variant's own square numbering; unused by drops and passes)
 *   bits  7..13  to square   (0..127)
 *   bits 14..17  {@link #kind(int) kind}: one of the {@code NORMAL..DECLARE} constants (never 0)
 *   bits 18..22  piece: the promotion piece, the dropped piece or the revealed piece
 *                (variant's own piece code 1..31, 0 = none / not yet known)
 *   bits 23..27  captured piece (variant's own piece code 1..31, 0 = no capture)
 * </pre>
 * The value {@link #NONE} (0) is never a move, because every kind is non-zero. Two moves are the same
 * move exactly when their ints are equal; parsers therefore look the parsed text up in the legal move
 * list instead of building ints themselves.
 */
public final class Move {
    /** No move (e.g. an empty transposition-table slot). */
    public static final int NONE = 0;

    /** An ordinary move or capture of a piece on the board. */
    public static final int NORMAL = 1;
    /** A move that promotes; {@link #piece(int)} is the piece promoted to. */
    public static final int PROMOTION = 2;
    /** Chess960 castling, encoded king-takes-own-rook: from = king square, to = rook square. */
    public static final int CASTLE = 3;
    /** Chess en-passant capture; {@link #captured(int)} is the pawn, which is not on the to square. */
    public static final int EN_PASSANT = 4;
    /** Chess two-square pawn advance (sets the en-passant square). */
    public static final int DOUBLE_PUSH = 5;
    /** A drop from hand (Shogi); {@link #piece(int)} is the dropped piece, from is unused. */
    public static final int DROP = 6;
    /** A pass (Janggi). From and to are unused. */
    public static final int PASS = 7;
    /** Turning a face-down piece up (Banqi); from = to = the square, piece = what it hides if known. */
    public static final int REVEAL = 8;
    /** Shogi impasse declaration under the 24-point rule (an action, not a move on the board). */
    public static final int DECLARE = 9;

    private static final int SQ_MASK = 0x7F;
    private static final int KIND_SHIFT = 14;
    private static final int KIND_MASK = 0xF;
    private static final int PIECE_SHIFT = 18;
    private static final int CAPTURED_SHIFT = 23;
    private static final int PIECE_MASK = 0x1F;

    private Move() {
    }

    /**
     * Packs a move.
     *
     * @param from     from square 0..127
     * @param to       to square 0..127
     * @param kind     one of the kind constants (1..15)
     * @param piece    promotion / drop / reveal piece code 0..31
     * @param captured captured piece code 0..31 (0 = none)
     * @return the packed move, never {@link #NONE}
     */
    public static int of(int from, int to, int kind, int piece, int captured) {
        return from | (to << 7) | (kind << KIND_SHIFT) | (piece << PIECE_SHIFT) | (captured << CAPTURED_SHIFT);
    }

    /** Packs a move without promotion/drop piece. */
    public static int of(int from, int to, int kind, int captured) {
        return of(from, to, kind, 0, captured);
    }

    /** From square, 0..127. */
    public static int from(int move) {
        return move & SQ_MASK;
    }

    /** To square, 0..127. */
    public static int to(int move) {
        return (move >>> 7) & SQ_MASK;
    }

    /** Kind, one of {@link #NORMAL}..{@link #DECLARE}. */
    public static int kind(int move) {
        return (move >>> KIND_SHIFT) & KIND_MASK;
    }

    /** Promotion, drop or reveal piece code; 0 if none. */
    public static int piece(int move) {
        return (move >>> PIECE_SHIFT) & PIECE_MASK;
    }

    /** Captured piece code; 0 if the move captures nothing. */
    public static int captured(int move) {
        return (move >>> CAPTURED_SHIFT) & PIECE_MASK;
    }

    /** True when the move captures a piece (en passant included). */
    public static boolean isCapture(int move) {
        return captured(move) != 0;
    }

    /** The same move with a different captured-piece field (used by generators). */
    public static int withCaptured(int move, int captured) {
        return (move & ~(PIECE_MASK << CAPTURED_SHIFT)) | (captured << CAPTURED_SHIFT);
    }

    /** The same move with a different piece field (e.g. a reveal whose outcome became known). */
    public static int withPiece(int move, int piece) {
        return (move & ~(PIECE_MASK << PIECE_SHIFT)) | (piece << PIECE_SHIFT);
    }

    /** Debug form {@code kind:from-to[piece][xcaptured]}, not a notation; use the variant's notation for users. */
    public static String debug(int move) {
        return "k" + kind(move) + ":" + from(move) + "-" + to(move)
                + (piece(move) != 0 ? "p" + piece(move) : "") + (captured(move) != 0 ? "x" + captured(move) : "");
    }
}
