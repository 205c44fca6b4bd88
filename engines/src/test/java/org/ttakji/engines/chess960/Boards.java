package org.ttakji.engines.chess960;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.RuleOptions;

/** Small helpers for the rule tests: read a FEN, play UCI moves, list legal moves as UCI. */
final class Boards {
    static final Chess960Rules RULES = new Chess960Rules();
    static final RuleOptions ALL = RULES.parseRules(List.of("promotion=all"));

    private Boards() {
    }

    /** The position of {@code fen} (promotion=all) after the given UCI moves. */
    static Chess960Position play(String fen, String... uciMoves) {
        return playWith(ALL, fen, uciMoves);
    }

    static Chess960Position playWith(RuleOptions options, String fen, String... uciMoves) {
        Chess960Position p = RULES.fromFen(fen, options);
        for (String m : uciMoves) {
            p.makeMove(RULES.parseMachine(p, m));
        }
        return p;
    }

    /** Legal moves in UCI. */
    static Set<String> legal(Chess960Position p) {
        MoveList moves = new MoveList();
        p.generateLegal(moves);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(RULES.toMachine(p, moves.get(i)));
        }
        return out;
    }

    /** The board field of the position's FEN. */
    static String board(Chess960Position p) {
        return p.toFen().split(" ")[0];
    }
}
