package org.ttakji.engines.play.external;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.GameSoFar;
import org.ttakji.engines.play.MoveChoice;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.PlayerSource;
import org.ttakji.engines.play.Players;

/**
 * The installed anchors (scripts/install-anchors) play a short node-limited game of each variant they play
 * against the lab's engine, the lab refereeing: Fairy-Stockfish's Chess960, Shogi (USI), Xiangqi and Janggi
 * (UCI, ranks 1..10), Stockfish's Chess960 at a UCI_Elo. Every answer is one of the lab's legal moves and no game
 * ends by a failure. Skipped, saying why, when Node or the anchors are not installed.
 */
class AnchorGamesTest {
    private static final Set<Termination> FAILURES = EnumSet.of(Termination.ILLEGAL_MOVE, Termination.ENGINE_FAILURE,
            Termination.TIME_FORFEIT);

    @BeforeAll
    static void anchorsInstalled() {
        String missing = TestEngines.anchorsMissing();
        Assumptions.assumeTrue(missing == null, missing);
    }

    @ParameterizedTest
    @CsvSource({"fairy-stockfish, chess960, skill, 0", "fairy-stockfish, shogi, skill, 0",
            "fairy-stockfish, xiangqi, skill, 0", "fairy-stockfish, janggi, skill, 0", "stockfish, chess960, elo, 1500"})
    void anAnchorPlaysALegalNodeLimitedGameAgainstTheLabsEngine(String anchor, String variantName, String setting,
                                                                 String value) {
        Variant variant = Variant.fromCliName(variantName);
        VariantRules rules = Variants.rules(variant);
        ExternalEngineConfig config = new ExternalSpec(null, null, null, Map.of(), Map.of(setting, value), null, null,
                null).resolve(TestEngines.labHome(), variant, anchor, null, 3_000L);
        EngineConfig easy = new EngineConfig(EngineConfig.TTAKJI, "easy", null, null, null, 400L, null);
        EngineFiles files = EngineFiles.loadFromData(StartingFiles.dataDir(), variant, easy);
        try (PlayerSource source = new ExternalPlayerSource(variant, config, null)) {
            Player[] players = {Players.create(variant, easy, files), source.newPlayer()};
            GameLoop.PlayedGame g = GameLoop.play(rules, rules.startPosition(rules.defaultRules()), players, 7, 40,
                    m -> { });
            assertNull(g.failure(), g.failure());
            assertFalse(FAILURES.contains(g.outcome().termination()), g.outcome().toString());
            long nodes = 0;
            long micros = 0;
            for (GameLoop.PlayedMove m : g.moves()) {
                if (m.side() == 1) {
                    nodes += m.choice().nodes();
                    micros += m.choice().timeMicros();
                    assertTrue(m.choice().nodes() > 0, "info lines are read");
                }
            }
            System.out.printf(Locale.ROOT, "%s %s: %d plies, %s; %d nodes in %.1f s = %.0f nodes/s (go to bestmove)%n",
                    anchor, variant, g.moves().size(), g.outcome(), nodes, micros / 1e6, nodes / Math.max(1e-9, micros / 1e6));
        }
    }

    /**
     * Fairy-Stockfish's Janggi ends a game at two passes in a row, RULES.md plays on: sent the moves, it answered
     * {@code bestmove (none)} and lost by an illegal move (24 of 608 games of a calibration run, 2026-12-06); sent
     * the position after the passes, it plays on.
     */
    @Test
    void fairyStockfishPlaysOnAfterTwoJanggiPassesInARow() {
        VariantRules rules = Variants.rules(Variant.JANGGI);
        ExternalEngineConfig config = new ExternalSpec(null, null, null, Map.of(), Map.of("skill", "5"), null, null,
                null).resolve(TestEngines.labHome(), Variant.JANGGI, "fairy-stockfish", null, 3_000L);
        Position start = rules.startPosition(rules.defaultRules());
        Position view = start.copy();
        for (String pass : List.of("pass", "pass")) {
            view.makeMove(rules.parseMachine(view, pass));
        }
        try (PlayerSource source = new ExternalPlayerSource(Variant.JANGGI, config, null)) {
            MoveChoice choice = source.newPlayer().choose(new GameSoFar(start.toFen(), List.of("pass", "pass")), view,
                    new SplitMix64(1));
            MoveList legal = new MoveList();
            view.generateLegal(legal);
            assertTrue(legal.contains(choice.move()), rules.toMachine(view, choice.move()));
        }
    }
}
