package org.ttakji.engines.play.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.PlayerSource;
import org.ttakji.engines.play.RandomPlayer;

/**
 * The lab referees an external engine: a move outside the legal list, a crash and no answer in time each lose the
 * game with their own termination; one process serves a source's games, told of each new game; options go under
 * the engine's own spelling. The engines are {@link FakeEngine} processes playing Chess960 against the random
 * mover.
 */
class ExternalPlayerTest {
    private static final VariantRules RULES = Variants.rules(Variant.CHESS960);

    @TempDir
    Path dir;

    /** A game of the source's player against the random mover; the external side moves first if asked. */
    private static GameLoop.PlayedGame game(PlayerSource source, boolean externalFirst, long seed) {
        Player external = source.newPlayer();
        Player random = new RandomPlayer();
        Player[] players = externalFirst ? new Player[] {external, random} : new Player[] {random, external};
        return GameLoop.play(RULES, RULES.startPosition(RULES.defaultRules()), players, seed, 40, m -> { });
    }

    private List<String> log(Path file) throws IOException {
        return Files.readAllLines(file);
    }

    @Test
    void anEngineThatCrashesMidGameLosesByEngineFailure() {
        Path log = dir.resolve("crash.log");
        try (PlayerSource source = new ExternalPlayerSource(Variant.CHESS960,
                TestEngines.fake("crash:3", log, TestEngines.GENEROUS_MS, Map.of()), null)) {
            GameLoop.PlayedGame g = game(source, true, 1);
            assertEquals(6, g.moves().size(), "three moves of each side, then the crash at the fourth search");
            assertEquals(Result.SECOND_WINS, g.outcome().result());
            assertEquals(Termination.ENGINE_FAILURE, g.outcome().termination());
            assertEquals("engine-failure", g.outcome().termination().logName());
            assertTrue(g.failure().contains("fake-crash:3") && g.failure().contains("Fake crash:3"), g.failure());
            assertTrue(g.failure().contains("exit status 3"), g.failure());
            assertEquals(0, g.clockStops());
        }
    }

    @Test
    void anAnswerOutsideTheLegalListLosesByIllegalMove() {
        try (PlayerSource source = new ExternalPlayerSource(Variant.CHESS960,
                TestEngines.fake("illegal", dir.resolve("illegal.log"), TestEngines.GENEROUS_MS, Map.of()), null)) {
            GameLoop.PlayedGame g = game(source, false, 2);
            assertEquals(1, g.moves().size(), "the random mover's first move, then the illegal answer");
            assertEquals(Result.FIRST_WINS, g.outcome().result());
            assertEquals(Termination.ILLEGAL_MOVE, g.outcome().termination());
            assertEquals("illegal-move", g.outcome().termination().logName());
            assertTrue(g.failure().contains("'bestmove e2e5'") && g.failure().contains("not one of the 20 legal"),
                    g.failure());
        }
    }

    @Test
    void noMoveWhileTheLabHasLegalMovesIsAnIllegalMove() {
        try (PlayerSource source = new ExternalPlayerSource(Variant.CHESS960,
                TestEngines.fake("none", dir.resolve("none.log"), TestEngines.GENEROUS_MS, Map.of()), null)) {
            GameLoop.PlayedGame g = game(source, true, 3);
            assertEquals(0, g.moves().size());
            assertEquals(Result.SECOND_WINS, g.outcome().result());
            assertEquals(Termination.ILLEGAL_MOVE, g.outcome().termination());
            assertTrue(g.failure().contains("no move, but the lab has 20 legal"), g.failure());
        }
    }

    @Test
    void noAnswerWithinTheTimeoutLosesByTimeForfeitCountedAsAClockStopAndTheNextGameGetsANewProcess()
            throws IOException {
        Path log = dir.resolve("silent.log");
        // A tiny per-move timeout: this engine never answers, so it always fires (the handshake keeps the
        // generous start-up timeout).
        try (PlayerSource source = new ExternalPlayerSource(Variant.CHESS960,
                TestEngines.fake("silent", log, 300, Map.of()), null)) {
            for (int game = 0; game < 2; game++) {
                GameLoop.PlayedGame g = game(source, true, 4);
                assertEquals(0, g.moves().size());
                assertEquals(Result.SECOND_WINS, g.outcome().result());
                assertEquals(Termination.TIME_FORFEIT, g.outcome().termination());
                assertEquals("time-forfeit", g.outcome().termination().logName());
                assertTrue(g.failure().contains("no bestmove within the per-move timeout of 300 ms"), g.failure());
                assertEquals(1, g.clockStops(), "the forfeit is a clock stop");
            }
        }
        assertEquals(2, log(log).stream().filter("uci"::equals).count(), "a timed-out process is replaced");
    }

    @Test
    void oneProcessPlaysTheSourcesGamesWithANewGameCommandEach() throws IOException {
        Path log = dir.resolve("legal.log");
        try (PlayerSource source = new ExternalPlayerSource(Variant.CHESS960,
                TestEngines.fake("legal", log, TestEngines.GENEROUS_MS, Map.of()), null)) {
            for (int game = 0; game < 2; game++) {
                GameLoop.PlayedGame g = game(source, game == 0, 5 + game);
                assertNull(g.failure(), g.failure());
                assertTrue(g.moves().size() > 2, "the game goes on");
                GameLoop.PlayedMove first = g.moves().get(game == 0 ? 0 : 1);
                assertEquals(12, first.choice().scoreCp(), "the engine's info line");
                assertEquals(1, first.choice().depth());
            }
        }
        List<String> lines = log(log);
        assertEquals(1, lines.stream().filter("uci"::equals).count(), lines.toString());
        assertEquals(2, lines.stream().filter("ucinewgame"::equals).count(), lines.toString());
        assertTrue(lines.contains("setoption name UCI_Chess960 value true"), lines.toString());
        assertTrue(lines.contains("quit"), "closing the source ends the engine");
        String go = lines.stream().filter(l -> l.startsWith("go")).findFirst().orElseThrow();
        assertTrue(go.startsWith("go nodes 1000 searchmoves ") && go.split(" ").length == 4 + 20, go);
        String position = lines.stream().filter(l -> l.startsWith("position")).skip(1).findFirst().orElseThrow();
        assertTrue(position.startsWith("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1 moves "),
                position);
    }

    @Test
    void optionsGoUnderTheEnginesOwnSpellingAndAnUnknownOneIsRefused() throws IOException {
        Path log = dir.resolve("options.log");
        try (ExternalEngine e = ExternalEngine.start(TestEngines.fake("legal", log, TestEngines.GENEROUS_MS,
                Map.of("skill_level", "3")), Variant.CHESS960, null)) {
            assertEquals("Fake legal", e.idName());
        }
        assertTrue(log(log).contains("setoption name Skill Level value 3"), log(log).toString());
        LabInputException bad = assertThrows(LabInputException.class, () -> ExternalEngine.start(TestEngines.fake(
                "legal", dir.resolve("bad.log"), TestEngines.GENEROUS_MS, Map.of("Bogus", "1")), Variant.CHESS960, null));
        assertTrue(bad.getMessage().contains("has no option 'Bogus'") && bad.getMessage().contains("Skill Level"),
                bad.getMessage());
    }

    @Test
    void aVariantOptionTheEngineDoesNotAnnounceIsRefused() {
        ExternalEngineConfig fake = TestEngines.fake("legal", dir.resolve("x.log"), TestEngines.GENEROUS_MS, Map.of());
        LabInputException e = assertThrows(LabInputException.class,
                () -> ExternalEngine.start(fake, Variant.XIANGQI, null));
        assertTrue(e.getMessage().contains("does not announce UCI_Variant"), e.getMessage());
    }

    @Test
    void aCommandThatCannotStartIsAConfigurationError() {
        ExternalEngineConfig missing = new ExternalEngineConfig("missing", EngineProtocol.UCI,
                List.of(dir.resolve("no-such-engine").toString()), Map.of(), Map.of(), null, 100L, 1000, 1000,
                EngineNotation.Style.STANDARD, true);
        LabInputException e = assertThrows(LabInputException.class,
                () -> ExternalEngine.start(missing, Variant.CHESS960, null));
        assertTrue(e.getMessage().startsWith("cannot start external engine missing (command "), e.getMessage());
    }
}
