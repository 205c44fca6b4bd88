package org.ttakji.engines.shogi;

import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Tapered;

/**
 * The evaluation features of shogi and their indexes. Every feature is (side to move's value − opponent's value).
 * Ranks are relative to the owner: rank 1 = its own back rank, 7..9 = the enemy camp (its promotion zone). "Near
 * the king" = within two squares in both file and rank.
 *
 * <p>The extractor reports the features of {@link #BASE} ({@code shogi-v1}, the set of the first weights files); the
 * engine's set {@link #SET} ({@code shogi-v2}) holds each of them {@linkplain Tapered tapered} by the phase. Captured
 * pieces return to play from the hand, so material gives shogi no phase; the game's progress does: the phase is
 * {@link #PHASE_MAX} minus the pieces other than pawns in both hands and the pieces other than kings in their
 * owner's enemy camp (0 when that reaches {@link #PHASE_MAX}). A v1 file lifts into it with each weight in both
 * phases.
 */
final class ShogiFeatureSet {
    /** Names by type 1..14 (index 8 = king). */
    static final String[] TYPE_NAMES = {"", "pawn", "lance", "knight", "silver", "bishop", "rook", "gold", "king",
        "tokin", "proLance", "proKnight", "proSilver", "horse", "dragon"};
    /** Types with a rank table: the unpromoted pieces and the king; promoted minors share one table. */
    static final int PROMOTED_MINOR_TABLE = 9;

    /** Index of {@code material.<type>} by type 1..14 (king unused). */
    static final int[] MATERIAL = new int[15];
    /** Index of {@code hand.<type>} by hand type 1..7. */
    static final int[] HAND = new int[8];
    /** Index of {@code rank.<table>.<r>}: [table 1..9][relative rank 1..9]; table 9 = promoted minors. */
    static final int[][] RANK = new int[10][10];
    /** Index of {@code king.file<d>} by the king's distance 0..4 from the centre file (file 5). */
    static final int[] KING_FILE = new int[5];
    static final int KING_GUARDS;
    static final int KING_PRESSURE;
    static final int KING_ADJACENT_ATTACKS;
    static final int MOBILITY_LANCE;
    static final int MOBILITY_BISHOP;
    static final int MOBILITY_ROOK;
    static final int TEMPO;
    /** The opening's phase: no piece in hand, none in an enemy camp. */
    static final int PHASE_MAX = 12;
    /** The untapered features the extractor reports, {@code shogi-v1}. */
    static final FeatureSet BASE;
    /** The engine's features, {@code shogi-v2}: {@link #BASE} tapered by the phase. */
    static final FeatureSet SET;

    static {
        FeatureSet.Builder b = FeatureSet.builder("shogi-v1");
        for (int t = 1; t <= 14; t++) {
            if (t != ShogiPiece.KING) {
                MATERIAL[t] = b.add("material." + TYPE_NAMES[t], "own " + TYPE_NAMES[t] + "s on the board minus the opponent's");
            }
        }
        for (int t = 1; t <= 7; t++) {
            HAND[t] = b.add("hand." + TYPE_NAMES[t], "own " + TYPE_NAMES[t] + "s in hand minus the opponent's");
        }
        for (int table = 1; table <= 9; table++) {
            String name = table == PROMOTED_MINOR_TABLE ? "promoted" : TYPE_NAMES[table];
            String what = table == PROMOTED_MINOR_TABLE ? "tokins and promoted lances, knights and silvers" : name + "s";
            for (int r = 1; r <= 9; r++) {
                RANK[table][r] = b.add("rank." + name + "." + r, "own " + what + " on relative rank " + r
                        + " (1 = own back rank) minus the opponent's");
            }
        }
        for (int d = 0; d <= 4; d++) {
            KING_FILE[d] = b.add("king.file" + d, "1 if the own king is " + d + " files from the centre file, minus the"
                    + " same for the opponent");
        }
        KING_GUARDS = b.add("king.guards", "own golds, silvers and promoted minors near the own king, minus the opponent's");
        KING_PRESSURE = b.add("king.pressure", "own pieces other than pawns and the king near the enemy king, minus the"
                + " opponent's near the own king");
        KING_ADJACENT_ATTACKS = b.add("king.adjacentAttacks", "squares next to the enemy king attacked by own pieces,"
                + " minus the squares next to the own king attacked by the opponent");
        MOBILITY_LANCE = b.add("mobility.lance", "squares own lances can move to, minus the opponent's");
        MOBILITY_BISHOP = b.add("mobility.bishop", "squares own bishops and horses can slide to, minus the opponent's");
        MOBILITY_ROOK = b.add("mobility.rook", "squares own rooks and dragons can slide to, minus the opponent's");
        TEMPO = b.add("tempo", "always 1: the value of having the move");
        BASE = b.build();
        SET = Tapered.builder("shogi-v2", BASE, PHASE_MAX, "12 minus the non-pawn pieces in hand and the pieces in"
                + " the enemy camp, both sides").liftsFrom(BASE, Tapered::sameInBothPhases).build();
    }

    private ShogiFeatureSet() {
    }

    /** The rank table of a type 1..14: the type itself for 1..8, the shared table for promoted minors, else -1. */
    static int rankTable(int type) {
        if (type <= ShogiPiece.KING) {
            return type;
        }
        return type <= ShogiPiece.PRO_SILVER ? PROMOTED_MINOR_TABLE : -1;
    }
}
