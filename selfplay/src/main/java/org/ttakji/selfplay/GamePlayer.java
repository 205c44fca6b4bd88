package org.ttakji.selfplay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.MoveChoice;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.PlayerSource;
import org.ttakji.gamelog.GameRecord;

/**
 * Plays one self-play game: a pure function of the {@link GameTask} and the run's player configurations
 * (measured times aside, which are recorded only when the spec asks for them). Used by the Spark tasks
 * and by the plain loop of {@code bench selfplay}.
 *
 * <p>The game itself is the engine's {@link GameLoop}: fresh players, one generator per side from the game
 * seed, players see only {@link Position#playerView()} (the Banqi observation, without the hidden layout),
 * and a game still going after the spec's {@code maxPlies} is drawn by the lab's adjudication
 * ({@code adjudication}); with the spec's score adjudication on, a hopeless or dead-drawn game ends early
 * ({@code resign-adjudication}, {@code draw-adjudication}: {@link org.ttakji.engines.play.Adjudication}). A player that fails (an external engine's illegal move, crash or timeout) loses
 * the game by {@code illegal-move}, {@code engine-failure} or {@code time-forfeit}. This class turns the played
 * game into a log row.
 *
 * <p>One instance per task: it keeps one {@link PlayerSource} per pairing side for the task's games, so an
 * external engine is one process for all of them (told of each new game); {@link #close()} ends them. Not
 * thread-safe.
 */
public final class GamePlayer implements AutoCloseable {
    private final RunContext context;
    private final Map<String, PlayerSource> sources = new LinkedHashMap<>();

    /** A player of the run's games. */
    public GamePlayer(RunContext context) {
        this.context = context;
    }

    /** The task's source of a pairing side's players, made at its first game. */
    private PlayerSource source(Variant variant, int pairing, boolean aSide) {
        return sources.computeIfAbsent(variant.cliName() + "/" + pairing + "/" + (aSide ? "a" : "b"),
                k -> context.player(variant, pairing, aSide).newSource());
    }

    /** Ends what the sources started (external engine processes). */
    @Override
    public void close() {
        sources.values().forEach(PlayerSource::close);
        sources.clear();
    }

    /**
     * Plays a game to its end.
     *
     * @throws org.ttakji.engines.core.LabInputException if the variant, rules or start are not valid here
     * @throws IllegalArgumentException                  if a lab engine returns an illegal move (an engine bug)
     */
    public GameRecord play(GameTask task) {
        MatchSpec spec = context.spec();
        Variant variant = task.variant();
        VariantRules rules = context.catalog().rules(variant);
        RuleOptions options = rules.parseRules(spec.rulesOf(variant));
        Position position = task.start().toPosition(rules, options);

        ResolvedPlayer first = context.player(variant, task.pairingIndex(), task.aFirst());
        ResolvedPlayer second = context.player(variant, task.pairingIndex(), !task.aFirst());
        Player[] players = {source(variant, task.pairingIndex(), task.aFirst()).newPlayer(),
                source(variant, task.pairingIndex(), !task.aFirst()).newPlayer()};
        GameLoop.PlayedGame game = GameLoop.play(rules, position, players, task.seed(), spec.maxPlies(),
                spec.adjudication(), m -> {
        });

        List<GameLoop.PlayedMove> played = game.moves();
        int n = played.size();
        List<String> moves = new ArrayList<>(n);
        int[] eval = new int[n];
        int[] depth = new int[n];
        long[] nodes = new long[n];
        long[] times = new long[n];
        for (int i = 0; i < n; i++) {
            GameLoop.PlayedMove m = played.get(i);
            MoveChoice choice = m.choice();
            moves.add(m.machine());
            eval[i] = choice.scoreCp();
            depth[i] = choice.depth();
            nodes[i] = choice.nodes();
            times[i] = choice.timeMicros();
        }
        Outcome outcome = game.outcome();
        return new GameRecord(context.runId(), gameId(context.runId(), variant, task.index()), task.index(),
                variant.cliName(), options.toString(), game.startFen(),
                task.start().startNumber(rules), task.start().hiddenLayout(rules), task.seed(),
                first.info(), second.info(), moves, eval, depth, nodes, spec.recordTimes() ? times : null,
                outcome.result().text(), outcome.termination().logName(), n, context.labVersion(), game.clockStops());
    }

    /** The game id: {@code <runId>/<variant>/<index>}. */
    public static String gameId(String runId, Variant variant, long index) {
        return runId + "/" + variant.cliName() + "/" + index;
    }
}
