package org.ttakji.engines.shogi;

import java.util.Arrays;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;

/**
 * A shogi position (docs/rules/shogi.md) with make/unmake, its game history (for sennichite) and the read-only API
 * the evaluation uses. Squares are numbered as in {@link ShogiSquare}, pieces coded as in {@link ShogiPiece}.
 *
 * <p>Moves are packed {@link Move} ints: {@link Move#NORMAL} (piece field 0), {@link Move#PROMOTION}
 * (piece field = the promoted colored code), {@link Move#DROP} (piece field = the dropped colored code;
 * from unused, 0) and the action {@link Move#DECLARE} (impasse declaration, from {@link #generateActions}).
 * The captured field holds the colored code of the captured piece.
 *
 * <p>Built by {@link ShogiRules#fromFen} or {@link ShogiRules#startPosition}; not thread-safe (use
 * {@link #copy()} per thread).
 */
public final class ShogiPosition implements Position {
    /** History entry of a null move. */
    static final int NULL_MOVE = -1;
    /**
     * The impasse declaration action ({@link Move#DECLARE}, written {@code declare}), as
     * {@link #generateActions} gives it when {@link #canDeclare()}.
     */
    public static final int DECLARE_MOVE = ImpasseRule.DECLARE_MOVE;

    final RuleOptions rules;
    /** Ply limit of docs/rules/shogi.md (400 by default), 0 = none. */
    final int moveLimit;
    final int[] board = new int[81];
    /** hand[side * 8 + type], type 1..7. */
    final int[] hand = new int[16];
    final int[] kingSq = new int[2];
    /** Bit (file - 1) set when the side has an unpromoted pawn on that file (nifu test). */
    final int[] pawnFiles = new int[2];
    int side;
    long hash;
    int ply;
    /** Index of the current position in the history arrays (moves made since the setup). */
    int n;
    long[] hashHistory = new long[512];
    int[] moveHistory = new int[512];
    boolean[] checkHistory = new boolean[512];
    private final MoveGen generator;
    /** Scratch list for the move-limit ending (allocated on first use). */
    private MoveList limitScratch;

    ShogiPosition(RuleOptions rules, int moveLimit, int[] board, int[] hand, int side, int ply) {
        this.rules = rules;
        this.moveLimit = moveLimit;
        System.arraycopy(board, 0, this.board, 0, 81);
        System.arraycopy(hand, 0, this.hand, 0, 16);
        this.side = side;
        this.ply = ply;
        this.generator = new MoveGen(this);
        kingSq[0] = -1;
        kingSq[1] = -1;
        for (int sq = 0; sq < 81; sq++) {
            int pc = board[sq];
            if (pc == 0) {
                continue;
            }
            hash ^= Zobrist.piece(pc, sq);
            if ((pc & 15) == ShogiPiece.KING) {
                kingSq[pc >>> 4] = sq;
            } else if ((pc & 15) == ShogiPiece.PAWN) {
                pawnFiles[pc >>> 4] |= 1 << (sq / 9);
            }
        }
        for (int s = 0; s < 2; s++) {
            for (int t = 1; t <= 7; t++) {
                for (int c = 1; c <= hand[s * 8 + t]; c++) {
                    hash ^= Zobrist.hand(s, t, c);
                }
            }
        }
        if (side == 1) {
            hash ^= Zobrist.SIDE;
        }
        hashHistory[0] = hash;
        checkHistory[0] = Attacks.attacked(this.board, kingSq[side], side ^ 1);
    }

    private ShogiPosition(ShogiPosition o) {
        rules = o.rules;
        moveLimit = o.moveLimit;
        System.arraycopy(o.board, 0, board, 0, 81);
        System.arraycopy(o.hand, 0, hand, 0, 16);
        System.arraycopy(o.kingSq, 0, kingSq, 0, 2);
        System.arraycopy(o.pawnFiles, 0, pawnFiles, 0, 2);
        side = o.side;
        hash = o.hash;
        ply = o.ply;
        n = o.n;
        hashHistory = o.hashHistory.clone();
        moveHistory = o.moveHistory.clone();
        checkHistory = o.checkHistory.clone();
        generator = new MoveGen(this);
    }

    @Override
    public Variant variant() {
        return Variant.SHOGI;
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
    public void generateLegal(MoveList out) {
        generator.generate(out);
    }

    /** Appends {@code declare} ({@link Move#DECLARE}) when the side to move may declare (see {@link #canDeclare()}). */
    @Override
    public void generateActions(MoveList out) {
        if (canDeclare()) {
            out.add(ImpasseRule.DECLARE_MOVE);
        }
    }

    @Override
    public void makeMove(int move) {
        if (n + 1 >= moveHistory.length) {
            grow();
        }
        int kind = Move.kind(move);
        moveHistory[n] = move;
        if (kind == Move.DECLARE) {
            n++;
            hashHistory[n] = hash;
            checkHistory[n] = checkHistory[n - 1];
            return;
        }
        int us = side;
        int them = us ^ 1;
        int to = Move.to(move);
        long h = hash;
        if (kind == Move.DROP) {
            int pc = Move.piece(move);
            int t = pc & 15;
            board[to] = pc;
            int count = hand[us * 8 + t];
            hand[us * 8 + t] = count - 1;
            h ^= Zobrist.piece(pc, to) ^ Zobrist.hand(us, t, count);
            if (t == ShogiPiece.PAWN) {
                pawnFiles[us] |= 1 << (to / 9);
            }
        } else {
            int from = Move.from(move);
            int pc = board[from];
            int cap = board[to];
            if (cap != 0) {
                int ct = ShogiPiece.baseType(cap);
                int count = hand[us * 8 + ct] + 1;
                hand[us * 8 + ct] = count;
                h ^= Zobrist.hand(us, ct, count) ^ Zobrist.piece(cap, to);
                if ((cap & 15) == ShogiPiece.PAWN) {
                    pawnFiles[them] &= ~(1 << (to / 9));
                }
            }
            int moved = kind == Move.PROMOTION ? Move.piece(move) : pc;
            board[from] = 0;
            board[to] = moved;
            h ^= Zobrist.piece(pc, from) ^ Zobrist.piece(moved, to);
            int pt = pc & 15;
            if (pt == ShogiPiece.KING) {
                kingSq[us] = to;
            } else if (pt == ShogiPiece.PAWN && moved != pc) {
                pawnFiles[us] &= ~(1 << (from / 9));
            }
        }
        side = them;
        hash = h ^ Zobrist.SIDE;
        ply++;
        n++;
        hashHistory[n] = hash;
        checkHistory[n] = Attacks.attacked(board, kingSq[them], us);
    }

    @Override
    public void unmakeMove() {
        if (n == 0) {
            throw new IllegalStateException("no move to take back");
        }
        int move = moveHistory[n - 1];
        if (move == NULL_MOVE) {
            throw new IllegalStateException("the last move is a null move: use unmakeNullMove()");
        }
        n--;
        int kind = Move.kind(move);
        if (kind == Move.DECLARE) {
            return;
        }
        int us = side ^ 1;
        int them = side;
        int to = Move.to(move);
        if (kind == Move.DROP) {
            int t = Move.piece(move) & 15;
            board[to] = 0;
            hand[us * 8 + t]++;
            if (t == ShogiPiece.PAWN) {
                pawnFiles[us] &= ~(1 << (to / 9));
            }
        } else {
            int from = Move.from(move);
            int moved = board[to];
            int pc = kind == Move.PROMOTION ? moved - 8 : moved;
            int cap = Move.captured(move);
            board[from] = pc;
            board[to] = cap;
            if (cap != 0) {
                hand[us * 8 + ShogiPiece.baseType(cap)]--;
                if ((cap & 15) == ShogiPiece.PAWN) {
                    pawnFiles[them] |= 1 << (to / 9);
                }
            }
            int pt = pc & 15;
            if (pt == ShogiPiece.KING) {
                kingSq[us] = from;
            } else if (pt == ShogiPiece.PAWN && moved != pc) {
                pawnFiles[us] |= 1 << (from / 9);
            }
        }
        side = us;
        ply--;
        hash = hashHistory[n];
    }

    private void grow() {
        int size = moveHistory.length * 2;
        moveHistory = Arrays.copyOf(moveHistory, size);
        hashHistory = Arrays.copyOf(hashHistory, size);
        checkHistory = Arrays.copyOf(checkHistory, size);
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public boolean inCheck() {
        return checkHistory[n];
    }

    /**
     * Endings that need no move generation (docs/rules/shogi.md), in this order: a declaration just made (24-point
     * rule), sennichite on the 4th occurrence (draw, or a loss for a side that checked with every move since
     * the first occurrence), and the ply limit (draw, or the 24-point count when both kings are in their enemy
     * zones). At the ply limit a side to move without a legal move still loses by checkmate or by having no
     * legal move (lab decision: the last ply's mate counts), which costs one move generation there only.
     */
    @Override
    public Outcome ruleStatus() {
        return Endings.ruleStatus(this);
    }

    /** Checkmate when in check, else a loss by {@link org.ttakji.engines.core.Termination#NO_LEGAL_ACTION}. */
    @Override
    public Outcome noLegalMoveOutcome() {
        return Endings.noLegalMoveOutcome(this);
    }

    @Override
    public String toFen() {
        return Fen.write(this);
    }

    @Override
    public ShogiPosition copy() {
        return new ShogiPosition(this);
    }

    @Override
    public boolean nullMoveAllowed() {
        return !checkHistory[n] && (n == 0 || Move.kind(moveHistory[n - 1]) != Move.DECLARE);
    }

    @Override
    public void makeNullMove() {
        if (!nullMoveAllowed()) {
            throw new IllegalStateException("no null move in check or after a declaration");
        }
        if (n + 1 >= moveHistory.length) {
            grow();
        }
        moveHistory[n] = NULL_MOVE;
        side ^= 1;
        hash ^= Zobrist.SIDE;
        ply++;
        n++;
        hashHistory[n] = hash;
        checkHistory[n] = false;
    }

    @Override
    public void unmakeNullMove() {
        if (n == 0 || moveHistory[n - 1] != NULL_MOVE) {
            throw new IllegalStateException("the last move is not a null move");
        }
        n--;
        side ^= 1;
        ply--;
        hash = hashHistory[n];
    }

    /** A reusable move list for endings that need move generation (cleared). */
    MoveList scratchList() {
        if (limitScratch == null) {
            limitScratch = new MoveList();
        }
        limitScratch.clear();
        return limitScratch;
    }

    // ---------------------------------------------------------------- read-only API for evaluation and tools

    /** The colored piece code on a square 0..80 (see {@link ShogiPiece}), 0 when empty. */
    public int pieceAt(int square) {
        return board[square];
    }

    /** How many pieces of hand type 1..7 ({@link ShogiPiece#PAWN}..{@link ShogiPiece#GOLD}) a side holds. */
    public int handCount(int side, int type) {
        return type >= 1 && type <= 7 ? hand[side * 8 + type] : 0;
    }

    /** The square of a side's king (0 = sente, 1 = gote). */
    public int kingSquare(int side) {
        return kingSq[side];
    }

    /** Pieces of a side on the board with the given type 1..14 (the king included when type is 8). */
    public int countOnBoard(int side, int type) {
        int code = ShogiPiece.of(side, type);
        int c = 0;
        for (int sq = 0; sq < 81; sq++) {
            if (board[sq] == code) {
                c++;
            }
        }
        return c;
    }

    /** True when the side's king stands in its enemy's camp (the side's own promotion zone). */
    public boolean kingInEnemyZone(int side) {
        return Tables.ZONE[side][kingSq[side]];
    }

    /**
     * A side's points under the 24-point impasse rule (docs/rules/shogi.md): every piece it owns on the board or in
     * hand, rook and bishop (promoted or not) 5, the others 1, the king 0.
     */
    public int impassePoints(int side) {
        return ImpasseRule.points(this, side);
    }

    /**
     * True when the side to move may declare now: both kings stand in their enemy zones and the side to move
     * is not in check (docs/rules/shogi.md). Assumes the game is not over otherwise.
     */
    public boolean canDeclare() {
        return ImpasseRule.canDeclare(this);
    }

    /**
     * What declaring ({@code declare}, {@link Move#DECLARE}) would yield now for the side to move: a win, a
     * loss (fewer than 24 points) or a draw, with termination {@code IMPASSE}; {@link Outcome#ONGOING} when
     * the declaration is not allowed now. The engine declares when this is a win, or a draw it prefers.
     */
    public Outcome declarationOutcome() {
        return canDeclare() ? ImpasseRule.declare(this, side) : Outcome.ONGOING;
    }

    /** True when the last move played was the declaration (the game is then over). */
    public boolean declared() {
        return n > 0 && moveHistory[n - 1] != NULL_MOVE && Move.kind(moveHistory[n - 1]) == Move.DECLARE;
    }

    /**
     * True when a pawn of the side to move dropped on {@code square} would give immediate checkmate, which
     * makes the drop illegal (uchifuzume). Only meaningful for the square in front of the enemy king.
     */
    public boolean pawnDropWouldMate(int square) {
        if (board[square] != 0 || Tables.FRONT[side ^ 1][kingSq[side ^ 1]] != square) {
            return false;
        }
        return generator.pawnDropMates(square);
    }

    /** True when {@code square} is attacked by a piece of side {@code by}. */
    public boolean attacked(int square, int by) {
        return Attacks.attacked(board, square, by);
    }

    /** The SFEN of the position, e.g. {@code lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1}. */
    @Override
    public String toString() {
        return toFen();
    }
}
