package org.ttakji.engines.search;

import java.util.List;
import java.util.Objects;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.eval.Evaluator;

/**
 * The lab's search engine for every variant: iterative deepening over {@link RootSearch} and
 * {@link NodeSearch}, within {@link SearchLimits} and the hard caps.
 *
 * <p>Usage: {@code new Searcher(evaluator, settings).search(view, limits)}, where {@code view} is what the
 * player may know ({@link Position#playerView()}); the search makes and unmakes moves on it and leaves it as
 * it found it. One searcher per thread (it owns its transposition table, {@link SearchSettings#hashMegabytes()}
 * MiB, and scratch arrays, all allocated once here; a search allocates only its result and a few root
 * arrays).
 *
 * <p>Guarantees:
 * <ul>
 *   <li>Depth 1 always completes (the caller's node limit applies from depth 2 on; only the node cap, a clock
 *       in the limits and {@link #requestStop()} can end depth 1), so a result has a searched move and a score
 *       for every root move, except when the root is already over.</li>
 *   <li>Reproducible under any load: with deterministic limits ({@link SearchLimits#deterministic()}: depth and
 *       nodes only) and {@link SearchSettings#reuseTable()} false, the same position (and history), evaluator
 *       and settings give an equal {@link SearchResult} (apart from {@link SearchResult#timeMicros()}), on any
 *       JVM; the clock is then read only to report the duration.</li>
 *   <li>Iterative deepening stops after the depth limit, when the node limit is reached, once a forced
 *       game end is found and confirmed ({@link #MATE_CONFIRM_PLIES}), before starting an iteration once
 *       half the move time is spent, and mid-iteration at the move time, the cap or the node cap; an
 *       aborted iteration is discarded (the last completed one gives the result).</li>
 * </ul>
 */
public final class Searcher {
    /**
     * Iterative deepening stops once the best score is a forced game end {@code n} plies away and the
     * completed depth is at least {@code n} plus this many plies (the line has then been checked beyond
     * the reductions that might hide a defence).
     */
    public static final int MATE_CONFIRM_PLIES = 4;

    private final SearchContext ctx;
    private final NodeSearch node;
    private final RootSearch root;

    /**
     * A searcher.
     *
     * @param evaluator the static evaluation (not shared with another thread)
     * @param settings  how to search (table size, ordering values, multi-PV, selectivity)
     */
    public Searcher(Evaluator evaluator, SearchSettings settings) {
        this(evaluator, settings, SearchClock.SYSTEM);
    }

    /**
     * A searcher reading another clock (tests: a clock made artificially slow shows that deterministic searches
     * never depend on it).
     *
     * @param evaluator the static evaluation (not shared with another thread)
     * @param settings  how to search (table size, ordering values, multi-PV, selectivity)
     * @param clock     the clock of time limits and reported durations
     */
    public Searcher(Evaluator evaluator, SearchSettings settings, SearchClock clock) {
        Objects.requireNonNull(evaluator, "evaluator");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(clock, "clock");
        this.ctx = new SearchContext(evaluator, settings, clock);
        this.node = new NodeSearch(ctx);
        this.root = new RootSearch(ctx, node);
    }

    /** The settings this searcher was built with. */
    public SearchSettings settings() {
        return ctx.settings;
    }

    /** Searches without an iteration listener; see {@link #search(Position, SearchLimits, IterationListener)}. */
    public SearchResult search(Position position, SearchLimits limits) {
        return search(position, limits, IterationListener.NONE);
    }

    /**
     * Searches the position for its side to move.
     *
     * @param position the position to search (a player's view); left as found
     * @param limits   depth, nodes and time
     * @param listener told about each completed iteration
     * @return the best move, scores, PV and figures; {@link StopReason#TERMINAL} with {@link Move#NONE} when
     *         the position is already over or has no move and no action
     */
    public SearchResult search(Position position, SearchLimits limits, IterationListener listener) {
        return run(position, limits, listener, null, false);
    }

    /**
     * Searches only the given root moves (and/or actions), like a protocol's {@code searchmoves}: the result's
     * best move, score and root moves are among them. With one move, {@link SearchResult#score()} is that
     * move's value from the mover's view (the expectation for a chance move; the game's score for a move or
     * action that ends the game, whoever is to move after it), e.g. to verify a level's deliberate choice.
     *
     * @param position the position to search (a player's view); left as found
     * @param limits   depth, nodes and time
     * @param moves    legal root moves or actions of {@code position}, at least one
     * @throws IllegalArgumentException if no move is given or one is not legal in {@code position}
     */
    public SearchResult searchMoves(Position position, SearchLimits limits, int... moves) {
        if (moves.length == 0) {
            throw new IllegalArgumentException("searchMoves needs at least one root move");
        }
        return run(position, limits, IterationListener.NONE, moves.clone(), false);
    }

    /**
     * As {@link #searchMoves}, but the node limit holds from the first iteration on: the search never visits more
     * than {@code limits.nodes()} nodes, and when depth 1 does not complete within them the result has depth 0
     * (its score and best move then mean nothing). For work paid from a budget that must not be exceeded (a
     * level's verifying searches).
     *
     * @throws IllegalArgumentException if no move is given or one is not legal in {@code position}
     */
    public SearchResult searchMovesWithin(Position position, SearchLimits limits, int... moves) {
        if (moves.length == 0) {
            throw new IllegalArgumentException("searchMovesWithin needs at least one root move");
        }
        return run(position, limits, IterationListener.NONE, moves.clone(), true);
    }

    private SearchResult run(Position position, SearchLimits limits, IterationListener listener, int[] only,
                             boolean strictNodes) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(listener, "listener");
        ctx.start(position, limits);
        ctx.setNodeLimit(strictNodes ? limits.nodes() : SearchLimits.HARD_MAX_NODES);

        Outcome byRule = position.ruleStatus();
        if (byRule.isOver()) {
            return terminal(Scores.ofOutcome(byRule, position.sideToMove(), 0));
        }
        if (root.init(position, only) == 0) {
            return terminal(Scores.ofOutcome(position.noLegalMoveOutcome(), position.sideToMove(), 0));
        }

        int completedDepth = 0;
        StopReason reason = StopReason.DEPTH;
        for (int depth = 1; depth <= limits.depth(); depth++) {
            if (!root.iterate(depth)) {
                reason = ctx.abortReason();
                break;
            }
            completedDepth = depth;
            listener.iterationDone(new IterationInfo(depth, root.bestScore(0), ctx.nodes, ctx.elapsedMicros(),
                    root.pv()));
            if (depth == 1) {
                ctx.setNodeLimit(limits.nodes());
            }
            if (depth == limits.depth()) {
                break;
            }
            reason = stopBetweenIterations(limits, depth);
            if (reason != null) {
                break;
            }
            reason = StopReason.DEPTH;
        }
        int fallback = completedDepth == 0 ? ctx.evaluate() : 0;
        return new SearchResult(root.bestMove(), root.bestScore(fallback), completedDepth, ctx.nodes,
                ctx.elapsedMicros(), root.pv(), root.rootMoves(fallback), reason);
    }

    /** Why not to start another iteration, or null to go on. */
    private StopReason stopBetweenIterations(SearchLimits limits, int depth) {
        int best = root.bestScore(0);
        if (Scores.isMate(best) && depth >= Math.abs(Scores.matePlies(best)) + MATE_CONFIRM_PLIES) {
            return StopReason.GAME_END_FOUND;
        }
        if (ctx.nodes >= limits.nodes()) {
            return StopReason.NODES;
        }
        if (ctx.stopRequested()) {
            return StopReason.STOPPED;
        }
        if (limits.deterministic()) {
            return null;
        }
        long elapsedMs = ctx.elapsedNanos() / 1_000_000L;
        if (limits.timeMs() > 0 && elapsedMs * 2 >= limits.timeMs()) {
            return StopReason.TIME;
        }
        if (limits.capMs() > 0 && elapsedMs >= limits.capMs()) {
            return StopReason.CLOCK_CAP;
        }
        return null;
    }

    private SearchResult terminal(int score) {
        return new SearchResult(Move.NONE, score, 0, ctx.nodes, ctx.elapsedMicros(), List.of(), List.of(),
                StopReason.TERMINAL);
    }

    /**
     * Asks a running search to stop as soon as possible (within about a thousand nodes); it then returns its
     * last completed iteration. Safe to call from another thread; a no-op when no search is running.
     */
    public void requestStop() {
        ctx.requestStop();
    }

    /** Empties the transposition table (only matters with {@link SearchSettings#reuseTable()}). */
    public void clearTable() {
        ctx.table.clear();
    }
}
