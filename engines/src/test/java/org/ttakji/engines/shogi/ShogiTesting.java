package org.ttakji.engines.shogi;

import java.util.Set;
import java.util.TreeSet;
import org.ttakji.engines.core.MoveList;

/** Small helpers shared by the shogi tests. */
final class ShogiTesting {
    static final ShogiRules RULES = new ShogiRules();

    private ShogiTesting() {
    }

    /** A position from SFEN with the default rules. */
    static ShogiPosition sfen(String sfen) {
        return RULES.fromFen(sfen, RULES.defaultRules());
    }

    /** The legal moves in USI. */
    static Set<String> legal(ShogiPosition p) {
        MoveList list = new MoveList();
        p.generateLegal(list);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(RULES.toMachine(p, list.get(i)));
        }
        return out;
    }

    /** The legal moves in USI that start on a square (board moves only). */
    static Set<String> movesFrom(ShogiPosition p, String square) {
        Set<String> out = new TreeSet<>();
        for (String m : legal(p)) {
            if (m.startsWith(square)) {
                out.add(m);
            }
        }
        return out;
    }

    /** Plays USI moves separated by spaces. */
    static ShogiPosition play(ShogiPosition p, String moves) {
        for (String m : moves.trim().split("\\s+")) {
            if (!m.isEmpty()) {
                p.makeMove(RULES.parseMachine(p, m));
            }
        }
        return p;
    }
}
