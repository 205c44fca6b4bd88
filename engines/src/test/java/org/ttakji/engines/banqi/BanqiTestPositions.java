package org.ttakji.engines.banqi;

import java.util.Set;
import java.util.TreeSet;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;

/** Helpers for the Banqi tests: composed positions and their legal moves in machine notation. */
final class BanqiTestPositions {
    static final BanqiRules RULES = new BanqiRules();

    private BanqiTestPositions() {
    }

    /** A true position from full-form text. */
    static BanqiPosition position(String fullForm) {
        return RULES.truePosition(fullForm);
    }

    /** The legal moves in machine notation. */
    static Set<String> moves(Position p) {
        MoveList list = new MoveList();
        p.generateLegal(list);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(RULES.toMachine(p, list.get(i)));
        }
        return out;
    }

    /** Plays moves given in machine notation. */
    static void play(Position p, String... machineMoves) {
        for (String m : machineMoves) {
            p.makeMove(RULES.parseMachine(p, m));
        }
    }
}
