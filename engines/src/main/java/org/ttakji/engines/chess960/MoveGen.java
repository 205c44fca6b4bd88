package org.ttakji.engines.chess960;

import static org.ttakji.engines.chess960.Bitboards.BETWEEN;
import static org.ttakji.engines.chess960.Bitboards.FILE_A;
import static org.ttakji.engines.chess960.Bitboards.FILE_H;
import static org.ttakji.engines.chess960.Bitboards.KING;
import static org.ttakji.engines.chess960.Bitboards.KNIGHT;
import static org.ttakji.engines.chess960.Bitboards.LINE;
import static org.ttakji.engines.chess960.Bitboards.PAWN_ATTACKS;
import static org.ttakji.engines.chess960.Bitboards.RANK_SPAN;
import static org.ttakji.engines.chess960.Pieces.BISHOP;
import static org.ttakji.engines.chess960.Pieces.PAWN;
import static org.ttakji.engines.chess960.Pieces.QUEEN;
import static org.ttakji.engines.chess960.Pieces.ROOK;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Legal move generation without make/unmake: check evasions restrict targets to the checker and the
 * squares between it and the king, pinned pieces move along their pin line only, king steps are tested
 * against the enemy's attacks with the king lifted off the board, en passant is tested by removing both
 * pawns (the horizontal and diagonal discovered-check cases), castling per docs/rules/chess960.md.
 */
final class MoveGen {
    private MoveGen() {
    }

    static void generate(Chess960Position p, MoveList out) {
        final int us = p.side;
        final int them = us ^ 1;
        final long[] pcs = p.pieces;
        final int[] board = p.board;
        final long own = p.sides[us];
        final long occ = p.occupied;
        final int ksq = p.kingSquare[us];
        final int ub = us << 3;
        final int tb = them << 3;
        final long theirRQ = pcs[tb | ROOK] | pcs[tb | QUEEN];
        final long theirBQ = pcs[tb | BISHOP] | pcs[tb | QUEEN];
        final long checkers = (Magics.rook(ksq, occ) & theirRQ) | (Magics.bishop(ksq, occ) & theirBQ)
                | (KNIGHT[ksq] & pcs[tb | Pieces.KNIGHT]) | (PAWN_ATTACKS[us << 6 | ksq] & pcs[tb | PAWN]);

        final long occNoKing = occ ^ (1L << ksq);
        for (long t = KING[ksq] & ~own; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            if (!p.attackedBy(them, to, occNoKing)) {
                out.add(Move.of(ksq, to, Move.NORMAL, board[to] & 7));
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            return; // double check: only the king moves
        }
        final long target = checkers == 0 ? ~own : BETWEEN[ksq << 6 | Long.numberOfTrailingZeros(checkers)] | checkers;

        long pinned = 0;
        for (long s = (Magics.ROOK_RAYS[ksq] & theirRQ) | (Magics.BISHOP_RAYS[ksq] & theirBQ); s != 0; s &= s - 1) {
            long between = BETWEEN[ksq << 6 | Long.numberOfTrailingZeros(s)] & occ;
            if ((between & (between - 1)) == 0) {
                pinned |= between & own;
            }
        }

        for (long b = pcs[ub | Pieces.KNIGHT] & ~pinned; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            addAll(out, board, from, KNIGHT[from] & target);
        }
        for (long b = pcs[ub | BISHOP] | pcs[ub | QUEEN]; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long att = Magics.bishop(from, occ) & target;
            if ((pinned >>> from & 1) != 0) {
                att &= LINE[ksq << 6 | from];
            }
            addAll(out, board, from, att);
        }
        for (long b = pcs[ub | ROOK] | pcs[ub | QUEEN]; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long att = Magics.rook(from, occ) & target;
            if ((pinned >>> from & 1) != 0) {
                att &= LINE[ksq << 6 | from];
            }
            addAll(out, board, from, att);
        }
        pawnMoves(p, out, us, pinned, target, ksq);
        if (checkers == 0 && p.castleRooks != 0) {
            castling(p, out, us, ksq);
        }
        if (p.epSquare >= 0) {
            int ep = p.epSquare;
            for (long c = PAWN_ATTACKS[them << 6 | ep] & pcs[ub | PAWN]; c != 0; c &= c - 1) {
                int from = Long.numberOfTrailingZeros(c);
                if (enPassantLegal(p, us, from, ep)) {
                    out.add(Move.of(from, ep, Move.EN_PASSANT, PAWN));
                }
            }
        }
    }

    private static void addAll(MoveList out, int[] board, int from, long targets) {
        for (; targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            out.add(Move.of(from, to, Move.NORMAL, board[to] & 7));
        }
    }

    private static void pawnMoves(Chess960Position p, MoveList out, int us, long pinned, long target, int ksq) {
        final int[] board = p.board;
        final long pawns = p.pieces[us << 3 | PAWN];
        final long empty = ~p.occupied;
        final long enemyTarget = p.sides[us ^ 1] & target;
        final long promoFrom = us == 0 ? Bitboards.RANK_7 : Bitboards.RANK_2;
        final int up = us == 0 ? 8 : -8;
        final long free = pawns & ~pinned;
        final long normal = free & ~promoFrom;

        long push1 = up(normal, us) & empty;
        long push2 = up(push1 & (us == 0 ? Bitboards.RANK_1 << 16 : Bitboards.RANK_1 << 40), us) & empty & target;
        for (long t = push1 & target; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out.add(Move.of(to - up, to, Move.NORMAL, 0));
        }
        for (long t = push2; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out.add(Move.of(to - 2 * up, to, Move.DOUBLE_PUSH, 0));
        }
        for (long t = west(normal, us) & enemyTarget; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out.add(Move.of(to - up + 1, to, Move.NORMAL, board[to] & 7));
        }
        for (long t = east(normal, us) & enemyTarget; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out.add(Move.of(to - up - 1, to, Move.NORMAL, board[to] & 7));
        }
        final long promo = free & promoFrom;
        if (promo != 0) {
            for (long t = up(promo, us) & empty & target; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                addPromotions(p, out, to - up, to, 0);
            }
            for (long t = west(promo, us) & enemyTarget; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                addPromotions(p, out, to - up + 1, to, board[to] & 7);
            }
            for (long t = east(promo, us) & enemyTarget; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                addPromotions(p, out, to - up - 1, to, board[to] & 7);
            }
        }
        for (long b = pawns & pinned; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            pinnedPawn(p, out, us, from, LINE[ksq << 6 | from] & target);
        }
    }

    /** Moves of one pinned pawn: pushes and captures that stay on the pin line and meet the check target. */
    private static void pinnedPawn(Chess960Position p, MoveList out, int us, int from, long allowed) {
        int up = us == 0 ? 8 : -8;
        int to = from + up;
        boolean promotes = Squares.rank(to) == (us == 0 ? 7 : 0);
        if (p.board[to] == 0) {
            if ((allowed >>> to & 1) != 0) {
                if (promotes) {
                    addPromotions(p, out, from, to, 0);
                } else {
                    out.add(Move.of(from, to, Move.NORMAL, 0));
                }
            }
            int to2 = to + up;
            if (Squares.rank(from) == (us == 0 ? 1 : 6) && p.board[to2] == 0 && (allowed >>> to2 & 1) != 0) {
                out.add(Move.of(from, to2, Move.DOUBLE_PUSH, 0));
            }
        }
        for (long c = PAWN_ATTACKS[us << 6 | from] & p.sides[us ^ 1] & allowed; c != 0; c &= c - 1) {
            int t = Long.numberOfTrailingZeros(c);
            if (promotes) {
                addPromotions(p, out, from, t, p.board[t] & 7);
            } else {
                out.add(Move.of(from, t, Move.NORMAL, p.board[t] & 7));
            }
        }
    }

    private static void addPromotions(Chess960Position p, MoveList out, int from, int to, int captured) {
        out.add(Move.of(from, to, Move.PROMOTION, QUEEN, captured));
        if (p.allPromotions) {
            out.add(Move.of(from, to, Move.PROMOTION, ROOK, captured));
            out.add(Move.of(from, to, Move.PROMOTION, BISHOP, captured));
            out.add(Move.of(from, to, Move.PROMOTION, Pieces.KNIGHT, captured));
        }
    }

    private static long up(long b, int us) {
        return us == 0 ? b << 8 : b >>> 8;
    }

    /** Capture targets towards the a-file. */
    private static long west(long b, int us) {
        return us == 0 ? (b & ~FILE_A) << 7 : (b & ~FILE_A) >>> 9;
    }

    /** Capture targets towards the h-file. */
    private static long east(long b, int us) {
        return us == 0 ? (b & ~FILE_H) << 9 : (b & ~FILE_H) >>> 7;
    }

    /**
     * Castling per docs/rules/chess960.md (the side is not in check, checked by the caller): every square between
     * the king and its destination and between the rook and its destination, both destinations included,
     * is empty but for the castling king and rook; no square of the king's way, destination included, is
     * attacked once king and rook have left their squares (which also catches a rook that shielded its
     * king's destination on the back rank).
     */
    private static void castling(Chess960Position p, MoveList out, int us, int ksq) {
        final int base = us == 0 ? 0 : 56;
        final long occ = p.occupied;
        for (long r = p.castleRooks & (Bitboards.RANK_1 << base); r != 0; r &= r - 1) {
            int rook = Long.numberOfTrailingZeros(r);
            boolean hSide = rook > ksq;
            int kingTo = base + (hSide ? 6 : 2);
            int rookTo = base + (hSide ? 5 : 3);
            long kingAndRook = 1L << ksq | 1L << rook;
            long kingWay = RANK_SPAN[ksq << 6 | kingTo];
            if (((kingWay | RANK_SPAN[rook << 6 | rookTo]) & ~kingAndRook & occ) != 0) {
                continue;
            }
            long occWithout = occ ^ kingAndRook;
            boolean safe = true;
            for (long w = kingWay; w != 0 && safe; w &= w - 1) {
                safe = !p.attackedBy(us ^ 1, Long.numberOfTrailingZeros(w), occWithout);
            }
            if (safe) {
                out.add(Move.of(ksq, rook, Move.CASTLE, 0));
            }
        }
    }

    /** True when the pawn of {@code us} on {@code from} may capture en passant on {@code ep}. */
    static boolean enPassantLegal(Chess960Position p, int us, int from, int ep) {
        int tb = (us ^ 1) << 3;
        int captured = ep ^ 8;
        int ksq = p.kingSquare[us];
        long occ = (p.occupied ^ (1L << from) ^ (1L << captured)) | (1L << ep);
        long[] pcs = p.pieces;
        return (Magics.rook(ksq, occ) & (pcs[tb | ROOK] | pcs[tb | QUEEN])) == 0
                && (Magics.bishop(ksq, occ) & (pcs[tb | BISHOP] | pcs[tb | QUEEN])) == 0
                && (KNIGHT[ksq] & pcs[tb | Pieces.KNIGHT]) == 0
                && (PAWN_ATTACKS[us << 6 | ksq] & pcs[tb | PAWN] & ~(1L << captured)) == 0;
    }

    /** True when the side to move has a legal en-passant capture onto {@code ep}. */
    static boolean enPassantPossible(Chess960Position p, int ep) {
        int us = p.side;
        for (long c = PAWN_ATTACKS[(us ^ 1) << 6 | ep] & p.pieces[us << 3 | PAWN]; c != 0; c &= c - 1) {
            if (enPassantLegal(p, us, Long.numberOfTrailingZeros(c), ep)) {
                return true;
            }
        }
        return false;
    }
}
