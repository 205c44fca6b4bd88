package org.ttakji.tuning.spsa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.levels.Strength;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.tuning.match.MatchGame;
import org.ttakji.tuning.stats.SpsaParameter;
import org.ttakji.tuning.stats.Trinomial;

/** A point as the files the engine reads, and a batch run's games as one count per iteration. */
class PointsTest {
    private static final Variant XQ = Variant.XIANGQI;
    private static final Path DATA = Path.of("").toAbsolutePath().getParent().resolve("data");
    private static final List<TunedParameter> PARAMS = List.of(
            new TunedParameter(TunedParameter.Kind.WEIGHT, new SpsaParameter("material.horse.mg", 400, 0, 800, 20, 0.1)),
            new TunedParameter(TunedParameter.Kind.LEVEL, new SpsaParameter("level.normal.evalNoiseCp", 10, 0, 20, 1, 0.1)),
            new TunedParameter(TunedParameter.Kind.LEVEL, new SpsaParameter("level.normal.blunderRate", 0.02, 0, 0.1, 0.01, 0.1)));

    @Test
    void weightsTakeThePointsWeightsAndLeaveTheOthers() {
        Weights base = WeightsStore.at(DATA).load(XQ, "v0001", Variants.featureExtractor(XQ).featureSet());
        Weights w = Points.weights(base, PARAMS, new double[] {412.25, 13.6, 0.03});
        assertEquals(412.25, w.weight("material.horse.mg"));
        assertEquals(base.weight("material.horse.eg"), w.weight("material.horse.eg"));
        assertEquals(base.weight("material.cannon.mg"), w.weight("material.cannon.mg"));
    }

    @Test
    void levelFieldsAreRoundedExceptTheBlunderRateAndTheMeasuredStrengthIsDropped() {
        Map<String, Level> base = LevelsStore.at(DATA).load(XQ, "v0001").levels();
        Map<String, Level> l = Points.levels(base, PARAMS, new double[] {412.25, 13.6, 0.034});
        assertEquals(14, l.get("normal").evalNoiseCp());
        assertEquals(0.034, l.get("normal").blunderRate());
        assertEquals(Strength.UNKNOWN, l.get("normal").strength());
        assertEquals(base.get("normal").nodes(), l.get("normal").nodes());
        assertEquals(base.get("expert"), l.get("expert"));
    }

    @Test
    void aBatchRunsGamesAreCountedPerPairingFromThePlusPointsView() {
        // two pairings of one pair each: games 0, 1 (pairing 0), 2, 3 (pairing 1); plus moves first in even games
        List<MatchGame> games = List.of(game(0, "1-0"), game(1, "1/2-1/2"), game(2, "1-0"), game(3, "1-0"));
        List<Trinomial> counts = SelfPlayMatches.results(games, 2, 2);
        assertEquals(new Trinomial(1, 1, 0), counts.get(0));
        assertEquals(new Trinomial(1, 0, 1), counts.get(1));
    }

    private static MatchGame game(long index, String result) {
        return new MatchGame(index, "start", "a b", result, "checkmate", 2);
    }
}
