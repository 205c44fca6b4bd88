package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureChecks;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.eval.Tapered;

class ShogiFeaturesTest {
    private static final ShogiRules RULES = new ShogiRules();
    private static final RuleOptions OPTIONS = RULES.defaultRules();
    private final FeatureExtractor fx = Variants.featureExtractor(Variant.SHOGI);

    private int feature(String fen, String name) {
        return FeatureChecks.feature(Variant.SHOGI, fen, name);
    }

    /** The same position turned by 180 degrees with the colours (and hands) swapped. */
    static String rotate(String sfen) {
        String[] f = sfen.split(" ");
        String[] ranks = f[0].split("/");
        List<String> out = new ArrayList<>();
        for (int i = ranks.length - 1; i >= 0; i--) {
            List<String> tokens = new ArrayList<>();
            String r = ranks[i];
            for (int k = 0; k < r.length(); k++) {
                tokens.add(r.charAt(k) == '+' ? r.substring(k, ++k + 1) : r.substring(k, k + 1));
            }
            Collections.reverse(tokens);
            out.add(FeatureChecks.swapCase(String.join("", tokens)));
        }
        return String.join("/", out) + " " + (f[1].equals("b") ? "w" : "b") + " " + FeatureChecks.swapCase(f[2]) + " " + f[3];
    }

    @Test
    void theSymmetricStartPositionEvaluatesToTheTempoAlone() {
        LinearEvaluator eval = new LinearEvaluator(fx, FeatureChecks.inEngineSet(Variant.SHOGI, ShogiStartingFiles.weights()));
        assertEquals(20, eval.evaluate(RULES.startPosition(OPTIONS)));
    }

    @Test
    void featuresAreTheSideToMovesAndTurnWithTheBoard() {
        SplitMix64 r = new SplitMix64(12);
        for (int game = 0; game < 12; game++) {
            FeatureChecks.assertFeaturesMirror(Variant.SHOGI, ShogiFeaturesTest::rotate, RULES.startPosition(OPTIONS), r, 120);
        }
    }

    @Test
    void piecesInHandCountSeparatelyFromPiecesOnTheBoard() {
        String sfen = "4k4/9/9/9/9/9/9/9/4K4 b RG2P 1";
        assertEquals(1, feature(sfen, "hand.rook"));
        assertEquals(2, feature(sfen, "hand.pawn"));
        assertEquals(0, feature(sfen, "material.rook"));
        assertEquals(-1, feature(sfen.replace(" b ", " w "), "hand.gold"));
    }

    @Test
    void promotedPiecesHaveTheirOwnMaterial() {
        String sfen = "4k4/9/9/9/9/9/9/8+R/4K4 b - 1";
        assertEquals(1, feature(sfen, "material.dragon"));
        assertEquals(0, feature(sfen, "material.rook"));
    }

    @Test
    void kingSafetyCountsGuardsAndAttackedSquares() {
        // sente king 5i guarded by golds on 6h and 4h; the gote rook on 5a attacks 5h (and gives check)
        String sfen = "k3r4/9/9/9/9/9/9/3G1G3/4K4 b - 1";
        assertEquals(2, feature(sfen, "king.guards"));
        // 5h is the only square next to the sente king that gote attacks; sente attacks nothing near 9a
        assertEquals(-1, feature(sfen, "king.adjacentAttacks"));
    }

    /** Squares next to side {@code kingSide}'s king attacked by the other side, by the rules' own attack test. */
    private static int attackedAroundKing(ShogiPosition p, int kingSide) {
        int k = p.kingSquare(kingSide);
        int n = 0;
        for (int df = -1; df <= 1; df++) {
            for (int dr = -1; dr <= 1; dr++) {
                int f = ShogiSquare.file(k) + df;
                int r = ShogiSquare.rank(k) + dr;
                if ((df != 0 || dr != 0) && f >= 1 && f <= 9 && r >= 1 && r <= 9
                        && p.attacked(ShogiSquare.of(f, r), kingSide ^ 1)) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void adjacentAttacksAgreeWithTheRulesAttackTest() {
        SplitMix64 r = new SplitMix64(44);
        MoveList moves = new MoveList();
        for (int game = 0; game < 20; game++) {
            Position p = RULES.startPosition(OPTIONS);
            for (int ply = 0; ply < 150; ply++) {
                ShogiPosition sp = (ShogiPosition) p;
                int us = sp.sideToMove();
                int expected = attackedAroundKing(sp, us ^ 1) - attackedAroundKing(sp, us);
                assertEquals(expected, FeatureChecks.feature(Variant.SHOGI, p.toFen(), "king.adjacentAttacks"), p.toFen());
                moves.clear();
                p.generateLegal(moves);
                if (moves.isEmpty() || p.ruleStatus().isOver()) {
                    break;
                }
                p.makeMove(moves.get(r.nextInt(moves.size())));
            }
        }
    }

    @Test
    void engineEvaluationEqualsTheTunersVectorEvaluation() {
        FeatureChecks.assertEngineEqualsVector(Variant.SHOGI, FeatureChecks.inEngineSet(Variant.SHOGI, ShogiStartingFiles.weights()), RULES.startPosition(OPTIONS), new SplitMix64(8), 200);
    }

    @Test
    void featureNamesAreDocumented() {
        FeatureChecks.assertTaperedSet(fx.featureSet(), "shogi-v2", ShogiFeatureSet.PHASE_MAX, "material.dragon",
                "hand.pawn", "rank.king.1", "rank.promoted.9", "king.file4", "king.guards", "mobility.rook", "tempo");
    }

    @Test
    void theFirstWeightsLiftedIntoTheTaperedSetEvaluateAsShogiV1Did() {
        // evaluations of v0001 by the build before shogi-v2 (random playouts from the start)
        FeatureChecks.assertEvaluationsAsRecorded(Variant.SHOGI, "v0001", "/eval/shogi-v0001.tsv");
    }

    @Test
    void thePhaseIsTheOpeningsUntilPiecesReachAHandOrTheEnemyCamp() {
        // tempo's middlegame copy carries the phase: 12 at the start
        assertEquals(12, tempoMg(ShogiRules.START_SFEN));
        // the bishops exchanged (one in each hand) and a pawn taken: 12 - 2 (pawns do not count)
        assertEquals(10, tempoMg("lnsgkgsnl/1r7/ppppppppp/9/9/9/PP1PPPPPP/7R1/LNSGKGSNL b Bbp 1"));
        // a sente dragon on 2b and a gote tokin on 7h are in their enemy camps; kings never count
        assertEquals(10, tempoMg("4k4/7+R1/9/9/9/9/9/2+p6/4K4 b - 1"));
        // progress beyond 12 is the endgame's phase, 0
        assertEquals(0, tempoMg("4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L 1"));
    }

    private int tempoMg(String sfen) {
        return FeatureChecks.features(Variant.SHOGI, sfen)[fx.featureSet().indexOf("tempo" + Tapered.MG)];
    }

    @Test
    void startingWeightsFileHoldsTheHandSetWeights() {
        StartingFiles.checkWeights(Variant.SHOGI, ShogiStartingFiles.weights(),
                StartingFiles.provenance("usual shogi piece values, hand bonus, castle shape, king safety (issue 6)"));
    }

    @Test
    void startingLevelsFileHoldsTheHandSetLevels() {
        StartingFiles.checkLevels(ShogiStartingFiles.levels());
    }
}
