package org.ttakji.engines.banqi;

import static org.ttakji.engines.banqi.BanqiFeatureSet.ATTACKED;
import static org.ttakji.engines.banqi.BanqiFeatureSet.CHASE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.CHASE_RANGE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.GENERAL_VS_SOLDIERS;
import static org.ttakji.engines.banqi.BanqiFeatureSet.HANGING;
import static org.ttakji.engines.banqi.BanqiFeatureSet.HIDDEN;
import static org.ttakji.engines.banqi.BanqiFeatureSet.INVULNERABLE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.MATERIAL;
import static org.ttakji.engines.banqi.BanqiFeatureSet.MOBILITY;
import static org.ttakji.engines.banqi.BanqiFeatureSet.PRESSURE_CLAMP;
import static org.ttakji.engines.banqi.BanqiFeatureSet.PROGRESS_PRESSURE;
import static org.ttakji.engines.banqi.BanqiFeatureSet.SAFE_MOBILITY;
import static org.ttakji.engines.banqi.BanqiFeatureSet.SET;
import static org.ttakji.engines.banqi.BanqiFeatureSet.TARGET;
import static org.ttakji.engines.banqi.BanqiFeatureSet.TEMPO;
import static org.ttakji.engines.banqi.BanqiPieces.CANNON;
import static org.ttakji.engines.banqi.BanqiPieces.FACE_DOWN;
import static org.ttakji.engines.banqi.BanqiPieces.GENERAL;
import static org.ttakji.engines.banqi.BanqiPieces.SOLDIER;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureSink;
import org.ttakji.engines.eval.Weights;

/**
 * Banqi evaluation features ({@link BanqiFeatureSet}, {@code banqi-v1}): revealed material and the face-down
 * material of each colour per piece type, the general/soldier interaction, pieces no enemy can ever take,
 * mobility, closeness to capturable enemies, the side to move's attacked, hanging and targeted pieces, tempo.
 *
 * <p>No cheating by construction: the extractor reads the position only through the public read API
 * ({@link BanqiState#pieceAt}, which shows a face-down square as {@link BanqiPieces#FACE_DOWN} even on a true
 * position, and the public bag {@link BanqiState#hiddenCount}), so a true position and its player's view, or
 * two true positions with the same observation, always get the same features. Bit sets and scratch arrays
 * only: no allocation per call. Not thread-safe (one per thread, from {@code Variants.featureExtractor}).
 *
 * <p>Approximation in {@code threat.hanging}: whether a piece could be taken back is judged on the current
 * board, ignoring that the capturing piece leaves its square (which may remove a screen of an own cannon).
 */
public final class BanqiFeatures implements FeatureExtractor {
    private static final int[] NEIGHBOURS = BanqiSquares.neighbourBits();
    private static final int[] RAYS = BanqiSquares.rays();
    /** Distance in files + ranks between two squares: {@code DISTANCE[a * 32 + b]}. */
    private static final int[] DISTANCE = new int[BanqiSquares.COUNT * BanqiSquares.COUNT];
    /** Every piece type's bit: what a cannon may take by jumping. */
    private static final int ALL_TYPES = 0xFE;

    static {
        for (int a = 0; a < BanqiSquares.COUNT; a++) {
            for (int b = 0; b < BanqiSquares.COUNT; b++) {
                DISTANCE[a * BanqiSquares.COUNT + b] = Math.abs(BanqiSquares.file(a) - BanqiSquares.file(b))
                        + Math.abs(BanqiSquares.rank(a) - BanqiSquares.rank(b));
            }
        }
    }

    private final int[] cells = new int[BanqiSquares.COUNT];
    /** Remaining pieces (face up or face down) per code 0..15. */
    private final int[] remaining = new int[BanqiPieces.CODES];
    /** Per square, the types attacking the piece there ({@code 1 << type} bits), for the current call. */
    private final int[] attackers = new int[BanqiSquares.COUNT];
    /** Squares of revealed pieces per colour, and face-down squares. */
    private final int[] colourBits = new int[2];
    /** Per victim type 1..7, the empty squares where a piece of that type could be taken by the colour scanned. */
    private final int[] danger = new int[8];
    private int faceDownBits;

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
    public void extract(Position position, FeatureSink sink) {
        BanqiState p = (BanqiState) position;
        sink.add(TEMPO, 1);
        int own = p.colourOf(p.sideToMove());
        if (own == BanqiPieces.NO_COLOUR) {
            return; // before the first reveal: all face down, no colour owned, symmetric
        }
        int enemy = own ^ 1;
        read(p);
        material(p, own, sink);
        int mobility = 0;
        int safeMobility = 0;
        int chase = 0;
        for (int colour = 0; colour < 2; colour++) {
            int sign = colour == own ? 1 : -1;
            mobility += sign * mobility(colour);
            safeMobility += sign * safeMobility(colour);
            chase += sign * chase(colour);
        }
        sink.add(MOBILITY, mobility);
        sink.add(SAFE_MOBILITY, safeMobility);
        sink.add(CHASE, chase);
        threatsAgainst(own, sink);
        targets(own, sink);
    }

    /** Copies the public cells and builds the bit sets and remaining counts. */
    private void read(BanqiState p) {
        int red = 0;
        int black = 0;
        int faceDown = 0;
        for (int code = 0; code < BanqiPieces.CODES; code++) {
            remaining[code] = BanqiPieces.isRevealed(code) ? p.hiddenCount(code) : 0;
        }
        for (int sq = 0; sq < BanqiSquares.COUNT; sq++) {
            int cell = p.pieceAt(sq);
            cells[sq] = cell;
            if (cell == FACE_DOWN) {
                faceDown |= 1 << sq;
            } else if (cell != BanqiPieces.EMPTY) {
                remaining[cell]++;
                if (BanqiPieces.colour(cell) == BanqiPieces.RED) {
                    red |= 1 << sq;
                } else {
                    black |= 1 << sq;
                }
            }
        }
        colourBits[BanqiPieces.RED] = red;
        colourBits[BanqiPieces.BLACK] = black;
        faceDownBits = faceDown;
    }

    /** material.*, hidden.*, general.vsSoldiers, invulnerable and progress.pressure. */
    private void material(BanqiState p, int own, FeatureSink sink) {
        int ownBase = own * 8;
        int enemyBase = (own ^ 1) * 8;
        int invulnerable = 0;
        int enemyReach = reach(enemyBase);
        int ownReach = reach(ownBase);
        for (int t = GENERAL; t <= SOLDIER; t++) {
            int hiddenOwn = p.hiddenCount(ownBase + t);
            int hiddenEnemy = p.hiddenCount(enemyBase + t);
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
        }
        int generalVsSoldiers = (remaining[ownBase + GENERAL] > 0 ? remaining[enemyBase + SOLDIER] : 0)
                - (remaining[enemyBase + GENERAL] > 0 ? remaining[ownBase + SOLDIER] : 0);
        if (generalVsSoldiers != 0) {
            sink.add(GENERAL_VS_SOLDIERS, generalVsSoldiers);
        }
        if (invulnerable != 0) {
            sink.add(INVULNERABLE, invulnerable);
        }
        int lead = 0;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            lead += remaining[ownBase + t] - remaining[enemyBase + t];
        }
        int pressure = p.noProgressPlies() * Math.max(-PRESSURE_CLAMP, Math.min(PRESSURE_CLAMP, lead));
        if (pressure != 0) {
            sink.add(PROGRESS_PRESSURE, pressure);
        }
    }

    /**
     * The victim types the remaining pieces of the colour whose codes start at {@code attackerBase} could ever
     * capture ({@code 1 << type} bits): every type while a cannon remains, else the union of the step victims.
     */
    private int reach(int attackerBase) {
        if (remaining[attackerBase + CANNON] > 0) {
            return ALL_TYPES;
        }
        int victims = 0;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            if (remaining[attackerBase + t] > 0) {
                victims |= BanqiPieces.stepVictims(t);
            }
        }
        return victims;
    }

    /** Steps of the colour's revealed pieces onto empty squares. */
    private int mobility(int colour) {
        int empty = ~(faceDownBits | colourBits[0] | colourBits[1]);
        int steps = 0;
        for (int b = colourBits[colour]; b != 0; b &= b - 1) {
            steps += Integer.bitCount(NEIGHBOURS[Integer.numberOfTrailingZeros(b)] & empty);
        }
        return steps;
    }

    /** Steps of the colour's revealed pieces onto empty squares where no enemy piece could take them. */
    private int safeMobility(int colour) {
        int empty = ~(faceDownBits | colourBits[0] | colourBits[1]);
        int mine = colourBits[colour];
        if (mine == 0) {
            return 0;
        }
        markDanger(colour ^ 1, empty);
        int steps = 0;
        for (int b = mine; b != 0; b &= b - 1) {
            int sq = Integer.numberOfTrailingZeros(b);
            steps += Integer.bitCount(NEIGHBOURS[sq] & empty & ~danger[cells[sq] & 7]);
        }
        return steps;
    }

    /**
     * Fills {@link #danger}: per victim type, the empty squares next to a piece of {@code colour} that may step
     * onto that type, plus for every type the empty squares a cannon of {@code colour} could jump onto.
     */
    private void markDanger(int colour, int empty) {
        int cannonReach = 0;
        for (int t = GENERAL; t <= SOLDIER; t++) {
            danger[t] = 0;
        }
        for (int b = colourBits[colour]; b != 0; b &= b - 1) {
            int sq = Integer.numberOfTrailingZeros(b);
            int type = cells[sq] & 7;
            if (type == CANNON) {
                for (int d = 0; d < 4; d++) {
                    cannonReach |= jumpSquares(sq, d);
                }
            } else {
                int around = NEIGHBOURS[sq] & empty;
                for (int v = BanqiPieces.stepVictims(type); v != 0; v &= v - 1) {
                    danger[Integer.numberOfTrailingZeros(v)] |= around;
                }
            }
        }
        if (cannonReach != 0) {
            for (int t = GENERAL; t <= SOLDIER; t++) {
                danger[t] |= cannonReach;
            }
        }
    }

    /** The empty squares beyond exactly one screen from {@code sq} in direction {@code d} (a cannon's landing squares). */
    private int jumpSquares(int sq, int d) {
        int i = (sq * 4 + d) * 8;
        int to;
        while ((to = RAYS[i]) >= 0 && cells[to] == BanqiPieces.EMPTY) {
            i++;
        }
        if (to < 0) {
            return 0;
        }
        int squares = 0;
        i++;
        while ((to = RAYS[i]) >= 0 && cells[to] == BanqiPieces.EMPTY) {
            squares |= 1 << to;
            i++;
        }
        return squares;
    }

    /** Sum over the colour's revealed non-cannon pieces of CHASE_RANGE minus the distance to the nearest prey. */
    private int chase(int colour) {
        int prey = colourBits[colour ^ 1];
        if (prey == 0) {
            return 0;
        }
        int total = 0;
        for (int b = colourBits[colour]; b != 0; b &= b - 1) {
            int sq = Integer.numberOfTrailingZeros(b);
            int victims = BanqiPieces.stepVictims(cells[sq] & 7);
            if (victims == 0) {
                continue; // a cannon: it attacks from afar
            }
            int nearest = CHASE_RANGE;
            for (int e = prey; e != 0; e &= e - 1) {
                int target = Integer.numberOfTrailingZeros(e);
                if ((victims >> (cells[target] & 7) & 1) != 0) {
                    nearest = Math.min(nearest, DISTANCE[sq * BanqiSquares.COUNT + target]);
                }
            }
            total += CHASE_RANGE - nearest;
        }
        return total;
    }

    /** threat.attacked.* and threat.hanging.*: the side to move's pieces the enemy attacks. */
    private void threatsAgainst(int own, FeatureSink sink) {
        int attacked = markAttacks(own ^ 1);
        for (int b = attacked; b != 0; b &= b - 1) {
            int sq = Integer.numberOfTrailingZeros(b);
            int type = cells[sq] & 7;
            sink.add(ATTACKED[type], 1);
            if ((attackers[sq] & ~recaptureTypes(sq, own)) != 0) {
                sink.add(HANGING[type], 1);
            }
        }
    }

    /** threat.target.*: the enemy pieces the side to move attacks. */
    private void targets(int own, FeatureSink sink) {
        for (int b = markAttacks(own); b != 0; b &= b - 1) {
            sink.add(TARGET[cells[Integer.numberOfTrailingZeros(b)] & 7], 1);
        }
    }

    /**
     * Marks in {@link #attackers} which types of {@code colour} attack each enemy piece.
     *
     * @return the squares of the attacked enemy pieces
     */
    private int markAttacks(int colour) {
        int victims = colourBits[colour ^ 1];
        int attacked = 0;
        for (int b = victims; b != 0; b &= b - 1) {
            attackers[Integer.numberOfTrailingZeros(b)] = 0;
        }
        for (int b = colourBits[colour]; b != 0; b &= b - 1) {
            int sq = Integer.numberOfTrailingZeros(b);
            int type = cells[sq] & 7;
            if (type == CANNON) {
                for (int d = 0; d < 4; d++) {
                    int to = jumpTarget(sq, d);
                    if (to >= 0 && (victims >> to & 1) != 0) {
                        attackers[to] |= 1 << CANNON;
                        attacked |= 1 << to;
                    }
                }
            } else {
                int stepVictims = BanqiPieces.stepVictims(type);
                for (int n = NEIGHBOURS[sq] & victims; n != 0; n &= n - 1) {
                    int to = Integer.numberOfTrailingZeros(n);
                    if ((stepVictims >> (cells[to] & 7) & 1) != 0) {
                        attackers[to] |= 1 << type;
                        attacked |= 1 << to;
                    }
                }
            }
        }
        return attacked;
    }

    /** The square of the first piece beyond exactly one screen from {@code sq} in direction {@code d}, or -1. */
    private int jumpTarget(int sq, int d) {
        int i = (sq * 4 + d) * 8;
        int to;
        while ((to = RAYS[i]) >= 0 && cells[to] == BanqiPieces.EMPTY) {
            i++;
        }
        if (to < 0) {
            return -1;
        }
        i++;
        while ((to = RAYS[i]) >= 0 && cells[to] == BanqiPieces.EMPTY) {
            i++;
        }
        return to;
    }

    /** The attacker types that {@code colour}'s other pieces could capture back on {@code sq} (1 << type bits). */
    private int recaptureTypes(int sq, int colour) {
        int types = 0;
        for (int n = NEIGHBOURS[sq] & colourBits[colour]; n != 0; n &= n - 1) {
            types |= BanqiPieces.stepVictims(cells[Integer.numberOfTrailingZeros(n)] & 7);
        }
        for (int d = 0; d < 4 && types != ALL_TYPES; d++) {
            int from = jumpTarget(sq, d);
            if (from >= 0 && cells[from] == BanqiPieces.code(colour, CANNON)) {
                types = ALL_TYPES;
            }
        }
        return types;
    }

    /** Move-ordering values by piece code (both colours): the revealed-material weights. */
    @Override
    public int[] pieceValues(Weights weights) {
        int[] values = new int[32];
        for (int t = GENERAL; t <= SOLDIER; t++) {
            int v = (int) Math.max(0, Math.min(100_000, Math.round(weights.weight(MATERIAL[t]))));
            values[BanqiPieces.code(BanqiPieces.RED, t)] = v;
            values[BanqiPieces.code(BanqiPieces.BLACK, t)] = v;
        }
        return values;
    }
}
