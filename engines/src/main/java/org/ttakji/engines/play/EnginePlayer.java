package org.ttakji.engines.play;

import java.util.List;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.search.OrderingValues;
import org.ttakji.engines.search.RootMoveScore;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.engines.search.SearchResult;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.search.Searcher;

/**
 * The lab's engine at a level: searches the player's view with the level's limits (or the configuration's
 * explicit ones) and the linear evaluation of a weights file, then chooses among the root moves as the
 * level says ({@link Level}: noise, temperature, deliberate weaker moves), drawing only from the game's
 * generator. A pure level (no noise, temperature or blunders) plays the search's best move and needs only
 * one exact root score; otherwise every root move is scored exactly (multi-PV over all root moves).
 *
 * <p>Limits: if the configuration gives any of depth, nodes or move time, those explicit limits replace all
 * of the level's limits; otherwise the level's apply. Either way the search's hard caps bound every move.
 * Deterministic when no time limit applies: same view (and history), weights, level and generator state →
 * same move. Not thread-safe: one per game thread.
 */
public final class EnginePlayer implements Player {
    private final EngineConfig config;
    private final Level level;
    private final SearchLimits limits;
    private final Searcher searcher;
    private final LevelMoveChoice choice = new LevelMoveChoice(1024);
    private final int[] scores = new int[1024];

    /**
     * A player.
     *
     * @param config    the configuration (its explicit limits, if any, override the level's)
     * @param level     the level
     * @param weights   evaluation weights of the extractor's feature set
     * @param extractor the variant's feature extractor (owned by this player from now on)
     * @throws IllegalArgumentException if the weights do not fit the extractor or a limit is out of range
     */
    public EnginePlayer(EngineConfig config, Level level, Weights weights, FeatureExtractor extractor) {
        this.config = config;
        this.level = level;
        this.limits = limitsOf(config, level);
        int[] pieceValues = extractor.pieceValues(weights);
        SearchSettings settings = SearchSettings.defaults()
                .withOrderingValues(pieceValues == null ? OrderingValues.uniform() : OrderingValues.of(pieceValues))
                .withMultiPv(level.isPure() ? 1 : SearchSettings.ALL_ROOT_MOVES);
        this.searcher = new Searcher(new LinearEvaluator(extractor, weights), settings);
    }

    /** The search limits a configuration and level give (explicit limits replace the level's). */
    static SearchLimits limitsOf(EngineConfig config, Level level) {
        if (config.depth() != null || config.nodes() != null || config.moveTimeMs() != null) {
            return SearchLimits.clamped(config.depth(), config.nodes(), config.moveTimeMs());
        }
        return SearchLimits.clamped(level.depth(), level.nodes(), level.moveTimeMs());
    }

    /** The limits each search of this player uses. */
    public SearchLimits limits() {
        return limits;
    }

    /** The level this player plays at. */
    public Level level() {
        return level;
    }

    @Override
    public MoveChoice choose(Position view, SplitMix64 random) {
        long t0 = System.nanoTime();
        SearchResult result = searcher.search(view, limits);
        if (result.bestMove() == Move.NONE) {
            throw new IllegalStateException("no legal move in " + view.toFen());
        }
        int move = result.bestMove();
        int score = result.score();
        List<RootMoveScore> root = result.rootMoves();
        if (!level.isPure() && root.size() > 1) {
            int n = Math.min(root.size(), scores.length);
            for (int i = 0; i < n; i++) {
                scores[i] = root.get(i).score();
            }
            int chosen = choice.choose(level, scores, n, random);
            move = root.get(chosen).move();
            score = root.get(chosen).score();
        }
        return new MoveChoice(move, score, result.depth(), result.nodes(), (System.nanoTime() - t0) / 1000);
    }

    @Override
    public EngineConfig config() {
        return config;
    }
}
