package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * A player that cannot give a legal move ({@link PlayerFailure}) loses the game there, by the failure's
 * termination; players are told the game so far (start view and moves) before each move.
 */
class GameLoopFailureTest {
    private static final VariantRules RULES = Variants.rules(Variant.CHESS960);

    /** Plays randomly for {@code moves} moves, then fails with {@code termination}; records what it was told. */
    private static final class FailingPlayer implements Player {
        private final RandomPlayer random = new RandomPlayer();
        private final int moves;
        private final Termination termination;
        private final List<GameSoFar> told = new ArrayList<>();

        FailingPlayer(int moves, Termination termination) {
            this.moves = moves;
            this.termination = termination;
        }

        @Override
        public MoveChoice choose(Position view, SplitMix64 r) {
            return random.choose(view, r);
        }

        @Override
        public MoveChoice choose(GameSoFar game, Position view, SplitMix64 r) {
            told.add(game);
            if (told.size() > moves) {
                throw new PlayerFailure(termination, "gave up at its move " + told.size());
            }
            return choose(view, r);
        }

        @Override
        public EngineConfig config() {
            return EngineConfig.random();
        }
    }

    @Test
    void aFailingPlayerLosesByItsTerminationAndIsToldTheGameSoFar() {
        for (Termination t : List.of(Termination.ILLEGAL_MOVE, Termination.ENGINE_FAILURE, Termination.TIME_FORFEIT)) {
            FailingPlayer second = new FailingPlayer(2, t);
            GameLoop.PlayedGame g = GameLoop.play(RULES, RULES.startPosition(RULES.defaultRules()),
                    new Player[] {new RandomPlayer(), second}, 1, 100, m -> { });
            assertEquals(Outcome.loss(1, t), g.outcome());
            assertEquals(5, g.moves().size(), "three moves of the first player, two of the second");
            assertEquals("gave up at its move 3", g.failure());
            assertEquals(t == Termination.TIME_FORFEIT ? 1 : 0, g.clockStops(), "a forfeit counts as a clock stop");
            GameSoFar last = second.told.get(2);
            assertEquals(RULES.startPosition(RULES.defaultRules()).toFen(), last.startFen());
            assertEquals(g.moves().stream().map(GameLoop.PlayedMove::machine).toList(), last.moves());
        }
    }

    @Test
    void aGameWithoutFailureHasNone() {
        GameLoop.PlayedGame g = GameLoop.play(RULES, RULES.startPosition(RULES.defaultRules()),
                new Player[] {new RandomPlayer(), new RandomPlayer()}, 1, 10, m -> { });
        assertNull(g.failure());
        assertEquals(0, g.clockStops());
    }

    @Test
    void onlyTheRefereesTerminationsAreFailures() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new PlayerFailure(Termination.CHECKMATE, "no"));
        assertTrue(e.getMessage().contains("not checkmate"), e.getMessage());
    }
}
