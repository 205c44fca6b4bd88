package org.ttakji.engines.chess960;

import static org.ttakji.engines.chess960.Chess960FeatureSet.*;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureSink;
import org.ttakji.engines.eval.Tapered;
import org.ttakji.engines.eval.Weights;

/**
 * Chess960 evaluation features ({@link Chess960FeatureSet}, {@code chess960-v3}): material, bishop pair,
 * piece-square terms, mobility, pawn structure (doubled, isolated, backward, phalanx, supported, passed by rank,
 * blocked and by the kings' distance), king shelter, open files, king-zone attacks and safe checks, threats by and
 * on the side to move (pawns on pieces, minors on majors, rooks on queens, hanging pieces), outposts, rooks on open
 * files and the seventh, bishops' own pawns on their colour, tempo, each tapered by the game phase. Bitboard
 * arithmetic only, no allocation; it reads {@link Chess960Position}'s fields directly (same package) to stay fast
 * at every leaf. One instance per thread (it keeps its tapering sink and the attack sets of the position).
 */
public final class Chess960Features implements FeatureExtractor {
    private final Tapered.Sink tapered = new Tapered.Sink(PHASE_MAX);
    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = FILE_A << 7;
    /** File bitboard by file 0..7. */
    private static final long[] FILES = new long[8];
    /** Files next to a file. */
    private static final long[] ADJACENT_FILES = new long[8];
    /** Squares where an enemy pawn stops a pawn of side s on square q from being passed: {@code s << 6 | q}. */
    private static final long[] PASSED_SPAN = new long[128];
    /** Shelter squares of a king of side s on square q: {@code s << 6 | q}. */
    private static final long[] SHIELD = new long[128];
    /** Squares on the ranks of square q and behind it, seen from side s: {@code s << 6 | q}. */
    private static final long[] LEVEL_OR_BEHIND = new long[128];
    /** Squares attacked per side and piece type 1..6 (pawns and the king included), refilled by each extract. */
    private final long[][] attacksBy = new long[2][7];
    /** Squares attacked by any piece of a side, refilled by each extract. */
    private final long[] attacked = new long[2];

    static {
        for (int f = 0; f < 8; f++) {
            FILES[f] = FILE_A << f;
        }
        for (int f = 0; f < 8; f++) {
            ADJACENT_FILES[f] = (f > 0 ? FILES[f - 1] : 0) | (f < 7 ? FILES[f + 1] : 0);
        }
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < 64; sq++) {
                int file = sq & 7;
                int rank = sq >> 3;
                long files = FILES[file] | ADJACENT_FILES[file];
                long ahead = 0;
                long shield = 0;
                for (int r = 0; r < 8; r++) {
                    int forward = side == 0 ? r - rank : rank - r;
                    if (forward > 0) {
                        ahead |= 0xFFL << (8 * r);
                    }
                    if (forward == 1 || forward == 2) {
                        shield |= 0xFFL << (8 * r);
                    }
                    if (forward <= 0) {
                        LEVEL_OR_BEHIND[side << 6 | sq] |= 0xFFL << (8 * r);
                    }
                }
                PASSED_SPAN[side << 6 | sq] = files & ahead;
                SHIELD[side << 6 | sq] = files & shield;
            }
        }
    }

    @Override
    public Variant variant() {
        return Variant.CHESS960;
    }

    @Override
    public FeatureSet featureSet() {
        return SET;
    }

    @Override
    public void extract(Position position, FeatureSink target) {
        Chess960Position p = (Chess960Position) position;
        int us = p.side;
        int phase = phase(p);
        FeatureSink sink = tapered.to(target, phase);
        for (int side = 0; side < 2; side++) {
            attacksBy[side][Pieces.PAWN] = pawnAttacks(p.pieces[Pieces.of(Pieces.PAWN, side)], side);
            attacksBy[side][Pieces.KING] = Bitboards.KING[p.kingSquare[side]];
        }
        for (int side = 0; side < 2; side++) {
            side(p, side, side == us ? 1 : -1, sink);
        }
        for (int side = 0; side < 2; side++) {
            long all = 0;
            for (int type = Pieces.PAWN; type <= Pieces.KING; type++) {
                all |= attacksBy[side][type];
            }
            attacked[side] = all;
        }
        for (int side = 0; side < 2; side++) {
            safeChecks(p, side, side == us ? 1 : -1, sink);
        }
        threats(p, us, THREAT_BY_MOVER, sink);
        threats(p, us ^ 1, THREAT_ON_MOVER, sink);
        sink.add(TEMPO, 1);
    }

    /**
     * Every own-minus-opponent feature of one side, added with {@code sign} (+1 side to move, -1 opponent); fills
     * {@link #attacksBy} for its knights, bishops, rooks and queens.
     */
    private void side(Chess960Position p, int side, int sign, FeatureSink sink) {
        int them = side ^ 1;
        long own = p.sides[side];
        long occ = p.occupied;
        long ownPawns = p.pieces[Pieces.of(Pieces.PAWN, side)];
        long enemyPawns = p.pieces[Pieces.of(Pieces.PAWN, them)];
        long ownPawnAttacks = attacksBy[side][Pieces.PAWN];
        long enemyPawnAttacks = attacksBy[them][Pieces.PAWN];
        int enemyKing = p.kingSquare[them];
        long enemyZone = Bitboards.KING[enemyKing] | 1L << enemyKing;
        long mobilityArea = ~own & ~enemyPawnAttacks;
        int zoneAttacks = 0;
        int zoneAttackers = 0;
        for (int type = Pieces.PAWN; type <= Pieces.QUEEN; type++) {
            long bb = p.pieces[Pieces.of(type, side)];
            int count = Long.bitCount(bb);
            if (type != Pieces.PAWN) {
                attacksBy[side][type] = 0;
            }
            if (count == 0) {
                continue;
            }
            sink.add(MATERIAL[type], sign * count);
            int mobility = 0;
            int placement = 0;
            int rookOpen = 0;
            int rookSemiOpen = 0;
            for (long b = bb; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                sink.add(PST[type][relative(sq, side)], sign);
                if (type == Pieces.PAWN) {
                    continue;
                }
                long attacks = attacks(type, sq, occ);
                attacksBy[side][type] |= attacks;
                mobility += Long.bitCount(attacks & mobilityArea);
                int zone = Long.bitCount(attacks & enemyZone);
                zoneAttacks += zone;
                zoneAttackers += zone != 0 ? 1 : 0;
                if (type == Pieces.ROOK) {
                    long file = FILES[sq & 7];
                    if ((file & ownPawns) == 0) {
                        if ((file & enemyPawns) == 0) {
                            rookOpen++;
                        } else {
                            rookSemiOpen++;
                        }
                    }
                    placement += relativeRank(sq, side) == 6 ? 1 : 0;
                } else if (type == Pieces.BISHOP) {
                    placement += Long.bitCount(ownPawns & ((Bitboards.LIGHT_SQUARES & 1L << sq) != 0
                            ? Bitboards.LIGHT_SQUARES : ~Bitboards.LIGHT_SQUARES));
                }
                if ((type == Pieces.KNIGHT || type == Pieces.BISHOP) && isOutpost(sq, side, ownPawnAttacks, enemyPawns)) {
                    sink.add(type == Pieces.KNIGHT ? KNIGHT_OUTPOST : BISHOP_OUTPOST, sign);
                }
            }
            if (type != Pieces.PAWN && mobility != 0) {
                sink.add(MOBILITY[type], sign * mobility);
            }
            if (type == Pieces.ROOK) {
                sink.add(ROOK_OPEN_FILE, sign * rookOpen);
                sink.add(ROOK_SEMI_OPEN_FILE, sign * rookSemiOpen);
                sink.add(ROOK_SEVENTH, sign * placement);
            } else if (type == Pieces.BISHOP) {
                sink.add(BISHOP_PAWNS_ON_COLOUR, sign * placement);
            }
        }
        if (Long.bitCount(p.pieces[Pieces.of(Pieces.BISHOP, side)]) >= 2) {
            sink.add(BISHOP_PAIR, sign);
        }
        if (zoneAttacks != 0) {
            sink.add(KING_ZONE_ATTACKS, sign * zoneAttacks);
            sink.add(KING_ZONE_ATTACKERS, sign * zoneAttackers);
        }
        int king = p.kingSquare[side];
        sink.add(PST[Pieces.KING][relative(king, side)], sign);
        int shield = Long.bitCount(SHIELD[side << 6 | king] & ownPawns);
        if (shield != 0) {
            sink.add(KING_SHIELD, sign * shield);
        }
        int openFiles = 0;
        for (int f = Math.max(0, (king & 7) - 1); f <= Math.min(7, (king & 7) + 1); f++) {
            openFiles += (FILES[f] & ownPawns) == 0 ? 1 : 0;
        }
        sink.add(KING_OPEN_FILES, sign * openFiles);
        pawns(p, side, sign, sink);
    }

    /** A minor piece on relative ranks 4-6, defended by an own pawn, on a square no enemy pawn can ever attack. */
    private static boolean isOutpost(int sq, int side, long ownPawnAttacks, long enemyPawns) {
        int rank = relativeRank(sq, side);
        return rank >= 3 && rank <= 5 && (ownPawnAttacks & 1L << sq) != 0
                && (PASSED_SPAN[side << 6 | sq] & ADJACENT_FILES[sq & 7] & enemyPawns) == 0;
    }

    private void pawns(Chess960Position p, int side, int sign, FeatureSink sink) {
        int them = side ^ 1;
        long ownPawns = p.pieces[Pieces.of(Pieces.PAWN, side)];
        long enemyPawns = p.pieces[Pieces.of(Pieces.PAWN, them)];
        long enemyPawnAttacks = attacksBy[them][Pieces.PAWN];
        int doubled = 0;
        int isolated = 0;
        int backward = 0;
        int blocked = 0;
        int ownKingDistance = 0;
        int enemyKingDistance = 0;
        for (long b = ownPawns; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int file = sq & 7;
            int rank = relativeRank(sq, side);
            int stop = side == 0 ? sq + 8 : sq - 8;
            if ((ADJACENT_FILES[file] & ownPawns) == 0) {
                isolated++;
            } else if ((ADJACENT_FILES[file] & ownPawns & LEVEL_OR_BEHIND[side << 6 | sq]) == 0
                    && (enemyPawnAttacks & 1L << stop) != 0) {
                backward++;
            }
            // a pawn with another own pawn ahead of it on its file is the doubled one
            if ((PASSED_SPAN[side << 6 | sq] & FILES[file] & ownPawns) != 0) {
                doubled++;
            } else if ((PASSED_SPAN[side << 6 | sq] & enemyPawns) == 0) {
                sink.add(PASSED[rank], sign);
                blocked += (p.occupied & 1L << stop) != 0 ? 1 : 0;
                ownKingDistance += rank * kingDistance(p.kingSquare[side], stop);
                enemyKingDistance += rank * kingDistance(p.kingSquare[them], stop);
            }
        }
        long phalanx = ownPawns & (((ownPawns & ~FILE_H) << 1) | ((ownPawns & ~FILE_A) >>> 1));
        addIfNonZero(sink, DOUBLED, sign * doubled);
        addIfNonZero(sink, ISOLATED, sign * isolated);
        addIfNonZero(sink, BACKWARD, sign * backward);
        addIfNonZero(sink, PASSED_BLOCKED, sign * blocked);
        addIfNonZero(sink, PASSED_OWN_KING, sign * ownKingDistance);
        addIfNonZero(sink, PASSED_ENEMY_KING, sign * enemyKingDistance);
        addIfNonZero(sink, PHALANX, sign * Long.bitCount(phalanx));
        addIfNonZero(sink, SUPPORTED, sign * Long.bitCount(ownPawns & attacksBy[side][Pieces.PAWN]));
    }

    /**
     * {@code king.safeCheck.*} of one side: squares from which a piece of the side that attacks them would check
     * the enemy king, not held by the side and not attacked by the enemy ({@link #attacked} must be filled).
     */
    private void safeChecks(Chess960Position p, int side, int sign, FeatureSink sink) {
        int enemyKing = p.kingSquare[side ^ 1];
        long safe = ~p.sides[side] & ~attacked[side ^ 1];
        long diagonal = Magics.bishop(enemyKing, p.occupied) & safe;
        long straight = Magics.rook(enemyKing, p.occupied) & safe;
        long[] by = attacksBy[side];
        addIfNonZero(sink, SAFE_CHECK[Pieces.KNIGHT], sign * Long.bitCount(Bitboards.KNIGHT[enemyKing] & safe & by[Pieces.KNIGHT]));
        addIfNonZero(sink, SAFE_CHECK[Pieces.BISHOP], sign * Long.bitCount(diagonal & by[Pieces.BISHOP]));
        addIfNonZero(sink, SAFE_CHECK[Pieces.ROOK], sign * Long.bitCount(straight & by[Pieces.ROOK]));
        addIfNonZero(sink, SAFE_CHECK[Pieces.QUEEN], sign * Long.bitCount((diagonal | straight) & by[Pieces.QUEEN]));
    }

    /**
     * The {@code threat.*} features of the attacks of side {@code attacker} on the other side's pieces, into the
     * indexes {@code features} ({@link Chess960FeatureSet#THREAT_BY_MOVER} or {@code THREAT_ON_MOVER}).
     */
    private void threats(Chess960Position p, int attacker, int[] features, FeatureSink sink) {
        int victim = attacker ^ 1;
        long[] by = attacksBy[attacker];
        long queens = p.pieces[Pieces.of(Pieces.QUEEN, victim)];
        long majors = p.pieces[Pieces.of(Pieces.ROOK, victim)] | queens;
        long pieces = p.sides[victim] & ~p.pieces[Pieces.of(Pieces.PAWN, victim)] & ~(1L << p.kingSquare[victim]);
        addIfNonZero(sink, features[Threat.PAWN_ON_PIECE.ordinal()], Long.bitCount(by[Pieces.PAWN] & pieces));
        addIfNonZero(sink, features[Threat.MINOR_ON_MAJOR.ordinal()],
                Long.bitCount((by[Pieces.KNIGHT] | by[Pieces.BISHOP]) & majors));
        addIfNonZero(sink, features[Threat.ROOK_ON_QUEEN.ordinal()], Long.bitCount(by[Pieces.ROOK] & queens));
        addIfNonZero(sink, features[Threat.HANGING.ordinal()],
                Long.bitCount(attacked[attacker] & pieces & ~attacked[victim]));
    }

    private static void addIfNonZero(FeatureSink sink, int feature, int value) {
        if (value != 0) {
            sink.add(feature, value);
        }
    }

    /** King steps between two squares (Chebyshev distance). */
    private static int kingDistance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));
    }

    /** Rank 0..7 of a square counted from {@code side}'s back rank. */
    private static int relativeRank(int sq, int side) {
        return side == 0 ? sq >> 3 : 7 - (sq >> 3);
    }

    private static long attacks(int type, int sq, long occ) {
        return switch (type) {
            case Pieces.KNIGHT -> Bitboards.KNIGHT[sq];
            case Pieces.BISHOP -> Magics.bishop(sq, occ);
            case Pieces.ROOK -> Magics.rook(sq, occ);
            case Pieces.QUEEN -> Magics.queen(sq, occ);
            default -> 0L; // pawns: mobility and king attacks are not counted for them
        };
    }

    private static long pawnAttacks(long pawns, int side) {
        return side == 0
                ? ((pawns & ~FILE_A) << 7) | ((pawns & ~FILE_H) << 9)
                : ((pawns & ~FILE_A) >>> 9) | ((pawns & ~FILE_H) >>> 7);
    }

    /** Game phase 0..24: knights and bishops 1, rooks 2, queens 4, both sides, capped. */
    static int phase(Chess960Position p) {
        int phase = 0;
        for (int side = 0; side < 2; side++) {
            phase += Long.bitCount(p.pieces[Pieces.of(Pieces.KNIGHT, side)] | p.pieces[Pieces.of(Pieces.BISHOP, side)])
                    + 2 * Long.bitCount(p.pieces[Pieces.of(Pieces.ROOK, side)])
                    + 4 * Long.bitCount(p.pieces[Pieces.of(Pieces.QUEEN, side)]);
        }
        return Math.min(PHASE_MAX, phase);
    }

    /**
     * Move-ordering values by piece type (the code moves carry): the material weights' mean over both phases,
     * king 0.
     */
    @Override
    public int[] pieceValues(Weights weights) {
        int[] values = new int[32];
        for (int type = Pieces.PAWN; type <= Pieces.QUEEN; type++) {
            double mean = (weights.weight(Tapered.mg(MATERIAL[type])) + weights.weight(Tapered.eg(MATERIAL[type]))) / 2;
            values[type] = (int) Math.max(0, Math.min(100_000, Math.round(mean)));
        }
        return values;
    }
}
