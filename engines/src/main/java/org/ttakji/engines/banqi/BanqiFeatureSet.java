package org.ttakji.engines.banqi;

import java.util.Map;
import java.util.function.UnaryOperator;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Tapered;

/**
 * The evaluation features of Banqi and their indexes: the extractor reports those of {@link #BASE}; the engine's set
 * {@link #SET} ({@code banqi-v4}) holds each of them {@linkplain Tapered tapered} by the phase, the pieces still on
 * the board (face up or down), 0..32. The first weights files, {@link #V1} ({@code banqi-v1}, the first features of
 * the base untapered), lift into it with each weight in both phases, {@link #V2} ({@code banqi-v2}, v1 tapered) and
 * {@link #V3} ({@code banqi-v3}) as they are; each gives the features added after it weight 0 (v3: exposure to
 * face-down squares, edges and corners, defended pieces, cannon reach, a second hanging piece; v4, for converting
 * a lead before the no-progress draw: the lead's late decay, trapped and run-down pieces, chasers at an odd
 * distance). Every feature is computed from the
 * public read API ({@link BanqiState}) only, so it is the same for every true position with the same
 * observation. "Own" is the colour of the player to move, "enemy" the other colour. Before the first reveal
 * (player 1's colour {@code -}) no colour belongs to anyone yet, every piece is face down and the position is
 * symmetric, so only {@code tempo} is non-zero.
 *
 * <p>Most features are (own − enemy). The threat features are the side to move's alone, as {@code tempo}:
 * whoever moves next can take what it attacks and must save what is attacked, so the two sides' threats are
 * not worth the same and get separate weights.
 *
 * <p>"Attacks" follow docs/rules/banqi.md: a revealed piece attacks an orthogonally adjacent revealed enemy it may
 * capture by stepping ({@link BanqiPieces#canStepCapture}); a cannon attacks the first piece beyond exactly one
 * screen (face up or down) along its rank or file when that piece is a revealed enemy. A "remaining" piece is
 * one on the board, face up or face down (not captured).
 */
final class BanqiFeatureSet {
    static final String[] TYPE_NAMES = {"", "general", "advisor", "elephant", "chariot", "horse", "cannon", "soldier"};

    /** Index of {@code material.<type>} by piece type 1..7. */
    static final int[] MATERIAL = new int[8];
    /** Index of {@code hidden.<type>} by piece type 1..7. */
    static final int[] HIDDEN = new int[8];
    static final int GENERAL_VS_SOLDIERS;
    static final int INVULNERABLE;
    static final int MOBILITY;
    static final int SAFE_MOBILITY;
    static final int CHASE;
    static final int PROGRESS_PRESSURE;
    /** Index of {@code threat.attacked.<type>} by piece type 1..7. */
    static final int[] ATTACKED = new int[8];
    /** Index of {@code threat.hanging.<type>} by piece type 1..7. */
    static final int[] HANGING = new int[8];
    /** Index of {@code threat.target.<type>} by piece type 1..7. */
    static final int[] TARGET = new int[8];
    static final int TEMPO;
    /** Index of {@code exposed.<type>} by piece type 1..7. */
    static final int[] EXPOSED = new int[8];
    static final int EDGE;
    static final int CORNER;
    static final int DEFENDED;
    static final int CANNON_REACH;
    static final int HANGING_MORE;
    static final int PRESSURE_LATE;
    static final int TRAPPED;
    static final int TRAPPED_CHASED;
    static final int ODD_CHASE_BY_MOVER;
    static final int ODD_CHASE_ON_MOVER;
    /** The phase of the opening position: all 32 pieces on the board. */
    static final int PHASE_MAX = 32;
    /** The untapered features the extractor reports. */
    static final FeatureSet BASE;
    /** The features of the first weights files, {@code banqi-v1}: the first of {@link #BASE}, untapered. */
    static final FeatureSet V1;
    /** The features of v0002-v0003, {@code banqi-v2}: {@link #V1} tapered (names only: lifted into {@link #SET}). */
    static final FeatureSet V2;
    /** The features of {@code banqi-v3} files (names only: lifted into {@link #SET}). */
    static final FeatureSet V3;
    /** The engine's features, {@code banqi-v4}: {@link #BASE} tapered by the phase. */
    static final FeatureSet SET;

    /** The largest distance {@code chase} counts: squares farther than this add nothing. */
    static final int CHASE_RANGE = 6;
    /** The largest piece-count difference {@code progress.pressure} counts. */
    static final int PRESSURE_CLAMP = 4;
    /** The no-progress plies after which {@code progress.pressure.late} counts (half the rule's 20). */
    static final int PRESSURE_LATE_FROM = 10;

    static {
        FeatureSet.Builder b = FeatureSet.builder("banqi-base");
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            MATERIAL[t] = b.add("material." + TYPE_NAMES[t], "own revealed " + TYPE_NAMES[t] + "s on the board minus"
                    + " the enemy's");
        }
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            HIDDEN[t] = b.add("hidden." + TYPE_NAMES[t], "own " + TYPE_NAMES[t] + "s still face down (counted from the"
                    + " public bag, never located) minus the enemy's; the weight is the expected worth of such a piece");
        }
        GENERAL_VS_SOLDIERS = b.add("general.vsSoldiers", "enemy soldiers remaining if the own general remains, minus"
                + " own soldiers remaining if the enemy general remains (only soldiers take a general by stepping)");
        INVULNERABLE = b.add("invulnerable", "own remaining pieces that no remaining enemy piece could ever capture (no"
                + " enemy cannon and no enemy type that steps onto them), minus the enemy's");
        MOBILITY = b.add("mobility", "steps of own revealed pieces onto empty neighbouring squares, minus the enemy's");
        SAFE_MOBILITY = b.add("mobility.safe", "steps of own revealed pieces onto empty neighbouring squares where no"
                + " enemy piece could capture them (by stepping, or by a cannon jump over exactly one screen), minus the"
                + " enemy's");
        CHASE = b.add("chase", "per own revealed non-cannon piece, " + CHASE_RANGE + " minus the distance (files + ranks,"
                + " at most " + CHASE_RANGE + ") to the nearest revealed enemy it may capture, summed, minus the enemy's");
        PROGRESS_PRESSURE = b.add("progress.pressure", "plies since the last reveal or capture (20 draws) times the own"
                + " remaining pieces minus the enemy's, that difference clamped to -" + PRESSURE_CLAMP + ".." + PRESSURE_CLAMP
                + ": the side ahead needs a reveal or a capture before the no-progress draw, the side behind does not");
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            ATTACKED[t] = b.add("threat.attacked." + TYPE_NAMES[t], "own revealed " + TYPE_NAMES[t] + "s that an enemy"
                    + " piece attacks (side to move's pieces only)");
        }
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            HANGING[t] = b.add("threat.hanging." + TYPE_NAMES[t], "own revealed " + TYPE_NAMES[t] + "s attacked by an"
                    + " enemy piece that no other own piece could capture back on that square (side to move's only)");
        }
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            TARGET[t] = b.add("threat.target." + TYPE_NAMES[t], "enemy revealed " + TYPE_NAMES[t] + "s that an own"
                    + " piece attacks, i.e. the side to move could take now");
        }
        TEMPO = b.add("tempo", "always 1: the value of having the move");
        int v1Size = b.size();
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            EXPOSED[t] = b.add("exposed." + TYPE_NAMES[t], "own revealed " + TYPE_NAMES[t] + "s next to a face-down"
                    + " square (a reveal there may put an enemy beside them), minus the enemy's");
        }
        EDGE = b.add("square.edge", "own revealed pieces on the board's edge, corners not counted, minus the"
                + " enemy's");
        CORNER = b.add("square.corner", "own revealed pieces on a corner, minus the enemy's");
        DEFENDED = b.add("defended", "own revealed pieces next to another own revealed piece that captures by"
                + " stepping (any type but the cannon), minus the enemy's");
        CANNON_REACH = b.add("cannon.reach", "empty squares own cannons could jump onto over exactly one screen,"
                + " minus the enemy's");
        HANGING_MORE = b.add("threat.hanging.more", "the side to move's hanging pieces beyond the first (one move"
                + " saves one of them)");
        int v3Size = b.size();
        PRESSURE_LATE = b.add("progress.pressure.late", "plies since the last reveal or capture beyond "
                + PRESSURE_LATE_FROM + ", times the piece lead as progress.pressure counts it: the lead's worth may"
                + " fall faster as the no-progress draw nears");
        TRAPPED = b.add("escape.trapped", "own revealed pieces with no safe step (no empty neighbouring square where"
                + " no enemy piece could capture them), minus the enemy's");
        TRAPPED_CHASED = b.add("escape.trapped.chased", "own revealed pieces with no safe step that an enemy piece"
                + " able to capture them by stepping is within two steps of, minus the enemy's: prey being run down");
        ODD_CHASE_BY_MOVER = b.add("chase.odd.byMover", "the side to move's revealed non-cannon pieces whose nearest"
                + " enemy they may capture is 3 or 5 squares away (files + ranks): the parity decides the chase, as"
                + " each step changes the distance by one: from an even distance the chaser steps next to its prey"
                + " with the prey to move, which must run or be taken, from an odd one never");
        ODD_CHASE_ON_MOVER = b.add("chase.odd.onMover", "the same count for the enemy's pieces (the side not to"
                + " move)");
        BASE = b.build();
        String phaseMeaning = "the pieces on the board, face up or down";
        V1 = BASE.prefix("banqi-v1", v1Size);
        V2 = Tapered.builder("banqi-v2", V1, PHASE_MAX, phaseMeaning).build();
        V3 = Tapered.builder("banqi-v3", BASE.prefix("banqi-v3-base", v3Size), PHASE_MAX, phaseMeaning).build();
        UnaryOperator<Map<String, Double>> withAdded = Tapered.addedFeaturesAtZero(BASE);
        SET = Tapered.builder("banqi-v4", BASE, PHASE_MAX, phaseMeaning)
                .liftsFrom(V1, v1 -> withAdded.apply(Tapered.sameInBothPhases(v1)))
                .liftsFrom(V2, withAdded)
                .liftsFrom(V3, withAdded)
                .build();
    }

    private BanqiFeatureSet() {
    }
}
