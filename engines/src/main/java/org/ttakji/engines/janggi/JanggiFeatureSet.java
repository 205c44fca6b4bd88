package org.ttakji.engines.janggi;

import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Tapered;

/**
 * The evaluation features of Janggi and their indexes. Every feature is (side to move's value − opponent's
 * value). Ranks are relative to the owner: 0 = its own back rank, 7..9 = the enemy palace's ranks. "File distance"
 * is the distance 0..4 from the centre file.
 *
 * <p>The extractor reports the features of {@link #BASE} ({@code janggi-v1}, the set of the first weights files);
 * the engine's set {@link #SET} ({@code janggi-v2}) holds each of them {@linkplain Tapered tapered} by the phase,
 * 0..20: chariots 2, cannons, horses and elephants 1, both sides. A v1 file lifts into it with each weight in both
 * phases.
 */
final class JanggiFeatureSet {
    static final String[] TYPE_NAMES = {"", "general", "guard", "elephant", "horse", "chariot", "cannon", "soldier"};

    /** Index of {@code material.<type>} by type 2..7. */
    static final int[] MATERIAL = new int[8];
    /** Index of {@code rank.<type>.<r>} by type 3..7 and relative rank 0..9. */
    static final int[][] RANK = new int[8][10];
    /** Index of {@code file.<type>.<d>} by type 4..6 and file distance 0..4. */
    static final int[][] FILE = new int[8][5];
    static final int MOBILITY_HORSE;
    static final int MOBILITY_CHARIOT;
    static final int GENERAL_PRESSURE;
    static final int TEMPO;
    /** Full middlegame: both sides' chariots (2 each), cannons, horses and elephants (1 each). */
    static final int PHASE_MAX = 20;
    /** The untapered features the extractor reports, {@code janggi-v1}. */
    static final FeatureSet BASE;
    /** The engine's features, {@code janggi-v2}: {@link #BASE} tapered by the phase. */
    static final FeatureSet SET;

    static {
        FeatureSet.Builder b = FeatureSet.builder("janggi-v1");
        for (int t = JanggiPiece.GUARD; t <= JanggiPiece.SOLDIER; t++) {
            MATERIAL[t] = b.add("material." + TYPE_NAMES[t], "own " + TYPE_NAMES[t] + "s minus the opponent's");
        }
        for (int t = JanggiPiece.ELEPHANT; t <= JanggiPiece.SOLDIER; t++) {
            for (int r = 0; r < 10; r++) {
                RANK[t][r] = b.add("rank." + TYPE_NAMES[t] + "." + r, "own " + TYPE_NAMES[t] + "s on relative rank "
                        + r + " (0 = own back rank) minus the opponent's");
            }
        }
        for (int t = JanggiPiece.HORSE; t <= JanggiPiece.CANNON; t++) {
            for (int d = 0; d < 5; d++) {
                FILE[t][d] = b.add("file." + TYPE_NAMES[t] + "." + d, "own " + TYPE_NAMES[t] + "s " + d
                        + " files from the centre file minus the opponent's");
            }
        }
        MOBILITY_HORSE = b.add("mobility.horse", "points own horses can move to (leg free, not on an own piece)"
                + " minus the opponent's");
        MOBILITY_CHARIOT = b.add("mobility.chariot", "points own chariots can reach along files and ranks (palace"
                + " diagonals not counted) minus the opponent's");
        GENERAL_PRESSURE = b.add("general.pressure", "own horses, chariots, cannons and soldiers within two files and"
                + " three ranks of the enemy general, minus the opponent's near the own general");
        TEMPO = b.add("tempo", "always 1: the value of having the move");
        BASE = b.build();
        SET = Tapered.builder("janggi-v2", BASE, PHASE_MAX, "chariots 2, cannons, horses and elephants 1, both sides")
                .liftsFrom(BASE, Tapered::sameInBothPhases).build();
    }

    private JanggiFeatureSet() {
    }
}
