package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.SQUARES;

import java.util.Arrays;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;

/**
 * A Janggi position (docs/rules/janggi.md) with make/unmake, Zobrist hash and the game history its endings need.
 *
 * <p>Points are numbered {@code rank * 9 + file} ({@link org.ttakji.engines.grid.Grid9x10}), rank 0 = the
 * back rank of side 0, the first mover, drawn at the bottom. Piece codes are those of {@link JanggiPiece}.
 * The read-only methods ({@link #pieceAt}, {@link #generalSquare}, {@link #count}, {@link #pieceSquares},
 * {@link #points}, ...) are the API of evaluation code; only moves change a position.
 *
 * <p>Endings: {@link Endings}.
 */
public final class JanggiPosition implements Position {
    private final RuleOptions rules;
    private final JanggiRules.Options options;
    private final Board board;
    private final MoveGen gen;
    private int side;
    private int clock;
    private final int startPly;
    private long hash;

    // Undo stack and history, index = plies made on this object.
    private int[] moves = new int[256];
    private int[] clocks = new int[256];
    private int[] capturedSlots = new int[256];
    private long[] hashes = new long[256];
    private int size;
    private MoveList scratch;

    private JanggiPosition(RuleOptions rules, Board board, int side, int clock, int startPly) {
        this.rules = rules;
        this.options = JanggiRules.Options.of(rules);
        this.board = board;
        this.gen = new MoveGen(board);
        this.side = side;
        this.clock = clock;
        this.startPly = startPly;
        long h = side == 1 ? Zobrist.SIDE : 0;
        for (int sq = 0; sq < SQUARES; sq++) {
            if (board.squares[sq] != 0) {
                h ^= Zobrist.key(board.squares[sq], sq);
            }
        }
        this.hash = h;
    }

    /**
     * Builds a position from a setup after validating it.
     *
     * @param setup the unvalidated setup (from FEN, a {@code .gib} board or the rule options)
     * @param rules the rule options in force
     * @throws InvalidPositionException listing every problem of the setup
     */
    public static JanggiPosition of(JanggiSetup setup, RuleOptions rules) {
        return of(setup, rules, false);
    }

    /**
     * As {@link #of(JanggiSetup, RuleOptions)}; {@code constructed} allows any mix of at most {@value Board#SLOTS}
     * pieces a side ({@link org.ttakji.engines.core.VariantRules#fromConstructedFen}).
     *
     * @throws InvalidPositionException listing every problem of the setup
     */
    static JanggiPosition of(JanggiSetup setup, RuleOptions rules, boolean constructed) {
        List<String> problems = SetupCheck.problems(setup, constructed);
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(setup.source(), problems);
        }
        Board b = new Board();
        for (int sq = 0; sq < SQUARES; sq++) {
            if (setup.board()[sq] != 0) {
                b.place(sq, setup.board()[sq]);
            }
        }
        int ply = 2 * (setup.fullmoveNumber() - 1) + setup.sideToMove();
        return new JanggiPosition(rules, b, setup.sideToMove(), setup.halfmoveClock(), ply);
    }

    @Override
    public Variant variant() {
        return Variant.JANGGI;
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
        return startPly + size;
    }

    /** Plies since the last capture (passes count); the game is drawn when it reaches 100. */
    public int halfmoveClock() {
        return clock;
    }

    @Override
    public void generateLegal(MoveList out) {
        gen.generate(side, out);
    }

    @Override
    public void makeMove(int move) {
        if (size == moves.length) {
            grow();
        }
        int n = size++;
        moves[n] = move;
        clocks[n] = clock;
        hashes[n] = hash;
        long h = hash ^ Zobrist.SIDE;
        if (Move.kind(move) != Move.PASS) {
            int from = Move.from(move);
            int to = Move.to(move);
            int[] s = board.squares;
            int code = s[from];
            int captured = s[to];
            if (captured != 0) {
                capturedSlots[n] = board.capture(to);
                h ^= Zobrist.key(captured, to);
                clock = -1;
            }
            board.move(from, to);
            h ^= Zobrist.key(code, from) ^ Zobrist.key(code, to);
        }
        clock++;
        hash = h;
        side ^= 1;
    }

    @Override
    public void unmakeMove() {
        if (size == 0) {
            throw new IllegalStateException("no move to take back in " + toFen());
        }
        int n = --size;
        int move = moves[n];
        clock = clocks[n];
        hash = hashes[n];
        side ^= 1;
        if (Move.kind(move) != Move.PASS) {
            int to = Move.to(move);
            board.move(to, Move.from(move));
            int captured = Move.captured(move);
            if (captured != 0) {
                board.restore(to, captured, capturedSlots[n]);
            }
        }
    }

    private void grow() {
        int n = moves.length * 2;
        moves = Arrays.copyOf(moves, n);
        clocks = Arrays.copyOf(clocks, n);
        capturedSlots = Arrays.copyOf(capturedSlots, n);
        hashes = Arrays.copyOf(hashes, n);
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public boolean inCheck() {
        return board.attacked(board.general[side], side ^ 1);
    }

    /** True when the two generals stand on one file with nothing between them. */
    public boolean generalsFace() {
        return board.generalsFace();
    }

    @Override
    public Outcome ruleStatus() {
        return Endings.ruleStatus(this);
    }

    /** True when facing generals end the game as a draw (rule option {@code bikjang=draw}). */
    boolean bikjangDraws() {
        return options.bikjangDraws();
    }

    /** Plies made on this object (not counting the start's move number). */
    int plies() {
        return size;
    }

    /** Plies since the last capture (passes count). */
    int noCaptureClock() {
        return clock;
    }

    /**
     * How often the current position (board and side to move) has occurred in this game, this time
     * included; only the history since the last capture can hold it (a capture changes the material).
     */
    public int repetitions() {
        int count = 1;
        int oldest = Math.max(0, size - clock);
        for (int k = size - 2; k >= oldest; k -= 2) {
            if (hashes[k] == hash) {
                count++;
            }
        }
        return count;
    }

    /** True when the side to move has a legal move (for the 100-ply rule reached in check). */
    boolean hasLegalMove() {
        if (scratch == null) {
            scratch = new MoveList(); // once per position object, only if the 100-ply rule is ever reached in check
        }
        scratch.clear();
        generateLegal(scratch);
        return !scratch.isEmpty();
    }

    @Override
    public Outcome noLegalMoveOutcome() {
        return Endings.noLegalMoveOutcome(this);
    }

    @Override
    public String toFen() {
        int ply = ply();
        return Fen.write(board.squares, side, clock, ply / 2 + 1);
    }

    @Override
    public JanggiPosition copy() {
        JanggiPosition p = new JanggiPosition(rules, board.copy(), side, clock, startPly);
        p.moves = moves.clone();
        p.clocks = clocks.clone();
        p.capturedSlots = capturedSlots.clone();
        p.hashes = hashes.clone();
        p.size = size;
        p.hash = hash;
        return p;
    }

    // ---- null move (a pass is a legal Janggi move, so null-move pruning is sound here) ----

    @Override
    public boolean nullMoveAllowed() {
        return !inCheck();
    }

    /** Plays a pass. */
    @Override
    public void makeNullMove() {
        makeMove(MoveGen.PASS);
    }

    @Override
    public void unmakeNullMove() {
        unmakeMove();
    }

    // ---- read-only API for evaluation ----

    /** The piece code ({@link JanggiPiece}) on a point 0..89, 0 when empty. */
    public int pieceAt(int square) {
        return board.squares[square];
    }

    /** The point of a side's general. */
    public int generalSquare(int side) {
        return board.general[side];
    }

    /** How many pieces of {@code type} (1..7) side {@code side} has on the board. */
    public int count(int side, int type) {
        return board.countByCode[JanggiPiece.code(side, type)];
    }

    /**
     * Writes the points of a side's pieces into {@code out} (room for 16) and returns how many; the
     * order is stable under make/unmake.
     */
    public int pieceSquares(int side, int[] out) {
        int n = 0;
        for (int slot = 0; slot < board.slotCount[side]; slot++) {
            int sq = board.pieceSq[side * Board.SLOTS + slot];
            if (sq >= 0) {
                out[n++] = sq;
            }
        }
        return n;
    }

    /** The side (0 or 1) playing Han (漢, red): 0 with rule option {@code first=han}, else 1. */
    public int hanSide() {
        return options.hanSide();
    }

    /**
     * The Korean point count of a side, an analysis figure only (docs/rules/janggi.md: the product does not decide
     * games by points): chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2, plus 1.5 for Han.
     */
    public double points(int side) {
        int total = 0;
        for (int type = JanggiPiece.GUARD; type <= JanggiPiece.SOLDIER; type++) {
            total += JanggiPiece.points(type) * count(side, type);
        }
        return total + (side == options.hanSide() ? 1.5 : 0.0);
    }

    /** The position as a setup record (for tools that edit positions). */
    public JanggiSetup toSetup() {
        int ply = ply();
        return new JanggiSetup(toFen(), board.squares.clone(), side, clock, ply / 2 + 1, List.of());
    }

    /** Is side {@code by} attacking point {@code square} (could capture a non-cannon piece there)? */
    public boolean attacks(int by, int square) {
        return board.attacked(square, by);
    }

    @Override
    public String toString() {
        return toFen();
    }
}
