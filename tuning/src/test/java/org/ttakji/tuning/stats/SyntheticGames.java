package org.ttakji.tuning.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.SplitMix64;

/** Games drawn from {@link DavidsonModel} with known ratings, seeded. */
final class SyntheticGames {
    private SyntheticGames() {
    }

    /**
     * A round robin of colour-swapped pairs.
     *
     * @param ratings   true ratings by player (Elo)
     * @param advantage true first-move advantage (Elo)
     * @param nu        true draw parameter
     * @param pairs     pairs per pairing of two players
     * @param seed      seed of the results
     */
    static List<RatedPair> roundRobin(Map<String, Double> ratings, double advantage, double nu, int pairs, long seed) {
        SplitMix64 random = new SplitMix64(seed);
        List<String> names = new ArrayList<>(new java.util.TreeSet<>(ratings.keySet()));
        List<RatedPair> result = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                String a = names.get(i);
                String b = names.get(j);
                for (int k = 0; k < pairs; k++) {
                    result.add(new RatedPair(game(a, b, ratings, advantage, nu, random),
                            game(b, a, ratings, advantage, nu, random)));
                }
            }
        }
        return result;
    }

    static RatedGame game(String first, String second, Map<String, Double> ratings, double advantage, double nu,
                          SplitMix64 random) {
        double[] p = DavidsonModel.probabilities(ratings.get(first) - ratings.get(second) + advantage, nu);
        double x = random.nextDouble();
        Result r = x < p[0] ? Result.FIRST_WINS : x < p[0] + p[1] ? Result.DRAW : Result.SECOND_WINS;
        return new RatedGame(first, second, r);
    }

    static List<RatedGame> games(List<RatedPair> pairs) {
        List<RatedGame> games = new ArrayList<>();
        for (RatedPair p : pairs) {
            games.addAll(p.games());
        }
        return games;
    }

    /** {@code count} copies of a game. */
    static List<RatedGame> times(int count, String first, String second, Result result) {
        List<RatedGame> games = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            games.add(new RatedGame(first, second, result));
        }
        return games;
    }
}
