package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureVector;

class BanqiFeaturesTest {
    private static final BanqiRules RULES = new BanqiRules();
    private final FeatureExtractor fx = Variants.featureExtractor(Variant.BANQI);

    private int[] features(Position p) {
        FeatureVector x = new FeatureVector(fx.featureSet());
        fx.extract(p, x);
        return x.toIntArray();
    }

    private int[] features(String text) {
        return features(RULES.fromFen(text, RULES.defaultRules()));
    }

    private int feature(String text, String name) {
        return features(text)[fx.featureSet().indexOf(name)];
    }

    @Test
    void beforeTheFirstRevealOnlyTheTempoCounts() {
        int[] x = features(RULES.startPosition(RULES.defaultRules(), 7));
        for (int i = 0; i < x.length; i++) {
            assertEquals(fx.featureSet().name(i).equals("tempo") ? 1 : 0, x[i], fx.featureSet().name(i));
        }
    }

    /** Red chariot, red soldier, black horse revealed on rank 1, one face-down piece: the red general. */
    private static final String RED_GENERAL_HIDDEN = "8/8/8/RPn?4 1 r 0 30 AABBRNNCCPPPPkaabbrrnccppppp";

    @Test
    void materialCountsOwnMinusEnemyRevealedPieces() {
        String text = RED_GENERAL_HIDDEN;
        assertEquals(1, feature(text, "material.chariot"));
        assertEquals(-1, feature(text, "material.horse"));
        assertEquals(1, feature(text, "material.soldier"));
        String blackToMove = text.replace(" 1 r ", " 2 r ");
        assertEquals(-1, feature(blackToMove, "material.chariot"));
        assertEquals(1, feature(blackToMove, "material.horse"));
    }

    @Test
    void hiddenCountsTheBagOfEachColour() {
        assertEquals(1, feature(RED_GENERAL_HIDDEN, "hidden.general"));
        assertEquals(-1, feature(RED_GENERAL_HIDDEN.replace(" 1 r ", " 1 b "), "hidden.general"));
        String blackGeneralHidden = "8/8/8/RPn?4 1 r 0 30 KAABBRNNCCPPPPaabbrrnccppppp";
        assertEquals(-1, feature(blackGeneralHidden, "hidden.general"));
    }

    @Test
    void equalObservationsGiveEqualFeaturesOnTheTruePositionAndTheView() {
        SplitMix64 r = new SplitMix64(3);
        MoveList moves = new MoveList();
        for (long seed = 1; seed <= 10; seed++) {
            Position truth = RULES.startPosition(RULES.defaultRules(), seed);
            for (int ply = 0; ply < 120 && !truth.ruleStatus().isOver(); ply++) {
                assertArrayEquals(features(truth), features(truth.playerView()), truth.playerView().toFen());
                moves.clear();
                truth.generateLegal(moves);
                if (moves.isEmpty()) {
                    break;
                }
                truth.makeMove(moves.get(r.nextInt(moves.size())));
            }
        }
    }
}
