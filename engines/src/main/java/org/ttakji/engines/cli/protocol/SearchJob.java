package org.ttakji.engines.cli.protocol;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.search.IterationInfo;
import org.ttakji.engines.search.SearchLimits;

/**
 * One {@code go}, run on the search thread: thinks, writes an {@code info} line per completed iteration and
 * finally {@code bestmove}. For {@code go infinite} and {@code go ponder} the answer is held back until
 * {@link #stop()} ({@code stop}, {@code ponderhit}, {@code quit}, or any command that needs the engine idle),
 * even when the search ended by itself at the hard caps or on a forced end.
 */
final class SearchJob implements Runnable {
    private final Brain brain;
    private final Position view;
    private final SearchLimits limits;
    private final int[] only;
    private final boolean holdUntilStop;
    private final Dialect dialect;
    private final EngineOptions options;
    private final VariantRules rules;
    private final ProtocolOutput out;
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile boolean stopped;
    private boolean reported;

    /**
     * @param brain         what to think with
     * @param view          the side to move's view, owned by this job
     * @param limits        the search limits
     * @param only          allowed root moves, or null for all
     * @param holdUntilStop true for {@code infinite}/{@code ponder}: answer only after {@link #stop()}
     * @param dialect       the protocol
     * @param options       the options in force (move spellings)
     * @param rules         the variant's rules (notation)
     * @param out           the output
     */
    SearchJob(Brain brain, Position view, SearchLimits limits, int[] only, boolean holdUntilStop, Dialect dialect,
              EngineOptions options, VariantRules rules, ProtocolOutput out) {
        this.brain = brain;
        this.view = view;
        this.limits = limits;
        this.only = only;
        this.holdUntilStop = holdUntilStop;
        this.dialect = dialect;
        this.options = options;
        this.rules = rules;
        this.out = out;
    }

    /** Ends the search as soon as possible and lets the answer out (any thread; idempotent). */
    void stop() {
        stopped = true;
        brain.requestStop();
        released.countDown();
    }

    @Override
    public void run() {
        Brain.Thought thought = null;
        try {
            thought = brain.think(view, limits, this::iterationDone, only);
        } catch (RuntimeException e) {
            out.error("search failed: " + e);
        }
        if (holdUntilStop) {
            try {
                released.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        answer(thought);
    }

    private void iterationDone(IterationInfo info) {
        if (stopped) {
            brain.requestStop(); // a stop that came before the search had started
        }
        info(info.depth(), info.score(), info.nodes(), info.timeMicros(), info.pv());
    }

    private void info(int depth, int score, long nodes, long timeMicros, List<Integer> pv) {
        reported = true;
        long ms = timeMicros / 1000;
        StringBuilder b = new StringBuilder("info depth ").append(depth).append(" score ").append(dialect.score(score))
                .append(" nodes ").append(nodes);
        if (dialect.reportsNps()) {
            b.append(" nps ").append(timeMicros <= 0 ? 0 : nodes * 1_000_000L / timeMicros);
        }
        b.append(" time ").append(ms);
        if (!pv.isEmpty()) {
            b.append(" pv ").append(String.join(" ", line(pv)));
        }
        out.line(b.toString());
    }

    private void answer(Brain.Thought thought) {
        if (thought == null) {
            out.line(dialect.noMove());
            return;
        }
        int move = thought.move();
        if (move == Move.NONE) {
            move = moveInFinishedGame();
            if (move == Move.NONE) {
                out.line(dialect.noMove());
                return;
            }
        } else if (!reported) {
            info(thought.depth(), thought.score(), thought.nodes(), thought.timeMicros(), thought.pv());
        }
        if (thought.clockStopped() && limits.timeMs() == 0) {
            // The GUI asked for no clock: say that the interactive cap cut the level's (or full strength's) search.
            out.note("MoveTimeCap (" + limits.capMs() + " ms) stopped the search at depth " + thought.depth()
                    + " after " + thought.nodes() + " nodes");
        }
        String best = text(view, move);
        List<Integer> pv = thought.pv();
        String ponder = null;
        if (pv.size() >= 2 && pv.get(0) == move) {
            view.makeMove(move);
            ponder = text(view, pv.get(1));
            view.unmakeMove();
        }
        out.line("bestmove " + best + (ponder == null ? "" : " ponder " + ponder));
    }

    /**
     * The search found the root already over by a rule (repetition, a move limit, ...) though moves remain: the
     * GUI, which asked for a move, plays on under other rules, so the first legal move is played (noted).
     */
    private int moveInFinishedGame() {
        Outcome byRule = view.ruleStatus();
        if (!byRule.isOver()) {
            return Move.NONE;
        }
        MoveList moves = new MoveList();
        view.generateLegal(moves);
        if (only != null) {
            moves.clear();
            for (int m : only) {
                moves.add(m);
            }
        }
        if (moves.isEmpty()) {
            return Move.NONE;
        }
        out.note("the game is over by rule here (" + byRule + "); playing on with the first legal move");
        return moves.get(0);
    }

    /** A PV as text, each move written in the position before it (played on a copy; a chance move ends it). */
    private List<String> line(List<Integer> pv) {
        Position p = view.copy();
        String[] words = new String[pv.size()];
        for (int i = 0; i < pv.size(); i++) {
            words[i] = text(p, pv.get(i));
            if (i + 1 < pv.size()) {
                p.makeMove(pv.get(i));
            }
        }
        return List.of(words);
    }

    private String text(Position p, int move) {
        return dialect.moveText(rules.toMachine(p, move), move, options);
    }
}
