package org.ttakji.engines.banqi;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.PositionContractTest;
import org.ttakji.engines.core.VariantRules;

/**
 * The shared position contract over true Banqi positions, checked against a slow reference that reads
 * docs/rules/banqi.md literally: every face-down square may be revealed; every (from, to) pair of squares is tried
 * for the side's revealed pieces with a naive rank comparison and a naive count of the pieces between a
 * cannon and its target. Human notation is the machine notation.
 */
class BanqiContractTest extends PositionContractTest {
    private static final BanqiRules RULES = new BanqiRules();

    @Override
    protected VariantRules rules() {
        return RULES;
    }

    @Override
    protected List<Position> playoutStarts() {
        List<Position> starts = new ArrayList<>();
        for (long seed = 0; seed < 4; seed++) {
            starts.add(RULES.startPosition(RULES.defaultRules(), seed));
        }
        for (var row : org.ttakji.engines.core.PerftTsv.rows(RULES.variant())) {
            starts.add(RULES.truePosition(row.fen()));
        }
        // Sparse boards: long cannon jumps, screens at a distance, the general/soldier exceptions.
        starts.add(RULES.truePosition("C2?p2k1/1P1r1?A2/K1c3?b1/3p2N1 1 r 0 40"));
        starts.add(RULES.truePosition("c6C/?k6?P/1A3a2/p1K2P1n 2 b 3 61"));
        return starts;
    }

    @Override
    protected Set<String> slowLegalMoves(Position position) {
        BanqiState b = (BanqiState) position;
        Set<String> legal = new TreeSet<>();
        int own = b.colourOf(position.sideToMove());
        for (int from = 0; from < 32; from++) {
            int cell = b.pieceAt(from);
            if (cell == BanqiPieces.FACE_DOWN) {
                legal.add(BanqiSquares.name(from) + "?");
            }
            if (cell == BanqiPieces.EMPTY || cell == BanqiPieces.FACE_DOWN || own < 0 || cell / 8 != own) {
                continue;
            }
            for (int to = 0; to < 32; to++) {
                int target = b.pieceAt(to);
                boolean enemy = target != BanqiPieces.EMPTY && target != BanqiPieces.FACE_DOWN && target / 8 != own;
                int df = Math.abs(to % 8 - from % 8);
                int dr = Math.abs(to / 8 - from / 8);
                String step = BanqiSquares.name(from) + "-" + BanqiSquares.name(to);
                String take = BanqiSquares.name(from) + "x" + BanqiSquares.name(to);
                if (df + dr == 1 && target == BanqiPieces.EMPTY) {
                    legal.add(step);
                }
                if (df + dr == 1 && enemy && naiveStepCapture(cell % 8, target % 8)) {
                    legal.add(take);
                }
                if (cell % 8 == BanqiPieces.CANNON && enemy && (df == 0 || dr == 0)
                        && piecesBetween(b, from, to) == 1) {
                    legal.add(take);
                }
            }
        }
        return legal;
    }

    /** docs/rules/banqi.md read literally: rank K > A > B > R > N > P, cannon apart, soldier/general exceptions. */
    private static boolean naiveStepCapture(int attacker, int victim) {
        String rankOrder = "PNRBAK"; // weakest first
        char a = ".KABRNCP".charAt(attacker);
        char v = ".KABRNCP".charAt(victim);
        if (a == 'C') {
            return false; // the cannon captures only by jumping
        }
        if (v == 'C') {
            return a != 'P'; // general, advisor, elephant, chariot, horse take a cannon; a soldier never
        }
        if (a == 'P') {
            return v == 'P' || v == 'K';
        }
        if (a == 'K' && v == 'P') {
            return false;
        }
        return rankOrder.indexOf(a) >= rankOrder.indexOf(v);
    }

    private static int piecesBetween(BanqiState b, int from, int to) {
        int n = 0;
        int lo = Math.min(from, to);
        int hi = Math.max(from, to);
        int step = from / 8 == to / 8 ? 1 : 8;
        for (int s = lo + step; s < hi; s += step) {
            if (b.pieceAt(s) != BanqiPieces.EMPTY) {
                n++;
            }
        }
        return n;
    }
}
