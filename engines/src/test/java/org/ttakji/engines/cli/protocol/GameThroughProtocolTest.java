package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * A GUI's view of a whole game: the test keeps the true position, sends {@code position startpos moves ...}
 * with every move so far and plays whatever the engine answers, for each variant through the UCI dialect (Banqi's
 * reveals are resolved by the test's true position, as a GUI's would be).
 */
class GameThroughProtocolTest {
    private static final int PLIES = 60;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everyAnswerIsLegalThroughAWholeGame(Variant variant) throws Exception {
        VariantRules rules = Variants.rules(variant);
        Game game = new Game(rules, rules.startPosition(rules.defaultRules()));
        Position truth = game.position();
        List<String> moves = new ArrayList<>();
        try (EngineDriver e = EngineDriver.uci()) {
            e.send("setoption name UCI_Variant value " + variant.cliName(), "ucinewgame");
            while (moves.size() < PLIES && !truth.status().isOver()) {
                e.send("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)),
                        "go depth 2");
                String best = e.bestMove();
                int move = rules.parseMachine(truth, best); // throws if the engine's move is not legal
                game.play(move);
                moves.add(best);
            }
            e.send("isready");
            List<String> tail = e.until(l -> l.equals("readyok"));
            assertTrue(tail.stream().noneMatch(l -> l.startsWith("info string error")), e.transcript());
        }
    }
}
