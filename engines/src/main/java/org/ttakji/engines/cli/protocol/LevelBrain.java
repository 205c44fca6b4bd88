package org.ttakji.engines.cli.protocol;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.EnginePlayer;
import org.ttakji.engines.play.MoveChoice;
import org.ttakji.engines.search.IterationListener;
import org.ttakji.engines.search.SearchLimits;

/**
 * A level of the promoted levels file (easy, normal, expert) playing through a protocol: the lab's
 * {@link EnginePlayer} (evaluation noise, temperature, blunders), searching within the stricter of the level's
 * limits and the GUI's. Its random choices come from one {@link SplitMix64} per game, seeded by the
 * {@code Seed} option (0: from the clock). When the GUI restricts the root moves ({@code searchmoves},
 * {@code banmoves}) and the level's choice is not among them, the best allowed move of a full-strength search
 * within the same limits is played instead.
 */
final class LevelBrain implements Brain {
    private final EnginePlayer player;
    private final String description;
    private final long seed;
    private final Variant variant;
    private final Path data;
    private final String weightsVersion;
    private final int hashMegabytes;
    private SplitMix64 random;
    private FullStrengthBrain restricted;
    private volatile Brain restrictedRunning;

    /**
     * @param variant        the variant
     * @param levelName      {@code easy}, {@code normal} or {@code expert}
     * @param data           the lab's data directory
     * @param weightsVersion pinned weights, or null for the promoted ones
     * @param hashMegabytes  table size, MiB
     * @param seed           seed of the level's choices, 0 = from the clock at each new game
     * @throws org.ttakji.engines.core.LabInputException if the weights or levels files are missing or invalid, or
     *                                                   the level is unknown
     */
    LevelBrain(Variant variant, String levelName, Path data, String weightsVersion, int hashMegabytes, long seed) {
        EngineConfig config = new EngineConfig(EngineConfig.TTAKJI, levelName, weightsVersion, null, null, null, null);
        EngineFiles files = EngineFiles.loadFromData(data, variant, config);
        FeatureExtractor extractor = Variants.featureExtractor(variant);
        Weights weights = files.weights(variant + " weights " + files.weightsVersion(), extractor.featureSet());
        Level level = files.levels(variant + " levels " + files.levelsVersion()).level(levelName);
        this.player = new EnginePlayer(config, level, weights, extractor, hashMegabytes);
        this.description = "level " + levelName + " (levels " + files.levelsVersion() + ", weights "
                + files.weightsVersion() + ", limits " + describe(player.limits()) + ")";
        this.variant = variant;
        this.data = data;
        this.weightsVersion = weightsVersion;
        this.hashMegabytes = hashMegabytes;
        this.seed = seed;
        newGame();
    }

    @Override
    public Thought think(Position view, SearchLimits limits, IterationListener listener, int[] only) {
        SearchLimits both = stricter(player.limits(), limits);
        AtomicReference<List<Integer>> lastPv = new AtomicReference<>(List.of());
        MoveChoice c = player.choose(view, random, both, info -> {
            lastPv.set(info.pv());
            listener.iterationDone(info);
        });
        if (only != null && !contains(only, c.move())) {
            if (restricted == null) {
                restricted = new FullStrengthBrain(variant, view, data, weightsVersion, hashMegabytes);
            }
            restrictedRunning = restricted;
            try {
                return restricted.think(view, both, listener, only);
            } finally {
                restrictedRunning = null;
            }
        }
        return new Thought(c.move(), lastPv.get(), c.scoreCp(), c.depth(), c.nodes(), c.timeMicros(),
                c.clockStopped());
    }

    /** The stricter of two limits, field by field (a time limit or cap of 0 means none). */
    static SearchLimits stricter(SearchLimits a, SearchLimits b) {
        return new SearchLimits(Math.min(a.depth(), b.depth()), Math.min(a.nodes(), b.nodes()),
                stricterClock(a.timeMs(), b.timeMs()), stricterClock(a.capMs(), b.capMs()));
    }

    private static long stricterClock(long a, long b) {
        return a == 0 ? b : b == 0 ? a : Math.min(a, b);
    }

    private static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    private static String describe(SearchLimits l) {
        return "depth " + l.depth() + ", nodes " + l.nodes() + (l.timeMs() == 0 ? "" : ", " + l.timeMs() + " ms");
    }

    @Override
    public void requestStop() {
        player.requestStop();
        Brain r = restrictedRunning;
        if (r != null) {
            r.requestStop();
        }
    }

    @Override
    public void newGame() {
        random = new SplitMix64(seed != 0 ? seed : System.nanoTime());
        if (restricted != null) {
            restricted.newGame();
        }
    }

    @Override
    public String description() {
        return description;
    }
}
