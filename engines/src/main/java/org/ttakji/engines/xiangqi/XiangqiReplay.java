package org.ttakji.engines.xiangqi;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RuleOptions;

/**
 * Replays a {@link XiangqiRecord} move by move: from its {@code [FEN]} tag (else the start position),
 * each move text is read as coordinates ({@code h2e2}, ranks 0..9 or 1..10), Chinese notation (if it
 * holds a CJK character) or WXF, and must name a legal move. Endings of docs/rules/xiangqi.md do not stop the
 * replay: the records were played under tournament rules (e.g. chasing rules instead of the product's
 * plain repetition rule), and the job is to check that every move is legal.
 */
public final class XiangqiReplay {
    private static final Pattern COORDINATES = Pattern.compile("(?i)[a-i](10|[0-9])-?[a-i](10|[0-9])");

    /**
     * What a replay found.
     *
     * @param moves      the moves replayed, in coordinates (ranks 0..9); all of them when {@link #legal()}
     * @param failedPly  1-based ply of the first move that could not be played, 0 when all were legal
     * @param error      why that move failed (the exception message), or {@code null}
     * @param finalFen   the position after the last legal move; null when the {@code [FEN]} tag is bad
     * @param reason     the kind of failure: {@link RecordGame.Reason#BAD_START} (the {@code [FEN]} tag, reported
     *                   at ply 1), {@link RecordGame.Reason#UNREADABLE_MOVE} or {@link RecordGame.Reason#ILLEGAL_MOVE};
     *                   null when all were legal
     */
    public record Result(List<String> moves, int failedPly, String error, String finalFen, RecordGame.Reason reason) {
        /** True when every move of the record was legal. */
        public boolean legal() {
            return failedPly == 0;
        }
    }

    private XiangqiReplay() {
    }

    /**
     * Replays a record under the given rules, reading coordinates with ranks as {@code ranks} says;
     * never throws for a bad move (see {@link Result}). Give the numbering a record set is known to use
     * ({@link CoordinateRanks#ZERO_BASED} for ICCS): {@link CoordinateRanks#AUTO} would read a move that
     * is illegal with ranks 0..9 as a legal one with ranks 1..10.
     */
    public static Result replay(XiangqiRecord record, RuleOptions rules, CoordinateRanks ranks) {
        List<String> played = new ArrayList<>(record.moves().size());
        XiangqiPosition position;
        try {
            String fen = record.tag("FEN");
            position = XiangqiPosition.of(Fen.parse(fen == null || fen.isBlank() ? Fen.START : fen), rules);
        } catch (LabInputException e) {
            return new Result(played, 1, "bad [FEN] tag: " + e.getMessage(), null, RecordGame.Reason.BAD_START);
        }
        for (String text : record.moves()) {
            int move;
            try {
                move = parse(position, text, ranks);
            } catch (NotationException e) {
                return new Result(played, played.size() + 1, e.getMessage(), position.toFen(),
                        RecordGame.Reason.UNREADABLE_MOVE);
            } catch (LabInputException e) {
                return new Result(played, played.size() + 1, e.getMessage(), position.toFen(),
                        RecordGame.Reason.ILLEGAL_MOVE);
            }
            played.add(Coordinates.write(move));
            position.makeMove(move);
        }
        return new Result(played, 0, null, position.toFen(), null);
    }

    /** Reads one move text in whichever notation it is written. */
    static int parse(XiangqiPosition position, String text, CoordinateRanks ranks) {
        if (COORDINATES.matcher(text).matches()) {
            return Coordinates.parse(position, text, ranks);
        }
        for (int i = 0; i < text.length(); i++) {
            if (Character.UnicodeScript.of(text.charAt(i)) == Character.UnicodeScript.HAN) {
                return XiangqiNotation.parseChinese(position, text);
            }
        }
        return XiangqiNotation.parseWxf(position, text);
    }
}
