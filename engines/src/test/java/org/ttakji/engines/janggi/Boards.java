package org.ttakji.engines.janggi;

import java.util.Set;
import java.util.TreeSet;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.RuleOptions;

/** Test helpers: positions from piece placements, and their legal moves as text. */
final class Boards {
    static final JanggiRules RULES = new JanggiRules();

    private Boards() {
    }

    /**
     * A FEN from placements like {@code "Ke1"} (FEN letter, file a..i, rank 0..9), side {@code 'w'}/{@code 'b'}.
     */
    static String fen(char side, String... placements) {
        char[][] b = new char[10][9];
        for (char[] row : b) {
            java.util.Arrays.fill(row, '.');
        }
        for (String p : placements) {
            b[p.charAt(2) - '0'][p.charAt(1) - 'a'] = p.charAt(0);
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                if (b[rank][file] == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                    }
                    empty = 0;
                    sb.append(b[rank][file]);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb + " " + side + " - - 0 1";
    }

    /** A position with the product rules. */
    static JanggiPosition position(String fen) {
        return RULES.fromFen(fen, RULES.defaultRules());
    }

    /** A position with the given rule options ({@code key=value}). */
    static JanggiPosition position(String fen, String... options) {
        RuleOptions rules = RULES.parseRules(java.util.List.of(options));
        return RULES.fromFen(fen, rules);
    }

    /** Every legal move in machine notation. */
    static Set<String> moves(JanggiPosition p) {
        MoveList list = new MoveList();
        p.generateLegal(list);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(RULES.toMachine(p, list.get(i)));
        }
        return out;
    }

    /** The destinations of the legal moves from one point, e.g. {@code "c2"} gives {@code [a1, b4, ...]}. */
    static Set<String> targets(JanggiPosition p, String from) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(p)) {
            if (m.startsWith(from) && !m.equals("pass")) {
                out.add(m.substring(from.length()));
            }
        }
        return out;
    }

    /** Plays moves given in machine notation. */
    static JanggiPosition play(JanggiPosition p, String... moves) {
        for (String m : moves) {
            p.makeMove(RULES.parseMachine(p, m));
        }
        return p;
    }
}
