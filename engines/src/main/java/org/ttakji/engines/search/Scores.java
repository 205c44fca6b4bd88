package org.ttakji.engines.search;

import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Result;

/**
 * Score conventions of the search, all in centipawns from the side to move's view.
 *
 * <p>A won game is worth {@code MATE - p} where {@code p} is the number of plies from the search root to
 * the end of the game, a lost one {@code -(MATE - p)}, so the search prefers the quickest win and the
 * slowest loss. Evaluations stay strictly inside {@code ±}{@link #MAX_EVAL} (the
 * {@link org.ttakji.engines.eval.Evaluator} contract), far below {@link #MATE_BOUND}. The transposition
 * table stores mate scores relative to the node, not the root ({@link #toTable}, {@link #fromTable}), so an
 * entry stays right when the same position is reached at another ply.
 */
public final class Scores {
    /** Score of a game won at the root itself (never returned: a win is at least one ply away). */
    public static final int MATE = 30_000;
    /** Larger than any score: the open window bound. */
    public static final int INFINITE = MATE + 1;
    /** Longest line the search ever looks at, in plies (search arrays are sized by it). */
    public static final int MAX_PLY = 128;
    /** Scores with an absolute value at least this are mate (won or lost game) scores. */
    public static final int MATE_BOUND = MATE - MAX_PLY;
    /** Evaluations are clamped to {@code ±MAX_EVAL} (the evaluator contract says below 20,000). */
    public static final int MAX_EVAL = 20_000;
    /** The score of a drawn game. */
    public static final int DRAW = 0;

    private Scores() {
    }

    /** True when the score is a won or lost game (a forced end within the search's horizon). */
    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND;
    }

    /**
     * Plies from the root to the end of the game for a mate score (positive: the side to move at the root
     * wins, negative: it loses); 0 for an ordinary score.
     */
    public static int matePlies(int score) {
        if (!isMate(score)) {
            return 0;
        }
        return score > 0 ? MATE - score : -(MATE + score);
    }

    /**
     * The score of a finished game for the side to move, {@code ply} plies below the root.
     *
     * @param outcome    a finished outcome ({@link Outcome#isOver()})
     * @param sideToMove the side to move in the finished position (0 or 1)
     * @param ply        distance from the root in plies
     * @return {@link #DRAW}, {@code MATE - ply} or {@code -(MATE - ply)}
     */
    public static int ofOutcome(Outcome outcome, int sideToMove, int ply) {
        Result r = outcome.result();
        if (r == Result.DRAW || r == Result.ONGOING) {
            return DRAW;
        }
        return r == Result.winFor(sideToMove) ? MATE - ply : -(MATE - ply);
    }

    /** Converts a root-relative score to the node-relative form stored in the transposition table. */
    public static int toTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score + ply;
        }
        if (score <= -MATE_BOUND) {
            return score - ply;
        }
        return score;
    }

    /** Converts a node-relative table score back to a root-relative score at {@code ply}. */
    public static int fromTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score - ply;
        }
        if (score <= -MATE_BOUND) {
            return score + ply;
        }
        return score;
    }

    /** Clamps an evaluation into {@code ±MAX_EVAL}, so that it can never pass for a mate score. */
    public static int clampEval(int score) {
        return Math.max(-MAX_EVAL, Math.min(MAX_EVAL, score));
    }

    /** Text for logs and the command line: {@code cp 35}, {@code mate 3} (plies, signed). */
    public static String describe(int score) {
        return isMate(score) ? "mate " + matePlies(score) : "cp " + score;
    }
}
