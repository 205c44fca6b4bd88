package org.ttakji.tuning;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.Players;
import org.ttakji.engines.weights.WeightsStore;

/** Games played in memory by the lab's engine, as the tuner reads them from a log. */
final class TestGames {
    private TestGames() {
    }

    /** The committed v0001 weights of a variant. */
    static Weights weights(Variant variant) {
        return WeightsStore.at(TestData.repoData()).load(variant, "v0001", Variants.featureExtractor(variant).featureSet());
    }

    /** One game at the easy level with a small node limit, from the variant's start {@code start}. */
    static LoggedGame play(Variant variant, long start, long seed, int maxPlies) {
        VariantRules rules = Variants.rules(variant);
        EngineConfig easy = new EngineConfig(EngineConfig.TTAKJI, "easy", "v0001", null, null, 300L, null);
        EngineFiles files = EngineFiles.loadFromData(TestData.repoData(), variant, easy);
        Player[] players = {Players.create(variant, easy, files), Players.create(variant, easy, files)};
        Position position = rules.startPosition(rules.defaultRules(), start);
        GameLoop.PlayedGame g = GameLoop.play(rules, position, players, seed, maxPlies, m -> { });
        List<String> moves = new ArrayList<>();
        List<Integer> evals = new ArrayList<>();
        for (GameLoop.PlayedMove m : g.moves()) {
            moves.add(m.machine());
            evals.add(m.choice().scoreCp());
        }
        return new LoggedGame("test", variant.cliName() + "/" + seed, rules.defaultRules().toString(), g.startFen(),
                moves, evals, g.outcome().result().text());
    }
}
