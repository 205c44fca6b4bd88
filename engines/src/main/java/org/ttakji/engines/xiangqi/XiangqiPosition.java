package org.ttakji.engines.xiangqi;

import java.util.Arrays;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.grid.Grid9x10;

/**
 * A Xiangqi position (docs/rules/xiangqi.md) with make/unmake, Zobrist hashing and the game history the
 * repetition rule needs.
 *
 * <p>Read-only API for evaluation and tools: squares are {@link Grid9x10} squares ({@code rank * 9 +
 * file}, file 0..8 = a..i from Red's left, rank 0..9 from Red's back rank); pieces are
 * {@link XiangqiPiece} codes; sides are 0 = Red (moves first), 1 = Black. Mutation goes through
 * {@link #makeMove(int)} / {@link #unmakeMove()} only. Not thread-safe; use {@link #copy()} per thread.
 *
 * <p>Internally the board is the padded mailbox of {@link Mailbox}; each piece code keeps a list of its
 * points so that move generation never scans empty points.
 */
public final class XiangqiPosition implements Position {
    /** Length of each piece code's point list (five soldiers at most). */
    static final int LIST_STRIDE = 5;

    final RuleOptions rules;
    /** Piece code per padded index; {@link Mailbox#OFF} on padding. */
    final int[] board = new int[Mailbox.SIZE];
    /** Padded points of each piece code at {@code code * LIST_STRIDE + i}, i &lt; {@link #counts}[code]. */
    final int[] squares = new int[XiangqiPiece.CODE_LIMIT * LIST_STRIDE];
    /** Number of pieces of each code on the board. */
    final int[] counts = new int[XiangqiPiece.CODE_LIMIT];
    /** Index of the piece on a padded point in its code's list. */
    final int[] slot = new int[Mailbox.SIZE];
    /** Padded point of each side's general. */
    final int[] generalSquare = new int[2];
    int side;
    long hash;

    /** Ply of the history's first position (from the FEN's move number). */
    final int startPly;
    /** Number of moves (null moves included) made since the first position. */
    int moveCount;
    /** Per position index 0..moveCount: its hash, whether its side to move is in check, ... */
    long[] hashes;
    boolean[] inCheckAt;
    /** Earliest position index that the position at this index can repeat (after a capture, a soldier advance or a null move). */
    int[] repeatableFrom;
    /** Plies since the last capture (the FEN's halfmove clock). */
    int[] halfmoveClock;
    /** Per move index 0..moveCount-1: the move made ({@link Move#NONE} for a null move) and its capture's list slot. */
    int[] movesMade;
    int[] capturedSlot;

    /** Move generator scratch: points a move from / to may expose the general, and the list to clear them. */
    final boolean[] dangerFrom = new boolean[Mailbox.SIZE];
    final boolean[] dangerTo = new boolean[Mailbox.SIZE];
    final int[] marked = new int[64];

    /** Scratch list for {@link #ruleStatus()}'s move-limit check (the only generation the position does itself). */
    private final MoveList scratch = new MoveList(256);

    private XiangqiPosition(RuleOptions rules, int startPly, int capacity) {
        this.rules = rules;
        this.startPly = startPly;
        hashes = new long[capacity];
        inCheckAt = new boolean[capacity];
        repeatableFrom = new int[capacity];
        halfmoveClock = new int[capacity];
        movesMade = new int[capacity];
        capturedSlot = new int[capacity];
    }

    /**
     * A validated position from a setup.
     *
     * @param setup the pieces, side to move and counters
     * @param rules the rule options in force; with {@code opposite-check=allowed} the side not to move may
     *              be in check (perft convention), and the side to move may then capture its general
     * @throws InvalidPositionException listing every problem ({@link SetupCheck})
     */
    public static XiangqiPosition of(XiangqiSetup setup, RuleOptions rules) {
        return of(setup, rules, false);
    }

    /**
     * As {@link #of(XiangqiSetup, RuleOptions)}; {@code constructed} allows up to {@value #LIST_STRIDE} pieces of a
     * kind ({@link org.ttakji.engines.core.VariantRules#fromConstructedFen}).
     *
     * @throws InvalidPositionException listing every problem of the setup
     */
    static XiangqiPosition of(XiangqiSetup setup, RuleOptions rules, boolean constructed) {
        List<String> problems = SetupCheck.problems(setup,
                rules.is(XiangqiRules.OPPOSITE_CHECK, "allowed"), constructed);
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(Fen.write(setup), problems);
        }
        XiangqiPosition p = new XiangqiPosition(rules, setup.ply(), 512);
        Arrays.fill(p.board, Mailbox.OFF);
        long h = 0;
        for (int sq = 0; sq < Grid9x10.SQUARES; sq++) {
            int pad = Mailbox.PAD[sq];
            int code = setup.pieceAt(sq);
            p.board[pad] = code;
            if (code != 0) {
                p.slot[pad] = p.counts[code];
                p.squares[code * LIST_STRIDE + p.counts[code]++] = pad;
                h ^= Zobrist.key(code, pad);
                if (XiangqiPiece.type(code) == XiangqiPiece.GENERAL) {
                    p.generalSquare[XiangqiPiece.side(code)] = pad;
                }
            }
        }
        p.side = setup.sideToMove();
        if (p.side == 1) {
            h ^= Zobrist.BLACK_TO_MOVE;
        }
        p.hash = h;
        p.hashes[0] = h;
        p.inCheckAt[0] = Attacks.attacked(p.board, p.generalSquare[p.side], p.side);
        p.halfmoveClock[0] = setup.halfmoveClock();
        return p;
    }

    // ---------------------------------------------------------------- read-only API

    @Override
    public Variant variant() {
        return Variant.XIANGQI;
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
        return startPly + moveCount;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public boolean inCheck() {
        return inCheckAt[moveCount];
    }

    /** The {@link XiangqiPiece} code on a grid square 0..89 (0 = empty). */
    public int pieceAt(int square) {
        return board[Mailbox.PAD[square]];
    }

    /**
     * The grid square of a side's general (0 = Red, 1 = Black); meaningless once that general was
     * captured, which only a start position with {@code opposite-check=allowed} makes possible.
     */
    public int generalSquare(int side) {
        return Mailbox.GRID[generalSquare[side]];
    }

    /** How many pieces of a {@link XiangqiPiece} type 1..7 a side (0 = Red, 1 = Black) has on the board. */
    public int count(int side, int type) {
        return counts[XiangqiPiece.code(side, type)];
    }

    /**
     * Writes the grid squares of a side's pieces of one type into {@code out} (room for 5) and returns
     * how many there are; the order is unspecified but stable under make/unmake.
     */
    public int squaresOf(int side, int type, int[] out) {
        int code = XiangqiPiece.code(side, type);
        int n = counts[code];
        for (int i = 0; i < n; i++) {
            out[i] = Mailbox.GRID[squares[code * LIST_STRIDE + i]];
        }
        return n;
    }

    /**
     * True when a piece of {@code bySide} (0 = Red, 1 = Black) could capture on the grid square if an
     * enemy piece stood there: chariots, cannons (over one screen), horses (legs free), soldiers,
     * advisors and elephants (on their own points), the general one step inside its palace; on the square
     * of the other side's general, the facing general counts too (so this is {@link #inCheck()} there).
     */
    public boolean isAttacked(int square, int bySide) {
        return Attacks.attackedBy(board, Mailbox.PAD[square], bySide);
    }

    /** The unvalidated setup of this position (board, side to move, counters). */
    public XiangqiSetup toSetup() {
        int[] b = new int[Grid9x10.SQUARES];
        for (int sq = 0; sq < b.length; sq++) {
            b[sq] = pieceAt(sq);
        }
        return new XiangqiSetup(b, side, halfmoveClock[moveCount], ply() / 2 + 1);
    }

    @Override
    public String toFen() {
        return Fen.write(this::pieceAt, side, halfmoveClock[moveCount], ply() / 2 + 1);
    }

    @Override
    public String toString() {
        return toFen();
    }

    // ---------------------------------------------------------------- moves

    @Override
    public void generateLegal(MoveList out) {
        MoveGen.generateLegal(this, out);
    }

    /** True when the side to move has at least one legal move (generates them into a scratch list). */
    boolean hasLegalMove() {
        scratch.clear();
        MoveGen.generateLegal(this, scratch);
        return !scratch.isEmpty();
    }

    @Override
    public void makeMove(int move) {
        int n = moveCount;
        ensureCapacity(n + 2);
        int from = Mailbox.PAD[Move.from(move)];
        int to = Mailbox.PAD[Move.to(move)];
        int piece = board[from];
        int captured = board[to];
        long h = hash ^ Zobrist.BLACK_TO_MOVE ^ Zobrist.key(piece, from) ^ Zobrist.key(piece, to);
        boolean irreversible;
        if (captured != 0) {
            h ^= Zobrist.key(captured, to);
            capturedSlot[n] = slot[to];
            removeFromList(captured, to);
            halfmoveClock[n + 1] = 0;
            irreversible = true;
        } else {
            halfmoveClock[n + 1] = halfmoveClock[n] + 1;
            // A soldier's step forward (same file) can never be undone; a sideways step can.
            irreversible = (piece & 7) == XiangqiPiece.SOLDIER && Mailbox.FILE[from] == Mailbox.FILE[to];
        }
        board[from] = 0;
        board[to] = piece;
        int s = slot[from];
        squares[piece * LIST_STRIDE + s] = to;
        slot[to] = s;
        if ((piece & 7) == XiangqiPiece.GENERAL) {
            generalSquare[side] = to;
        }
        movesMade[n] = move;
        side ^= 1;
        hash = h;
        moveCount = ++n;
        hashes[n] = h;
        repeatableFrom[n] = irreversible ? n : repeatableFrom[n - 1];
        inCheckAt[n] = counts[XiangqiPiece.code(side, XiangqiPiece.GENERAL)] != 0
                && Attacks.attacked(board, generalSquare[side], side);
    }

    @Override
    public void unmakeMove() {
        if (moveCount == 0) {
            throw new IllegalStateException("no move to take back");
        }
        int n = --moveCount;
        side ^= 1;
        hash = hashes[n];
        int move = movesMade[n];
        if (move == Move.NONE) {
            return;
        }
        int from = Mailbox.PAD[Move.from(move)];
        int to = Mailbox.PAD[Move.to(move)];
        int piece = board[to];
        board[from] = piece;
        int s = slot[to];
        squares[piece * LIST_STRIDE + s] = from;
        slot[from] = s;
        int captured = Move.captured(move);
        board[to] = captured;
        if (captured != 0) {
            restoreToList(captured, to, capturedSlot[n]);
            if ((captured & 7) == XiangqiPiece.GENERAL) {
                generalSquare[side ^ 1] = to;
            }
        }
        if ((piece & 7) == XiangqiPiece.GENERAL) {
            generalSquare[side] = from;
        }
    }

    @Override
    public boolean nullMoveAllowed() {
        return !inCheckAt[moveCount];
    }

    /**
     * Passes the turn (search only). The null move counts as a ply of {@link #ply()} and, like a capture,
     * cuts the repetition history: no position before it is compared with one after it.
     *
     * @throws IllegalStateException when the side to move is in check
     */
    @Override
    public void makeNullMove() {
        if (inCheckAt[moveCount]) {
            throw new IllegalStateException("no null move while in check: " + toFen());
        }
        int n = moveCount;
        ensureCapacity(n + 2);
        movesMade[n] = Move.NONE;
        side ^= 1;
        hash ^= Zobrist.BLACK_TO_MOVE;
        moveCount = ++n;
        hashes[n] = hash;
        repeatableFrom[n] = n;
        halfmoveClock[n] = halfmoveClock[n - 1] + 1;
        inCheckAt[n] = Attacks.attacked(board, generalSquare[side], side);
    }

    @Override
    public void unmakeNullMove() {
        if (moveCount == 0 || movesMade[moveCount - 1] != Move.NONE) {
            throw new IllegalStateException("the last move is not a null move");
        }
        unmakeMove();
    }

    private void removeFromList(int code, int sq) {
        int base = code * LIST_STRIDE;
        int i = slot[sq];
        int last = --counts[code];
        int lastSq = squares[base + last];
        squares[base + i] = lastSq;
        slot[lastSq] = i;
    }

    /** Exactly undoes {@link #removeFromList}: the piece returns to list index {@code i}. */
    private void restoreToList(int code, int sq, int i) {
        int base = code * LIST_STRIDE;
        int last = counts[code]++;
        int moved = squares[base + i];
        squares[base + last] = moved;
        slot[moved] = last;
        squares[base + i] = sq;
        slot[sq] = i;
    }

    private void ensureCapacity(int needed) {
        if (needed <= hashes.length) {
            return;
        }
        int size = Math.max(needed, hashes.length * 2);
        hashes = Arrays.copyOf(hashes, size);
        inCheckAt = Arrays.copyOf(inCheckAt, size);
        repeatableFrom = Arrays.copyOf(repeatableFrom, size);
        halfmoveClock = Arrays.copyOf(halfmoveClock, size);
        movesMade = Arrays.copyOf(movesMade, size);
        capturedSlot = Arrays.copyOf(capturedSlot, size);
    }

    // ---------------------------------------------------------------- endings

    @Override
    public Outcome ruleStatus() {
        return Endings.ruleStatus(this);
    }

    @Override
    public Outcome noLegalMoveOutcome() {
        return Endings.noLegalMove(this);
    }

    // ---------------------------------------------------------------- copies

    @Override
    public XiangqiPosition copy() {
        XiangqiPosition c = new XiangqiPosition(rules, startPly, hashes.length);
        System.arraycopy(board, 0, c.board, 0, board.length);
        System.arraycopy(squares, 0, c.squares, 0, squares.length);
        System.arraycopy(counts, 0, c.counts, 0, counts.length);
        System.arraycopy(slot, 0, c.slot, 0, slot.length);
        System.arraycopy(generalSquare, 0, c.generalSquare, 0, 2);
        c.side = side;
        c.hash = hash;
        c.moveCount = moveCount;
        System.arraycopy(hashes, 0, c.hashes, 0, hashes.length);
        System.arraycopy(inCheckAt, 0, c.inCheckAt, 0, inCheckAt.length);
        System.arraycopy(repeatableFrom, 0, c.repeatableFrom, 0, repeatableFrom.length);
        System.arraycopy(halfmoveClock, 0, c.halfmoveClock, 0, halfmoveClock.length);
        System.arraycopy(movesMade, 0, c.movesMade, 0, movesMade.length);
        System.arraycopy(capturedSlot, 0, c.capturedSlot, 0, capturedSlot.length);
        return c;
    }
}
