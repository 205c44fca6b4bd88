package org.ttakji.engines.banqi;

import static org.ttakji.engines.banqi.BanqiFeatureSet.ATTACKED;
import static org.ttakji.engines.banqi.BanqiFeatureSet.CHASE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.CANNON_REACH;
import static org.ttakji.engines.banqi.BanqiFeatureSet.CHASE_RANGE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.CORNER;
import static org.ttakji.engines.banqi.BanqiFeatureSet.DEFENDED;
import static org.ttakji.engines.banqi.BanqiFeatureSet.EDGE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.EXPOSED;
import static org.ttakji.engines.banqi.BanqiFeatureSet.GENERAL_VS_SOLDIERS;
import static org.ttakji.engines.banqi.BanqiFeatureSet.HANGING;
import static org.ttakji.engines.banqi.BanqiFeatureSet.HANGING_MORE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.HIDDEN;
import static org.ttakji.engines.banqi.BanqiFeatureSet.INVULNERABLE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.MATERIAL;
import static org.ttakji.engines.banqi.BanqiFeatureSet.MOBILITY;
import static org.ttakji.engines.banqi.BanqiFeatureSet.ODD_CHASE_BY_MOVER;
import static org.ttakji.engines.banqi.BanqiFeatureSet.ODD_CHASE_ON_MOVER;
import static org.ttakji.engines.banqi.BanqiFeatureSet.PHASE_MAX;
import static org.ttakji.engines.banqi.BanqiFeatureSet.PRESSURE_CLAMP;
import static org.ttakji.engines.banqi.BanqiFeatureSet.PRESSURE_LATE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.PRESSURE_LATE_FROM;
import static org.ttakji.engines.banqi.BanqiFeatureSet.PROGRESS_PRESSURE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.SAFE_MOBILITY;
import static org.ttakji.engines.banqi.BanqiFeatureSet.SET;
import static org.ttakji.engines.banqi.BanqiFeatureSet.TARGET;
import static org.ttakji.engines.banqi.BanqiFeatureSet.TEMPO;
import static org.ttakji.engines.banqi.BanqiFeatureSet.TRAPPED;
import static org.ttakji.engines.banqi.BanqiFeatureSet.TRAPPED_CHASED;
import static org.ttakji.engines.banqi.BanqiPieces.CANNON;
import static org.ttakji.engines.banqi.BanqiPieces.FACE_DOWN;
import static org.ttakji.engines.banqi.BanqiPieces.GENERAL;
import static org.ttakji.engines.banqi.BanqiPieces.SOLDIER;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureSink;
import org.ttakji.engines.eval.Tapered;
import org.ttakji.engines.eval.Weights;

/**
 * Banqi evaluation features ({@link BanqiFeatureSet}, {@code banqi-v4}, tapered by the pieces left): revealed
 * material and the face-down material of each colour per piece type, the general/soldier interaction, pieces no enemy
 * can ever take, mobility, closeness to capturable enemies (and chasers at an odd distance), the side to move's
 * attacked, hanging and targeted pieces (and a second hanging one), pieces next to face-down squares, on edges and
 * corners, defended by a neighbour, cannon reach, trapped and run-down pieces, the lead against the no-progress
 * counter, tempo.
 *
 * <p>No cheating by construction: the extractor reads the position only through the public read API
 * ({@link BanqiState#pieceAt}, which shows a face-down square as {@link BanqiPieces#FACE_DOWN} even on a true
 * position, and the public bag {@link BanqiState#hiddenCount}), so a true position and its player's view, or
 * two true positions with the same observation, always get the same features. Bit sets and scratch arrays
 * only: no allocation per call. Not thread-safe (one per thread, from {@code Variants.featureExtractor}).
 *
 * <p>Approximation in {@code threat.hanging}: whether a piece could be taken back is judged on the current
 * board, ignoring that the capturing piece leaves its square (which may remove a screen of an own cannon).
 *
 * <p>Speed: the search calls this at every leaf, so the board is handled as 32-bit sets (bit = square): the
 * squares next to a set are its four shifts, so mobility, the squares where a piece could be taken, attacks and
 * the distance rings of {@code chase} are a few shifts, ANDs and bit counts per piece type rather than loops over
 * pieces and squares. Only cannon jumps (at most two cannons a colour) and the attacked pieces of the side to move
 * are handled one by one.
 */
public final class BanqiFeatures implements FeatureExtractor {
    private static final int[] NEIGHBOURS = BanqiSquares.neighbourBits();
    private static final int[] RAYS = BanqiSquares.rays();
    /** Squares of file a and of file h (bit = square, a1 = bit 0). */
    private static final int FILE_A = 0x01010101;
    private static final int FILE_H = 0x80808080;
    /** The four corners: a1, h1, a4, h4. */
    private static final int CORNERS = 1 | 1 << 7 | 1 << 24 | 1 << 31;
    /** The board's rim, corners excluded. */
    private static final int EDGES = (0xFF | 0xFF000000 | FILE_A | FILE_H) & ~CORNERS;
    /** Every piece type's bit: what a cannon may take by jumping. */
    private static final int ALL_TYPES = 0xFE;
    /** Per victim type 1..7, the attacker types that may step onto it ({@code 1 << type} bits). */
    private static final int[] STEP_CAPTURERS = new int[8];

    static {
        for (int victim = GENERAL; victim <= SOLDIER; victim++) {
            for (int attacker = GENERAL; attacker <= SOLDIER; attacker++) {
                if (BanqiPieces.canStepCapture(attacker, victim)) {
                    STEP_CAPTURERS[victim] |= 1 << attacker;
                }
            }
        }
    }

    private final Tapered.Sink tapered = new Tapered.Sink(PHASE_MAX);
    private final int[] cells = new int[BanqiSquares.COUNT];
    /** Remaining pieces (face up or face down) per code 0..15. */
    private final int[] remaining = new int[BanqiPieces.CODES];
    /** Face-down pieces per code 0..15 (the public bag). */
    private final int[] hidden = new int[BanqiPieces.CODES];
    /** Squares of the revealed pieces per code 0..15. */
    private final int[] codeBits = new int[BanqiPieces.CODES];
    /** Squares next to the revealed pieces of each code 0..15. */
    private final int[] near = new int[BanqiPieces.CODES];
    /** Index {@code colour * 8 + type}: squares where a piece of that type could be taken by the colour stepping. */
    private final int[] stepReach = new int[BanqiPieces.CODES];
    /** Per colour, the empty squares its cannons could jump onto. */
    private final int[] jumpLanding = new int[2];
    /** Per colour, the revealed enemy pieces its cannons could jump onto. */
    private final int[] jumpTargets = new int[2];
    /** Squares of revealed pieces per colour. */
    private final int[] colourBits = new int[2];
    /** Per colour, from {@link #escapes}: revealed pieces with no safe step. */
    private final int[] trapped = new int[2];
    /** Per colour, from {@link #escapes}: those of {@link #trapped} within two steps of an enemy that may take them. */
    private final int[] trappedChased = new int[2];
    /** Per colour, from {@link #chase}: chasers whose nearest prey is 3 or 5 squares away. */
    private final int[] oddChasers = new int[2];
    private int empty;

    @Override
    public Variant variant() {
        return Variant.BANQI;
    }

    @Override
    public FeatureSet featureSet() {
        return SET;
    }

    /**
     * @param position a {@link BanqiState}: the player's view (what the search passes), or a true position,
     *                 read through its public API only
     * @throws ClassCastException if the position is not a Banqi position
     */
    @Override
    public void extract(Position position, FeatureSink target) {
        BanqiState p = (BanqiState) position;
        int own = p.colourOf(p.sideToMove());
        if (own == BanqiPieces.NO_COLOUR) {
            // before the first reveal: all 32 face down, no colour owned, symmetric
            tapered.to(target, PHASE_MAX).add(TEMPO, 1);
            return;
        }
        int enemy = own ^ 1;
        read(p);
        FeatureSink sink = tapered.to(target, Integer.bitCount(~empty));
        sink.add(TEMPO, 1);
        material(p.noProgressPlies(), own, sink);
        reach(BanqiPieces.RED);
        reach(BanqiPieces.BLACK);
        sink.add(MOBILITY, mobility(own) - mobility(enemy));
        sink.add(SAFE_MOBILITY, escapes(own) - escapes(enemy));
        sink.add(TRAPPED, trapped[own] - trapped[enemy]);
        sink.add(TRAPPED_CHASED, trappedChased[own] - trappedChased[enemy]);
        sink.add(CHASE, chase(own) - chase(enemy));
        sink.add(ODD_CHASE_BY_MOVER, oddChasers[own]);
        sink.add(ODD_CHASE_ON_MOVER, oddChasers[enemy]);
        threatsAgainst(own, sink);
        targets(own, sink);
        placement(own, sink);
    }

    /** exposed.*, square.edge, square.corner, defended and cannon.reach (needs {@link #reach} of both colours). */
    private void placement(int own, FeatureSink sink) {
        int enemy = own ^ 1;
        int nextToFaceDown = neighbours(~empty & ~colourBits[0] & ~colourBits[1]);
        for (int t = GENERAL; t <= SOLDIER; t++) {
            int exposed = Integer.bitCount(codeBits[own * 8 + t] & nextToFaceDown)
                    - Integer.bitCount(codeBits[enemy * 8 + t] & nextToFaceDown);
            if (exposed != 0) {
                sink.add(EXPOSED[t], exposed);
            }
        }
        sink.add(EDGE, Integer.bitCount(colourBits[own] & EDGES) - Integer.bitCount(colourBits[enemy] & EDGES));
        sink.add(CORNER, Integer.bitCount(colourBits[own] & CORNERS) - Integer.bitCount(colourBits[enemy] & CORNERS));
        sink.add(DEFENDED, defended(own) - defended(enemy));
        sink.add(CANNON_REACH, Integer.bitCount(jumpLanding[own]) - Integer.bitCount(jumpLanding[enemy]));
    }

    /** The colour's revealed pieces next to another of its revealed pieces that captures by stepping (not a cannon). */
    private int defended(int colour) {
        int guarded = 0;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            if (t != CANNON) {
                guarded |= near[colour * 8 + t];
            }
        }
        return Integer.bitCount(colourBits[colour] & guarded);
    }

    /** The squares next to a set of squares. */
    private static int neighbours(int squares) {
        return squares << 8 | squares >>> 8 | (squares & ~FILE_H) << 1 | (squares & ~FILE_A) >>> 1;
    }

    /** Steps from a set of squares into a set of targets, one per piece and direction. */
    private static int steps(int from, int targets) {
        return Integer.bitCount(from << 8 & targets) + Integer.bitCount(from >>> 8 & targets)
                + Integer.bitCount((from & ~FILE_H) << 1 & targets) + Integer.bitCount((from & ~FILE_A) >>> 1 & targets);
    }

    /** Copies the public cells and builds the bit sets, bag and remaining counts. */
    private void read(BanqiState p) {
        for (int code = 0; code < BanqiPieces.CODES; code++) {
            int n = BanqiPieces.isRevealed(code) ? p.hiddenCount(code) : 0;
            hidden[code] = n;
            remaining[code] = n;
            codeBits[code] = 0;
        }
        int occupied = 0;
        for (int sq = 0; sq < BanqiSquares.COUNT; sq++) {
            int cell = p.pieceAt(sq);
            cells[sq] = cell;
            if (cell != BanqiPieces.EMPTY) {
                occupied |= 1 << sq;
                if (cell != FACE_DOWN) {
                    remaining[cell]++;
                    codeBits[cell] |= 1 << sq;
                }
            }
        }
        empty = ~occupied;
        for (int colour = 0; colour < 2; colour++) {
            int squares = 0;
            for (int t = GENERAL; t <= SOLDIER; t++) {
                squares |= codeBits[colour * 8 + t];
            }
            colourBits[colour] = squares;
        }
    }

    /** material.*, hidden.*, general.vsSoldiers, invulnerable, progress.pressure and progress.pressure.late. */
    private void material(int noProgressPlies, int own, FeatureSink sink) {
        int ownBase = own * 8;
        int enemyBase = (own ^ 1) * 8;
        int invulnerable = 0;
        int enemyReach = victimTypes(enemyBase);
        int ownReach = victimTypes(ownBase);
        int lead = 0;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            int hiddenOwn = hidden[ownBase + t];
            int hiddenEnemy = hidden[enemyBase + t];
            int material = (remaining[ownBase + t] - hiddenOwn) - (remaining[enemyBase + t] - hiddenEnemy);
            if (material != 0) {
                sink.add(MATERIAL[t], material);
            }
            if (hiddenOwn != hiddenEnemy) {
                sink.add(HIDDEN[t], hiddenOwn - hiddenEnemy);
            }
            if ((enemyReach >> t & 1) == 0) {
                invulnerable += remaining[ownBase + t];
            }
            if ((ownReach >> t & 1) == 0) {
                invulnerable -= remaining[enemyBase + t];
            }
            lead += remaining[ownBase + t] - remaining[enemyBase + t];
        }
        int generalVsSoldiers = (remaining[ownBase + GENERAL] > 0 ? remaining[enemyBase + SOLDIER] : 0)
                - (remaining[enemyBase + GENERAL] > 0 ? remaining[ownBase + SOLDIER] : 0);
        if (generalVsSoldiers != 0) {
            sink.add(GENERAL_VS_SOLDIERS, generalVsSoldiers);
        }
        if (invulnerable != 0) {
            sink.add(INVULNERABLE, invulnerable);
        }
        int clampedLead = Math.max(-PRESSURE_CLAMP, Math.min(PRESSURE_CLAMP, lead));
        if (noProgressPlies != 0 && clampedLead != 0) {
            sink.add(PROGRESS_PRESSURE, noProgressPlies * clampedLead);
            sink.add(PRESSURE_LATE, Math.max(0, noProgressPlies - PRESSURE_LATE_FROM) * clampedLead);
        }
    }

    /**
     * The victim types the remaining pieces of the colour whose codes start at {@code base} could ever capture
     * ({@code 1 << type} bits): every type while a cannon remains, else the union of the step victims.
     */
    private int victimTypes(int base) {
        if (remaining[base + CANNON] > 0) {
            return ALL_TYPES;
        }
        int victims = 0;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            if (remaining[base + t] > 0) {
                victims |= BanqiPieces.stepVictims(t);
            }
        }
        return victims;
    }

    /** Fills near, stepReach, jumpLanding and jumpTargets for one colour. */
    private void reach(int colour) {
        int base = colour * 8;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            near[base + t] = neighbours(codeBits[base + t]);
        }
        for (int victim = GENERAL; victim <= SOLDIER; victim++) {
            int squares = 0;
            for (int a = STEP_CAPTURERS[victim]; a != 0; a &= a - 1) {
                squares |= near[base + Integer.numberOfTrailingZeros(a)];
            }
            stepReach[base + victim] = squares;
        }
        int landing = 0;
        int targets = 0;
        int enemies = colourBits[colour ^ 1];
        for (int b = codeBits[base + CANNON]; b != 0; b &= b - 1) {
            int sq = Integer.numberOfTrailingZeros(b);
            for (int d = 0; d < 4; d++) {
                int i = (sq * 4 + d) * 8;
                int to;
                while ((to = RAYS[i]) >= 0 && cells[to] == BanqiPieces.EMPTY) {
                    i++;
                }
                if (to < 0) {
                    continue; // no screen
                }
                i++;
                while ((to = RAYS[i]) >= 0 && cells[to] == BanqiPieces.EMPTY) {
                    landing |= 1 << to;
                    i++;
                }
                if (to >= 0) {
                    targets |= 1 << to & enemies;
                }
            }
        }
        jumpLanding[colour] = landing;
        jumpTargets[colour] = targets;
    }

    /** Steps of the colour's revealed pieces onto empty squares. */
    private int mobility(int colour) {
        return steps(colourBits[colour], empty);
    }

    /**
     * Steps of the colour's revealed pieces onto empty squares where no enemy piece could take them (returned);
     * fills {@link #trapped} (pieces with no such step) and {@link #trappedChased} (those of them within two steps
     * of an enemy that may capture them by stepping).
     */
    private int escapes(int colour) {
        int enemyBase = (colour ^ 1) * 8;
        int safeForAll = empty & ~jumpLanding[colour ^ 1];
        int total = 0;
        int stuck = 0;
        int chased = 0;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            int pieces = codeBits[colour * 8 + t];
            if (pieces != 0) {
                int capturedNextTo = stepReach[enemyBase + t];
                int safe = safeForAll & ~capturedNextTo;
                total += steps(pieces, safe);
                int noEscape = pieces & ~neighbours(safe);
                stuck += Integer.bitCount(noEscape);
                chased += Integer.bitCount(noEscape & (capturedNextTo | neighbours(capturedNextTo)));
            }
        }
        trapped[colour] = stuck;
        trappedChased[colour] = chased;
        return total;
    }

    /**
     * Sum over the colour's revealed pieces that capture by stepping of CHASE_RANGE minus the distance to the
     * nearest enemy they may capture (0 from CHASE_RANGE on): for d = 1..CHASE_RANGE-1, the pieces within d of
     * their prey, the prey's squares grown by one square per d. Fills {@link #oddChasers}: the pieces first
     * reached at d = 3 or 5.
     */
    private int chase(int colour) {
        int enemyBase = (colour ^ 1) * 8;
        int total = 0;
        int odd = 0;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            int pieces = codeBits[colour * 8 + t];
            if (pieces == 0) {
                continue;
            }
            int prey = 0;
            for (int v = BanqiPieces.stepVictims(t); v != 0; v &= v - 1) {
                prey |= codeBits[enemyBase + Integer.numberOfTrailingZeros(v)];
            }
            int reached = 0;
            for (int d = 1; d < CHASE_RANGE && prey != 0; d++) {
                prey |= neighbours(prey);
                int within = pieces & prey;
                total += Integer.bitCount(within);
                if ((d & 1) == 1 && d > 1) {
                    odd += Integer.bitCount(within & ~reached);
                }
                reached = within;
            }
        }
        oddChasers[colour] = odd;
        return total;
    }

    /** threat.attacked.*, threat.hanging.* and threat.hanging.more: the side to move's pieces the enemy attacks. */
    private void threatsAgainst(int own, FeatureSink sink) {
        int enemyBase = (own ^ 1) * 8;
        int cannonShots = jumpTargets[own ^ 1];
        int allHanging = 0;
        for (int v = GENERAL; v <= SOLDIER; v++) {
            int attacked = codeBits[own * 8 + v] & (stepReach[enemyBase + v] | cannonShots);
            if (attacked == 0) {
                continue;
            }
            sink.add(ATTACKED[v], Integer.bitCount(attacked));
            int hanging = 0;
            for (int b = attacked; b != 0; b &= b - 1) {
                int sq = Integer.numberOfTrailingZeros(b);
                int bit = 1 << sq;
                int attackers = (cannonShots & bit) != 0 ? 1 << CANNON : 0;
                for (int a = STEP_CAPTURERS[v]; a != 0; a &= a - 1) {
                    int type = Integer.numberOfTrailingZeros(a);
                    if ((near[enemyBase + type] & bit) != 0) {
                        attackers |= 1 << type;
                    }
                }
                if ((attackers & ~recaptureTypes(sq, own)) != 0) {
                    hanging++;
                }
            }
            if (hanging != 0) {
                sink.add(HANGING[v], hanging);
                allHanging += hanging;
            }
        }
        if (allHanging > 1) {
            sink.add(HANGING_MORE, allHanging - 1);
        }
    }

    /** threat.target.*: the enemy pieces the side to move attacks. */
    private void targets(int own, FeatureSink sink) {
        int enemyBase = (own ^ 1) * 8;
        for (int v = GENERAL; v <= SOLDIER; v++) {
            int targets = codeBits[enemyBase + v] & (stepReach[own * 8 + v] | jumpTargets[own]);
            if (targets != 0) {
                sink.add(TARGET[v], Integer.bitCount(targets));
            }
        }
    }

    /** The attacker types that {@code colour}'s other pieces could capture back on {@code sq} (1 << type bits). */
    private int recaptureTypes(int sq, int colour) {
        int types = 0;
        for (int n = NEIGHBOURS[sq] & colourBits[colour]; n != 0; n &= n - 1) {
            types |= BanqiPieces.stepVictims(cells[Integer.numberOfTrailingZeros(n)] & 7);
        }
        int cannon = BanqiPieces.code(colour, CANNON);
        for (int d = 0; d < 4 && types != ALL_TYPES; d++) {
            int i = (sq * 4 + d) * 8;
            int to;
            while ((to = RAYS[i]) >= 0 && cells[to] == BanqiPieces.EMPTY) {
                i++;
            }
            if (to < 0) {
                continue;
            }
            i++;
            while ((to = RAYS[i]) >= 0 && cells[to] == BanqiPieces.EMPTY) {
                i++;
            }
            if (to >= 0 && cells[to] == cannon) {
                types = ALL_TYPES; // an own cannon jumps onto sq over exactly one screen
            }
        }
        return types;
    }

    /** Move-ordering values by piece code (both colours): the revealed-material weights' mean over both phases. */
    @Override
    public int[] pieceValues(Weights weights) {
        int[] values = new int[32];
        for (int t = GENERAL; t <= SOLDIER; t++) {
            double mean = (weights.weight(Tapered.mg(MATERIAL[t])) + weights.weight(Tapered.eg(MATERIAL[t]))) / 2;
            int v = (int) Math.max(0, Math.min(100_000, Math.round(mean)));
            values[BanqiPieces.code(BanqiPieces.RED, t)] = v;
            values[BanqiPieces.code(BanqiPieces.BLACK, t)] = v;
        }
        return values;
    }
}
