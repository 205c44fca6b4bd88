package org.ttakji.engines.shogi;

import static org.ttakji.engines.shogi.ShogiPiece.GOLD;
import static org.ttakji.engines.shogi.ShogiPiece.KING;
import static org.ttakji.engines.shogi.ShogiPiece.KNIGHT;
import static org.ttakji.engines.shogi.ShogiPiece.LANCE;
import static org.ttakji.engines.shogi.ShogiPiece.PAWN;
import static org.ttakji.engines.shogi.ShogiPiece.ROOK;
import static org.ttakji.engines.shogi.ShogiPiece.SILVER;
import static org.ttakji.engines.shogi.Tables.DIR;
import static org.ttakji.engines.shogi.Tables.FRONT;
import static org.ttakji.engines.shogi.Tables.KNIGHT_FROM;
import static org.ttakji.engines.shogi.Tables.LAST1;
import static org.ttakji.engines.shogi.Tables.LAST2;
import static org.ttakji.engines.shogi.Tables.RAY;
import static org.ttakji.engines.shogi.Tables.SLIDE_DIRS;
import static org.ttakji.engines.shogi.Tables.STEPS;
import static org.ttakji.engines.shogi.Tables.STEP_DIRS;
import static org.ttakji.engines.shogi.Tables.ZONE;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Legal move generation for one {@link ShogiPosition} (docs/rules/shogi.md): checkers and pins are found from the
 * king first, so every generated move is legal without making it; drops obey the dead-square, nifu and
 * uchifuzume rules. Holds scratch arrays, so it belongs to one position and is not thread-safe. Allocates
 * nothing.
 */
final class MoveGen {
    private final ShogiPosition pos;
    /** pinDir[sq] = 1 + direction from the own king to a pinned own piece on sq, 0 when not pinned. */
    private final int[] pinDir = new int[81];
    private final int[] pinned = new int[8];
    /** The pieces in hand that may be dropped on any empty square (filled per generation). */
    private final int[] freeDrops = new int[4];
    /** Attackers of the dropped pawn (uchifuzume test); separate from freeDrops, which is live meanwhile. */
    private final int[] attackers = new int[16];
    private int pinnedCount;

    MoveGen(ShogiPosition pos) {
        this.pos = pos;
    }

    /** Appends every legal move of the side to move (declarations excluded). */
    void generate(MoveList out) {
        int[] b = pos.board;
        int us = pos.side;
        int them = us ^ 1;
        int ksq = pos.kingSq[us];
        int checkers = 0;
        int checker = -1;
        pinnedCount = 0;
        for (int d = 0; d < 8; d++) {
            int[] ray = RAY[d][ksq];
            int bit = 1 << ((d + 4) & 7);
            int own = -1;
            for (int i = 0; i < ray.length; i++) {
                int t = ray[i];
                int pc = b[t];
                if (pc == 0) {
                    continue;
                }
                if ((pc >>> 4) == us) {
                    if (own >= 0) {
                        break;
                    }
                    own = t;
                    continue;
                }
                if (own < 0) {
                    if ((SLIDE_DIRS[pc] & bit) != 0 || (i == 0 && (STEP_DIRS[pc] & bit) != 0)) {
                        checkers++;
                        checker = t;
                    }
                } else if ((SLIDE_DIRS[pc] & bit) != 0) {
                    pinDir[own] = d + 1;
                    pinned[pinnedCount++] = own;
                }
                break;
            }
        }
        int enemyKnight = ShogiPiece.of(them, KNIGHT);
        for (int from : KNIGHT_FROM[them][ksq]) {
            if (b[from] == enemyKnight) {
                checkers++;
                checker = from;
            }
        }
        if (checkers == 0) {
            generatePieceMoves(out, b, us, ksq, false, 0L, 0L);
            generateDrops(out, b, us, false, 0L, 0L);
        } else if (checkers == 1) {
            long lo = 0;
            long hi = 0;
            long blockLo = 0;
            long blockHi = 0;
            int d = DIR[ksq * 81 + checker];
            if (d >= 0) {
                for (int t : RAY[d][ksq]) {
                    if (t == checker) {
                        break;
                    }
                    if (t < 64) {
                        blockLo |= 1L << t;
                    } else {
                        blockHi |= 1L << (t - 64);
                    }
                }
            }
            lo = blockLo;
            hi = blockHi;
            if (checker < 64) {
                lo |= 1L << checker;
            } else {
                hi |= 1L << (checker - 64);
            }
            generatePieceMoves(out, b, us, ksq, true, lo, hi);
            if ((blockLo | blockHi) != 0) {
                generateDrops(out, b, us, true, blockLo, blockHi);
            }
        }
        generateKingMoves(out, b, us, ksq);
        for (int i = 0; i < pinnedCount; i++) {
            pinDir[pinned[i]] = 0;
        }
    }

    private static boolean in(long lo, long hi, int sq) {
        return sq < 64 ? ((lo >>> sq) & 1L) != 0 : ((hi >>> (sq - 64)) & 1L) != 0;
    }

    private void generateKingMoves(MoveList out, int[] b, int us, int ksq) {
        int them = us ^ 1;
        int king = b[ksq];
        b[ksq] = 0; // so that a slider's line through the king's square counts as attacked
        for (int t : STEPS[king][ksq]) {
            int cap = b[t];
            if (cap != 0 && (cap >>> 4) == us) {
                continue;
            }
            if (!Attacks.attacked(b, t, them)) {
                out.add(Move.of(ksq, t, Move.NORMAL, 0, cap));
            }
        }
        b[ksq] = king;
    }

    private void generatePieceMoves(MoveList out, int[] b, int us, int ksq, boolean evasion, long lo, long hi) {
        for (int from = 0; from < 81; from++) {
            int pc = b[from];
            if (pc == 0 || (pc >>> 4) != us || (pc & 15) == KING) {
                continue;
            }
            int pin = pinDir[from];
            if (pin != 0 && evasion) {
                continue; // a pinned piece can neither capture nor block another line's checker
            }
            for (int t : STEPS[pc][from]) {
                int cap = b[t];
                if (cap != 0 && (cap >>> 4) == us) {
                    continue;
                }
                if (pin != 0 && DIR[ksq * 81 + t] != pin - 1) {
                    continue;
                }
                if (evasion && !in(lo, hi, t)) {
                    continue;
                }
                addMove(out, us, pc, from, t, cap);
            }
            int slides = SLIDE_DIRS[pc];
            while (slides != 0) {
                int d = Integer.numberOfTrailingZeros(slides);
                slides &= slides - 1;
                if (pin != 0 && d != pin - 1 && d != ((pin + 3) & 7)) {
                    continue;
                }
                for (int t : RAY[d][from]) {
                    int cap = b[t];
                    if (cap != 0 && (cap >>> 4) == us) {
                        break;
                    }
                    if (!evasion || in(lo, hi, t)) {
                        addMove(out, us, pc, from, t, cap);
                    }
                    if (cap != 0) {
                        break;
                    }
                }
            }
        }
    }

    /** Adds a board move with its promotion options: optional in the zone, compulsory where the piece would be dead. */
    private static void addMove(MoveList out, int us, int pc, int from, int to, int cap) {
        int pt = pc & 15;
        if (pt <= ROOK && (ZONE[us][from] || ZONE[us][to])) {
            out.add(Move.of(from, to, Move.PROMOTION, pc + 8, cap));
            if ((pt == PAWN || pt == LANCE) && LAST1[us][to] || pt == KNIGHT && LAST2[us][to]) {
                return;
            }
        }
        out.add(Move.of(from, to, Move.NORMAL, 0, cap));
    }

    private void generateDrops(MoveList out, int[] b, int us, boolean evasion, long lo, long hi) {
        int[] hand = pos.hand;
        int base = us * 8;
        int side16 = us << 4;
        int free = 0; // drops allowed on every empty square: silver, gold, bishop, rook
        int[] freePieces = freeDrops;
        for (int t = SILVER; t <= GOLD; t++) {
            if (hand[base + t] > 0) {
                freePieces[free++] = side16 | t;
            }
        }
        boolean pawn = hand[base + PAWN] > 0;
        boolean lance = hand[base + LANCE] > 0;
        boolean knight = hand[base + KNIGHT] > 0;
        if (free == 0 && !pawn && !lance && !knight) {
            return;
        }
        int pawnFiles = pos.pawnFiles[us];
        int them = us ^ 1;
        int uchiSquare = FRONT[them][pos.kingSq[them]];
        boolean[] last1 = LAST1[us];
        boolean[] last2 = LAST2[us];
        for (int sq = 0; sq < 81; sq++) {
            if (b[sq] != 0 || evasion && !in(lo, hi, sq)) {
                continue;
            }
            for (int i = 0; i < free; i++) {
                out.add(Move.of(0, sq, Move.DROP, freePieces[i], 0));
            }
            if (!last1[sq]) {
                if (lance) {
                    out.add(Move.of(0, sq, Move.DROP, side16 | LANCE, 0));
                }
                if (pawn && (pawnFiles & (1 << (sq / 9))) == 0 && (sq != uchiSquare || !pawnDropMates(sq))) {
                    out.add(Move.of(0, sq, Move.DROP, side16 | PAWN, 0));
                }
                if (knight && !last2[sq]) {
                    out.add(Move.of(0, sq, Move.DROP, side16 | KNIGHT, 0));
                }
            }
        }
    }

    /**
     * Uchifuzume test: true when a pawn of the side to move dropped on {@code sq} (the square in front of the
     * enemy king) would checkmate. A pawn's check cannot be blocked, so the defender's only answers are a
     * king move to a safe square or a legal capture of the pawn.
     */
    boolean pawnDropMates(int sq) {
        int[] b = pos.board;
        int us = pos.side;
        int them = us ^ 1;
        int ksq = pos.kingSq[them];
        b[sq] = ShogiPiece.of(us, PAWN);
        boolean mate = true;
        b[ksq] = 0;
        for (int t : STEPS[ShogiPiece.of(them, KING)][ksq]) {
            int pc = b[t];
            if ((pc == 0 || (pc >>> 4) == us) && !Attacks.attacked(b, t, us)) {
                mate = false;
                break;
            }
        }
        b[ksq] = ShogiPiece.of(them, KING);
        if (mate) {
            int n = Attacks.attackers(b, sq, them, attackers);
            for (int i = 0; i < n && mate; i++) {
                int from = attackers[i];
                int capturer = b[from];
                if ((capturer & 15) == KING) {
                    continue; // handled with the king moves above
                }
                b[from] = 0;
                b[sq] = capturer;
                if (!Attacks.attacked(b, ksq, us)) {
                    mate = false;
                }
                b[sq] = ShogiPiece.of(us, PAWN);
                b[from] = capturer;
            }
        }
        b[sq] = 0;
        return mate;
    }
}
