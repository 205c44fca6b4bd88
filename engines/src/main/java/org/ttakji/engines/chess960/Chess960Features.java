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
 * Chess960 evaluation features ({@link Chess960FeatureSet}, {@code chess960-v2}): material, bishop pair,
 * piece-square terms, mobility, pawn structure (doubled, isolated, passed by rank), king shelter and king-zone
 * attacks, rooks on open files, tempo, each tapered by the game phase. Bitboard arithmetic only, no
 * allocation; it reads {@link Chess960Position}'s fields directly (same package) to stay fast at every leaf.
 * One instance per thread (it keeps its tapering sink).
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
        long pawnAttacks0 = pawnAttacks(p.pieces[Pieces.of(Pieces.PAWN, 0)], 0);
        long pawnAttacks1 = pawnAttacks(p.pieces[Pieces.of(Pieces.PAWN, 1)], 1);
        for (int side = 0; side < 2; side++) {
            int sign = side == us ? 1 : -1;
            side(p, side, sign, side == 0 ? pawnAttacks1 : pawnAttacks0, sink);
        }
        sink.add(TEMPO, 1);
    }

    /** Every base feature of one side, added with {@code sign} (+1 side to move, -1 opponent). */
    private static void side(Chess960Position p, int side, int sign, long enemyPawnAttacks, FeatureSink sink) {
        int them = side ^ 1;
        long own = p.sides[side];
        long occ = p.occupied;
        long ownPawns = p.pieces[Pieces.of(Pieces.PAWN, side)];
        long enemyPawns = p.pieces[Pieces.of(Pieces.PAWN, them)];
        int enemyKing = p.kingSquare[them];
        long enemyZone = Bitboards.KING[enemyKing] | 1L << enemyKing;
        long mobilityArea = ~own & ~enemyPawnAttacks;
        int zoneAttacks = 0;
        for (int type = Pieces.PAWN; type <= Pieces.QUEEN; type++) {
            long bb = p.pieces[Pieces.of(type, side)];
            int count = Long.bitCount(bb);
            if (count == 0) {
                continue;
            }
            sink.add(MATERIAL[type], sign * count);
            int mobility = 0;
            int rookOpen = 0;
            int rookSemiOpen = 0;
            for (long b = bb; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                sink.add(PST[type][relative(sq, side)], sign);
                long attacks = attacks(type, sq, occ);
                mobility += Long.bitCount(attacks & mobilityArea);
                zoneAttacks += Long.bitCount(attacks & enemyZone);
                if (type == Pieces.ROOK) {
                    long file = FILES[sq & 7];
                    if ((file & ownPawns) == 0) {
                        if ((file & enemyPawns) == 0) {
                            rookOpen++;
                        } else {
                            rookSemiOpen++;
                        }
                    }
                }
            }
            if (type != Pieces.PAWN && mobility != 0) {
                sink.add(MOBILITY[type], sign * mobility);
            }
            if (type == Pieces.ROOK) {
                sink.add(ROOK_OPEN_FILE, sign * rookOpen);
                sink.add(ROOK_SEMI_OPEN_FILE, sign * rookSemiOpen);
            }
        }
        if (Long.bitCount(p.pieces[Pieces.of(Pieces.BISHOP, side)]) >= 2) {
            sink.add(BISHOP_PAIR, sign);
        }
        if (zoneAttacks != 0) {
            sink.add(KING_ZONE_ATTACKS, sign * zoneAttacks);
        }
        int king = p.kingSquare[side];
        sink.add(PST[Pieces.KING][relative(king, side)], sign);
        int shield = Long.bitCount(SHIELD[side << 6 | king] & ownPawns);
        if (shield != 0) {
            sink.add(KING_SHIELD, sign * shield);
        }
        pawns(side, sign, ownPawns, enemyPawns, sink);
    }

    private static void pawns(int side, int sign, long ownPawns, long enemyPawns, FeatureSink sink) {
        int doubled = 0;
        int isolated = 0;
        for (long b = ownPawns; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int file = sq & 7;
            if ((ADJACENT_FILES[file] & ownPawns) == 0) {
                isolated++;
            }
            // a pawn with another own pawn ahead of it on its file is the doubled one
            if ((PASSED_SPAN[side << 6 | sq] & FILES[file] & ownPawns) != 0) {
                doubled++;
            } else if ((PASSED_SPAN[side << 6 | sq] & enemyPawns) == 0) {
                int rank = side == 0 ? sq >> 3 : 7 - (sq >> 3);
                sink.add(PASSED[rank], sign);
            }
        }
        if (doubled != 0) {
            sink.add(DOUBLED, sign * doubled);
        }
        if (isolated != 0) {
            sink.add(ISOLATED, sign * isolated);
        }
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
