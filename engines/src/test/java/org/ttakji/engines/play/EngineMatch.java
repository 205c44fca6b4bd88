package org.ttakji.engines.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * A small match between two configurations, colours alternating, each game from its own start (Chess960
 * starting array, Banqi layout) and seed. Collects the score of configuration A and each side's move times.
 */
final class EngineMatch {
    /** Result of a match: A's points (win 1, draw 1/2), game count, per-label move times in microseconds. */
    record Score(double pointsA, int games, int winsA, int drawsA, Map<String, long[]> moveTimes, List<String> terminations) {
        double fraction() {
            return pointsA / games;
        }

        static String timeSummary(long[] micros) {
            long[] t = micros.clone();
            Arrays.sort(t);
            return t.length == 0 ? "no moves" : String.format("median %.1f ms, max %.1f ms over %d moves",
                    t[t.length / 2] / 1000.0, t[t.length - 1] / 1000.0, t.length);
        }
    }

    private EngineMatch() {
    }

    static Score play(Variant variant, Path data, EngineConfig a, EngineConfig b, int games, long seed, int maxPlies) {
        VariantRules rules = Variants.rules(variant);
        EngineFiles filesA = EngineFiles.loadFromData(data, variant, a);
        EngineFiles filesB = EngineFiles.loadFromData(data, variant, b);
        SplitMix64 starts = new SplitMix64(seed);
        double points = 0;
        int wins = 0;
        int draws = 0;
        Map<String, List<Long>> times = new HashMap<>();
        List<String> terminations = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            long start = rules.randomStart(starts);
            Position position = rules.startPosition(rules.defaultRules(), start);
            boolean aFirst = g % 2 == 0;
            Player pa = Players.create(variant, a, filesA);
            Player pb = Players.create(variant, b, filesB);
            Player[] players = aFirst ? new Player[]{pa, pb} : new Player[]{pb, pa};
            String[] labels = aFirst ? new String[]{a.label(), b.label()} : new String[]{b.label(), a.label()};
            GameLoop.PlayedGame game = GameLoop.play(rules, position, players, seed * 1000 + g, maxPlies,
                    m -> times.computeIfAbsent(labels[m.side()], k -> new ArrayList<>()).add(m.choice().timeMicros()));
            Result r = game.outcome().result();
            double firstScore = r.firstPlayerScore();
            double scoreA = aFirst ? firstScore : 1 - firstScore;
            points += scoreA;
            wins += scoreA == 1 ? 1 : 0;
            draws += scoreA == 0.5 ? 1 : 0;
            terminations.add(game.outcome().termination().logName() + "/" + game.moves().size());
        }
        Map<String, long[]> t = new HashMap<>();
        times.forEach((k, v) -> t.put(k, v.stream().mapToLong(Long::longValue).toArray()));
        return new Score(points, games, wins, draws, t, terminations);
    }
}
