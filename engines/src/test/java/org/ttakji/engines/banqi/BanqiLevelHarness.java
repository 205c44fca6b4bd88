package org.ttakji.engines.banqi;

import java.util.ArrayList;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EnginePlayer;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.MoveChoice;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.RandomPlayer;

/**
 * The measuring harness behind the Banqi figures of the report and results/banqi-levels.md (not part of the suite: it runs
 * only with {@code -Dlab.banqiHarness=<games>}). Plays the hand-set weights and levels of
 * {@link BanqiStartingFiles} (not the files, so it can try values before they are published) and prints, per
 * pairing, the score and each label's move time (median, maximum), depth and nodes. Optional
 * {@code -Dlab.banqiPairs=expert:random,expert:easy}, {@code -Dlab.banqiExpertNodes=N} and
 * {@code -Dlab.banqiWeights=name=value,...} (weights tried instead of the hand-set ones).
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
        return new EnginePlayer(config, level, org.ttakji.engines.eval.FeatureChecks.inEngineSet(org.ttakji.engines.core.Variant.BANQI, weights),
                new BanqiFeatures());
    }

    @Test
    void measure() {
        int games = Integer.getInteger("lab.banqiHarness");
        Weights weights = BanqiStartingFiles.weights();
        for (String kv : System.getProperty("lab.banqiWeights", "").split(",")) {
            if (!kv.isBlank()) {
                weights = weights.with(kv.split("=")[0], Double.parseDouble(kv.split("=")[1]));
            }
        }
        for (String pair : System.getProperty("lab.banqiPairs", "expert:random,expert:easy,normal:easy").split(",")) {
            String[] ab = pair.split(":");
            double points = 0;
            Map<String, List<long[]>> stats = new HashMap<>();
            List<String> ends = new ArrayList<>();
            SplitMix64 seeds = new SplitMix64(61);
            for (int g = 0; g < games; g++) {
                boolean aFirst = g % 2 == 0;
                Player pa = timed(player(ab[0], weights), stats.computeIfAbsent(ab[0] + "(A) cpu", k -> new ArrayList<>()));
                Player pb = timed(player(ab[1], weights), stats.computeIfAbsent(ab[1] + "(B) cpu", k -> new ArrayList<>()));
                Player[] players = aFirst ? new Player[]{pa, pb} : new Player[]{pb, pa};
                String[] labels = aFirst ? new String[]{ab[0] + "(A)", ab[1] + "(B)"} : new String[]{ab[1] + "(B)", ab[0] + "(A)"};
                long seed = seeds.nextLong() & Long.MAX_VALUE;
                GameLoop.PlayedGame game = GameLoop.play(RULES, RULES.startPosition(RULES.defaultRules(), seed), players,
                        seed, 400, m -> stats.computeIfAbsent(labels[m.side()], k -> new ArrayList<>())
                                .add(new long[]{m.choice().timeMicros(), m.choice().depth(), m.choice().nodes()}));
                Result r = game.outcome().result();
                if (r.firstPlayerScore() == 0.5 && Boolean.getBoolean("lab.banqiShowDraws")) {
                    Position end = RULES.startPosition(RULES.defaultRules(), seed);
                    for (GameLoop.PlayedMove m : game.moves()) {
                        end.makeMove(RULES.parseMachine(end, m.machine()));
                    }
                    System.out.println("HARNESS draw: " + end.playerView().toFen() + " moves " + game.moves().stream()
                            .skip(Math.max(0, game.moves().size() - 24)).map(GameLoop.PlayedMove::machine).toList());
                }
                double first = r.firstPlayerScore();
                points += aFirst ? first : 1 - first;
                ends.add(game.outcome().termination().logName() + "/" + game.moves().size() + (first == 0.5 ? "=" : (aFirst == (first == 1)) ? "" : "!"));
            }
            System.out.printf("HARNESS %s: A scores %.1f/%d %s%n", pair, points, games, ends);
            stats.forEach((label, rows) -> System.out.printf("HARNESS   %s: %s%n", label, summary(rows)));
        }
    }

    /** The player, recording the thread CPU time of each choice (robust on a loaded machine) into {@code rows}. */
    private static Player timed(Player inner, List<long[]> rows) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return new Player() {
            @Override
            public MoveChoice choose(Position view, SplitMix64 random) {
                long t0 = threads.getCurrentThreadCpuTime();
                MoveChoice c = inner.choose(view, random);
                rows.add(new long[]{(threads.getCurrentThreadCpuTime() - t0) / 1000, c.depth(), c.nodes()});
                return c;
            }

            @Override
            public EngineConfig config() {
                return inner.config();
            }
        };
    }

    private static String summary(List<long[]> rows) {
        long[] t = rows.stream().mapToLong(r -> r[0]).sorted().toArray();
        long[] d = rows.stream().mapToLong(r -> r[1]).sorted().toArray();
        long[] n = rows.stream().mapToLong(r -> r[2]).sorted().toArray();
        long depthOne = rows.stream().filter(r -> r[1] == 1).count();
        return String.format("%d moves; time median %.1f ms, max %.1f ms; depth median %d (min %d, max %d, depth 1 in"
                        + " %d); nodes median %d, max %d", t.length, t[t.length / 2] / 1000.0, t[t.length - 1] / 1000.0,
                d[d.length / 2], d[0], d[d.length - 1], depthOne, n[n.length / 2], n[n.length - 1]);
    }
}
