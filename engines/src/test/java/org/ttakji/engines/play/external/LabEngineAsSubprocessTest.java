package org.ttakji.engines.play.external;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.PlayerSource;
import org.ttakji.engines.play.Players;

/**
 * The lab's own engine, started as an external process under each protocol ({@code lab uci}, {@code usi},
 * {@code ucci} through {@link LabEngineMain}), plays whole games against the lab's engine in process, with the lab
 * refereeing: every answer is a legal move and no game ends by a failure. One process plays both games of a
 * variant, colours swapped.
 */
class LabEngineAsSubprocessTest {
    private static final Set<Termination> FAILURES = EnumSet.of(Termination.ILLEGAL_MOVE, Termination.ENGINE_FAILURE,
            Termination.TIME_FORFEIT);

    @ParameterizedTest
    @CsvSource({"chess960, uci, standard", "shogi, usi, standard", "xiangqi, ucci, standard", "xiangqi, uci, lab",
            "janggi, uci, lab"})
    void theLabsEngineUnderItsProtocolPlaysLegalGames(String variantName, String protocol, String notation) {
        Variant variant = Variant.fromCliName(variantName);
        VariantRules rules = Variants.rules(variant);
        ExternalEngineConfig lab = new ExternalEngineConfig("lab-" + protocol, EngineProtocol.parse(protocol),
                TestEngines.java(LabEngineMain.class, protocol, "--data", StartingFiles.dataDir().toString()),
                Map.of(), Map.of(), null, 800L, TestEngines.GENEROUS_MS, TestEngines.GENEROUS_MS,
                EngineNotation.Style.parse(notation), true);
        EngineConfig easy = new EngineConfig(EngineConfig.TTAKJI, "easy", null, null, null, 400L, null);
        EngineFiles files = EngineFiles.loadFromData(StartingFiles.dataDir(), variant, easy);
        try (PlayerSource source = new ExternalPlayerSource(variant, lab, null)) {
            for (int game = 0; game < 2; game++) {
                Player external = source.newPlayer();
                Player local = Players.create(variant, easy, files);
                Player[] players = game == 0 ? new Player[] {external, local} : new Player[] {local, external};
                GameLoop.PlayedGame g = GameLoop.play(rules, rules.startPosition(rules.defaultRules()), players, game,
                        30, m -> { });
                assertNull(g.failure(), g.failure());
                assertFalse(FAILURES.contains(g.outcome().termination()), g.outcome().toString());
                int side = game == 0 ? 0 : 1;
                List<GameLoop.PlayedMove> theirs = g.moves().stream().filter(m -> m.side() == side).toList();
                assertFalse(theirs.isEmpty());
                assertTrue(theirs.stream().allMatch(m -> m.choice().nodes() > 0 && m.choice().depth() >= 1),
                        "the engine's info lines are read");
            }
        }
    }
}
