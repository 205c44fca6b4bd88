package org.ttakji.engines.chess960;

import static org.ttakji.engines.chess960.Chess960FeatureSet.*;

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

    static Weights weights() {
        double[] w = new double[SET.size()];
        double[] material = {0, 100, 320, 330, 500, 950};
        for (int t = Pieces.PAWN; t <= Pieces.QUEEN; t++) {
            w[MATERIAL[t]] = material[t];
        }
        w[BISHOP_PAIR] = 30;
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
                w[PST[Pieces.PAWN][sq]] = pawn;
            }
            w[PST[Pieces.KNIGHT][sq]] = 5 * c - (rank == 0 ? 10 : 0);
            w[PST[Pieces.BISHOP][sq]] = 3 * c - (rank == 0 ? 5 : 0);
            w[PST[Pieces.ROOK][sq]] = (rank == 6 ? 20 : 0) + (file >= 2 ? 5 : 0);
            w[PST[Pieces.QUEEN][sq]] = 2 * c;
            double kingMg = rank == 0 ? (file < 3 ? 20 : 0) : rank == 1 ? (file < 3 ? 5 : -10) : rank == 2 ? -20 : -40;
            w[KING_MG[sq]] = kingMg / PHASE_MAX;
            w[KING_EG[sq]] = 8 * c / PHASE_MAX;
        }
        w[MOBILITY[Pieces.KNIGHT]] = 4;
        w[MOBILITY[Pieces.BISHOP]] = 4;
        w[MOBILITY[Pieces.ROOK]] = 3;
        w[MOBILITY[Pieces.QUEEN]] = 1;
        w[DOUBLED] = -15;
        w[ISOLATED] = -12;
        double[] passed = {0, 5, 10, 20, 35, 60, 100};
        for (int r = 1; r <= 6; r++) {
            w[PASSED[r]] = passed[r];
        }
        w[KING_SHIELD] = 10.0 / PHASE_MAX;
        w[KING_ZONE_ATTACKS] = 5;
        w[ROOK_OPEN_FILE] = 20;
        w[ROOK_SEMI_OPEN_FILE] = 10;
        w[TEMPO] = 15;
        return Weights.of(SET, w);
    }
}
