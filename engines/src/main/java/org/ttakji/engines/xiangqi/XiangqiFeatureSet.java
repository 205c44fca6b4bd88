package org.ttakji.engines.xiangqi;

import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Tapered;

/**
 * The evaluation features of Xiangqi and their indexes. Every feature is (side to move's value − opponent's
 * value). Ranks are relative to the owner: 0 = its own back rank, 5..9 = across the river. "File distance" is the
 * distance 0..4 from the centre file (the files are mirrored).
 *
 * <p>The extractor reports the features of {@link #BASE} ({@code xiangqi-v1}, the set of the first weights files);
 * the engine's set {@link #SET} ({@code xiangqi-v2}) holds each of them {@linkplain Tapered tapered} by the phase,
 * 0..16: chariots 2, horses and cannons 1, both sides. A v1 file lifts into it with each weight in both phases.
 */
final class XiangqiFeatureSet {
    static final String[] TYPE_NAMES = {"", "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"};

    /** Index of {@code material.<type>} by type 2..7. */
    static final int[] MATERIAL = new int[8];
    /** Index of {@code rank.<type>.<r>} by type 4..7 (horse, chariot, cannon, soldier) and relative rank 0..9. */
    static final int[][] RANK = new int[8][10];
    /** Index of {@code file.<type>.<d>} by type 4..6 and file distance 0..4. */
    static final int[][] FILE = new int[8][5];
    /** Index of {@code soldier.crossed.file<d>} by file distance 0..4 (soldiers across the river only). */
    static final int[] CROSSED_FILE = new int[5];
    static final int MOBILITY_HORSE;
    static final int MOBILITY_CHARIOT;
    static final int MOBILITY_CANNON;
    static final int GENERAL_OFF_CENTRE;
    static final int GENERAL_PRESSURE;
    static final int TEMPO;
    /** Full middlegame: both sides' chariots (2 each), horses and cannons (1 each). */
    static final int PHASE_MAX = 16;
    /** The untapered features the extractor reports, {@code xiangqi-v1}. */
    static final FeatureSet BASE;
    /** The engine's features, {@code xiangqi-v2}: {@link #BASE} tapered by the phase. */
    static final FeatureSet SET;

    static {
        FeatureSet.Builder b = FeatureSet.builder("xiangqi-v1");
        for (int t = XiangqiPiece.ADVISOR; t <= XiangqiPiece.SOLDIER; t++) {
            MATERIAL[t] = b.add("material." + TYPE_NAMES[t], "own " + TYPE_NAMES[t] + "s minus the opponent's");
        }
        for (int t = XiangqiPiece.HORSE; t <= XiangqiPiece.SOLDIER; t++) {
            for (int r = 0; r < 10; r++) {
                RANK[t][r] = b.add("rank." + TYPE_NAMES[t] + "." + r, "own " + TYPE_NAMES[t] + "s on relative rank "
                        + r + " (0 = own back rank, 5..9 across the river) minus the opponent's");
            }
        }
        for (int t = XiangqiPiece.HORSE; t <= XiangqiPiece.CANNON; t++) {
            for (int d = 0; d < 5; d++) {
                FILE[t][d] = b.add("file." + TYPE_NAMES[t] + "." + d, "own " + TYPE_NAMES[t] + "s " + d
                        + " files from the centre file minus the opponent's");
            }
        }
        for (int d = 0; d < 5; d++) {
            CROSSED_FILE[d] = b.add("soldier.crossed.file" + d, "own soldiers across the river " + d
                    + " files from the centre file minus the opponent's");
        }
        MOBILITY_HORSE = b.add("mobility.horse", "points own horses can move to (leg free, not on an own piece)"
                + " minus the opponent's");
        MOBILITY_CHARIOT = b.add("mobility.chariot", "points own chariots can move to minus the opponent's");
        MOBILITY_CANNON = b.add("mobility.cannon", "points own cannons can move to or capture on minus the opponent's");
        GENERAL_OFF_CENTRE = b.add("general.offCentre", "files between the own general and the centre file minus the"
                + " same for the opponent");
        GENERAL_PRESSURE = b.add("general.pressure", "own horses, chariots, cannons and crossed soldiers within two"
                + " files and three ranks of the enemy general, minus the opponent's near the own general");
        TEMPO = b.add("tempo", "always 1: the value of having the move");
        BASE = b.build();
        SET = Tapered.builder("xiangqi-v2", BASE, PHASE_MAX, "chariots 2, horses and cannons 1, both sides")
                .liftsFrom(BASE, Tapered::sameInBothPhases).build();
    }

    private XiangqiFeatureSet() {
    }
}
