package org.ttakji.engines.play;

import java.util.List;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.search.IterationListener;
import org.ttakji.engines.search.OrderingValues;
import org.ttakji.engines.search.RootMoveScore;
import org.ttakji.engines.search.SearchClock;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.engines.search.SearchResult;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.search.Searcher;

/**
 * The lab's engine at a level: searches the player's view with the level's limits (or the configuration's
 * explicit ones) and the linear evaluation of a weights file, with the level's evaluation noise at every
 * leaf, then may replace the best move as the level's temperature and blunder rate say
 * ({@link LevelMoveChoice}), verifying any other move with a search of the position after it. All
 * randomness comes from the game's generator: one draw for the noise salt per move (when the level has
 * noise), then the move-choice draws.
 *
 * <p>Limits: if the configuration gives any of depth, nodes or move time, those explicit limits replace all
 * of the level's limits; otherwise the level's apply.
 *
 * <p>Budget: the node limit is what the whole move costs, verifications included (a move's
 * {@link MoveChoice#nodes()} never exceed it, except that the main search always completes its first iteration).
 * A level that may verify (temperature or blunder rate above 0) gives its main search three quarters of the
 * limit and keeps {@value #VERIFY_RESERVE_DIVISOR}th in reserve; each verifying search searches the one root
 * move ({@link Searcher#searchMovesWithin}) to the main search's completed depth with whatever the move's budget
 * has left, strictly; a verification that cannot complete depth 1 in it rejects the proposal (the best move
 * stays). The search's node cap bounds every search.
 *
 * <p>A deliberate weaker move never ends the game in a draw at once (a repetition, Janggi's bikjang, ...) unless the
 * best score is below 0: a level that is not worse does not throw the game away by choice (issue 13: Janggi easy
 * drew 4 of 10 games against the random mover by facing the generals). Deterministic when no clock is in the limits (no move time, no cap): same view
 * (and history), weights, level and generator state → same move, whatever the machine's load; a move that a
 * clock did stop says so ({@link MoveChoice#clockStopped()}). Not thread-safe: one per game thread.
 */
public final class EnginePlayer implements Player {
    /** A level that may verify keeps {@code 1/4} of its node limit for the verifying searches. */
    static final int VERIFY_RESERVE_DIVISOR = 4;
    /** What a verification that could not complete answers: worse than any score, so the proposal is rejected. */
    static final int UNVERIFIED = Integer.MIN_VALUE / 4;

    private final EngineConfig config;
    private final Level level;
    private final SearchLimits limits;
    private final NoisyEvaluator evaluator;
    private final Searcher searcher;
    private final LevelMoveChoice choice = new LevelMoveChoice(MoveList.DEFAULT_CAPACITY);
    private final int[] bounds = new int[MoveList.DEFAULT_CAPACITY];
    private final int[] outcomes = new int[32];
    private final double[] probabilities = new double[32];
    private long verificationNodes;
    private boolean verificationClockStopped;

    /**
     * A player.
     *
     * @param config    the configuration (its explicit limits, if any, override the level's)
     * @param level     the level
     * @param weights   evaluation weights of the extractor's feature set
     * @param extractor the variant's feature extractor (owned by this player from now on)
     * @throws IllegalArgumentException if the weights do not fit the extractor or a limit is out of range
     */
    public EnginePlayer(EngineConfig config, Level level, Weights weights, FeatureExtractor extractor) {
        this(config, level, weights, extractor, SearchSettings.DEFAULT_HASH_MB);
    }

    /**
     * A player with a transposition table of a given size (the engine protocols' {@code Hash} option).
     *
     * @param config        the configuration (its explicit limits, if any, override the level's)
     * @param level         the level
     * @param weights       evaluation weights of the extractor's feature set
     * @param extractor     the variant's feature extractor (owned by this player from now on)
     * @param hashMegabytes transposition table size, 1..4096 MiB
     * @throws IllegalArgumentException if the weights do not fit the extractor, a limit or the table size is out
     *                                  of range
     */
    public EnginePlayer(EngineConfig config, Level level, Weights weights, FeatureExtractor extractor,
                        int hashMegabytes) {
        this(config, level, weights, extractor, hashMegabytes, SearchClock.SYSTEM);
    }

    /** A player whose searches read {@code clock} (tests: a clock made artificially slow). */
    EnginePlayer(EngineConfig config, Level level, Weights weights, FeatureExtractor extractor, int hashMegabytes,
                 SearchClock clock) {
        this.config = config;
        this.level = level;
        this.limits = limitsOf(config, level);
        int[] pieceValues = extractor.pieceValues(weights);
        SearchSettings settings = SearchSettings.defaults().withHashMegabytes(hashMegabytes)
                .withOrderingValues(pieceValues == null ? OrderingValues.uniform() : OrderingValues.of(pieceValues));
        this.evaluator = new NoisyEvaluator(new LinearEvaluator(extractor, weights), level.evalNoiseCp());
        this.searcher = new Searcher(evaluator, settings, clock);
    }

    /** The search limits a configuration and level give (explicit limits replace the level's). */
    static SearchLimits limitsOf(EngineConfig config, Level level) {
        if (config.depth() != null || config.nodes() != null || config.moveTimeMs() != null) {
            return SearchLimits.clamped(config.depth(), config.nodes(), config.moveTimeMs());
        }
        return SearchLimits.clamped(level.depth(), level.nodes(), level.moveTimeMs());
    }

    /** The limits each search of this player uses. */
    public SearchLimits limits() {
        return limits;
    }

    /** The level this player plays at. */
    public Level level() {
        return level;
    }

    @Override
    public MoveChoice choose(Position view, SplitMix64 random) {
        return choose(view, random, limits, IterationListener.NONE);
    }

    /**
     * Chooses a move within other limits than {@link #limits()} (an engine protocol's clock: the caller
     * combines them with the level's), telling {@code listener} about each iteration of the main search (not
     * of the verifying searches). Otherwise as {@link #choose(Position, SplitMix64)}.
     *
     * @param view         the side to move's view; left as found
     * @param random       the only source of randomness
     * @param searchLimits limits of the main search; verifying searches derive theirs from it
     * @param listener     told about each completed iteration of the main search
     * @return the chosen move, legal in {@code view}
     * @throws IllegalStateException if the view has no legal move
     */
    public MoveChoice choose(Position view, SplitMix64 random, SearchLimits searchLimits, IterationListener listener) {
        long t0 = System.nanoTime();
        if (level.evalNoiseCp() > 0) {
            evaluator.setSalt(random.nextLong());
        }
        boolean mayVerify = level.temperatureCp() > 0 || level.blunderRate() > 0;
        long budget = searchLimits.nodes();
        SearchLimits main = mayVerify && budget >= VERIFY_RESERVE_DIVISOR
                ? new SearchLimits(searchLimits.depth(), budget - budget / VERIFY_RESERVE_DIVISOR,
                        searchLimits.timeMs(), searchLimits.capMs())
                : searchLimits;
        SearchResult result = searcher.search(view, main, listener);
        if (result.bestMove() == Move.NONE) {
            throw new IllegalStateException("no legal move in " + view.toFen());
        }
        int move = result.bestMove();
        int score = result.score();
        List<RootMoveScore> root = result.rootMoves();
        verificationNodes = 0;
        verificationClockStopped = false;
        if (!level.isPure() && root.size() > 1) {
            int n = Math.min(root.size(), bounds.length);
            int best = 0;
            for (int i = 0; i < n; i++) {
                bounds[i] = root.get(i).score();
                if (root.get(i).move() == move) {
                    best = i;
                }
            }
            bounds[best] = score;
            int depth = Math.max(1, result.depth());
            long used = result.nodes();
            int bestScore = score;
            int chosen = choice.choose(level, bounds, n, best, i -> {
                long left = budget - used - verificationNodes;
                int candidate = root.get(i).move();
                if (left < 1 || bestScore >= 0 && drawsAtOnce(view, candidate)) {
                    return UNVERIFIED;
                }
                return verify(view, candidate, new SearchLimits(depth, left, searchLimits.timeMs(),
                        searchLimits.capMs()));
            }, random);
            move = root.get(chosen).move();
            score = choice.chosenScore();
        }
        return new MoveChoice(move, score, result.depth(), result.nodes() + verificationNodes,
                (System.nanoTime() - t0) / 1000, result.stopReason().byClock() || verificationClockStopped);
    }

    /**
     * True when {@code move} ends the game at once in a draw by a rule (repetition, move count, insufficient
     * material, Janggi's bikjang): a level that is not worse never plays such a move deliberately.
     */
    boolean drawsAtOnce(Position view, int move) {
        if (view.chanceOutcomes(move, outcomes, probabilities) > 0) {
            return false; // a Banqi reveal: its outcome is unknown, and revealing ends nothing by itself
        }
        view.makeMove(move);
        try {
            Outcome o = view.ruleStatus();
            return o.isOver() && o.result() == Result.DRAW;
        } finally {
            view.unmakeMove();
        }
    }

    /**
     * The exact score of a root move, mover's view: a search of that move alone, so a chance move gets its
     * expectation and an action that keeps the turn or ends the game (Shogi's {@code declare}) its own value;
     * the node limit holds from depth 1 on, and {@link #UNVERIFIED} if depth 1 did not complete within it.
     */
    int verify(Position view, int move, SearchLimits verifyLimits) {
        SearchResult r = searcher.searchMovesWithin(view, verifyLimits, move);
        verificationNodes += r.nodes();
        verificationClockStopped |= r.stopReason().byClock();
        return r.depth() == 0 ? UNVERIFIED : r.score();
    }

    /**
     * Asks the running search (main or verifying) to stop as soon as possible; it then answers with what it has.
     * Safe to call from another thread (a protocol's {@code stop}); a no-op when nothing is searching.
     */
    public void requestStop() {
        searcher.requestStop();
    }

    @Override
    public EngineConfig config() {
        return config;
    }
}
