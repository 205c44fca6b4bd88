package org.ttakji.engines.banqi;

import static org.ttakji.engines.banqi.BanqiPieces.CANNON;
import static org.ttakji.engines.banqi.BanqiPieces.FACE_DOWN;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Legal action generation of docs/rules/banqi.md on a {@link BanqiBoard}: a reveal per face-down square, then steps
 * and captures of the side to move's revealed pieces (a cannon captures by jumping one screen). A true board's
 * reveals carry the hidden piece, an observation board's carry piece 0 (a chance event). Stateless.
 */
final class MoveGen {
    private static final int[] NEIGHBOUR_BITS = BanqiSquares.neighbourBits();
    private static final int[] RAYS = BanqiSquares.rays();

    private MoveGen() {
    }

    /** Appends every legal action: a reveal per face-down square, then moves and captures of own pieces. */
    static void generate(BanqiBoard b, MoveList out) {
        final int[] c = b.cells;
        for (int fd = b.faceDownBits; fd != 0; fd &= fd - 1) {
            int sq = Integer.numberOfTrailingZeros(fd);
            out.add(Move.of(sq, sq, Move.REVEAL, c[sq] & 15, 0));
        }
        if (b.p1Colour < 0) {
            return;
        }
        final int own = b.side == 0 ? b.p1Colour : 1 - b.p1Colour;
        final int enemy = b.colourBits[own ^ 1];
        final int empty = ~(b.faceDownBits | b.colourBits[0] | b.colourBits[1]);
        for (int mine = b.colourBits[own]; mine != 0; mine &= mine - 1) {
            int sq = Integer.numberOfTrailingZeros(mine);
            int around = NEIGHBOUR_BITS[sq];
            for (int quiet = around & empty; quiet != 0; quiet &= quiet - 1) {
                out.add(Move.of(sq, Integer.numberOfTrailingZeros(quiet), Move.NORMAL, 0));
            }
            int type = c[sq] & 7;
            if (type == CANNON) {
                cannonCaptures(c, sq, own, out);
            } else {
                int victims = BanqiPieces.stepVictims(type);
                for (int prey = around & enemy; prey != 0; prey &= prey - 1) {
                    int to = Integer.numberOfTrailingZeros(prey);
                    int target = c[to];
                    if (((victims >> (target & 7)) & 1) != 0) {
                        out.add(Move.of(sq, to, Move.NORMAL, target));
                    }
                }
            }
        }
    }

    private static void cannonCaptures(int[] c, int sq, int own, MoveList out) {
        // Jump captures: over exactly one piece (face up or down, any colour) onto the first piece beyond.
        for (int d = 0; d < 4; d++) {
            int i = (sq * 4 + d) * 8;
            int to;
            while ((to = RAYS[i]) >= 0 && c[to] == 0) {
                i++;
            }
            if (to < 0) {
                continue; // no screen
            }
            i++;
            while ((to = RAYS[i]) >= 0 && c[to] == 0) {
                i++;
            }
            if (to >= 0) {
                int target = c[to];
                if (target < FACE_DOWN && (target >> 3) != own) {
                    out.add(Move.of(sq, to, Move.NORMAL, target));
                }
            }
        }
    }
}
