package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.SplitMix64;

/** {@link XiangqiPosition#isAttacked(int, int)} against the independent {@link SlowReference}. */
class XiangqiAttackTest {
    private static final XiangqiRules RULES = new XiangqiRules();

    @Test
    void isAttackedAgreesWithTheSlowReferenceOnRandomGames() {
        SplitMix64 random = new SplitMix64(11);
        MoveList moves = new MoveList();
        for (int game = 0; game < 6; game++) {
            XiangqiPosition p = RULES.fromFen(Fen.START, RULES.defaultRules());
            for (int ply = 0; ply < 120; ply++) {
                for (int sq = 0; sq < 90; sq++) {
                    for (int side = 0; side < 2; side++) {
                        assertEquals(reference(p, sq, side), p.isAttacked(sq, side),
                                "square " + sq + " by side " + side + " in " + p.toFen());
                    }
                }
                moves.clear();
                p.generateLegal(moves);
                if (moves.isEmpty()) {
                    break;
                }
                p.makeMove(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    /** Could a piece of {@code side} capture an enemy piece standing on {@code sq}? */
    private static boolean reference(XiangqiPosition p, int sq, int side) {
        int[] b = new int[90];
        for (int i = 0; i < 90; i++) {
            b[i] = p.pieceAt(i);
        }
        if (b[sq] == XiangqiPiece.code(1 - side, XiangqiPiece.GENERAL)) {
            return SlowReference.generalAttacked(b, 1 - side);
        }
        b[sq] = XiangqiPiece.code(1 - side, XiangqiPiece.CHARIOT);
        for (int from = 0; from < 90; from++) {
            if (b[from] != 0 && XiangqiPiece.side(b[from]) == side && SlowReference.canMove(b, from, sq)) {
                return true;
            }
        }
        return false;
    }
}
