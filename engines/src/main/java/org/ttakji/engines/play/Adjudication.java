package org.ttakji.engines.play;

import java.io.Serializable;
import java.util.List;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/**
 * The lab's optional adjudication of self-play games from the players' own search scores (never from a clock or
 * another engine, so a game stays a pure function of its seed): a hopeless position ends as a loss for the side
 * whose searches say so, a dead-drawn one as a draw. Off unless asked for ({@link #NONE}); training-data self-play
 * ({@code improve}) turns it on to spend fewer plies on decided games.
 *
 * <ul>
 *   <li>Resign: when each of the last {@code resignPlies} plies was searched (depth &gt;= 1) and every one of their
 *       scores, seen from one player, is at least {@code resignCp} centipawns in that player's favour (so the
 *       winner's searches say &gt;= +resignCp and the loser's &lt;= −resignCp: both sides agree), that player wins
 *       by {@link Termination#RESIGN_ADJUDICATION}.</li>
 *   <li>Draw: when each of the last {@code drawPlies} plies was searched, was played at ply index
 *       {@code drawAfterPly} or later, and scored at most {@code drawCp} centipawns either way, the game is drawn
 *       by {@link Termination#DRAW_ADJUDICATION}.</li>
 * </ul>
 *
 * @param resignCp     the score (centipawns, &gt;= 1) beyond which a position is hopeless; ignored when off
 * @param resignPlies  consecutive plies (&gt;= 2, so both sides' searches agree), or 0 for no resign adjudication
 * @param drawCp       the largest |score| (centipawns, &gt;= 0) of a dead-drawn position
 * @param drawPlies    consecutive plies (&gt;= 2), or 0 for no draw adjudication
 * @param drawAfterPly the first ply index (0-based, &gt;= 0) a draw streak may start at
 */
public record Adjudication(int resignCp, int resignPlies, int drawCp, int drawPlies, int drawAfterPly)
        implements Serializable {
    /** No adjudication by score (only the game loop's ply cap). */
    public static final Adjudication NONE = new Adjudication(0, 0, 0, 0, 0);

    /**
     * Validates the settings.
     *
     * @throws LabInputException naming the bad setting
     */
    public Adjudication {
        if (resignPlies != 0 && (resignPlies < 2 || resignPlies > 1000)) {
            throw new LabInputException("adjudication resignPlies must be 0 (off) or 2..1000, got " + resignPlies);
        }
        if (resignPlies != 0 && resignCp < 1) {
            throw new LabInputException("adjudication resignCp must be at least 1, got " + resignCp);
        }
        if (drawPlies != 0 && (drawPlies < 2 || drawPlies > 1000)) {
            throw new LabInputException("adjudication drawPlies must be 0 (off) or 2..1000, got " + drawPlies);
        }
        if (drawCp < 0 || drawAfterPly < 0) {
            throw new LabInputException("adjudication drawCp and drawAfterPly must be at least 0, got " + drawCp
                    + " and " + drawAfterPly);
        }
    }

    /** True when either rule is on. */
    public boolean enabled() {
        return resignPlies > 0 || drawPlies > 0;
    }

    /**
     * How the game stands after the moves played so far, by these rules alone.
     *
     * @param moves every move of the game so far, in order
     * @return a win by {@link Termination#RESIGN_ADJUDICATION}, a draw by {@link Termination#DRAW_ADJUDICATION},
     * or {@link Outcome#ONGOING}
     */
    public Outcome judge(List<GameLoop.PlayedMove> moves) {
        if (resignPlies > 0 && moves.size() >= resignPlies) {
            int favoured = favouredSide(moves);
            if (favoured >= 0) {
                return Outcome.win(favoured, Termination.RESIGN_ADJUDICATION);
            }
        }
        if (drawPlies > 0 && moves.size() >= drawPlies && moves.size() - drawPlies >= drawAfterPly && dead(moves)) {
            return Outcome.draw(Termination.DRAW_ADJUDICATION);
        }
        return Outcome.ONGOING;
    }

    /** The side every one of the last {@code resignPlies} searched scores favours by {@code resignCp}, or -1. */
    private int favouredSide(List<GameLoop.PlayedMove> moves) {
        int sign = 0;
        for (int i = moves.size() - resignPlies; i < moves.size(); i++) {
            GameLoop.PlayedMove m = moves.get(i);
            if (m.choice().depth() < 1) {
                return -1;
            }
            long firstView = m.side() == 0 ? m.choice().scoreCp() : -(long) m.choice().scoreCp();
            int s = firstView >= resignCp ? 1 : firstView <= -resignCp ? -1 : 0;
            if (s == 0 || (sign != 0 && s != sign)) {
                return -1;
            }
            sign = s;
        }
        return sign > 0 ? 0 : 1;
    }

    /** True when each of the last {@code drawPlies} plies was searched and scored within {@code drawCp}. */
    private boolean dead(List<GameLoop.PlayedMove> moves) {
        for (int i = moves.size() - drawPlies; i < moves.size(); i++) {
            MoveChoice c = moves.get(i).choice();
            if (c.depth() < 1 || Math.abs((long) c.scoreCp()) > drawCp) {
                return false;
            }
        }
        return true;
    }
}
