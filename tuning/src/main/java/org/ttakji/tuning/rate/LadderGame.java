package org.ttakji.tuning.rate;

import java.util.Objects;
import org.ttakji.engines.core.Result;

/**
 * One game of a rating run as its log records it.
 *
 * @param index       the game's index in the run: pairing {@code index / gamesPerPairing}, game pair
 *                    {@code index / 2} (the pairing's {@code a} moved first when even)
 * @param first       the name of the player who moved first ({@link AnchorText#nameOf})
 * @param second      the name of the other player
 * @param result      the result, first player's view
 * @param termination the termination's log name
 * @param nodes       nodes per ply (ply {@code p} was played by the first player when {@code p} is even)
 * @param timeMicros  measured wall time per ply, µs, or null when the run did not record times
 */
public record LadderGame(long index, String first, String second, Result result, String termination, long[] nodes,
                         long[] timeMicros) {
    /** Requires the fields. */
    public LadderGame {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(termination, "termination");
        Objects.requireNonNull(nodes, "nodes");
    }

    /** The game's length in plies. */
    public int plies() {
        return nodes.length;
    }

    /** True when {@code player} played ply {@code ply}. */
    public boolean movedAt(String player, int ply) {
        return (ply % 2 == 0 ? first : second).equals(player);
    }
}
