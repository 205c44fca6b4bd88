package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.banqi.BanqiTwins;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.StartingFiles;

/**
 * The Banqi engine at its committed levels (promoted weights and levels, built by {@link Players#create} and
 * fed only {@link Position#playerView()}): it cannot cheat, it is deterministic, and at expert level it takes a
 * cannon shot and a hanging piece, does not leave a piece en prise and does not reveal carelessly.
 */
class BanqiEngineTest {
    private static final Variant V = Variant.BANQI;
    private static final VariantRules RULES = Variants.rules(V);

    private static Player player(String level) {
        EngineConfig config = EngineConfig.level(level);
        return Players.create(V, config, EngineFiles.loadFromData(StartingFiles.dataDir(), V, config));
    }

    private static Position truth(String fullForm) {
        return RULES.fromFen(fullForm, RULES.defaultRules());
    }

    /** The move the level chooses in a true position, seen through the player's view, in machine notation. */
    private static String choice(String level, Position truth, long seed) {
        Position view = truth.playerView();
        String before = view.toFen();
        MoveChoice c = player(level).choose(view, new SplitMix64(seed));
        assertEquals(before, view.toFen(), "the player leaves the view as it found it");
        return RULES.toMachine(view, c.move());
    }

    @Test
    void twoTruePositionsWithTheSameObservationGetTheSameChoiceAtEveryLevel() {
        SplitMix64 random = new SplitMix64(11);
        MoveList moves = new MoveList();
        int compared = 0;
        for (long layout = 1; layout <= 3; layout++) {
            Position truth = RULES.startPosition(RULES.defaultRules(), layout);
            for (int ply = 0; ply < 12 + 10 * layout; ply++) {
                moves.clear();
                truth.generateLegal(moves);
                truth.makeMove(moves.get(random.nextInt(moves.size())));
            }
            if (truth.status().isOver()) {
                continue;
            }
            Position twin = truth(BanqiTwins.permuteFaceDown(truth.toFen()));
            assertNotEquals(truth.toFen(), twin.toFen(), "the hidden layouts differ");
            assertEquals(truth.playerView().toFen(), twin.playerView().toFen(), "the observations are equal");
            for (String level : List.of("easy", "normal", "expert")) {
                for (long seed = 1; seed <= (level.equals("expert") ? 1 : 2); seed++) {
                    Position a = truth.playerView();
                    Position b = twin.playerView();
                    MoveChoice ca = player(level).choose(a, new SplitMix64(seed));
                    MoveChoice cb = player(level).choose(b, new SplitMix64(seed));
                    assertEquals(ca.move(), cb.move(), level + " at " + a.toFen());
                    assertEquals(ca.scoreCp(), cb.scoreCp(), level);
                    assertEquals(ca.nodes(), cb.nodes(), level);
                    compared++;
                }
            }
        }
        assertTrue(compared >= 10, "compared " + compared + " choices");
    }

    private static List<String> game(String first, String second, long seed) {
        Player[] players = {player(first), player(second)};
        GameLoop.PlayedGame g = GameLoop.play(RULES, RULES.startPosition(RULES.defaultRules(), seed), players, seed, 40,
                m -> {
                });
        List<String> moves = new ArrayList<>();
        g.moves().forEach(m -> moves.add(m.machine()));
        return moves;
    }

    @Test
    void sameSeedSameGame() {
        List<String> a = game("easy", "normal", 5);
        assertEquals(a, game("easy", "normal", 5));
        assertNotEquals(a, game("easy", "normal", 6), "another seed: another layout and other easy choices");
    }

    @Test
    void expertTakesTheCannonShot() {
        // the red cannon a1 jumps the face-down b1 onto the black general c1
        assertEquals("a1xc1", choice("expert", truth("7r/8/p7/C?Kk5 1 r 0 30"), 1));
    }

    @Test
    void expertTakesAHangingPiece() {
        // the red horse b2 takes the undefended black soldier c2 (the black chariot h4 is far away)
        assertEquals("b2xc2", choice("expert", truth("7r/8/1Np5/?K?p6 1 r 0 30"), 1));
    }

    @Test
    void expertDoesNotTakeADefendedSoldierWithItsHorse() {
        // b2xc2 loses the horse to the chariot c3
        assertNotEquals("b2xc2", choice("expert", truth("8/2r5/1Np5/?K?p6 1 r 0 30"), 1));
    }

    @Test
    void expertDoesNotLeaveAPieceEnPrise() {
        // the black advisor c3 attacks the red chariot c2; revealing h1 or h2 would leave it there
        Position p = truth("8/2a5/2R4?p/7?P 1 r 0 30");
        String move = choice("expert", p, 1);
        p.makeMove(RULES.parseMachine(p, move));
        MoveList replies = new MoveList();
        p.generateLegal(replies);
        for (int i = 0; i < replies.size(); i++) {
            assertEquals(0, Move.captured(replies.get(i)), move + " leaves " + RULES.toMachine(p, replies.get(i)));
        }
    }

    @Test
    void expertDoesNotRevealCarelesslyNextToTheEnemyGeneral() {
        // a3 and h1 hide a red advisor and a black soldier: revealing a3 next to the black general a4 loses the
        // advisor half of the time, revealing h1 loses nothing
        for (String text : List.of("k7/?A7/8/4N2?p 1 r 0 30", "k7/?p7/8/4N2?A 1 r 0 30")) {
            assertNotEquals("a3?", choice("expert", truth(text), 1), text);
        }
    }
}
