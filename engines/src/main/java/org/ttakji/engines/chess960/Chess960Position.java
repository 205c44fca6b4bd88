package org.ttakji.engines.chess960;

import static org.ttakji.engines.chess960.Pieces.BISHOP;
import static org.ttakji.engines.chess960.Pieces.KING;
import static org.ttakji.engines.chess960.Pieces.KNIGHT;
import static org.ttakji.engines.chess960.Pieces.PAWN;
import static org.ttakji.engines.chess960.Pieces.QUEEN;
import static org.ttakji.engines.chess960.Pieces.ROOK;

import java.util.Arrays;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;

/**
 * A Chess960 position (docs/rules/chess960.md) on bitboards, with make/unmake, Zobrist hashing and the game history
 * needed for threefold repetition. Build one with {@link Chess960Rules#fromFen} or
 * {@link Chess960Rules#startPosition(RuleOptions, long)}.
 *
 * <p>Read-only API for evaluation and tools: squares are numbered as in {@link Squares} (a1 = 0 ..
 * h8 = 63), pieces as in {@link Pieces} (White 1..6, Black 9..14, 0 = empty), sides 0 = White,
 * 1 = Black; bitboards are {@code long}s with bit i set for square i.
 *
 * <p>Moves (see {@link org.ttakji.engines.core.Move}): from/to are squares; the piece field holds the
 * promotion type; the captured field the captured piece's type (1..5). Castling is
 * {@link Move#CASTLE} encoded as king takes own rook (from = king square, to = rook square, nothing
 * captured). Not thread-safe; use {@link #copy()} for another thread.
 */
public final class Chess960Position implements Position {
    private static final int INITIAL_STACK = 256;

    final RuleOptions rules;
    /** True when promotions to knight, bishop and rook are generated too (rule {@code promotion=all}). */
    final boolean allPromotions;
    final int[] board = new int[64];
    /** Bitboard per coloured piece code (index 1..6, 9..14). */
    final long[] pieces = new long[16];
    /** Bitboard per side. */
    final long[] sides = new long[2];
    long occupied;
    int side;
    final int[] kingSquare = new int[2];
    /** Squares of the rooks that still have castling rights (on ranks 1 and 8). */
    long castleRooks;
    /** En-passant target square, set only when an en-passant capture is legal; else {@link Squares#NONE}. */
    int epSquare = Squares.NONE;
    /** Plies since the last capture or pawn move (50-move rule). */
    int halfmove;
    /** Plies since the game's first position. */
    int ply;
    long hash;

    // Undo stack: entry i holds the state before the i-th move made on this object (0 = null move).
    private int depth;
    private int[] undoMove = new int[INITIAL_STACK];
    private long[] undoCastle = new long[INITIAL_STACK];
    private int[] undoState = new int[INITIAL_STACK];
    private long[] undoHash = new long[INITIAL_STACK];
    /** Scratch list for rule checks that need the legal moves (allocated on first use). */
    private MoveList scratch;

    Chess960Position(RuleOptions rules) {
        this.rules = rules;
        this.allPromotions = rules.is(Chess960Rules.PROMOTION, Chess960Rules.PROMOTION_ALL);
    }

    // ---------------------------------------------------------------- read-only API

    @Override
    public Variant variant() {
        return Variant.CHESS960;
    }

    @Override
    public RuleOptions rules() {
        return rules;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** The coloured piece code on a square 0..63 ({@link Pieces}; 0 = empty). */
    public int pieceAt(int square) {
        return board[square];
    }

    /** Bitboard of the pieces of a type (1..6) and side (0 = White, 1 = Black). */
    public long pieces(int type, int side) {
        return pieces[Pieces.of(type, side)];
    }

    /** Number of pieces of a type (1..6) and side. */
    public int count(int type, int side) {
        return Long.bitCount(pieces[Pieces.of(type, side)]);
    }

    /** Bitboard of every piece of a side. */
    public long sidePieces(int side) {
        return sides[side];
    }

    /** Bitboard of every occupied square. */
    public long occupied() {
        return occupied;
    }

    /** The square 0..63 of a side's king. */
    public int kingSquare(int side) {
        return kingSquare[side];
    }

    /** Bitboard of the rooks that may still castle (both sides). */
    public long castlingRooks() {
        return castleRooks;
    }

    /** The en-passant target square, or {@link Squares#NONE} when no en-passant capture is legal. */
    public int enPassantSquare() {
        return epSquare;
    }

    /** Plies since the last capture or pawn move (0..; the 50-move rule draws at 100). */
    public int halfmoveClock() {
        return halfmove;
    }

    /** The FEN full-move number: 1 at the start, incremented after each Black move. */
    public int fullmoveNumber() {
        return ply / 2 + 1;
    }

    /** True when a piece of {@code bySide} attacks {@code square} in this position. */
    public boolean isAttacked(int square, int bySide) {
        return attackedBy(bySide, square, occupied);
    }

    @Override
    public boolean inCheck() {
        return attackedBy(side ^ 1, kingSquare[side], occupied);
    }

    // ---------------------------------------------------------------- rules

    @Override
    public void generateLegal(MoveList out) {
        MoveGen.generate(this, out);
    }

    @Override
    public Outcome ruleStatus() {
        return Endings.ruleStatus(this);
    }

    @Override
    public Outcome noLegalMoveOutcome() {
        return Endings.noLegalMoveOutcome(this);
    }

    @Override
    public String toFen() {
        return Fen.write(this);
    }

    /** Bitboard of the pieces of {@code bySide} that attack {@code sq}, with the given occupancy. */
    long attackersTo(int sq, int bySide, long occ) {
        int b = bySide << 3;
        return (Bitboards.KNIGHT[sq] & pieces[b | KNIGHT])
                | (Bitboards.KING[sq] & pieces[b | KING])
                | (Bitboards.PAWN_ATTACKS[(bySide ^ 1) << 6 | sq] & pieces[b | PAWN])
                | (Magics.bishop(sq, occ) & (pieces[b | BISHOP] | pieces[b | QUEEN]))
                | (Magics.rook(sq, occ) & (pieces[b | ROOK] | pieces[b | QUEEN]));
    }

    /** True when a piece of {@code bySide} attacks {@code sq} with the given occupancy. */
    boolean attackedBy(int bySide, int sq, long occ) {
        int b = bySide << 3;
        return (Bitboards.KNIGHT[sq] & pieces[b | KNIGHT]) != 0
                || (Bitboards.PAWN_ATTACKS[(bySide ^ 1) << 6 | sq] & pieces[b | PAWN]) != 0
                || (Bitboards.KING[sq] & pieces[b | KING]) != 0
                || (Magics.bishop(sq, occ) & (pieces[b | BISHOP] | pieces[b | QUEEN])) != 0
                || (Magics.rook(sq, occ) & (pieces[b | ROOK] | pieces[b | QUEEN])) != 0;
    }

    // ---------------------------------------------------------------- make / unmake

    @Override
    public void makeMove(int move) {
        push(move);
        int us = side;
        int them = us ^ 1;
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board[from];
        long h = hash ^ Zobrist.BLACK_TO_MOVE;
        if (epSquare >= 0) {
            h ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            epSquare = Squares.NONE;
        }
        halfmove++;
        switch (Move.kind(move)) {
            case Move.NORMAL -> {
                int captured = board[to];
                if (captured != 0) {
                    h ^= remove(to, captured);
                    halfmove = 0;
                }
                h ^= shift(from, to, piece);
                int type = piece & 7;
                if (type == PAWN) {
                    halfmove = 0;
                } else if (type == KING) {
                    kingSquare[us] = to;
                }
            }
            case Move.DOUBLE_PUSH -> {
                h ^= shift(from, to, piece);
                halfmove = 0;
            }
            case Move.PROMOTION -> {
                int captured = board[to];
                if (captured != 0) {
                    h ^= remove(to, captured);
                }
                h ^= remove(from, piece);
                h ^= put(to, Move.piece(move) | us << 3);
                halfmove = 0;
            }
            case Move.EN_PASSANT -> {
                h ^= remove(to ^ 8, PAWN | them << 3);
                h ^= shift(from, to, piece);
                halfmove = 0;
            }
            case Move.CASTLE -> {
                int rook = board[to];
                int base = us == 0 ? 0 : 56;
                boolean hSide = to > from;
                h ^= remove(from, piece);
                h ^= remove(to, rook);
                h ^= put(base + (hSide ? 6 : 2), piece);
                h ^= put(base + (hSide ? 5 : 3), rook);
                kingSquare[us] = base + (hSide ? 6 : 2);
            }
            default -> throw new IllegalArgumentException("not a chess move: " + Move.debug(move));
        }
        if (castleRooks != 0) {
            long rights = castleRooks & ~(1L << from | 1L << to);
            if ((piece & 7) == KING) {
                rights &= us == 0 ? ~Bitboards.RANK_1 : ~Bitboards.RANK_8;
            }
            if (rights != castleRooks) {
                h ^= Zobrist.castle(rights ^ castleRooks);
                castleRooks = rights;
            }
        }
        side = them;
        ply++;
        if (Move.kind(move) == Move.DOUBLE_PUSH) {
            int ep = (from + to) >>> 1;
            if (MoveGen.enPassantPossible(this, ep)) {
                epSquare = ep;
                h ^= Zobrist.EN_PASSANT_FILE[ep & 7];
            }
        }
        hash = h;
    }

    @Override
    public void unmakeMove() {
        if (depth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        int move = undoMove[depth - 1];
        if (move == Move.NONE) {
            throw new IllegalStateException("the last move was a null move: use unmakeNullMove()");
        }
        int them = side;
        int us = them ^ 1;
        int from = Move.from(move);
        int to = Move.to(move);
        switch (Move.kind(move)) {
            case Move.NORMAL, Move.DOUBLE_PUSH -> {
                int piece = board[to];
                shift(to, from, piece);
                if ((piece & 7) == KING) {
                    kingSquare[us] = from;
                }
                int captured = Move.captured(move);
                if (captured != 0) {
                    put(to, captured | them << 3);
                }
            }
            case Move.PROMOTION -> {
                remove(to, Move.piece(move) | us << 3);
                put(from, PAWN | us << 3);
                int captured = Move.captured(move);
                if (captured != 0) {
                    put(to, captured | them << 3);
                }
            }
            case Move.EN_PASSANT -> {
                shift(to, from, PAWN | us << 3);
                put(to ^ 8, PAWN | them << 3);
            }
            default -> { // castle
                int base = us == 0 ? 0 : 56;
                boolean hSide = to > from;
                int kingTo = base + (hSide ? 6 : 2);
                int rookTo = base + (hSide ? 5 : 3);
                int king = board[kingTo];
                int rook = board[rookTo];
                remove(kingTo, king);
                remove(rookTo, rook);
                put(from, king);
                put(to, rook);
                kingSquare[us] = from;
            }
        }
        side = us;
        ply--;
        pop();
    }

    @Override
    public boolean nullMoveAllowed() {
        return !inCheck();
    }

    @Override
    public void makeNullMove() {
        push(Move.NONE);
        long h = hash ^ Zobrist.BLACK_TO_MOVE;
        if (epSquare >= 0) {
            h ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            epSquare = Squares.NONE;
        }
        halfmove++;
        side ^= 1;
        ply++;
        hash = h;
    }

    @Override
    public void unmakeNullMove() {
        if (depth == 0 || undoMove[depth - 1] != Move.NONE) {
            throw new IllegalStateException("the last move was not a null move");
        }
        side ^= 1;
        ply--;
        pop();
    }

    private void push(int move) {
        if (depth == undoMove.length) {
            int n = depth * 2;
            undoMove = Arrays.copyOf(undoMove, n);
            undoCastle = Arrays.copyOf(undoCastle, n);
            undoState = Arrays.copyOf(undoState, n);
            undoHash = Arrays.copyOf(undoHash, n);
        }
        undoMove[depth] = move;
        undoCastle[depth] = castleRooks;
        undoState[depth] = (epSquare + 1) | halfmove << 7;
        undoHash[depth] = hash;
        depth++;
    }

    private void pop() {
        depth--;
        castleRooks = undoCastle[depth];
        int state = undoState[depth];
        epSquare = (state & 0x7F) - 1;
        halfmove = state >>> 7;
        hash = undoHash[depth];
    }

    /**
     * How many earlier positions of the history (reachable without crossing a null move or an
     * irreversible move) have the current hash.
     */
    int earlierOccurrences() {
        int found = 0;
        int limit = Math.max(0, depth - halfmove);
        for (int i = depth - 2; i >= limit; i -= 2) {
            if (undoMove[i] == Move.NONE || undoMove[i + 1] == Move.NONE) {
                break;
            }
            if (undoHash[i] == hash) {
                found++;
            }
        }
        return found;
    }

    /** A reusable move list owned by this position (not safe to hold across calls). */
    MoveList scratchMoves() {
        if (scratch == null) {
            scratch = new MoveList(256);
        }
        return scratch;
    }

    /** The last move made on this object ({@link Move#NONE} for a null move or when there is none). */
    int lastMove() {
        return depth == 0 ? Move.NONE : undoMove[depth - 1];
    }

    /** Places a piece (no checks); returns its Zobrist key. */
    long put(int sq, int piece) {
        long bit = 1L << sq;
        board[sq] = piece;
        pieces[piece] |= bit;
        sides[piece >>> 3] |= bit;
        occupied |= bit;
        return Zobrist.PIECE[piece << 6 | sq];
    }

    private long remove(int sq, int piece) {
        long bit = ~(1L << sq);
        board[sq] = 0;
        pieces[piece] &= bit;
        sides[piece >>> 3] &= bit;
        occupied &= bit;
        return Zobrist.PIECE[piece << 6 | sq];
    }

    private long shift(int from, int to, int piece) {
        long bits = 1L << from | 1L << to;
        board[from] = 0;
        board[to] = piece;
        pieces[piece] ^= bits;
        sides[piece >>> 3] ^= bits;
        occupied ^= bits;
        return Zobrist.PIECE[piece << 6 | from] ^ Zobrist.PIECE[piece << 6 | to];
    }

    /** Recomputes the hash from scratch (after set-up). */
    long computeHash() {
        long h = side == 1 ? Zobrist.BLACK_TO_MOVE : 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != 0) {
                h ^= Zobrist.PIECE[board[sq] << 6 | sq];
            }
        }
        h ^= Zobrist.castle(castleRooks);
        if (epSquare >= 0) {
            h ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
        }
        return h;
    }

    @Override
    public Chess960Position copy() {
        Chess960Position c = new Chess960Position(rules);
        System.arraycopy(board, 0, c.board, 0, 64);
        System.arraycopy(pieces, 0, c.pieces, 0, pieces.length);
        System.arraycopy(sides, 0, c.sides, 0, 2);
        System.arraycopy(kingSquare, 0, c.kingSquare, 0, 2);
        c.occupied = occupied;
        c.side = side;
        c.castleRooks = castleRooks;
        c.epSquare = epSquare;
        c.halfmove = halfmove;
        c.ply = ply;
        c.hash = hash;
        c.depth = depth;
        c.undoMove = undoMove.clone();
        c.undoCastle = undoCastle.clone();
        c.undoState = undoState.clone();
        c.undoHash = undoHash.clone();
        return c;
    }

    /** The position as Shredder-FEN. */
    @Override
    public String toString() {
        return toFen();
    }
}
