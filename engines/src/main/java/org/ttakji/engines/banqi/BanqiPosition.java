package org.ttakji.engines.banqi;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;

/**
 * The true Banqi position (docs/rules/banqi.md), hidden layout included: what the game driver, the game log and
 * perft use. Engines never get it; they get {@link #playerView()}. Its reveal moves carry the piece they
 * turn up ({@link org.ttakji.engines.core.Move#piece(int)}), so perft counts a reveal as one move whose
 * outcome is the hidden piece, and {@link #chanceOutcomes} is 0 for every move (this position knows).
 *
 * <p>Hash: Zobrist over the cells (a face-down square keyed by the piece it hides), player 2 to move, player
 * 1's colour state and the bag; not the no-progress count or the ply. The position text is the full form
 * (see {@link BanqiRules}). Not thread-safe.
 */
public final class BanqiPosition implements BanqiState {
    private final BanqiBoard board;

    BanqiPosition(BanqiBoard board) {
        this.board = board;
    }

    @Override
    public Variant variant() {
        return Variant.BANQI;
    }

    @Override
    public RuleOptions rules() {
        return BanqiRules.NO_OPTIONS;
    }

    @Override
    public int sideToMove() {
        return board.side;
    }

    @Override
    public int ply() {
        return board.ply;
    }

    /** Appends every reveal (one per face-down square, carrying its hidden piece), then every move and capture. */
    @Override
    public void generateLegal(MoveList out) {
        MoveGen.generate(board, out);
    }

    @Override
    public void makeMove(int move) {
        board.make(move);
    }

    @Override
    public void unmakeMove() {
        board.unmake();
    }

    @Override
    public long hash() {
        return board.hash;
    }

    /** Always false: Banqi has no check. */
    @Override
    public boolean inCheck() {
        return false;
    }

    /** ALL_CAPTURED (loss of the player with no piece left), else NO_PROGRESS (draw at 20 plies), else ongoing. */
    @Override
    public Outcome ruleStatus() {
        return Endings.ruleStatus(board);
    }

    /** At 19 plies without a reveal or capture, when a revealed piece of the side to move can step. */
    @Override
    public boolean quietMoveDraws() {
        return Endings.quietMoveDraws(board);
    }

    /** NO_LEGAL_ACTION: the side to move loses. */
    @Override
    public Outcome noLegalMoveOutcome() {
        return Endings.noLegalMoveOutcome(board);
    }

    /** The full form, face-down pieces as {@code ?K} etc. */
    @Override
    public String toFen() {
        return Fen.fen(board.cells, board.side, board.p1Colour, board.noProgress, board.ply + 1, true);
    }

    /** The public form (what a player sees, without the captured pieces): face-down squares as {@code ?}. */
    public String toPublicFen() {
        return Fen.fen(board.cells, board.side, board.p1Colour, board.noProgress, board.ply + 1, false);
    }

    @Override
    public BanqiPosition copy() {
        return new BanqiPosition(board.copy());
    }

    /**
     * The side to move's view: a fresh {@link BanqiView} built from {@link #observation()} alone, so it cannot
     * reach this position or its layout. Its reveals are chance events.
     */
    @Override
    public BanqiView playerView() {
        return new BanqiView(board.observation());
    }

    @Override
    public Observation observation() {
        return board.observation();
    }

    @Override
    public int pieceAt(int square) {
        return board.publicCell(square);
    }

    @Override
    public int colourOf(int player) {
        return board.colourOf(player);
    }

    @Override
    public int noProgressPlies() {
        return board.noProgress;
    }

    @Override
    public int faceDownCount() {
        return board.faceDown;
    }

    @Override
    public int hiddenCount(int code) {
        return board.hidden[code];
    }

    @Override
    public int capturedCount(int code) {
        return board.capturedCount(code);
    }

    @Override
    public int revealedCount(int code) {
        return board.revealedCount(code);
    }

    @Override
    public int capturedOfColour(int colour) {
        return board.capturedByColour[colour];
    }

    /** The full-form text. */
    @Override
    public String toString() {
        return toFen();
    }
}
