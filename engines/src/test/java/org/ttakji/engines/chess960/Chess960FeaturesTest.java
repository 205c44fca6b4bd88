package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureChecks;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.StartingFiles;

class Chess960FeaturesTest {
    private static final Chess960Rules RULES = new Chess960Rules();
    private static final RuleOptions OPTIONS = RULES.defaultRules();
    private final FeatureExtractor fx = Variants.featureExtractor(Variant.CHESS960);

    private int feature(String fen, String name) {
        return FeatureChecks.feature(Variant.CHESS960, fen, name);
    }

    /** The same position with colours swapped and the board turned upside down. */
    static String colourMirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            board.append(FeatureChecks.swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        String ep = f[3].equals("-") ? "-" : f[3].charAt(0) + (f[3].charAt(1) == '3' ? "6" : "3");
        return board + " " + (f[1].equals("w") ? "b" : "w") + " " + (f[2].equals("-") ? "-" : FeatureChecks.swapCase(f[2])) + " " + ep
                + " " + f[4] + " " + f[5];
    }

    @Test
    void symmetricStartPositionsEvaluateToTheTempoAlone() {
        LinearEvaluator eval = new LinearEvaluator(fx, Chess960StartingWeights.lifted());
        for (int n : new int[]{0, 518, 959, 314}) {
            assertEquals(15, eval.evaluate(RULES.startPosition(OPTIONS, n)), "start " + n);
        }
    }

    @Test
    void featuresAreTheSideToMovesAndMirrorWithTheColours() {
        SplitMix64 r = new SplitMix64(5);
        for (int game = 0; game < 20; game++) {
            FeatureChecks.assertFeaturesMirror(Variant.CHESS960, Chess960FeaturesTest::colourMirror,
                    RULES.startPosition(OPTIONS, r.nextInt(960)), r, 80);
        }
    }

    @Test
    void materialCountsOwnMinusOpponentPieces() {
        String fen = "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1";
        assertEquals(1, feature(fen, "material.knight"));
        assertEquals(-1, feature(fen.replace(" w ", " b "), "material.knight"));
        assertEquals(1, feature(fen, "tempo"));
    }

    @Test
    void pawnStructureTermsCountPassedIsolatedAndDoubledPawns() {
        // White: a5 passed and isolated; f2 doubled behind f3, both isolated, f3 passed.
        // Black: h7 isolated and passed (on its own 2nd rank).
        String fen = "4k3/7p/8/P7/8/5P2/5P2/4K3 w - - 0 1";
        assertEquals(1, feature(fen, "pawn.passed.rank5"));
        assertEquals(1, feature(fen, "pawn.passed.rank3"));
        assertEquals(-1, feature(fen, "pawn.passed.rank2"));
        assertEquals(1, feature(fen, "pawn.doubled"));
        assertEquals(3 - 1, feature(fen, "pawn.isolated"));
    }

    @Test
    void mobilityIgnoresSquaresHeldByOwnPiecesOrAttackedByEnemyPawns() {
        // knight on a1: b3 and c2; c2 is attacked by the black pawn on d3, so one square counts
        assertEquals(1, feature("4k3/8/8/8/8/3p4/8/N3K3 w - - 0 1", "mobility.knight"));
    }

    @Test
    void engineEvaluationEqualsTheTunersVectorEvaluation() {
        FeatureChecks.assertEngineEqualsVector(Variant.CHESS960, Chess960StartingWeights.lifted(), RULES.startPosition(OPTIONS, 100), new SplitMix64(8), 150);
    }

    @Test
    void theFirstWeightsLiftedIntoTheTaperedSetEvaluateAsChess960V1Did() {
        // evaluations of v0001 by the build before chess960-v2 (random playouts from random starts)
        FeatureChecks.assertEvaluationsAsRecorded(Variant.CHESS960, "v0001", "/eval/chess960-v0001.tsv");
    }

    @Test
    void theTaperedV2WeightsLiftedIntoV3EvaluateAsChess960V2Did() {
        // evaluations of v0012 (chess960-v2) by the build before chess960-v3, on the same positions
        FeatureChecks.assertEvaluationsAsRecorded(Variant.CHESS960, "v0012", "/eval/chess960-v0012.tsv");
    }

    @Test
    void featureNamesAreDocumentedAndStable() {
        FeatureChecks.assertTaperedSet(fx.featureSet(), "chess960-v3", 24, "material.queen", "pst.knight.d4",
                "pst.king.a1", "pst.king.d8", "mobility.rook", "pawn.passed.rank7", "king.shield", "tempo",
                "threat.hanging.byMover", "threat.pawnOnPiece.onMover", "king.safeCheck.queen", "knight.outpost");
    }

    @Test
    void threatsAreCountedSeparatelyForTheSideToMoveAndAgainstIt() {
        // the white pawn d4 attacks the black knight e5 (defended by d6: not hanging); the white knight c3 attacks
        // the black rook a4 (a minor on a major), which nothing defends (hanging)
        String fen = "4k3/8/3p4/4n3/r2P4/2N5/8/4K3 w - - 0 1";
        assertEquals(1, feature(fen, "threat.pawnOnPiece.byMover"));
        assertEquals(1, feature(fen, "threat.minorOnMajor.byMover"));
        assertEquals(1, feature(fen, "threat.hanging.byMover"));
        assertEquals(0, feature(fen, "threat.pawnOnPiece.onMover"));
        // black to move: the same threats are now on the mover; black's own attacks reach no white piece
        String black = fen.replace(" w ", " b ");
        assertEquals(1, feature(black, "threat.pawnOnPiece.onMover"));
        assertEquals(1, feature(black, "threat.hanging.onMover"));
        assertEquals(0, feature(black, "threat.pawnOnPiece.byMover"));
    }

    @Test
    void safeChecksAreCheckingSquaresOwnPiecesReachThatNoEnemyPieceGuards() {
        // black king g8: the white rook d1 reaches d8, a rook check no black piece guards; the white knight e4
        // reaches f6, a knight check the pawn g7 guards
        String fen = "6k1/6p1/8/8/4N3/8/8/3R2K1 w - - 0 1";
        assertEquals(1, feature(fen, "king.safeCheck.rook"));
        assertEquals(0, feature(fen, "king.safeCheck.knight"));
    }

    @Test
    void passedPawnsCountTheirBlockersAndTheKingsDistanceWeightedByRank() {
        // white passed pawn on b6 (relative rank index 5), stop square b7 holds the black king: blocked; the white
        // king on g1 is 6 steps from b7, the black king 0
        String fen = "8/1k6/1P6/8/8/8/8/6K1 w - - 0 1";
        assertEquals(1, feature(fen, "pawn.passed.blocked"));
        assertEquals(5 * 6, feature(fen, "pawn.passed.ownKingDistance"));
        assertEquals(0, feature(fen, "pawn.passed.enemyKingDistance"));
    }

    @Test
    void pawnShapesCountPhalanxSupportedAndBackwardPawns() {
        // white: d4 e4 a phalanx (2), f3 supports e4; c2 has no white pawn level or behind on b or d and black's
        // b4 attacks c3: backward (b4, isolated, is not counted as backward)
        String fen = "4k3/8/8/8/1p1PP3/5P2/2P5/4K3 w - - 0 1";
        assertEquals(2, feature(fen, "pawn.phalanx"));
        assertEquals(1, feature(fen, "pawn.supported"));
        assertEquals(1, feature(fen, "pawn.backward"));
    }

    @Test
    void outpostsAreDefendedMinorsNoEnemyPawnCanChase() {
        // the white knight e5, defended by d4, has no black pawn ahead on d or f: an outpost; the bishop c5 is
        // defended by b4 and d4, but the black pawn b7 can attack it from b6
        String fen = "4k3/1p6/8/2B1N3/1P1P4/8/8/4K3 w - - 0 1";
        assertEquals(1, feature(fen, "knight.outpost"));
        assertEquals(0, feature(fen, "bishop.outpost"));
    }

    @Test
    void startingWeightsFileHoldsTheHandSetWeights() {
        StartingFiles.checkWeights(Variant.CHESS960, Chess960StartingWeights.weights(),
                StartingFiles.provenance("classical material, centralisation, king shelter, pawn structure (issue 6)"));
    }

    @Test
    void startingLevelsFileHoldsTheHandSetLevels() {
        StartingFiles.checkLevels(Chess960StartingLevels.levels());
    }
}
