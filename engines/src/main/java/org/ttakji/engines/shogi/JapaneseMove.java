package org.ttakji.engines.shogi;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;

/**
 * A move in Japanese notation as KIF ({@code ７六歩(77)}, {@code 同　角成(88)}, {@code ５五角打}) and KI2
 * ({@code ▲５二金右}, {@code △同銀}) write it: destination or 同 (the previous move's destination), the
 * piece as it stands before moving, KI2's relative qualifiers, 成/不成/打 and KIF's origin in parentheses.
 *
 * <p>KI2 qualifiers, from the mover's point of view: 上/行/入 the piece moves forward, 引 backward, 寄
 * sideways, 直 straight one step forward; 右/左 the candidate standing furthest right/left. 打 is written
 * only when a board move could reach the square too, so without it a board move is preferred.
 *
 * @param text       the move as written
 * @param line       1-based line in the record
 * @param to         destination square, -1 for 同
 * @param type       the piece type before the move ({@link ShogiPiece})
 * @param promotion  1 for 成, 0 for 不成, -1 when neither is written
 * @param drop       打 was written
 * @param from       origin square (KIF), -1 when not written
 * @param qualifiers KI2 qualifiers (may be empty)
 */
record JapaneseMove(String text, int line, int to, int type, int promotion, boolean drop, int from, String qualifiers)
        implements RecordMove {

    @Override
    public int resolve(ShogiPosition p, MoveList legal, int previous) {
        int dest = to >= 0 ? to : previous;
        if (dest < 0) {
            return Move.NONE;
        }
        int us = p.side;
        int[] candidates = new int[16];
        int n = 0;
        int dropMove = Move.NONE;
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (Move.to(m) != dest) {
                continue;
            }
            if (Move.kind(m) == Move.DROP) {
                if ((Move.piece(m) & 15) == type) {
                    dropMove = m;
                }
                continue;
            }
            int f = Move.from(m);
            if ((p.board[f] & 15) != type || from >= 0 && f != from
                    || (Move.kind(m) == Move.PROMOTION) != (promotion == 1)) {
                continue;
            }
            if (!drop && n < candidates.length) {
                candidates[n++] = m;
            }
        }
        if (drop) {
            return dropMove;
        }
        n = filterByMovement(candidates, n, us);
        n = filterBySide(candidates, n, us);
        if (n > 1) {
            throw new NotationException(text, "ambiguous: " + n + " pieces can make this move (line " + line + ")");
        }
        if (n == 1) {
            return candidates[0];
        }
        return from < 0 && promotion != 1 ? dropMove : Move.NONE;
    }

    /** Forward distance of a move for side {@code us} (positive = towards the enemy). */
    private static int forward(int us, int m) {
        int dr = ShogiSquare.rank(Move.to(m)) - ShogiSquare.rank(Move.from(m));
        return us == 0 ? -dr : dr;
    }

    private int filterByMovement(int[] c, int n, int us) {
        int k = n;
        for (int q = 0; q < qualifiers.length(); q++) {
            char ch = qualifiers.charAt(q);
            if ("上行入引寄直".indexOf(ch) < 0) {
                continue;
            }
            int kept = 0;
            for (int i = 0; i < k; i++) {
                int m = c[i];
                int fwd = forward(us, m);
                boolean sameFile = ShogiSquare.file(Move.from(m)) == ShogiSquare.file(Move.to(m));
                boolean keep = switch (ch) {
                    case '上', '行', '入' -> fwd > 0;
                    case '引' -> fwd < 0;
                    case '寄' -> fwd == 0;
                    default -> fwd == 1 && sameFile; // 直
                };
                if (keep) {
                    c[kept++] = m;
                }
            }
            k = kept;
        }
        return k;
    }

    private int filterBySide(int[] c, int n, int us) {
        int k = n;
        for (int q = 0; q < qualifiers.length(); q++) {
            char ch = qualifiers.charAt(q);
            if (ch != '右' && ch != '左') {
                continue;
            }
            // sente's right is file 1, gote's right is file 9
            boolean wantSmallFile = (ch == '右') == (us == 0);
            int best = wantSmallFile ? 10 : 0;
            for (int i = 0; i < k; i++) {
                int f = ShogiSquare.file(Move.from(c[i]));
                best = wantSmallFile ? Math.min(best, f) : Math.max(best, f);
            }
            int kept = 0;
            for (int i = 0; i < k; i++) {
                if (ShogiSquare.file(Move.from(c[i])) == best) {
                    c[kept++] = c[i];
                }
            }
            k = kept;
        }
        return k;
    }
}
