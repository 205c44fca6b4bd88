package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureVector;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.FeatureChecks;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.eval.Tapered;
import org.ttakji.engines.eval.Weights;

class BanqiFeaturesTest {
    private static final BanqiRules RULES = new BanqiRules();
    private final FeatureExtractor fx = Variants.featureExtractor(Variant.BANQI);

    private int[] features(Position p) {
        FeatureVector x = new FeatureVector(fx.featureSet());
        fx.extract(p, x);
        return x.toIntArray();
    }

    /** Features of the view of a full-form text ({@code ?K} = a face-down red general). */
    private int[] features(String fullForm) {
        return features(RULES.truePosition(fullForm).playerView());
    }

    /** A base feature of the tapered set: its two copies' sum over the value scale. */
    private int feature(String fullForm, String name) {
        return base(features(fullForm), name);
    }

    private int base(int[] x, String name) {
        int mg = fx.featureSet().indexOf(name + Tapered.MG);
        assertTrue(mg >= 0, "no feature " + name);
        return (x[mg] + x[fx.featureSet().indexOf(name + Tapered.EG)]) / fx.featureSet().valueScale();
    }

    /** Random playouts from seeded layouts: every position reached, true positions. */
    private static void playouts(int games, int plies, java.util.function.Consumer<Position> check) {
        SplitMix64 r = new SplitMix64(3);
        MoveList moves = new MoveList();
        for (long seed = 1; seed <= games; seed++) {
            Position truth = RULES.startPosition(RULES.defaultRules(), seed);
            for (int ply = 0; ply < plies && !truth.ruleStatus().isOver(); ply++) {
                check.accept(truth);
                moves.clear();
                truth.generateLegal(moves);
                if (moves.isEmpty()) {
                    break;
                }
                truth.makeMove(moves.get(r.nextInt(moves.size())));
            }
        }
    }

    @Test
    void beforeTheFirstRevealOnlyTheTempoCounts() {
        int[] x = features(RULES.startPosition(RULES.defaultRules(), 7).playerView());
        for (String name : BanqiFeatureSet.BASE.names()) {
            assertEquals(name.equals("tempo") ? 1 : 0, base(x, name), name);
        }
    }

    @Test
    void materialCountsOwnMinusEnemyRevealedPieces() {
        // red chariot and soldier against a black horse; a red general face down
        String text = "8/8/8/RPn?K4 1 r 0 30";
        assertEquals(1, feature(text, "material.chariot"));
        assertEquals(-1, feature(text, "material.horse"));
        assertEquals(1, feature(text, "material.soldier"));
        assertEquals(0, feature(text, "material.general"));
        String blackToMove = text.replace(" 1 r ", " 2 r ");
        assertEquals(-1, feature(blackToMove, "material.chariot"));
        assertEquals(1, feature(blackToMove, "material.horse"));
    }

    @Test
    void hiddenCountsTheBagOfEachColourWithoutLocatingIt() {
        String text = "8/8/8/RPn?K?k?p2 1 r 0 30";
        assertEquals(0, feature(text, "hidden.general"));
        assertEquals(-1, feature(text, "hidden.soldier"));
        assertEquals(1, feature(text.replace(" 1 r ", " 1 b "), "hidden.soldier"));
        // the same observation whichever face-down square holds which piece
        assertArrayEquals(features(text), features("8/8/8/RPn?p?k?K2 1 r 0 30"));
    }

    @Test
    void generalVsSoldiersCountsTheSoldiersFacingEachGeneral() {
        // red general (face up) against two revealed and one face-down black soldier; the black general is gone,
        // so the two red soldiers face no general
        String text = "8/8/pp6/K?pPP4 1 r 0 30";
        assertEquals(3, feature(text, "general.vsSoldiers"));
        assertEquals(-3, feature(text.replace(" 1 r ", " 2 r "), "general.vsSoldiers"));
    }

    @Test
    void invulnerableCountsPiecesNoRemainingEnemyCanEverTake() {
        // black has an advisor only: nothing of black's can take the red general; red's general can take the advisor
        assertEquals(1, feature("7a/8/8/K7 1 r 0 30", "invulnerable"));
        // a black cannon (even face down) can take anything
        assertEquals(0, feature("7a/8/8/K?c6 1 r 0 30", "invulnerable"));
        // a lone black soldier can take the general, which can never take it back: the soldier is invulnerable
        assertEquals(-1, feature("7p/8/8/K7 1 r 0 30", "invulnerable"));
    }

    @Test
    void progressPressureGrowsWithTheNoProgressCountForTheSideAhead() {
        // red has three pieces left (one face down), black one: a lead of 2, 7 plies without progress
        assertEquals(14, feature("8/8/8/RPn?K4 1 r 7 30", "progress.pressure"));
        assertEquals(-14, feature("8/8/8/RPn?K4 2 r 7 30", "progress.pressure"));
        assertEquals(0, feature("8/8/8/RPn?K4 1 r 0 30", "progress.pressure"));
        // the lead is clamped to 4
        assertEquals(4 * 3, feature("8/8/8/RPPPPPAn 1 r 3 30", "progress.pressure"));
    }

    @Test
    void progressPressureLateCountsThePliesBeyondTenOnly() {
        // the same lead of 2: 14 plies without progress are 4 beyond 10, 7 plies none
        assertEquals(2 * 4, feature("8/8/8/RPn?K4 1 r 14 30", "progress.pressure.late"));
        assertEquals(-2 * 4, feature("8/8/8/RPn?K4 2 r 14 30", "progress.pressure.late"));
        assertEquals(0, feature("8/8/8/RPn?K4 1 r 7 30", "progress.pressure.late"));
    }

    @Test
    void aPieceWithNoSafeStepIsTrappedAndRunDownWhenItsHunterIsWithinTwoSteps() {
        // the black horse a1 can step to a2 or b1, both next to the red chariot b2, which takes horses
        assertEquals(-1, feature("8/8/1R6/n7 1 r 0 30", "escape.trapped"));
        assertEquals(-1, feature("8/8/1R6/n7 1 r 0 30", "escape.trapped.chased"));
        // boxed in by its own soldiers, with no hunter near: trapped, not run down
        assertEquals(-1, feature("7R/8/p7/np6 1 r 0 30", "escape.trapped"));
        assertEquals(0, feature("7R/8/p7/np6 1 r 0 30", "escape.trapped.chased"));
        // a free horse
        assertEquals(0, feature("8/8/8/n6R 1 r 0 30", "escape.trapped"));
    }

    @Test
    void aChaserAtAnOddDistanceCountsForItsSide() {
        // the red chariot a1 and the black horse d1 it may take: 3 squares apart
        assertEquals(1, feature("8/8/8/R2n4 1 r 0 30", "chase.odd.byMover"));
        assertEquals(0, feature("8/8/8/R2n4 1 r 0 30", "chase.odd.onMover"));
        assertEquals(1, feature("8/8/8/R2n4 2 r 0 30", "chase.odd.onMover"));
        // 4 apart (even), and 1 apart (an attack, counted by the threat features)
        assertEquals(0, feature("8/8/8/R3n3 1 r 0 30", "chase.odd.byMover"));
        assertEquals(0, feature("8/8/8/Rn6 1 r 0 30", "chase.odd.byMover"));
    }

    @Test
    void mobilityCountsStepsOntoEmptySquares() {
        // red chariot a1: a2 and b1 free; black horse h4: g4 and h3 free but h3 is face down
        assertEquals(2 - 1, feature("7n/7?P/8/R7 1 r 0 30", "mobility"));
    }

    @Test
    void safeMobilityLeavesOutStepsWhereAnEnemyCouldCapture() {
        // red chariot a1: a2 and b1 are both next to the black advisor b2, which takes chariots; the advisor's
        // four steps are all safe from the chariot
        assertEquals(0 - 4, feature("8/8/1a6/R7 1 r 0 30", "mobility.safe"));
        assertEquals(2 - 4, feature("8/8/1a6/R7 1 r 0 30", "mobility"));
        // red horse a1: a2 lies beyond the screen a3 of the black cannon a4; the black soldier b4 has two safe steps
        assertEquals(1 - 2, feature("cp6/?K7/8/N7 1 r 0 30", "mobility.safe"));
    }

    @Test
    void chaseRewardsStandingCloseToCapturablePrey() {
        // red chariot a1, black horse d1 (distance 3); the horse cannot take the chariot
        assertEquals(6 - 3, feature("8/8/8/R2n4 1 r 0 30", "chase"));
        // a black chariot instead: each is the other's prey
        assertEquals(0, feature("8/8/8/R2r4 1 r 0 30", "chase"));
    }

    @Test
    void aCannonAttacksOverExactlyOneScreen() {
        String shot = "8/8/8/C?Kk5 1 r 0 30";
        assertEquals(1, feature(shot, "threat.target.general"));
        String blackToMove = shot.replace(" 1 r ", " 2 r ");
        assertEquals(1, feature(blackToMove, "threat.attacked.general"));
        assertEquals(1, feature(blackToMove, "threat.hanging.general"));
        assertEquals(0, feature("8/8/8/Ck6 1 r 0 30", "threat.target.general"), "no screen");
        assertEquals(0, feature("8/8/8/C?K?Ak4 1 r 0 30", "threat.target.general"), "two screens");
    }

    @Test
    void threatsFollowTheCaptureTable() {
        // a soldier attacks the general, the general does not attack the soldier
        String text = "8/8/8/Kp6 1 r 0 30";
        assertEquals(1, feature(text, "threat.attacked.general"));
        assertEquals(0, feature(text, "threat.target.soldier"));
        assertEquals(1, feature(text.replace(" 1 r ", " 2 r "), "threat.target.general"));
        // a horse attacks a soldier but not a chariot
        assertEquals(1, feature("8/8/8/Np6 1 r 0 30", "threat.target.soldier"));
        assertEquals(0, feature("8/8/8/Nr6 1 r 0 30", "threat.target.chariot"));
    }

    @Test
    void anAttackedPieceIsHangingUnlessSomethingCouldTakeTheAttackerBack() {
        // black to move: the red horse a1 attacks the black soldier b1
        assertEquals(1, feature("8/8/8/Npr5 2 r 0 30", "threat.attacked.soldier"));
        assertEquals(0, feature("8/8/8/Npr5 2 r 0 30", "threat.hanging.soldier"), "the chariot c1 takes the horse back");
        assertEquals(1, feature("8/8/8/Npp5 2 r 0 30", "threat.hanging.soldier"), "a soldier cannot take a horse");
        // a black cannon on b3 guards b1 over the face-down b2
        assertEquals(0, feature("8/1c6/1?K6/Np6 2 r 0 30", "threat.hanging.soldier"));
    }

    /** The same position with red and black swapped (and player 1's colour with them). */
    private static String swapColours(String fullForm) {
        String[] f = fullForm.split(" ");
        StringBuilder board = new StringBuilder();
        for (char c : f[0].toCharArray()) {
            board.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        String colour = f[2].equals("r") ? "b" : f[2].equals("b") ? "r" : "-";
        return board + " " + f[1] + " " + colour + " " + f[3] + " " + f[4];
    }

    /** The same position turned by half a turn (a1 ↔ h4): the board text reversed, {@code ?X} kept together. */
    private static String rotate(String fullForm) {
        String[] f = fullForm.split(" ");
        List<String> tokens = new java.util.ArrayList<>();
        String board = f[0];
        for (int i = 0; i < board.length(); i++) {
            char c = board.charAt(i);
            tokens.add(c == '?' ? board.substring(i, ++i + 1) : String.valueOf(c));
        }
        java.util.Collections.reverse(tokens);
        return String.join("", tokens) + fullForm.substring(board.length());
    }

    @Test
    void featuresAreTheSideToMovesAndIgnoreColourAndBoardTurns() {
        playouts(12, 160, truth -> {
            String text = truth.toFen();
            int[] x = features(truth.playerView());
            assertArrayEquals(x, features(swapColours(text)), text);
            assertArrayEquals(x, features(rotate(text)), text);
        });
    }

    @Test
    void equalObservationsGiveEqualFeatures() {
        playouts(10, 120, truth -> {
            assertArrayEquals(features(truth), features(truth.playerView()), truth.playerView().toFen());
            String permuted = BanqiTwins.permuteFaceDown(truth.toFen());
            assertArrayEquals(features(truth), features(permuted), permuted);
        });
    }

    @Test
    void engineEvaluationEqualsTheTunersVectorEvaluation() {
        Weights w = FeatureChecks.inEngineSet(Variant.BANQI, BanqiStartingFiles.weights());
        LinearEvaluator eval = new LinearEvaluator(fx, w);
        FeatureVector x = new FeatureVector(fx.featureSet());
        playouts(6, 150, truth -> {
            Position view = truth.playerView();
            String before = view.toFen();
            long hash = view.hash();
            x.clear();
            fx.extract(view, x);
            assertEquals(eval.evaluate(view), w.evaluate(x));
            assertEquals(hash, view.hash());
            assertEquals(before, view.toFen());
        });
    }

    @Test
    void theSideToMoveWithMoreMaterialIsAhead() {
        LinearEvaluator eval = new LinearEvaluator(fx, FeatureChecks.inEngineSet(Variant.BANQI, BanqiStartingFiles.weights()));
        String text = "8/8/8/R?K?k4n 1 r 0 30";
        int red = eval.evaluate(RULES.truePosition(text).playerView());
        int black = eval.evaluate(RULES.truePosition(text.replace(" 1 r ", " 2 r ")).playerView());
        assertTrue(red > 0 && black < 0, red + " / " + black);
    }

    @Test
    void extractionAllocatesNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Position view = RULES.truePosition("1c?P?p4/2?K?bN?r2/Ap?A?N1R2/C?Bk1pP1P 1 r 0 30").playerView();
        LinearEvaluator eval = new LinearEvaluator(fx, FeatureChecks.inEngineSet(Variant.BANQI, BanqiStartingFiles.weights()));
        long sum = 0;
        for (int i = 0; i < 20_000; i++) {
            sum += eval.evaluate(view); // warm up
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 20_000; i++) {
            sum += eval.evaluate(view);
        }
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertNotEquals(0, sum);
        assertTrue(allocated < 1_000, allocated + " bytes allocated by 20,000 evaluations");
    }

    @Test
    void featureNamesAreDocumentedAndStable() {
        FeatureChecks.assertTaperedSet(fx.featureSet(), "banqi-v4", BanqiFeatureSet.PHASE_MAX, "material.general",
                "hidden.soldier", "general.vsSoldiers", "invulnerable", "mobility", "mobility.safe", "chase",
                "progress.pressure", "threat.attacked.cannon", "threat.hanging.chariot", "threat.target.general", "tempo",
                "exposed.general", "square.edge", "square.corner", "defended", "cannon.reach", "threat.hanging.more",
                "progress.pressure.late", "escape.trapped", "escape.trapped.chased", "chase.odd.byMover",
                "chase.odd.onMover");
    }

    @Test
    void aBanqiV3FileLiftsAsItIsWithTheV4FeaturesAtZero() {
        FeatureSet v3 = BanqiFeatureSet.V3;
        java.util.Map<String, Double> file = new java.util.LinkedHashMap<>();
        for (int i = 0; i < v3.size(); i++) {
            file.put(v3.names().get(i), 1.0 + i);
        }
        java.util.Map<String, Double> lifted = fx.featureSet().liftFrom(v3.id(), v3.hash()).convert().apply(file);
        assertEquals(fx.featureSet().names(), java.util.List.copyOf(lifted.keySet()));
        for (String name : fx.featureSet().names()) {
            assertEquals(file.getOrDefault(name, 0.0), lifted.get(name), name);
        }
    }

    @Test
    void theTaperedV2WeightsLiftedIntoV3EvaluateAsBanqiV2Did() {
        // evaluations of v0003 (banqi-v2) by the build before banqi-v3, on the same positions
        FeatureChecks.assertEvaluationsAsRecorded(Variant.BANQI, "v0003", "/eval/banqi-v0003.tsv");
    }

    @Test
    void placementCountsExposedEdgeCornerAndDefendedPieces() {
        // red chariot a1 (a corner) beside the red soldier b1 (an edge): each defends the other; the black horse c1
        // (an edge) stands next to the face-down d1, so it is exposed
        String text = "8/8/8/RPn?K4 1 r 0 30";
        assertEquals(-1, feature(text, "exposed.horse"));
        assertEquals(0, feature(text, "exposed.chariot"));
        assertEquals(1, feature(text, "square.corner"));
        assertEquals(1 - 1, feature(text, "square.edge"));
        assertEquals(2, feature(text, "defended"));
    }

    @Test
    void cannonReachIsTheEmptySquaresBeyondExactlyOneScreen() {
        // red cannon a1 over the face-down b1 reaches c1..h1; up the a-file there is no screen
        assertEquals(6, feature("8/8/8/C?K6 1 r 0 30", "cannon.reach"));
    }

    @Test
    void aSecondHangingPieceIsCountedBeyondTheFirst() {
        // black to move: the red horse a1 attacks the black soldiers b1 and a2, and no black piece can take it
        assertEquals(1, feature("8/8/p7/Np6 2 r 0 30", "threat.hanging.more"));
        assertEquals(0, feature("8/8/8/Np6 2 r 0 30", "threat.hanging.more"));
    }

    @Test
    void theFirstWeightsLiftedIntoTheTaperedSetEvaluateAsBanqiV1Did() {
        // evaluations of v0001 by the build before banqi-v2 (random playouts, true positions)
        FeatureChecks.assertEvaluationsAsRecorded(Variant.BANQI, "v0001", "/eval/banqi-v0001.tsv");
    }

    @Test
    void moveOrderingValuesAreTheMaterialWeightsForBothColours() {
        int[] v = fx.pieceValues(FeatureChecks.inEngineSet(Variant.BANQI, BanqiStartingFiles.weights()));
        assertEquals(620, v[BanqiPieces.code(BanqiPieces.RED, BanqiPieces.GENERAL)]);
        assertEquals(620, v[BanqiPieces.code(BanqiPieces.BLACK, BanqiPieces.GENERAL)]);
        assertEquals(90, v[BanqiPieces.code(BanqiPieces.BLACK, BanqiPieces.SOLDIER)]);
    }

    @Test
    void startingWeightsFileHoldsTheHandSetWeights() {
        StartingFiles.checkWeights(Variant.BANQI, BanqiStartingFiles.weights(),
                StartingFiles.provenance("piece values from the capture table, face-down pieces at their revealed"
                        + " value, threats as fractions of the values (issue 6)"));
    }

    @Test
    void startingLevelsFileHoldsTheHandSetLevels() {
        StartingFiles.checkLevels(BanqiStartingFiles.levels());
    }
}
