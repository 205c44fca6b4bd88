package org.ttakji.selfplay;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.play.MoveChoice;
import org.ttakji.engines.play.Player;

/**
 * Plays one self-play game: a pure function of the {@link GameTask} and the run's player configurations
 * (measured times aside, which are recorded only when the spec asks for them). Used by the Spark tasks
 * and by the plain loop of {@code bench selfplay}.
 *
 * <p>Each side gets a fresh player and its own random generator seeded from the game seed. A player only
 * sees {@link Position#playerView()} (the Banqi observation, without the hidden layout); its move is
 * carried to the true position through machine notation. A game still going after the spec's
 * {@code maxPlies} ends as a draw with termination {@code move-limit}.
 */
public final class GamePlayer {
    private final RunContext context;

    /** A player of the run's games. */
    public GamePlayer(RunContext context) {
        this.context = context;
    }

    /**
     * Plays a game to its end.
     *
     * @throws org.ttakji.engines.core.LabInputException if the variant, rules or start are not valid here
     * @throws IllegalArgumentException                  if an engine returns an illegal move (an engine bug)
     */
    public GameRecord play(GameTask task) {
        MatchSpec spec = context.spec();
        Variant variant = task.variant();
        VariantRules rules = context.catalog().rules(variant);
        RuleOptions options = rules.parseRules(spec.rulesOf(variant));
        Position position = rules.startPosition(options, task.start());
        String banqiLayout = variant == Variant.BANQI ? BanqiLayouts.layoutOf(task.start()) : null;
        Game game = new Game(rules, position);

        ResolvedPlayer first = context.player(variant, task.pairingIndex(), task.aFirst());
        ResolvedPlayer second = context.player(variant, task.pairingIndex(), !task.aFirst());
        Player[] players = {first.newPlayer(), second.newPlayer()};
        SplitMix64[] random = {new SplitMix64(GameSeeds.playerSeed(task.seed(), 0)),
            new SplitMix64(GameSeeds.playerSeed(task.seed(), 1))};

        int capacity = Math.min(spec.maxPlies(), 1024);
        IntArray eval = new IntArray(capacity);
        IntArray depth = new IntArray(capacity);
        LongArray nodes = new LongArray(capacity);
        LongArray times = new LongArray(capacity);
        Outcome outcome;
        while (true) {
            outcome = position.status();
            if (outcome.isOver()) {
                break;
            }
            if (game.plies() >= spec.maxPlies()) {
                outcome = Outcome.draw(Termination.MOVE_LIMIT);
                break;
            }
            int side = position.sideToMove();
            Position view = position.playerView();
            MoveChoice choice = players[side].choose(view, random[side]);
            if (view == position) {
                game.play(choice.move());
            } else {
                game.play(rules.toMachine(view, choice.move()));
            }
            eval.add(choice.scoreCp());
            depth.add(choice.depth());
            nodes.add(choice.nodes());
            times.add(choice.timeMicros());
        }
        List<String> moves = new ArrayList<>(game.moves());
        return new GameRecord(context.runId(), gameId(context.runId(), variant, task.index()), task.index(),
                variant.cliName(), options.toString(), game.startFen(),
                variant == Variant.CHESS960 ? Integer.valueOf((int) task.start()) : null, banqiLayout, task.seed(),
                first.info(), second.info(), moves, eval.toArray(), depth.toArray(), nodes.toArray(),
                spec.recordTimes() ? times.toArray() : null, outcome.result().text(),
                outcome.termination().logName(), moves.size(), context.labVersion());
    }

    /** The game id: {@code <runId>/<variant>/<index>}. */
    public static String gameId(String runId, Variant variant, long index) {
        return runId + "/" + variant.cliName() + "/" + index;
    }

    /** A growable int array (no boxing per move). */
    private static final class IntArray {
        private int[] a;
        private int n;

        IntArray(int capacity) {
            a = new int[Math.max(capacity, 8)];
        }

        void add(int v) {
            if (n == a.length) {
                a = java.util.Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(a, n);
        }
    }

    /** A growable long array (no boxing per move). */
    private static final class LongArray {
        private long[] a;
        private int n;

        LongArray(int capacity) {
            a = new long[Math.max(capacity, 8)];
        }

        void add(long v) {
            if (n == a.length) {
                a = java.util.Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        long[] toArray() {
            return java.util.Arrays.copyOf(a, n);
        }
    }
}
