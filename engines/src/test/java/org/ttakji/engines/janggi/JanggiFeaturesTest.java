package org.ttakji.engines.janggi;

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

class JanggiFeaturesTest {
    private static final VariantRules RULES = Variants.rules(Variant.JANGGI);
    private static final RuleOptions OPTIONS = RULES.defaultRules();
    private final FeatureExtractor fx = Variants.featureExtractor(Variant.JANGGI);

    private int feature(String fen, String name) {
        return FeatureChecks.feature(Variant.JANGGI, fen, name);
    }

    @Test
    void theSymmetricStartPositionEvaluatesToTheTempoAlone() {
        assertEquals(15, new LinearEvaluator(fx, FeatureChecks.inEngineSet(Variant.JANGGI, JanggiStartingFiles.weights())).evaluate(RULES.startPosition(OPTIONS)));
    }

    @Test
    void featuresAreTheSideToMovesAndMirrorWithTheColours() {
        SplitMix64 r = new SplitMix64(23);
        for (int game = 0; game < 15; game++) {
            FeatureChecks.assertFeaturesMirror(Variant.JANGGI, FeatureChecks::verticalMirror, RULES.startPosition(OPTIONS), r, 120);
        }
    }

    @Test
    void soldiersCountByRelativeRank() {
        // the first player's soldier on e8 (relative rank 8, in the enemy palace); the second's on a6 (relative rank 3)
        String fen = "9/4P4/3k5/p8/9/9/9/9/4K4/9 w - - 0 1";
        assertEquals(1, feature(fen, "rank.soldier.8"));
        assertEquals(-1, feature(fen, "rank.soldier.3"));
        assertEquals(0, feature(fen, "material.soldier"));
    }

    @Test
    void mobilityCountsHorseLegsAndChariotLines() {
        String horse = "3k5/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1";
        assertEquals(8, feature(horse, "mobility.horse"));
        // chariot a0: b0..i0 along rank 0 (8) and a1..a9 up the file (9)
        String chariot = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
        assertEquals(17, feature(chariot, "mobility.chariot"));
    }

    @Test
    void engineEvaluationEqualsTheTunersVectorEvaluation() {
        FeatureChecks.assertEngineEqualsVector(Variant.JANGGI, FeatureChecks.inEngineSet(Variant.JANGGI, JanggiStartingFiles.weights()), RULES.startPosition(OPTIONS), new SplitMix64(8), 200);
    }

    @Test
    void featureNamesAreDocumented() {
        FeatureChecks.assertTaperedSet(fx.featureSet(), "janggi-v2", JanggiFeatureSet.PHASE_MAX, "material.chariot",
                "rank.soldier.7", "file.cannon.0", "rank.elephant.0", "mobility.horse", "general.pressure", "tempo");
    }

    @Test
    void theFirstWeightsLiftedIntoTheTaperedSetEvaluateAsJanggiV1Did() {
        // evaluations of v0001 by the build before janggi-v2 (random playouts from the start)
        FeatureChecks.assertEvaluationsAsRecorded(Variant.JANGGI, "v0001", "/eval/janggi-v0001.tsv");
    }

    @Test
    void startingWeightsFileHoldsTheHandSetWeights() {
        StartingFiles.checkWeights(Variant.JANGGI, JanggiStartingFiles.weights(),
                StartingFiles.provenance("conventional Janggi point values, advancing soldiers, mobility (issue 6)"));
    }

    @Test
    void startingLevelsFileHoldsTheHandSetLevels() {
        StartingFiles.checkLevels(JanggiStartingFiles.levels());
    }
}
