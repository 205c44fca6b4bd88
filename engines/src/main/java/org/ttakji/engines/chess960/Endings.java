package org.ttakji.engines.chess960;

import static org.ttakji.engines.chess960.Pieces.BISHOP;
import static org.ttakji.engines.chess960.Pieces.KNIGHT;
import static org.ttakji.engines.chess960.Pieces.PAWN;
import static org.ttakji.engines.chess960.Pieces.QUEEN;
import static org.ttakji.engines.chess960.Pieces.ROOK;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/**
 * The endings of docs/rules/chess960.md: checkmate wins, stalemate draws, and the lab's automatic draws —
 * insufficient material (K v K, K+minor v K, K+B v K+B with bishops on same-coloured squares),
 * threefold repetition (the current position for the third time, same side to move, same castling
 * rights and en-passant possibility; FIDE 9.2) and the 50-move rule (100 plies without capture or pawn
 * move; FIDE 9.3). A move that mates on the 100th ply is checkmate, not a draw (FIDE 9.3).
 */
final class Endings {
    private static final int FIFTY_MOVE_PLIES = 100;
    private static final Outcome INSUFFICIENT = Outcome.draw(Termination.INSUFFICIENT_MATERIAL);
    private static final Outcome REPETITION = Outcome.draw(Termination.REPETITION);
    private static final Outcome FIFTY_MOVES = Outcome.draw(Termination.NO_PROGRESS);
    private static final Outcome STALEMATE = Outcome.draw(Termination.STALEMATE);
    private static final Outcome[] MATED = {Outcome.loss(0, Termination.CHECKMATE), Outcome.loss(1, Termination.CHECKMATE)};

    private Endings() {
    }

    static Outcome ruleStatus(Chess960Position p) {
        if (insufficientMaterial(p)) {
            return INSUFFICIENT;
        }
        if (p.halfmove >= 4 && p.earlierOccurrences() >= 2) {
            return REPETITION;
        }
        if (p.halfmove >= FIFTY_MOVE_PLIES) {
            if (p.inCheck() && !hasLegalMove(p)) {
                return noLegalMoveOutcome(p);
            }
            return FIFTY_MOVES;
        }
        return Outcome.ONGOING;
    }

    static Outcome noLegalMoveOutcome(Chess960Position p) {
        return p.inCheck() ? MATED[p.side] : STALEMATE;
    }

    /** K v K, K + one knight or bishop v K, K+B v K+B with both bishops on squares of one colour. */
    static boolean insufficientMaterial(Chess960Position p) {
        long[] pcs = p.pieces;
        long heavy = pcs[PAWN] | pcs[ROOK] | pcs[QUEEN] | pcs[8 | PAWN] | pcs[8 | ROOK] | pcs[8 | QUEEN];
        if (heavy != 0) {
            return false;
        }
        long minors = pcs[KNIGHT] | pcs[BISHOP] | pcs[8 | KNIGHT] | pcs[8 | BISHOP];
        int n = Long.bitCount(minors);
        if (n <= 1) {
            return true;
        }
        if (n == 2 && Long.bitCount(pcs[BISHOP]) == 1 && Long.bitCount(pcs[8 | BISHOP]) == 1) {
            long bishops = pcs[BISHOP] | pcs[8 | BISHOP];
            return (bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & ~Bitboards.LIGHT_SQUARES) == 0;
        }
        return false;
    }

    private static boolean hasLegalMove(Chess960Position p) {
        MoveList moves = p.scratchMoves();
        moves.clear();
        p.generateLegal(moves);
        return !moves.isEmpty();
    }
}
