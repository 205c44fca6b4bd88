package org.ttakji.engines.banqi;

import org.ttakji.engines.eval.FeatureSet;

/**
 * The evaluation features of Banqi ({@code banqi-v1}) and their indexes. Every feature is computed from the
 * public read API ({@link BanqiState}) only, so it is the same for every true position with the same
 * observation. "Own" is the colour of the player to move, "enemy" the other colour; before the first
 * reveal (player 1's colour {@code -}) no colour belongs to anyone and only {@code tempo} is non-zero.
 */
final class BanqiFeatureSet {
    static final String[] TYPE_NAMES = {"", "general", "advisor", "elephant", "chariot", "horse", "cannon", "soldier"};

    /** Index of {@code material.<type>} by piece type 1..7. */
    static final int[] MATERIAL = new int[8];
    /** Index of {@code hidden.<type>} by piece type 1..7. */
    static final int[] HIDDEN = new int[8];
    static final int TEMPO;
    static final FeatureSet SET;

    static {
        FeatureSet.Builder b = FeatureSet.builder("banqi-v1");
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            MATERIAL[t] = b.add("material." + TYPE_NAMES[t], "own revealed " + TYPE_NAMES[t] + "s on the board minus"
                    + " the enemy's");
        }
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            HIDDEN[t] = b.add("hidden." + TYPE_NAMES[t], "own " + TYPE_NAMES[t] + "s still face down (the public bag)"
                    + " minus the enemy's");
        }
        TEMPO = b.add("tempo", "always 1: the value of having the move");
        SET = b.build();
    }

    private BanqiFeatureSet() {
    }
}
