package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureChecks;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.StartingFiles;

class XiangqiFeaturesTest {
    private static final VariantRules RULES = Variants.rules(Variant.XIANGQI);
    private static final RuleOptions OPTIONS = RULES.defaultRules();
    private final FeatureExtractor fx = Variants.featureExtractor(Variant.XIANGQI);

    private int feature(String fen, String name) {
        return FeatureChecks.feature(Variant.XIANGQI, fen, name);
    }

    @Test
    void theSymmetricStartPositionEvaluatesToTheTempoAlone() {
        assertEquals(15, new LinearEvaluator(fx, FeatureChecks.inEngineSet(Variant.XIANGQI, XiangqiStartingFiles.weights())).evaluate(RULES.startPosition(OPTIONS)));
    }

    @Test
    void featuresAreTheSideToMovesAndMirrorWithTheColours() {
        SplitMix64 r = new SplitMix64(21);
        for (int game = 0; game < 15; game++) {
            FeatureChecks.assertFeaturesMirror(Variant.XIANGQI, FeatureChecks::verticalMirror, RULES.startPosition(OPTIONS), r, 120);
        }
    }

    @Test
    void soldiersAcrossTheRiverCountByRankAndFile() {
        // Red soldier on e5 (centre file, rank 5: just across); Black soldier on a6 (relative rank 3, at home)
        String fen = "4k4/9/9/p8/4P4/9/9/9/9/4K4 w - - 0 1";
        assertEquals(1, feature(fen, "rank.soldier.5"));
        assertEquals(1, feature(fen, "soldier.crossed.file0"));
        assertEquals(-1, feature(fen, "rank.soldier.3"));
        assertEquals(0, feature(fen, "material.soldier"));
    }

    @Test
    void mobilityCountsHorseLegsAndCannonScreens() {
        // a lone horse in the middle of the board reaches all eight points
        String horse = "4k4/9/9/9/9/4N4/9/9/9/3K5 w - - 0 1";
        assertEquals(8, feature(horse, "mobility.horse"));
        // cannon a0: b0 and c0 (its general stands on d0), a1..a8; the chariot on a9 has no screen in front
        String cannon = "r3k4/9/9/9/9/9/9/9/9/C2K5 w - - 0 1";
        assertEquals(2 + 8, feature(cannon, "mobility.cannon"));
    }

    @Test
    void engineEvaluationEqualsTheTunersVectorEvaluation() {
        FeatureChecks.assertEngineEqualsVector(Variant.XIANGQI, FeatureChecks.inEngineSet(Variant.XIANGQI, XiangqiStartingFiles.weights()), RULES.startPosition(OPTIONS), new SplitMix64(8), 200);
    }

    @Test
    void featureNamesAreDocumented() {
        FeatureChecks.assertTaperedSet(fx.featureSet(), "xiangqi-v2", XiangqiFeatureSet.PHASE_MAX, "material.chariot",
                "rank.soldier.5", "file.cannon.0", "soldier.crossed.file0", "mobility.horse", "general.pressure", "tempo");
    }

    @Test
    void theFirstWeightsLiftedIntoTheTaperedSetEvaluateAsXiangqiV1Did() {
        // evaluations of v0001 by the build before xiangqi-v2 (random playouts from the start)
        FeatureChecks.assertEvaluationsAsRecorded(Variant.XIANGQI, "v0001", "/eval/xiangqi-v0001.tsv");
    }

    @Test
    void startingWeightsFileHoldsTheHandSetWeights() {
        StartingFiles.checkWeights(Variant.XIANGQI, XiangqiStartingFiles.weights(),
                StartingFiles.provenance("usual Xiangqi piece values, river crossing, central cannon, mobility (issue 6)"));
    }

    @Test
    void startingLevelsFileHoldsTheHandSetLevels() {
        StartingFiles.checkLevels(XiangqiStartingFiles.levels());
    }
}
