package org.ttakji.engines.shogi;

import java.util.ArrayList;
import java.util.List;

/**
 * The validity rules of a shogi set-up (docs/rules/shogi.md), every problem listed: one king per side, no more
 * pieces of a kind than a set holds, no piece that could never move, no two unpromoted pawns of a side on a
 * file (nifu), the side not to move not in check. Stateless.
 */
final class SetupCheck {
    /** Most pieces of each unpromoted type 1..8 in a full set (both sides, board and hands). */
    private static final int[] FULL_SET = {0, 18, 4, 4, 4, 2, 2, 4, 2};

    /**
     * Every rule a setup breaks: missing or extra kings, more pieces of a kind than a set holds, pawns,
     * lances or knights that could never move, two unpromoted pawns of a side on a file (nifu), and the side
     * not to move in check. Each problem names the squares or pieces at fault.
     */
    static List<String> problems(ShogiSetup setup) {
        return problems(setup, false);
    }

    /** Most pieces of a side (board and hand) in a constructed position: the evaluation's piece lists. */
    static final int CONSTRUCTED_PIECES = 40;

    /**
     * As {@link #problems(ShogiSetup)}; {@code constructed} replaces the full set's counts per kind by at most
     * {@value #CONSTRUCTED_PIECES} pieces a side and {@value Zobrist#MAX_HAND} of a kind in a hand.
     */
    static List<String> problems(ShogiSetup setup, boolean constructed) {
        int[] board = setup.board();
        int[] hand = setup.hand();
        int side = setup.side();
        int moveNumber = setup.moveNumber();
        List<String> problems = new ArrayList<>();
        int[] total = new int[9];
        int[] kings = new int[2];
        int[][] pawnsOnFile = new int[2][9];
        for (int sq = 0; sq < 81; sq++) {
            int pc = board[sq];
            if (pc == 0) {
                continue;
            }
            int t = pc & 15;
            int s = pc >>> 4;
            total[ShogiPiece.baseType(t)]++;
            if (t == ShogiPiece.KING) {
                kings[s]++;
            }
            String where = ShogiPiece.sfenLetters(pc) + " on " + ShogiSquare.name(sq);
            if ((t == ShogiPiece.PAWN || t == ShogiPiece.LANCE) && Tables.LAST1[s][sq]) {
                problems.add(where + " can never move (last rank)");
            }
            if (t == ShogiPiece.KNIGHT && Tables.LAST2[s][sq]) {
                problems.add(where + " can never move (last two ranks)");
            }
            if (t == ShogiPiece.PAWN) {
                pawnsOnFile[s][sq / 9]++;
            }
        }
        for (int s = 0; s < 2; s++) {
            String name = s == 0 ? "sente" : "gote";
            if (kings[s] != 1) {
                problems.add(name + " has " + kings[s] + " kings on the board (exactly one required)");
            }
            for (int f = 0; f < 9; f++) {
                if (pawnsOnFile[s][f] > 1) {
                    problems.add(name + " has " + pawnsOnFile[s][f] + " unpromoted pawns on file " + (f + 1) + " (nifu)");
                }
            }
            for (int t = 1; t <= 7; t++) {
                int c = hand[s * 8 + t];
                if (c < 0) {
                    problems.add(name + " holds a negative number of " + ShogiPiece.letter(t));
                }
                total[t] += Math.max(c, 0);
            }
        }
        if (constructed) {
            int[] perSide = new int[2];
            for (int sq = 0; sq < 81; sq++) {
                if (board[sq] != 0) {
                    perSide[board[sq] >>> 4]++;
                }
            }
            for (int s = 0; s < 2; s++) {
                for (int t = 1; t <= 7; t++) {
                    int c = Math.max(hand[s * 8 + t], 0);
                    perSide[s] += c;
                    if (c > Zobrist.MAX_HAND) {
                        problems.add((s == 0 ? "sente" : "gote") + " holds " + c + " " + ShogiPiece.letter(t)
                                + " (at most " + Zobrist.MAX_HAND + " of a kind in a constructed position)");
                    }
                }
                if (perSide[s] > CONSTRUCTED_PIECES) {
                    problems.add((s == 0 ? "sente" : "gote") + " has " + perSide[s] + " pieces (at most "
                            + CONSTRUCTED_PIECES + " in a constructed position)");
                }
            }
        }
        for (int t = 1; t <= 7 && !constructed; t++) {
            if (total[t] > FULL_SET[t]) {
                problems.add(total[t] + " pieces of kind " + ShogiPiece.letter(t) + " (a set has " + FULL_SET[t] + ")");
            }
        }
        if (side != 0 && side != 1) {
            problems.add("side to move must be b or w");
        }
        if (moveNumber < 1) {
            problems.add("move number " + moveNumber + " must be at least 1");
        }
        if (problems.isEmpty()) {
            int other = side ^ 1;
            for (int sq = 0; sq < 81; sq++) {
                if (board[sq] == ShogiPiece.of(other, ShogiPiece.KING) && Attacks.attacked(board, sq, side)) {
                    problems.add((other == 0 ? "sente" : "gote") + ", not to move, is in check (king on "
                            + ShogiSquare.name(sq) + ")");
                }
            }
        }
        return problems;
    }

    private SetupCheck() {
    }
}
