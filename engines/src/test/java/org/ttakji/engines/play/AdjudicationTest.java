package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Score adjudication: a game ends as a loss when both sides' searches found it hopeless for the loser for K plies
 * in a row, as a draw when they scored it dead even for K plies after ply P; moves without a search never count;
 * off, nothing changes.
 */
class AdjudicationTest {
    private static final VariantRules RULES = Variants.rules(Variant.CHESS960);
    private static final Adjudication RESIGN_ONLY = new Adjudication(500, 4, 0, 0, 0);
    private static final Adjudication DRAW_ONLY = new Adjudication(0, 0, 10, 6, 20);

    /** Moves alternating sides from side 0, with these mover's-view scores, all searched to depth 3. */
    private static List<GameLoop.PlayedMove> moves(int... moverScores) {
        List<GameLoop.PlayedMove> out = new ArrayList<>();
        for (int i = 0; i < moverScores.length; i++) {
            out.add(new GameLoop.PlayedMove(i, i % 2, "m", "m", new MoveChoice(0, moverScores[i], 3, 100, 0)));
        }
        return out;
    }

    @Test
    void bothSidesAgreeingForKPliesThatOneSideIsLostEndsTheGameAsItsLoss() {
        // first player's view +600, +550, +700, +800: the winner says +, the loser says −
        assertEquals(Outcome.win(0, Termination.RESIGN_ADJUDICATION), RESIGN_ONLY.judge(moves(0, 0, 600, -550, 700, -800)));
        assertEquals(Outcome.win(1, Termination.RESIGN_ADJUDICATION), RESIGN_ONLY.judge(moves(-600, 550, -700, 800)));
        assertEquals("resign-adjudication", Termination.RESIGN_ADJUDICATION.logName());
    }

    @Test
    void oneDissentingPlyOrTooShortAStreakIsNoResignation() {
        assertEquals(Outcome.ONGOING, RESIGN_ONLY.judge(moves(600, -550, 700)), "3 of 4 plies");
        assertEquals(Outcome.ONGOING, RESIGN_ONLY.judge(moves(600, -550, 700, 100)), "the loser's search disagrees");
        assertEquals(Outcome.ONGOING, RESIGN_ONLY.judge(moves(600, -550, 700, -499)), "just under the threshold");
        assertEquals(Outcome.ONGOING, RESIGN_ONLY.judge(moves(600, 550, 700, 800)), "each thinks it is winning");
    }

    @Test
    void aPlyWithoutASearchBreaksEveryStreak() {
        List<GameLoop.PlayedMove> m = new ArrayList<>(moves(600, -550, 700));
        m.add(new GameLoop.PlayedMove(3, 1, "m", "m", new MoveChoice(0, -800, 0, 0, 0)));
        assertEquals(Outcome.ONGOING, RESIGN_ONLY.judge(m));
        List<GameLoop.PlayedMove> quiet = new ArrayList<>(moves(new int[29]));
        quiet.add(new GameLoop.PlayedMove(29, 1, "m", "m", new MoveChoice(0, 0, 0, 0, 0)));
        assertEquals(Outcome.ONGOING, DRAW_ONLY.judge(quiet), "the random mover's score 0 is not a search score");
    }

    @Test
    void aDeadEvenStreakAfterPlyPIsADraw() {
        assertEquals(Outcome.draw(Termination.DRAW_ADJUDICATION), DRAW_ONLY.judge(moves(new int[26])));
        assertEquals("draw-adjudication", Termination.DRAW_ADJUDICATION.logName());
        assertEquals(Outcome.ONGOING, DRAW_ONLY.judge(moves(new int[25])), "the streak starts before ply 20");
        int[] s = new int[30];
        s[27] = 11;
        assertEquals(Outcome.ONGOING, DRAW_ONLY.judge(moves(s)), "one ply scored 11 cp");
        s[27] = -10;
        assertEquals(Outcome.draw(Termination.DRAW_ADJUDICATION), DRAW_ONLY.judge(moves(s)), "10 cp either way is dead even");
    }

    @Test
    void badSettingsAreRefusedNamingTheSetting() {
        assertEquals("adjudication resignPlies must be 0 (off) or 2..1000, got 1",
                assertThrows(LabInputException.class, () -> new Adjudication(500, 1, 0, 0, 0)).getMessage());
        assertThrows(LabInputException.class, () -> new Adjudication(0, 4, 0, 0, 0));
        assertThrows(LabInputException.class, () -> new Adjudication(0, 0, -1, 6, 0));
        assertEquals(false, Adjudication.NONE.enabled());
    }

    /** Plays a random move, reporting a score the function gives of the ply index. */
    private static final class Scripted implements Player {
        private final RandomPlayer random = new RandomPlayer();
        private final IntUnaryOperator score;
        private int ply;

        Scripted(IntUnaryOperator score, int firstPly) {
            this.score = score;
            this.ply = firstPly;
        }

        @Override
        public MoveChoice choose(Position view, SplitMix64 r) {
            int s = score.applyAsInt(ply);
            ply += 2;
            return new MoveChoice(random.choose(view, r).move(), s, 1, 1, 0);
        }

        @Override
        public EngineConfig config() {
            return EngineConfig.random();
        }
    }

    @Test
    void theGameLoopEndsAGameByAdjudicationAndOnlyWhenAskedTo() {
        // the first player's searches say +900 from ply 10 on, the second's −900: hopeless for the second
        Player[] players = {new Scripted(p -> p >= 10 ? 900 : 0, 0), new Scripted(p -> p >= 10 ? -900 : 0, 1)};
        GameLoop.PlayedGame g = GameLoop.play(RULES, RULES.startPosition(RULES.defaultRules()), players, 1, 200,
                RESIGN_ONLY, m -> { });
        assertEquals(Outcome.win(0, Termination.RESIGN_ADJUDICATION), g.outcome());
        assertEquals(14, g.moves().size(), "plies 10..13 are the streak of 4");

        Player[] again = {new Scripted(p -> p >= 10 ? 900 : 0, 0), new Scripted(p -> p >= 10 ? -900 : 0, 1)};
        GameLoop.PlayedGame off = GameLoop.play(RULES, RULES.startPosition(RULES.defaultRules()), again, 1, 40,
                Adjudication.NONE, m -> { });
        assertEquals(Termination.ADJUDICATION, off.outcome().termination(), "off: the ply cap ends it");
    }
}
