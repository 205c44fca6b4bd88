package org.ttakji.tuning.rate;

import java.util.Arrays;
import java.util.List;

/**
 * What a player's moves cost in a rating run: nodes and measured wall time per move. Time is recorded, never
 * decides anything (the searches are node-limited); it says what a user would wait on this machine at its load.
 *
 * @param player       the player
 * @param moves        moves counted
 * @param medianNodes  median nodes per move
 * @param maxNodes     most nodes of one move
 * @param nodeLimit    the level's node limit per move, or -1 when it has none (or for an anchor)
 * @param overLimit    moves that used more nodes than {@code nodeLimit} (0 when there is no limit)
 * @param medianMillis median wall time per move, ms (NaN when the run recorded no times)
 * @param maxMillis    longest wall time of one move, ms (NaN when the run recorded no times)
 * @param capMillis    the interactive cap a move should stay within, ms
 * @param overCap      moves that took longer than {@code capMillis}
 */
public record LevelCost(String player, long moves, double medianNodes, long maxNodes, long nodeLimit, long overLimit,
                        double medianMillis, double maxMillis, long capMillis, long overCap) {
    /**
     * The cost of {@code player}'s moves in the games.
     *
     * @param nodeLimit the node limit per move, or -1 for none
     * @param capMillis the interactive cap, ms
     */
    public static LevelCost of(String player, List<LadderGame> games, long nodeLimit, long capMillis) {
        long count = games.stream().filter(g -> g.first().equals(player) || g.second().equals(player))
                .mapToLong(g -> (g.plies() + (g.first().equals(player) ? 1 : 0)) / 2).sum();
        long[] nodes = new long[(int) count];
        double[] millis = new double[(int) count];
        int n = 0;
        boolean timed = true;
        for (LadderGame g : games) {
            for (int ply = 0; ply < g.plies(); ply++) {
                if (g.movedAt(player, ply)) {
                    nodes[n] = g.nodes()[ply];
                    if (g.timeMicros() == null) {
                        timed = false;
                    } else {
                        millis[n] = g.timeMicros()[ply] / 1000.0;
                    }
                    n++;
                }
            }
        }
        long over = nodeLimit < 0 ? 0 : Arrays.stream(nodes).filter(x -> x > nodeLimit).count();
        long overCap = timed ? Arrays.stream(millis).filter(x -> x > capMillis).count() : 0;
        Arrays.sort(nodes);
        Arrays.sort(millis);
        return new LevelCost(player, n, median(Arrays.stream(nodes).asDoubleStream().toArray()),
                n == 0 ? 0 : nodes[n - 1], nodeLimit, over, timed ? median(millis) : Double.NaN,
                timed && n > 0 ? millis[n - 1] : Double.NaN, capMillis, overCap);
    }

    private static double median(double[] sorted) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int m = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
    }

    /** True when every move stayed within the cap (and times were recorded). */
    public boolean withinCap() {
        return !Double.isNaN(maxMillis) && overCap == 0;
    }
}
