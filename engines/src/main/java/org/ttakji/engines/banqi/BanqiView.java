package org.ttakji.engines.banqi;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;

/**
 * A Banqi player's observation as a searchable position: built from an {@link Observation} only (public
 * board, bag, side, colours, counters), so it holds no reference to a true position and cannot know which
 * piece lies where face down.
 *
 * <p>Its reveal moves are chance events: {@link #generateLegal} gives each reveal with piece 0 (unknown);
 * {@link #chanceOutcomes} turns one into a fully specified reveal per piece code still in the bag, with
 * probability (that code's count in the bag) / (face-down squares), and {@link #makeMove} plays such an
 * outcome (expectimax: make each outcome, evaluate, unmake, weight). Ordinary moves and captures are played
 * as usual. Moves correspond to the true position's through machine notation ({@code a1?}, {@code a1-a2},
 * {@code a1xa3}).
 *
 * <p>Hash: Zobrist over the public cells, player 2 to move, player 1's colour state and the bag, so two true
 * positions that differ only in where the face-down pieces lie give views with equal hashes. The position
 * text is the public form plus a sixth field, the captured pieces (see {@link BanqiRules}). Not thread-safe.
 */
public final class BanqiView implements BanqiState {
    private final BanqiBoard board;

    /** The observation position of an observation. */
    public BanqiView(Observation observation) {
        this.board = new BanqiBoard(observation.cells(), observation.hidden(), observation.sideToMove(),
                observation.colourOf(0), observation.noProgressPlies(), observation.ply());
    }

    private BanqiView(BanqiBoard board) {
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

    /** Appends every reveal (piece 0: a chance event, see {@link #chanceOutcomes}), then every move and capture. */
    @Override
    public void generateLegal(MoveList out) {
        MoveGen.generate(board, out);
    }

    /**
     * Plays a move or capture, or a reveal outcome from {@link #chanceOutcomes}.
     *
     * @throws IllegalArgumentException for a reveal without its outcome (piece 0) or of a piece not in the bag
     */
    @Override
    public void makeMove(int move) {
        if (Move.kind(move) == Move.REVEAL && board.hidden[Move.piece(move)] == 0) {
            throw new IllegalArgumentException(Move.piece(move) == 0
                    ? "a reveal in an observation (public form) is a chance event: play one of its chanceOutcomes;"
                    + " perft and games need the true position (full form, '?K' = face-down general)"
                    : "no '" + BanqiPieces.letter(Move.piece(move)) + "' is left face down");
        }
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

    /**
     * The chance outcomes of a reveal: one reveal move per piece code still face down (piece field set), with
     * probability count(code) / {@link #faceDownCount()}; they sum to 1. For a reveal outcome already
     * specified, the same distribution; for any other move, 0.
     *
     * @param outcomes      room for at least 14 moves
     * @param probabilities parallel to {@code outcomes}
     * @return the number of outcomes written (at most 14), 0 when the move is not a reveal
     */
    @Override
    public int chanceOutcomes(int move, int[] outcomes, double[] probabilities) {
        if (Move.kind(move) != Move.REVEAL) {
            return 0;
        }
        int[] hidden = board.hidden;
        double total = board.faceDown;
        int n = 0;
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            int count = hidden[code];
            if (count > 0) {
                outcomes[n] = Move.withPiece(move, code);
                probabilities[n] = count / total;
                n++;
            }
        }
        return n;
    }

    /** The public form plus the captured pieces: {@code <board> <side> <p1colour> <noprogress> <ply> <captured>}. */
    @Override
    public String toFen() {
        return board.observation().toText();
    }

    @Override
    public BanqiView copy() {
        return new BanqiView(board.copy());
    }

    /** This very object: an observation already holds only public facts. */
    @Override
    public BanqiView playerView() {
        return this;
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

    /** The {@link #toFen()} text. */
    @Override
    public String toString() {
        return toFen();
    }
}
