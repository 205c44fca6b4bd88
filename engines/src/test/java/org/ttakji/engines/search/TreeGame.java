package org.ttakji.engines.search;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.Evaluator;

/**
 * A test-only game: a pseudo-random game tree drawn from a seed. Each node's moves, its static value, and
 * whether it ends the game are functions of the node's hash (the hash of the path from the root, so there are
 * no transpositions). Some moves capture (tactical), some are chance moves (a reveal whose 2..4 outcomes have
 * uneven probabilities), some nodes end the game by rule or have no move. Proves the search equals plain
 * minimax/expectimax on trees the test can solve by brute force.
 */
final class TreeGame implements Position {
    /** How the tree is drawn, percentages 0..100. */
    record Shape(long seed, int maxBranch, int tacticalPercent, int chancePercent, int endPercent,
                 boolean nullMoves) {
    }

    private static final int MAX_CAPTURES = 6;

    private final Shape shape;
    private final long[] hashes = new long[512];
    private final int[] made = new int[512];
    private final int[] captures = new int[512]; // captures on the path: material is finite, so quiescence ends
    private int depth;
    private int nullDepth;

    TreeGame(Shape shape) {
        this.shape = shape;
        hashes[0] = SplitMix64.mix(shape.seed());
    }

    /** The toy's evaluation: a value drawn from the node's hash, -200..200, side to move's view. */
    static Evaluator evaluator() {
        return p -> (int) Math.floorMod(SplitMix64.mix(p.hash() ^ 0x51L), 401L) - 200;
    }

    private long draw(long salt) {
        return SplitMix64.mix(hashes[depth] ^ salt * 0x9E3779B97F4A7C15L) >>> 1;
    }

    @Override
    public Variant variant() {
        return null; // not a lab variant; the search never asks
    }

    @Override
    public RuleOptions rules() {
        return null;
    }

    @Override
    public int sideToMove() {
        return depth & 1;
    }

    @Override
    public int ply() {
        return depth;
    }

    @Override
    public void generateLegal(MoveList out) {
        if (draw(1) % 100 < 3 && depth > 0) {
            return; // no legal move
        }
        int n = 1 + (int) (draw(2) % shape.maxBranch());
        for (int i = 0; i < n; i++) {
            long r = draw(100 + i);
            int kindRoll = (int) (r % 100);
            if (kindRoll < shape.chancePercent()) {
                out.add(Move.of(i, 0, Move.REVEAL, 0, 0));
            } else if (kindRoll < shape.chancePercent() + shape.tacticalPercent() && captures[depth] < MAX_CAPTURES) {
                out.add(Move.of(i, 0, Move.NORMAL, 0, 1 + (int) (r / 100 % 5)));
            } else {
                out.add(Move.of(i, 0, Move.NORMAL, 0, 0));
            }
        }
    }

    @Override
    public void makeMove(int move) {
        made[depth] = move;
        hashes[depth + 1] = SplitMix64.mix(hashes[depth] * 31 + move);
        captures[depth + 1] = captures[depth] + (Move.isCapture(move) ? 1 : 0);
        depth++;
    }

    @Override
    public void unmakeMove() {
        depth--;
    }

    @Override
    public long hash() {
        return hashes[depth];
    }

    @Override
    public boolean inCheck() {
        return false;
    }

    @Override
    public Outcome ruleStatus() {
        if (depth == 0 || draw(3) % 100 >= shape.endPercent()) {
            return Outcome.ONGOING;
        }
        return switch ((int) (draw(4) % 3)) {
            case 0 -> Outcome.draw(Termination.REPETITION);
            case 1 -> Outcome.win(sideToMove(), Termination.ADJUDICATION);
            default -> Outcome.loss(sideToMove(), Termination.ADJUDICATION);
        };
    }

    @Override
    public Outcome noLegalMoveOutcome() {
        return draw(5) % 2 == 0 ? Outcome.loss(sideToMove(), Termination.NO_LEGAL_ACTION)
                : Outcome.draw(Termination.STALEMATE);
    }

    @Override
    public String toFen() {
        return "tree " + shape + " depth " + depth;
    }

    @Override
    public Position copy() {
        TreeGame c = new TreeGame(shape);
        System.arraycopy(hashes, 0, c.hashes, 0, hashes.length);
        System.arraycopy(made, 0, c.made, 0, made.length);
        System.arraycopy(captures, 0, c.captures, 0, captures.length);
        c.depth = depth;
        return c;
    }

    @Override
    public boolean nullMoveAllowed() {
        return shape.nullMoves();
    }

    @Override
    public void makeNullMove() {
        nullDepth++;
        hashes[depth + 1] = SplitMix64.mix(hashes[depth] ^ 0xABCDEFL);
        captures[depth + 1] = captures[depth];
        depth++;
    }

    @Override
    public void unmakeNullMove() {
        nullDepth--;
        depth--;
    }

    @Override
    public int chanceOutcomes(int move, int[] outcomes, double[] probabilities) {
        if (Move.kind(move) != Move.REVEAL || Move.piece(move) != 0) {
            return 0;
        }
        long r = draw(1000 + Move.from(move));
        int n = 2 + (int) (r % 3);
        double total = 0;
        for (int j = 0; j < n; j++) {
            probabilities[j] = 1 + (r >>> (8 + 4 * j)) % 4;
            total += probabilities[j];
            outcomes[j] = Move.withPiece(move, j + 1);
        }
        for (int j = 0; j < n; j++) {
            probabilities[j] /= total;
        }
        return n;
    }
}
