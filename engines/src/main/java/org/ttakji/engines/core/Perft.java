package org.ttakji.engines.core;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Perft: the number of leaf nodes of the legal-move tree to a fixed depth, the standard proof of a move
 * generator (https://www.chessprogramming.org/Perft). Counts legal moves only and ignores draw rules,
 * as the references in {@code shared/perft/} do; the last ply is bulk-counted (its moves are generated
 * but not played). Reuses one move list per ply: no allocation per node.
 */
public final class Perft {
    private final MoveList[] lists;

    /** A counter that can search up to {@code maxDepth} plies. */
    public Perft(int maxDepth) {
        lists = new MoveList[Math.max(1, maxDepth) + 1];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    /**
     * Leaf count to {@code depth} plies from the position, which is restored on return.
     *
     * @param depth plies, 0..maxDepth (depth 0 counts the position itself: 1)
     */
    public long count(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        MoveList moves = lists[depth];
        moves.clear();
        position.generateLegal(moves);
        int n = moves.size();
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            position.makeMove(moves.get(i));
            total += count(position, depth - 1);
            position.unmakeMove();
        }
        return total;
    }

    /** One root move and its leaf count. @param move the move in machine notation @param nodes leaves below it */
    public record Division(String move, long nodes) {
    }

    /**
     * Perft split by root move ("divide"), the standard way to find where two move generators differ.
     *
     * @param position the root; restored on return
     * @param depth    plies, at least 1
     * @param notation renders a root move (called before it is played)
     * @return one entry per legal root move, in generation order
     */
    public List<Division> divide(Position position, int depth, IntFunction<String> notation) {
        MoveList root = new MoveList();
        position.generateLegal(root);
        List<Division> out = new ArrayList<>(root.size());
        for (int i = 0; i < root.size(); i++) {
            int m = root.get(i);
            String name = notation.apply(m);
            position.makeMove(m);
            long n = count(position, depth - 1);
            position.unmakeMove();
            out.add(new Division(name, n));
        }
        return out;
    }
}
