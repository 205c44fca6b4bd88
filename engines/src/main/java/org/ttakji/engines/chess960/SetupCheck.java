package org.ttakji.engines.chess960;

import static org.ttakji.engines.chess960.Pieces.KING;
import static org.ttakji.engines.chess960.Pieces.PAWN;
import static org.ttakji.engines.chess960.Pieces.ROOK;

import java.util.List;

/**
 * The validity rules of a Chess960 set-up (docs/rules/chess960.md), every problem listed with its field: one king per
 * side, at most 8 pawns and 16 pieces per side, no pawn on the first or last rank, castling rights with their
 * king and rook on the back rank, an en-passant square that follows a double step, the side not to move not
 * in check. {@link Fen#build} calls them on the position it builds. Stateless.
 */
final class SetupCheck {
    private SetupCheck() {
    }

    /**
     * Kings, pawn and piece counts per side (not for a constructed position: {@code constructed}), then pawns on
     * the first or last rank.
     */
    static void material(Chess960Position p, List<String> problems, boolean constructed) {
        for (int side = 0; side < 2; side++) {
            String name = side == 0 ? "White" : "Black";
            int kings = p.count(KING, side);
            if (kings != 1) {
                problems.add("board: " + name + " has " + kings + " kings, expected 1");
            }
            if (constructed) {
                continue;
            }
            if (p.count(PAWN, side) > 8) {
                problems.add("board: " + name + " has " + p.count(PAWN, side) + " pawns, at most 8 allowed");
            }
            if (Long.bitCount(p.sidePieces(side)) > 16) {
                problems.add("board: " + name + " has " + Long.bitCount(p.sidePieces(side)) + " pieces, at most 16 allowed");
            }
        }
        for (long b = (p.pieces(PAWN, 0) | p.pieces(PAWN, 1)) & (Bitboards.RANK_1 | Bitboards.RANK_8); b != 0; b &= b - 1) {
            problems.add("board: pawn on " + Squares.name(Long.numberOfTrailingZeros(b)) + " (first or last rank)");
        }
    }

    /**
     * The rooks the castling field gives rights to (X-FEN {@code K}/{@code Q} or Shredder file letters), each
     * checked to stand on its king's back rank on the named wing; one problem per letter that names none.
     */
    static long castlingRooks(Chess960Position p, String field, List<String> problems) {
        long rooks = 0;
        if (field.equals("-")) {
            return 0;
        }
        for (char c : field.toCharArray()) {
            int side = Character.isUpperCase(c) ? 0 : 1;
            String name = side == 0 ? "White" : "Black";
            int backRank = side == 0 ? 0 : 7;
            int king = p.kingSquare[side];
            if (Squares.rank(king) != backRank) {
                problems.add("castling: '" + c + "' but " + name + "'s king is not on rank " + (backRank + 1));
                continue;
            }
            long ownRooks = p.pieces(ROOK, side) & (Bitboards.RANK_1 << (8 * backRank));
            char u = Character.toUpperCase(c);
            int rook = Squares.NONE;
            if (u == 'K' || u == 'Q') {
                long wing = ownRooks & (u == 'K' ? -2L << king : (1L << king) - 1);
                if (wing != 0) {
                    rook = u == 'K' ? 63 - Long.numberOfLeadingZeros(wing) : Long.numberOfTrailingZeros(wing);
                }
                if (rook == Squares.NONE) {
                    problems.add("castling: '" + c + "' but " + name + " has no rook on the "
                            + (u == 'K' ? "h" : "a") + "-side of its king on rank " + (backRank + 1));
                    continue;
                }
            } else {
                int sq = Squares.of(u - 'A', backRank);
                if ((ownRooks >>> sq & 1) == 0 || sq == king) {
                    problems.add("castling: '" + c + "' but " + name + " has no rook on " + Squares.name(sq));
                    continue;
                }
                rook = sq;
            }
            long wingMask = rook > king ? -2L << king : (1L << king) - 1;
            if ((rooks & wingMask & (Bitboards.RANK_1 << (8 * backRank))) != 0) {
                problems.add("castling: " + name + " has two " + (rook > king ? "h" : "a") + "-side castling rights");
                continue;
            }
            rooks |= 1L << rook;
        }
        return rooks;
    }

    /** The en-passant square follows a double step of the side not to move: its pawn there, the squares behind empty. */
    static void enPassant(Chess960Position p, int ep, List<String> problems) {
        if (ep == Squares.NONE) {
            return;
        }
        int pushed = ep ^ 8; // the pawn that just made the double step
        int start = p.side == 0 ? ep + 8 : ep - 8;
        if (p.board[pushed] != Pieces.of(PAWN, p.side ^ 1) || p.board[ep] != 0 || p.board[start] != 0) {
            problems.add("en passant: " + Squares.name(ep) + " does not follow a double pawn step of "
                    + (p.side == 0 ? "Black" : "White") + " (needs its pawn on " + Squares.name(pushed)
                    + " and " + Squares.name(ep) + ", " + Squares.name(start) + " empty)");
        }
    }

    /** The side not to move is not in check (it would have been captured). */
    static void sideNotToMoveInCheck(Chess960Position p, List<String> problems) {
        if (p.attackedBy(p.side, p.kingSquare[p.side ^ 1], p.occupied)) {
            problems.add("board: the side not to move (" + (p.side == 0 ? "Black" : "White") + ") is in check");
        }
    }
}
