package org.ttakji.tuning;

import java.util.List;
import java.util.Objects;

/**
 * The columns of one game-log row (docs/game-log-schema.md, schema v1) that the tuner reads.
 *
 * @param runId    {@code run_id}
 * @param gameId   {@code game_id} (unique within the logs)
 * @param rules    {@code rules}: the rule options in force, canonical {@code k=v,k=v} text (may be empty)
 * @param startFen {@code start_fen}: the start position in the variant's text format (Banqi: the full form)
 * @param moves    {@code moves}: machine notation, one per ply
 * @param evalCp   {@code eval_cp}: the mover's search score before each move, centipawns, one per ply
 *                 (entries may be null when a player had no score, e.g. the random player)
 * @param result   {@code result}: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2} from the first player's view
 */
public record LoggedGame(String runId, String gameId, String rules, String startFen, List<String> moves,
                         List<Integer> evalCp, String result) {
    /** Requires the identity columns and copies the lists (null lists become empty). */
    public LoggedGame {
        Objects.requireNonNull(gameId, "game_id");
        moves = moves == null ? List.of() : List.copyOf(moves);
        evalCp = evalCp == null ? List.of() : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(evalCp));
    }

    /** Number of plies played. */
    public int plies() {
        return moves.size();
    }
}
