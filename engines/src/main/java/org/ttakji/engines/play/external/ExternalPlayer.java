package org.ttakji.engines.play.external;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.GameSoFar;
import org.ttakji.engines.play.MoveChoice;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.PlayerFailure;

/**
 * An external engine as one game's player, with the lab as referee: each move the engine is sent the game's
 * start position and every move since (in its notation, {@link EngineNotation}; from the position reached where
 * the engine's rules would have ended the game, {@link EngineNotation#restartsHistoryAfter}) and searches to its node or
 * depth limit; its answer must be one of the lab's legal moves of the position, written as the engine writes
 * them, else the game is lost by {@link Termination#ILLEGAL_MOVE} (also when it answers "no move" while the lab
 * has legal moves). Crashes and timeouts are lost as {@link ExternalEngine} says. The engine is taken from its
 * {@link ExternalPlayerSource} at the first move and told a new game starts. The generator is not used: the
 * engine's own randomness (a skill level) is its own. Not thread-safe: one game at a time.
 */
final class ExternalPlayer implements Player {
    private final ExternalPlayerSource source;
    private final ExternalEngineConfig config;
    private final EngineNotation notation;
    private final VariantRules rules;
    private final MoveList legal = new MoveList();
    private final List<String> engineMoves = new ArrayList<>();
    private ExternalEngine engine;
    private Position replica;
    private String start;
    private String engineStart;
    private int previousMove;
    private int followed;

    ExternalPlayer(ExternalPlayerSource source, ExternalEngineConfig config, EngineNotation notation) {
        this.source = source;
        this.config = config;
        this.notation = notation;
        this.rules = Variants.rules(notation.variant());
    }

    /** Without the game's record, the view is taken as the start (the engine then knows no earlier positions). */
    @Override
    public MoveChoice choose(Position view, SplitMix64 random) {
        return choose(new GameSoFar(view.toFen(), List.of()), view, random);
    }

    @Override
    public MoveChoice choose(GameSoFar game, Position view, SplitMix64 random) {
        if (engine == null) {
            engine = source.engineForNewGame();
        }
        follow(game, view);
        legal.clear();
        view.generateLegal(legal);
        List<String> searchMoves = new ArrayList<>(legal.size());
        Map<String, Integer> byText = new HashMap<>();
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            String text = notation.move(view, m, rules.toMachine(view, m));
            byText.put(text, m);
            searchMoves.add(text);
        }
        legal.clear();
        view.generateActions(legal); // the Shogi declaration: legal, but not a move to search
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            byText.put(notation.move(view, m, rules.toMachine(view, m)), m);
        }
        ExternalEngine.Answer answer = engine.search(config.protocol().position(notation.position(engineStart), engineMoves),
                config.protocol().go(config.depth(), config.nodes(), config.searchMoves() ? searchMoves : List.of()));
        Integer move = byText.get(answer.move());
        if (move == null) {
            throw new PlayerFailure(Termination.ILLEGAL_MOVE, "external engine " + config.name() + " ("
                    + engine.idName() + ") answered '" + answer.line() + "', " + (answer.move().isEmpty()
                    ? "no move, but the lab has " + byText.size() + " legal" : "not one of the " + byText.size()
                    + " legal moves") + " in " + view.toFen() + " (ply " + (followed + 1) + ")");
        }
        return new MoveChoice(move, answer.scoreCp(), answer.depth(), answer.nodes(), answer.timeMicros(), false);
    }

    /** Brings the engine-notation move list up to the game's record, replaying it on a copy of the start. */
    private void follow(GameSoFar game, Position view) {
        if (replica == null || !game.startFen().equals(start) || game.moves().size() < followed) {
            start = game.startFen();
            replica = rules.fromFen(start, view.rules());
            engineStart = start;
            engineMoves.clear();
            followed = 0;
            previousMove = Move.NONE;
        }
        for (int i = followed; i < game.moves().size(); i++) {
            String machine = game.moves().get(i);
            int m = rules.parseMachine(replica, machine);
            engineMoves.add(notation.move(replica, m, rules.toMachine(replica, m)));
            replica.makeMove(m);
            if (notation.restartsHistoryAfter(previousMove, m)) {
                engineStart = replica.toFen();
                engineMoves.clear();
            }
            previousMove = m;
            followed = i + 1;
        }
    }

    /** The configuration as the lab's players name theirs: the engine's name and its limits. */
    @Override
    public EngineConfig config() {
        return new EngineConfig(config.name(), null, null, null, config.depth(), config.nodes(), null);
    }
}
