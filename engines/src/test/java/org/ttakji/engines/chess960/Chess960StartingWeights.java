package org.ttakji.engines.chess960;

import static org.ttakji.engines.chess960.Chess960FeatureSet.*;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ttakji.engines.eval.Weights;

/**
 * The hand-set starting weights of Chess960 ({@code data/weights/chess960/v0001.json}), from simple
 * formulas: classical material values, centralisation for minor pieces and the king in the endgame,
 * a sheltered king in the middlegame, advanced central pawns, rooks on the seventh rank and open files.
 */
final class Chess960StartingWeights {
    private Chess960StartingWeights() {
    }

    /** Centralisation of a mirrored square, 1 (corner) .. 7 (d4/d5): file distance plus rank distance. */
    private static double centre(int sq32) {
        int file = sq32 & 3;
        int rank = sq32 >> 2;
        return (file + 0.5) + (3.5 - Math.abs(rank - 3.5));
    }

    /** The hand-set weights as the file holds them, of {@code chess960-v1}. */
    static Weights weights() {
        Map<String, Double> w = new LinkedHashMap<>();
        double[] material = {0, 100, 320, 330, 500, 950};
        for (int t = Pieces.PAWN; t <= Pieces.QUEEN; t++) {
            w.put("material." + TYPE_NAMES[t], material[t]);
        }
        w.put("bishop.pair", 30.0);
        for (int sq = 0; sq < 32; sq++) {
            int file = sq & 3; // a..d
            int rank = sq >> 2; // 0 = own back rank
            double c = centre(sq) - 4;
            if (PST[Pieces.PAWN][sq] >= 0) {
                double pawn = (rank - 1) * 4;
                if ((rank == 3 || rank == 4) && file >= 2) {
                    pawn += file == 3 ? 15 : 8;
                }
                if (rank == 1 && file == 3) {
                    pawn -= 5;
                }
                w.put("pst.pawn." + name(sq), pawn);
            }
            w.put("pst.knight." + name(sq), 5 * c - (rank == 0 ? 10 : 0));
            w.put("pst.bishop." + name(sq), 3 * c - (rank == 0 ? 5 : 0));
            w.put("pst.rook." + name(sq), (rank == 6 ? 20.0 : 0) + (file >= 2 ? 5 : 0));
            w.put("pst.queen." + name(sq), 2 * c);
            double kingMg = rank == 0 ? (file < 3 ? 20 : 0) : rank == 1 ? (file < 3 ? 5 : -10) : rank == 2 ? -20 : -40;
            w.put("pst.king.mg." + name(sq), kingMg / PHASE_MAX);
            w.put("pst.king.eg." + name(sq), 8 * c / PHASE_MAX);
        }
        w.put("mobility.knight", 4.0);
        w.put("mobility.bishop", 4.0);
        w.put("mobility.rook", 3.0);
        w.put("mobility.queen", 1.0);
        w.put("pawn.doubled", -15.0);
        w.put("pawn.isolated", -12.0);
        double[] passed = {0, 5, 10, 20, 35, 60, 100};
        for (int r = 1; r <= 6; r++) {
            w.put("pawn.passed.rank" + (r + 1), passed[r]);
        }
        w.put("king.shield", 10.0 / PHASE_MAX);
        w.put("king.zoneAttacks", 5.0);
        w.put("rook.openFile", 20.0);
        w.put("rook.semiOpenFile", 10.0);
        w.put("tempo", 15.0);
        return Weights.of(V1, w);
    }

    /** The hand-set weights lifted into the engine's {@code chess960-v3}. */
    static Weights lifted() {
        return Weights.of(SET, liftV1(weights().toMap()));
    }
}
