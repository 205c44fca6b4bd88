package org.ttakji.engines.search;

import java.util.Objects;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.Evaluator;

/**
 * A variant-agnostic stand-in evaluation: material won or lost since the search root, counted from the
 * captured and promotion pieces packed in the moves ({@link OrderingValues} give the values). It wraps the
 * position to see the moves made on it, so it needs nothing from a variant.
 *
 * <p>What it is for: tests, the bench signature (a fixed evaluation, so a change in node counts always means a
 * change in the search or the rules, never in tuned weights) and the commands until the lab's linear
 * evaluation is wired in. Scores are relative to the wrapped root (0 there), from the side to move's view.
 * A promotion counts the promoted piece's value minus {@code promotionBase} (the value of what promoted is
 * unknown to a packed move). Not thread-safe.
 *
 * <p>Usage: {@code MaterialTracker t = new MaterialTracker(view, values, 0);} then search
 * {@code t.position()} with {@code t.evaluator()}. The wrapper's {@link Position#playerView()} is itself and its
 * {@link Position#copy()} is a copy of the wrapped position (unwrapped).
 */
public final class MaterialTracker {
    private final OrderingValues values;
    private final int promotionBase;
    private int[] balance = new int[256]; // first player's material gain, per ply made on the wrapper
    private final Tracked position;
    private int depth;

    /**
     * Wraps a position.
     *
     * @param root          the position to search (it is mutated through the wrapper only)
     * @param values        piece values by piece code
     * @param promotionBase subtracted from the promoted piece's value for a promotion (e.g. a pawn's value)
     */
    public MaterialTracker(Position root, OrderingValues values, int promotionBase) {
        this.values = Objects.requireNonNull(values, "values");
        this.promotionBase = promotionBase;
        this.position = new Tracked(Objects.requireNonNull(root, "root"));
    }

    /** The wrapped position: search this one. */
    public Position position() {
        return position;
    }

    /** The evaluation: material gained since the root, centipawns from the side to move's view. */
    public Evaluator evaluator() {
        return p -> {
            int firstPlayerGain = balance[depth];
            return position.sideToMove() == 0 ? firstPlayerGain : -firstPlayerGain;
        };
    }

    private void ensureRoom() {
        if (depth + 1 >= balance.length) {
            balance = java.util.Arrays.copyOf(balance, balance.length * 2); // rare: only beyond 255 plies
        }
    }

    private int gain(int move) {
        int g = values.value(Move.captured(move));
        if (Move.kind(move) == Move.PROMOTION) {
            g += values.value(Move.piece(move)) - promotionBase;
        }
        return g;
    }

    /** The decorator: every call goes to the real position; make/unmake also keep the balance. */
    private final class Tracked implements Position {
        private final Position inner;

        Tracked(Position inner) {
            this.inner = inner;
        }

        @Override
        public Variant variant() {
            return inner.variant();
        }

        @Override
        public RuleOptions rules() {
            return inner.rules();
        }

        @Override
        public int sideToMove() {
            return inner.sideToMove();
        }

        @Override
        public int ply() {
            return inner.ply();
        }

        @Override
        public void generateLegal(MoveList out) {
            inner.generateLegal(out);
        }

        @Override
        public void generateActions(MoveList out) {
            inner.generateActions(out);
        }

        @Override
        public void makeMove(int move) {
            int g = gain(move);
            int signed = inner.sideToMove() == 0 ? g : -g;
            inner.makeMove(move);
            ensureRoom();
            balance[depth + 1] = balance[depth] + signed;
            depth++;
        }

        @Override
        public void unmakeMove() {
            inner.unmakeMove();
            depth--;
        }

        @Override
        public long hash() {
            return inner.hash();
        }

        @Override
        public long searchKey() {
            return inner.searchKey();
        }

        @Override
        public boolean quietMoveDraws() {
            return inner.quietMoveDraws();
        }

        @Override
        public boolean inCheck() {
            return inner.inCheck();
        }

        @Override
        public Outcome ruleStatus() {
            return inner.ruleStatus();
        }

        @Override
        public Outcome noLegalMoveOutcome() {
            return inner.noLegalMoveOutcome();
        }

        @Override
        public String toFen() {
            return inner.toFen();
        }

        @Override
        public Position copy() {
            return inner.copy();
        }

        @Override
        public Position playerView() {
            return this;
        }

        @Override
        public boolean nullMoveAllowed() {
            return inner.nullMoveAllowed();
        }

        @Override
        public void makeNullMove() {
            inner.makeNullMove();
            ensureRoom();
            balance[depth + 1] = balance[depth];
            depth++;
        }

        @Override
        public void unmakeNullMove() {
            inner.unmakeNullMove();
            depth--;
        }

        @Override
        public int chanceOutcomes(int move, int[] outcomes, double[] probabilities) {
            return inner.chanceOutcomes(move, outcomes, probabilities);
        }
    }
}
