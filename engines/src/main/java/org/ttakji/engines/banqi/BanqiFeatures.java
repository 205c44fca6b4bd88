package org.ttakji.engines.banqi;

import static org.ttakji.engines.banqi.BanqiFeatureSet.HIDDEN;
import static org.ttakji.engines.banqi.BanqiFeatureSet.MATERIAL;
import static org.ttakji.engines.banqi.BanqiFeatureSet.SET;
import static org.ttakji.engines.banqi.BanqiFeatureSet.TEMPO;

import java.util.Arrays;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureSink;
import org.ttakji.engines.eval.Weights;

/**
 * Banqi evaluation features ({@link BanqiFeatureSet}, {@code banqi-v1}): revealed material and the face-down
 * material of each colour per piece type, and tempo. Reads only the public API ({@link BanqiState}), so it
 * sees on a true position exactly what it sees on the player's view; no allocation.
 */
public final class BanqiFeatures implements FeatureExtractor {
    private final int[] revealed = new int[BanqiPieces.CODES];

    @Override
    public Variant variant() {
        return Variant.BANQI;
    }

    @Override
    public FeatureSet featureSet() {
        return SET;
    }

    /**
     * @param position a {@link BanqiState} (the player's view, or a true position read through its public API)
     */
    @Override
    public void extract(Position position, FeatureSink sink) {
        BanqiState p = (BanqiState) position;
        sink.add(TEMPO, 1);
        int own = p.colourOf(p.sideToMove());
        if (own == BanqiPieces.NO_COLOUR) {
            return; // before the first reveal the position is symmetric: no piece belongs to anyone yet
        }
        Arrays.fill(revealed, 0);
        for (int sq = 0; sq < BanqiSquares.COUNT; sq++) {
            int cell = p.pieceAt(sq);
            if (cell != BanqiPieces.EMPTY && cell != BanqiPieces.FACE_DOWN) {
                revealed[cell]++;
            }
        }
        int ownBase = own * 8;
        int enemyBase = (own ^ 1) * 8;
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            int material = revealed[ownBase + t] - revealed[enemyBase + t];
            if (material != 0) {
                sink.add(MATERIAL[t], material);
            }
            int hidden = p.hiddenCount(ownBase + t) - p.hiddenCount(enemyBase + t);
            if (hidden != 0) {
                sink.add(HIDDEN[t], hidden);
            }
        }
    }

    /** Move-ordering values by piece code (both colours): the revealed-material weights. */
    @Override
    public int[] pieceValues(Weights weights) {
        int[] values = new int[32];
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            int v = (int) Math.max(0, Math.min(100_000, Math.round(weights.weight(MATERIAL[t]))));
            values[BanqiPieces.code(BanqiPieces.RED, t)] = v;
            values[BanqiPieces.code(BanqiPieces.BLACK, t)] = v;
        }
        return values;
    }
}
