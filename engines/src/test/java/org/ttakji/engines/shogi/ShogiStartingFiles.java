package org.ttakji.engines.shogi;

import static org.ttakji.engines.shogi.ShogiFeatureSet.*;

import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.Strength;

/**
 * The hand-set starting weights and levels of shogi ({@code data/weights/shogi/v0001.json},
 * {@code data/levels/shogi/v0001.json}): the piece values usual in shogi programs (pieces in hand a little
 * above those on the board), golds and silvers near the king, a castled king off the centre file,
 * advanced silvers and pawns, rooks in the enemy camp.
 */
final class ShogiStartingFiles {
    private ShogiStartingFiles() {
    }

    static Weights weights() {
        double[] w = new double[BASE.size()];
        double[] board = {0, 90, 315, 405, 495, 855, 990, 540, 0, 540, 540, 540, 540, 945, 1395};
        double[] hand = {0, 100, 350, 450, 550, 950, 1100, 600};
        for (int t = 1; t <= 14; t++) {
            if (t != ShogiPiece.KING) {
                w[MATERIAL[t]] = board[t];
            }
        }
        for (int t = 1; t <= 7; t++) {
            w[HAND[t]] = hand[t];
        }
        double[][] rank = new double[10][];
        rank[ShogiPiece.PAWN] = new double[]{0, 0, 0, 0, 5, 10, 15, 20, 25, 0};
        rank[ShogiPiece.LANCE] = new double[10];
        rank[ShogiPiece.KNIGHT] = new double[]{0, 0, 0, 5, 5, 10, 5, -10, -10, -10};
        rank[ShogiPiece.SILVER] = new double[]{0, -10, 0, 10, 10, 10, 5, 10, 10, 10};
        rank[ShogiPiece.BISHOP] = new double[10];
        rank[ShogiPiece.ROOK] = new double[]{0, 0, 0, 0, 0, 0, 0, 30, 30, 30};
        rank[ShogiPiece.GOLD] = new double[]{0, 5, 10, 5, -5, -15, -15, -15, -15, -15};
        rank[ShogiPiece.KING] = new double[]{0, 20, 10, -10, -30, -50, -50, -40, -40, -40};
        rank[PROMOTED_MINOR_TABLE] = new double[]{0, 10, 10, 10, 10, 10, 10, 20, 20, 20};
        for (int table = 1; table <= 9; table++) {
            for (int r = 1; r <= 9; r++) {
                w[RANK[table][r]] = rank[table][r];
            }
        }
        double[] kingFile = {-20, -10, 10, 20, 10};
        for (int d = 0; d <= 4; d++) {
            w[KING_FILE[d]] = kingFile[d];
        }
        w[KING_GUARDS] = 15;
        w[KING_PRESSURE] = 10;
        w[KING_ADJACENT_ATTACKS] = 12;
        w[MOBILITY_LANCE] = 2;
        w[MOBILITY_BISHOP] = 3;
        w[MOBILITY_ROOK] = 3;
        w[TEMPO] = 20;
        return Weights.of(BASE, w);
    }

    static final Level EASY = new Level("easy", 2, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);
    static final Level NORMAL = new Level("normal", null, 40_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN);
    static final Level EXPERT = new Level("expert", null, 250_000L, null, 0, 0, 0, 0, Strength.UNKNOWN);

    static LevelsFile levels() {
        return StartingFiles.levels(Variant.SHOGI, "v0001", EASY, NORMAL, EXPERT,
                "easy: depth 2 with noise, temperature and 12% deliberate weaker moves; normal: 40k nodes, small noise;"
                        + " expert: 250k nodes (about a second), best move");
    }
}
