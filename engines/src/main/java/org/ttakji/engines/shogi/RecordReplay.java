package org.ttakji.engines.shogi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.RuleOptions;

/**
 * Turns the moves a record reader found into legal USI moves by playing them from the start position.
 * Only legality is checked (no ending stops the replay), with the move limit off. A record that ends with
 * a foul it marks may end with one illegal move, which is kept as the foul.
 */
final class RecordReplay {
    private static final ShogiRules RULES = new ShogiRules();
    private static final RuleOptions NO_LIMIT = RULES.parseRules(List.of(ShogiRules.MOVE_LIMIT + "=none"));

    /**
     * What a replay found: the record when every move fits, else the first move that does not, with the
     * error the readers throw for it.
     *
     * @param record     the record, or null when a move does not replay
     * @param failedPly  1-based ply of that move, 0 when all replayed
     * @param failedMove that move as written, or null
     * @param error      {@link IllegalMoveException} (no legal move fits) or {@link NotationException} (several
     *                   fit), naming the file, line and ply; null when all replayed
     * @param headers    the record's header fields (also when a move failed)
     */
    record Replay(ShogiRecord record, int failedPly, String failedMove, LabInputException error,
                  Map<String, String> headers) {
        /**
         * The record.
         *
         * @throws IllegalMoveException when a move fits no legal move
         * @throws NotationException    when a move fits several
         */
        ShogiRecord orThrow() {
            if (error != null) {
                throw error;
            }
            return record;
        }
    }

    private RecordReplay() {
    }

    /**
     * Plays the record; never throws for a move (see {@link Replay}).
     *
     * @throws org.ttakji.engines.core.InvalidPositionException when the start is not a valid position
     */
    static Replay replay(String source, String format, ShogiSetup start, List<RecordMove> moves,
                         RecordEnding ending, Map<String, String> headers) {
        ShogiPosition p = RULES.fromSetup(start, NO_LIMIT, source);
        String startSfen = p.toFen();
        List<String> usi = new ArrayList<>(moves.size());
        MoveList legal = new MoveList();
        String foul = null;
        int previous = -1;
        for (int i = 0; i < moves.size(); i++) {
            RecordMove rm = moves.get(i);
            legal.clear();
            p.generateLegal(legal);
            int m;
            try {
                m = rm.resolve(p, legal, previous);
            } catch (NotationException e) {
                return new Replay(null, i + 1, rm.text(), new NotationException(rm.text(), source + " line " + rm.line()
                        + ", ply " + (i + 1) + ": " + e.getMessage()), headers);
            }
            if (m == Move.NONE) {
                if (i == moves.size() - 1 && ending == RecordEnding.ILLEGAL_MOVE) {
                    foul = rm.text();
                    break;
                }
                return new Replay(null, i + 1, rm.text(), new IllegalMoveException(rm.text(), p.toFen(), source + " line "
                        + rm.line() + ", ply " + (i + 1) + ": no legal move fits"), headers);
            }
            usi.add(UsiNotation.write(m));
            p.makeMove(m);
            previous = Move.to(m);
        }
        return new Replay(new ShogiRecord(source, format, startSfen, usi, ending, foul, headers), 0, null, null, headers);
    }
}
