package org.ttakji.engines.banqi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EnginePlayer;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.RandomPlayer;

/**
 * The measuring harness behind the Banqi figures of the report and DESIGN-NOTES (not part of the suite: it runs
 * only with {@code -Dlab.banqiHarness=<games>}). Plays the hand-set weights and levels of
 * {@link BanqiStartingFiles} (not the files, so it can try values before they are published) and prints, per
 * pairing, the score and each label's move time (median, maximum), depth and nodes. Optional
 * {@code -Dlab.banqiPairs=expert:random,expert:easy} and {@code -Dlab.banqiExpertNodes=N}.
 */
@EnabledIfSystemProperty(named = "lab.banqiHarness", matches = "\\d+")
class BanqiLevelHarness {
    private static final BanqiRules RULES = new BanqiRules();

    private static Player player(String label, Weights weights) {
        if (label.equals("random")) {
            return new RandomPlayer();
        }
        Level level = switch (label) {
            case "easy" -> BanqiStartingFiles.EASY;
            case "normal" -> BanqiStartingFiles.NORMAL;
            default -> BanqiStartingFiles.EXPERT;
        };
        Long nodes = label.startsWith("expert") && Long.getLong("lab.banqiExpertNodes") != null
                ? Long.getLong("lab.banqiExpertNodes") : null;
        EngineConfig config = new EngineConfig(EngineConfig.TTAKJI, level.name(), null, null, null, nodes, null);
        return new EnginePlayer(config, level, weights, new BanqiFeatures());
    }

    @Test
    void measure() {
        int games = Integer.getInteger("lab.banqiHarness");
        Weights weights = BanqiStartingFiles.weights();
        for (String pair : System.getProperty("lab.banqiPairs", "expert:random,expert:easy,normal:easy").split(",")) {
            String[] ab = pair.split(":");
            double points = 0;
            Map<String, List<long[]>> stats = new HashMap<>();
            List<String> ends = new ArrayList<>();
            SplitMix64 seeds = new SplitMix64(61);
            for (int g = 0; g < games; g++) {
                boolean aFirst = g % 2 == 0;
                Player pa = player(ab[0], weights);
                Player pb = player(ab[1], weights);
                Player[] players = aFirst ? new Player[]{pa, pb} : new Player[]{pb, pa};
                String[] labels = aFirst ? new String[]{ab[0] + "(A)", ab[1] + "(B)"} : new String[]{ab[1] + "(B)", ab[0] + "(A)"};
                long seed = seeds.nextLong() & Long.MAX_VALUE;
                GameLoop.PlayedGame game = GameLoop.play(RULES, RULES.startPosition(RULES.defaultRules(), seed), players,
                        seed, 400, m -> stats.computeIfAbsent(labels[m.side()], k -> new ArrayList<>())
                                .add(new long[]{m.choice().timeMicros(), m.choice().depth(), m.choice().nodes()}));
                Result r = game.outcome().result();
                if (r.firstPlayerScore() == 0.5 && Boolean.getBoolean("lab.banqiShowDraws")) {
                    org.ttakji.engines.core.Position end = RULES.startPosition(RULES.defaultRules(), seed);
                    for (GameLoop.PlayedMove m : game.moves()) {
                        end.makeMove(RULES.parseMachine(end, m.machine()));
                    }
                    System.out.println("HARNESS draw: " + end.playerView().toFen() + " moves " + game.moves().stream()
                            .skip(Math.max(0, game.moves().size() - 24)).map(GameLoop.PlayedMove::machine).toList());
                }
                double first = r.firstPlayerScore();
                points += aFirst ? first : 1 - first;
                ends.add(game.outcome().termination().logName() + "/" + game.moves().size() + (aFirst == (first == 1) ? "" : first == 0.5 ? "=" : "!"));
            }
            System.out.printf("HARNESS %s: A scores %.1f/%d %s%n", pair, points, games, ends);
            stats.forEach((label, rows) -> System.out.printf("HARNESS   %s: %s%n", label, summary(rows)));
        }
    }

    private static String summary(List<long[]> rows) {
        long[] t = rows.stream().mapToLong(r -> r[0]).sorted().toArray();
        long[] d = rows.stream().mapToLong(r -> r[1]).sorted().toArray();
        long[] n = rows.stream().mapToLong(r -> r[2]).sorted().toArray();
        return String.format("%d moves; time median %.1f ms, max %.1f ms; depth median %d (min %d, max %d);"
                        + " nodes median %d, max %d", t.length, t[t.length / 2] / 1000.0, t[t.length - 1] / 1000.0,
                d[d.length / 2], d[0], d[d.length - 1], n[n.length / 2], n[n.length - 1]);
    }
}
