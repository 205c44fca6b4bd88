package org.ttakji.tuning.stats;

import java.util.List;
import java.util.TreeSet;

/**
 * Games with players as numbers: players sorted by name (so every result is independent of the games' order),
 * each game as first player, second player and the first player's outcome +1 (win), 0 (draw), -1 (loss).
 */
final class GameIndex {
    final List<String> names;
    final int[] first;
    final int[] second;
    final int[] outcome;

    private GameIndex(List<String> names, int[] first, int[] second, int[] outcome) {
        this.names = names;
        this.first = first;
        this.second = second;
        this.outcome = outcome;
    }

    static GameIndex of(List<RatedGame> games) {
        TreeSet<String> sorted = new TreeSet<>();
        for (RatedGame g : games) {
            sorted.add(g.first());
            sorted.add(g.second());
        }
        List<String> names = List.copyOf(sorted);
        int[] first = new int[games.size()];
        int[] second = new int[games.size()];
        int[] outcome = new int[games.size()];
        for (int i = 0; i < games.size(); i++) {
            RatedGame g = games.get(i);
            first[i] = java.util.Collections.binarySearch(names, g.first());
            second[i] = java.util.Collections.binarySearch(names, g.second());
            outcome[i] = (int) Math.round(2 * g.firstScore()) - 1;
        }
        return new GameIndex(names, first, second, outcome);
    }

    int players() {
        return names.size();
    }

    int games() {
        return first.length;
    }

    int indexOf(String name) {
        return java.util.Collections.binarySearch(names, name);
    }

    /** Player {@code p}'s points in game {@code g} (it must have played it). */
    double pointsOf(int p, int g) {
        double firstPoints = (outcome[g] + 1) / 2.0;
        return p == first[g] ? firstPoints : 1 - firstPoints;
    }
}
