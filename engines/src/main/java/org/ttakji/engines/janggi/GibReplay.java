package org.ttakji.engines.janggi;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.grid.Grid9x10;

/**
 * Replays a {@link GibRecord} move by move under the rules of the records (tournament/online Janggi: Cho
 * first, each side's formation from its tags, facing generals legal: {@link JanggiRules#tournamentRules}).
 *
 * <p>The start: the formation tags ({@code [초차림]/[한차림]}, or {@code [초포진]/[한포진]}) when present —
 * the "standard set-up" games; otherwise a {@code [판 "..."]} board (custom and handicap games), whose
 * first mover is read from the first move. Every move must be among the legal moves ({@link
 * JanggiPosition#generateLegal}); endings by rule (repetition, 100 plies) do not stop a replay, since the
 * records were played under other draw rules. Piece names in the moves are checked against the board.
 *
 * <p>Optionally ({@code doublePassEndsGame}) the replay also applies the Korean tournament rule that the
 * game ends when both sides pass in succession, as Fairy-Stockfish's Janggi variants (the independent
 * reference of the records' README) do: a move after two consecutive passes is then rejected. The lab's
 * own rules (docs/rules/) allow two passes in a row.
 */
public final class GibReplay {
    /** How the start position of a record was found. */
    public enum Start {
        /** From the formation tags (Cho first). */
        FORMATIONS,
        /** From a {@code [판]} board. */
        BOARD,
        /** Neither: the record cannot be replayed. */
        NONE
    }

    /**
     * The outcome of a replay.
     *
     * @param record    the record
     * @param start     where the start position came from
     * @param rules     the rule options used (null when no start was found)
     * @param startFen  the start position (null when none)
     * @param moves     the moves replayed, in machine notation (all of them when legal)
     * @param rejection null when every move was legal; else {@code "<reason>: ply N <token>: <detail>"}
     */
    public record Result(GibRecord record, Start start, RuleOptions rules, String startFen, List<String> moves,
                         String rejection) {
        /** True when every move of the record was legal. */
        public boolean legal() {
            return rejection == null;
        }
    }

    /** Appended to the rejection of a formation game whose moves replay from its {@code [판]} board. */
    static final String REPLAYS_FROM_BOARD = " (it replays legally from its [판] board)";

    private GibReplay() {
    }

    /** Replays a record under the lab's rules (two passes in a row allowed). */
    public static Result replay(GibRecord record, JanggiRules janggi) {
        return replay(record, janggi, false);
    }

    /**
     * Replays a record (see the class comment).
     *
     * @param doublePassEndsGame whether two consecutive passes end the game (the reference engine's rule)
     */
    public static Result replay(GibRecord record, JanggiRules janggi, boolean doublePassEndsGame) {
        Replayer replayer = new Replayer(janggi, doublePassEndsGame);
        Formation cho = formation(record, "초차림", "초포진");
        Formation han = formation(record, "한차림", "한포진");
        String board = record.tags().get("판");
        if (cho != null && han != null) {
            RuleOptions rules = janggi.tournamentRules(cho, han);
            Result r = replayer.play(record, Start.FORMATIONS, janggi.startPosition(rules));
            if (!r.legal() && board != null) {
                Result fromBoard = replayer.replayBoard(record, board);
                String note = fromBoard.legal() ? REPLAYS_FROM_BOARD : "";
                return new Result(record, Start.FORMATIONS, rules, r.startFen(), r.moves(), r.rejection() + note);
            }
            return r;
        }
        if (board != null) {
            return replayer.replayBoard(record, board);
        }
        String formationTag = record.tags().containsKey("초차림") ? record.tags().get("초차림") : record.tags().get("초포진");
        String reason = formationTag != null || record.tags().containsKey("한차림") || record.tags().containsKey("한포진")
                ? "bad-setup: unknown formation in tags " + record.tags()
                : "no-setup: neither formation tags nor a [판] board";
        return new Result(record, Start.NONE, null, null, List.of(), reason);
    }

    private static Formation formation(GibRecord record, String tag, String alternative) {
        String v = record.tags().containsKey(tag) ? record.tags().get(tag) : record.tags().get(alternative);
        return v == null ? null : Formation.parse(v);
    }

    /** One replay configuration with its scratch move list. */
    private static final class Replayer {
        private final JanggiRules janggi;
        private final boolean doublePassEndsGame;
        private final MoveList scratch = new MoveList();

        Replayer(JanggiRules janggi, boolean doublePassEndsGame) {
            this.janggi = janggi;
            this.doublePassEndsGame = doublePassEndsGame;
        }

        Result replayBoard(GibRecord record, String value) {
            List<String> problems = new ArrayList<>();
            int[] squares = GibNotation.parseBoard(value, problems);
            RuleOptions rules = janggi.tournamentRules(Formation.NBBN, Formation.NBBN);
            int side = firstMover(record, squares);
            JanggiSetup setup = new JanggiSetup("[판 \"" + value + "\"]", squares, side, 0, 1, problems);
            try {
                return play(record, Start.BOARD, JanggiPosition.of(setup, rules));
            } catch (InvalidPositionException e) {
                return new Result(record, Start.BOARD, rules, null, List.of(), "bad-setup: " + e.problems());
            }
        }

        Result play(GibRecord record, Start start, JanggiPosition position) {
            String startFen = position.toFen();
            List<String> played = new ArrayList<>();
            for (String token : record.moves()) {
                GibNotation.GibMove m;
                try {
                    m = GibNotation.parseMove(token);
                } catch (NotationException e) {
                    return reject(record, start, position, startFen, played, "unreadable-move: " + where(played, token) + e.getMessage());
                }
                int n = played.size();
                if (doublePassEndsGame && n >= 2 && played.get(n - 1).equals("pass") && played.get(n - 2).equals("pass")) {
                    return reject(record, start, position, startFen, played, "after-double-pass: " + where(played, token)
                            + "both sides passed at plies " + (n - 1) + " and " + n
                            + ", which ends the game under tournament rules; the record plays on");
                }
                int move;
                if (m.pass()) {
                    if (position.inCheck()) {
                        return reject(record, start, position, startFen, played,
                                "illegal-pass: " + where(played, token) + "a pass while in check in " + position.toFen());
                    }
                    move = MoveGen.PASS;
                } else {
                    move = JanggiNotation.find(position, m.from(), m.to(), scratch);
                    String problem = move == Move.NONE ? "no legal move" : mismatch(position, m);
                    if (problem != null) {
                        return reject(record, start, position, startFen, played, (move == Move.NONE ? "illegal-move: "
                                : "wrong-piece: ") + where(played, token) + problem + " " + describe(position, m) + " in " + position.toFen());
                    }
                }
                played.add(janggi.toMachine(position, move));
                position.makeMove(move);
            }
            return new Result(record, start, position.rules(), startFen, played, null);
        }
    }

    private static String where(List<String> played, String token) {
        return "ply " + (played.size() + 1) + " " + token + ": ";
    }

    /** The side of the first move: named in the token, else the owner of the piece on its from point. */
    private static int firstMover(GibRecord record, int[] squares) {
        for (String token : record.moves()) {
            try {
                GibNotation.GibMove m = GibNotation.parseMove(token);
                if (m.pass()) {
                    continue;
                }
                if (m.side() >= 0) {
                    return m.side();
                }
                return squares[m.from()] == 0 ? 0 : JanggiPiece.side(squares[m.from()]);
            } catch (NotationException e) {
                return 0;
            }
        }
        return 0;
    }

    /** Null when the piece and side named by the token are those on the from point, else what differs. */
    private static String mismatch(JanggiPosition position, GibNotation.GibMove m) {
        int code = position.pieceAt(m.from());
        if (m.type() != JanggiPiece.type(code)) {
            return "the record names a " + JanggiPiece.typeName(m.type());
        }
        if (m.side() >= 0 && m.side() != JanggiPiece.side(code)) {
            return "the record names the other side";
        }
        return null;
    }

    private static String describe(JanggiPosition position, GibNotation.GibMove m) {
        int code = position.pieceAt(m.from());
        String piece = code == 0 ? "an empty point" : (JanggiPiece.side(code) == 0 ? "Cho " : "Han ")
                + JanggiPiece.typeName(JanggiPiece.type(code));
        return Grid9x10.name(m.from()) + "-" + Grid9x10.name(m.to()) + " (from " + piece + ", "
                + (position.sideToMove() == 0 ? "Cho" : "Han") + " to move)";
    }

    private static Result reject(GibRecord record, Start start, JanggiPosition position, String startFen,
                                 List<String> played, String reason) {
        return new Result(record, start, position.rules(), startFen, played, reason);
    }
}
