package org.ttakji.tuning;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.Players;

/**
 * Plays a {@link MatchSpec}: weights A against weights B at the same level, games in colour-swapped pairs, on a
 * few threads. The result does not depend on the number of threads: each game's start, seed and players depend
 * only on the spec and the game's index (and no search has a time limit unless the level sets one).
 */
public final class WeightsMatch {
    private WeightsMatch() {
    }

    /**
     * The outcome of a match.
     *
     * @param spec         what was played
     * @param weightsA     A's resolved weights version
     * @param weightsB     B's resolved weights version
     * @param levelsA      the levels version both played with
     * @param elo          A's wins, draws and losses and the Elo estimate
     * @param terminations how games ended: termination name → count
     * @param seconds      wall time
     */
    public record Result(MatchSpec spec, String weightsA, String weightsB, String levelsA, EloEstimate elo,
                         Map<String, Integer> terminations, double seconds) {
        /** Copies the map. */
        public Result {
            terminations = new TreeMap<>(terminations);
        }

        /** One line: score, W/D/L, Elo and its 95% interval. */
        public String summary() {
            return String.format(Locale.ROOT, "match %s %s vs %s at %s: %.1f/%d (+%d =%d -%d), score %.3f, Elo %s (95%%),"
                            + " LOS %.2f; %.0f s", spec.variant().cliName(), weightsA, weightsB, spec.level(),
                    elo.points(), elo.games(), elo.wins(), elo.draws(), elo.losses(), elo.score(), elo.describe(),
                    elo.likelihoodOfSuperiority(), seconds);
        }
    }

    /**
     * Plays the match.
     *
     * @param data     the lab's data directory (weights and levels files)
     * @param spec     what to play
     * @param progress told one line per finished game
     * @throws LabInputException if a weights version, the levels or the level does not exist or does not validate
     */
    public static Result play(Path data, MatchSpec spec, Consumer<String> progress) {
        Variant variant = spec.variant();
        VariantRules rules = Variants.rules(variant);
        EngineConfig a = new EngineConfig(EngineConfig.TTAKJI, spec.level(), spec.versionA(), null, null, spec.nodes(), null);
        EngineConfig b = new EngineConfig(EngineConfig.TTAKJI, spec.level(), spec.versionB(), null, null, spec.nodes(), null);
        EngineFiles filesA = EngineFiles.loadFromData(data, variant, a);
        EngineFiles filesB = EngineFiles.loadFromData(data, variant, b);
        long t0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(spec.threads());
        List<Future<Double>> scores = new ArrayList<>();
        Map<String, Integer> terminations = new TreeMap<>();
        int[] done = {0};
        for (int g = 0; g < spec.games(); g++) {
            final int game = g;
            scores.add(pool.submit(() -> {
                boolean aFirst = game % 2 == 0;
                Position start = rules.startPosition(rules.defaultRules(), startOf(spec, rules, game / 2));
                Player pa = Players.create(variant, a, filesA);
                Player pb = Players.create(variant, b, filesB);
                Player[] players = aFirst ? new Player[]{pa, pb} : new Player[]{pb, pa};
                long gameSeed = SplitMix64.mix(spec.seed() ^ SplitMix64.mix(game + 1L));
                GameLoop.PlayedGame played = GameLoop.play(rules, start, players, gameSeed, spec.maxPlies(), m -> { });
                Outcome o = played.outcome();
                double first = o.result().firstPlayerScore();
                double scoreA = aFirst ? first : 1 - first;
                synchronized (terminations) {
                    terminations.merge(o.termination().logName(), 1, Integer::sum);
                    done[0]++;
                    progress.accept(String.format(Locale.ROOT, "game %d/%d (%d done): %s first, %s %s, %d plies",
                            game + 1, spec.games(), done[0], aFirst ? filesA.weightsVersion() : filesB.weightsVersion(),
                            o.result().text(), o.termination().logName(), played.moves().size()));
                }
                return scoreA;
            }));
        }
        int wins = 0;
        int draws = 0;
        int losses = 0;
        try {
            for (Future<Double> f : scores) {
                double s = f.get();
                if (s == 1) {
                    wins++;
                } else if (s == 0) {
                    losses++;
                } else {
                    draws++;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("match interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a match game failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return new Result(spec, filesA.weightsVersion(), filesB.weightsVersion(), filesA.levelsVersion(),
                new EloEstimate(wins, draws, losses), terminations, (System.nanoTime() - t0) / 1e9);
    }

    /**
     * The start selector of game pair {@code pair}: the variant's random start ({@link VariantRules#randomStart}:
     * a Chess960 number, a Banqi layout seed, else the only start) from a generator seeded by the match seed and
     * the pair.
     */
    static long startOf(MatchSpec spec, VariantRules rules, int pair) {
        return rules.randomStart(new SplitMix64(spec.seed() ^ SplitMix64.mix(0x5747A27L + pair)));
    }
}
