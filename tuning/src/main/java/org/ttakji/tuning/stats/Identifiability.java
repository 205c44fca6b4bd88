package org.ttakji.tuning.stats;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.LabInputException;

/**
 * Which ratings a maximum-likelihood fit can estimate. A finite maximum exists exactly when, for every split of the
 * players into two groups, each group scored (won or drew) at least once against the other (Zermelo 1929; Ford
 * 1957, for Bradley-Terry; a draw counts both ways in Davidson's model). Where it fails a rating runs to ±∞.
 *
 * <p>Decision, following Ordo: players with a perfect score (all won, or all lost) are set aside, repeatedly, since
 * setting them aside can leave others perfect against the rest; they get a floor or a ceiling afterwards (see
 * {@link RatingKind}). Any other failure (a group that won or lost every game against the anchor's group, or is
 * not connected to it at all) is an error naming the players: their ratings would be meaningless numbers, where
 * Ordo only warns. BayesElo instead adds a prior of virtual draws, which keeps every rating finite but pulls all of
 * them towards the mean.
 */
final class Identifiability {
    /** The player is estimated. */
    static final int CORE = 0;
    /** The player won every game against the players left when it was set aside. */
    static final int PERFECT_WINNER = 1;
    /** The player lost every game against the players left when it was set aside. */
    static final int PERFECT_LOSER = -1;

    private Identifiability() {
    }

    /** Each player's status: {@link #CORE}, {@link #PERFECT_WINNER} or {@link #PERFECT_LOSER}. */
    static int[] setAsidePerfectScores(GameIndex games) {
        int n = games.players();
        int[] status = new int[n];
        boolean changed = true;
        while (changed) {
            changed = false;
            long[] played = new long[n];
            double[] points = new double[n];
            for (int g = 0; g < games.games(); g++) {
                int f = games.first[g];
                int s = games.second[g];
                if (status[f] == CORE && status[s] == CORE) {
                    played[f]++;
                    played[s]++;
                    points[f] += games.pointsOf(f, g);
                    points[s] += games.pointsOf(s, g);
                }
            }
            for (int p = 0; p < n; p++) {
                if (status[p] == CORE && played[p] > 0 && (points[p] == played[p] || points[p] == 0)) {
                    status[p] = points[p] == 0 ? PERFECT_LOSER : PERFECT_WINNER;
                    changed = true;
                }
            }
        }
        return status;
    }

    /**
     * Requires every core player to be linked to the anchor both ways by "scored against" steps.
     *
     * @throws LabInputException naming the players that won every game against the anchor's group, lost every one,
     *                           or are not connected to it
     */
    static void requireConnected(GameIndex games, int[] status, int anchor) {
        int n = games.players();
        List<List<Integer>> scoredAgainst = new ArrayList<>();
        List<List<Integer>> conceded = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            scoredAgainst.add(new ArrayList<>());
            conceded.add(new ArrayList<>());
        }
        for (int g = 0; g < games.games(); g++) {
            int f = games.first[g];
            int s = games.second[g];
            if (status[f] != CORE || status[s] != CORE) {
                continue;
            }
            if (games.outcome[g] >= 0) { // the first player scored against the second
                scoredAgainst.get(f).add(s);
                conceded.get(s).add(f);
            }
            if (games.outcome[g] <= 0) {
                scoredAgainst.get(s).add(f);
                conceded.get(f).add(s);
            }
        }
        boolean[] reached = reach(scoredAgainst, anchor);
        boolean[] reaches = reach(conceded, anchor);
        List<String> above = new ArrayList<>();
        List<String> below = new ArrayList<>();
        List<String> apart = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            if (status[p] != CORE || (reached[p] && reaches[p])) {
                continue;
            }
            (reaches[p] ? above : reached[p] ? below : apart).add(games.names.get(p));
        }
        if (above.isEmpty() && below.isEmpty() && apart.isEmpty()) {
            return;
        }
        StringBuilder m = new StringBuilder("ratings relative to the anchor '" + games.names.get(anchor)
                + "' cannot be estimated:");
        if (!above.isEmpty()) {
            m.append(" ").append(above).append(" won every game against the anchor's group;");
        }
        if (!below.isEmpty()) {
            m.append(" ").append(below).append(" lost every game against the anchor's group;");
        }
        if (!apart.isEmpty()) {
            m.append(" ").append(apart).append(" played no game linking them to the anchor's group;");
        }
        m.setLength(m.length() - 1);
        throw new LabInputException(m + " (players with a perfect score are set aside first)");
    }

    private static boolean[] reach(List<List<Integer>> edges, int from) {
        boolean[] seen = new boolean[edges.size()];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        seen[from] = true;
        todo.add(from);
        while (!todo.isEmpty()) {
            for (int next : edges.get(todo.poll())) {
                if (!seen[next]) {
                    seen[next] = true;
                    todo.add(next);
                }
            }
        }
        return seen;
    }
}
