package org.ttakji.engines.cli.protocol;

import java.nio.file.Path;
import org.ttakji.engines.cli.SearchSetup;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.search.IterationListener;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.engines.search.SearchResult;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.search.Searcher;

/**
 * The lab's search at full strength: no noise, no level limits, the GUI's limits (within the hard caps). The
 * evaluation is {@link SearchSetup}'s: the linear evaluation of the promoted (or pinned) weights, or the
 * material stand-in when the variant has no weights yet. The linear evaluation does not depend on the
 * position, so one {@link Searcher} (and its table, kept between moves of a game) serves every move; the
 * stand-in wraps each root, so it gets a new searcher (and table) per move.
 */
final class FullStrengthBrain implements Brain {
    private final Variant variant;
    private final Path data;
    private final String weightsVersion;
    private final SearchSettings settings;
    private final String description;
    private final Searcher linear;
    private volatile Searcher running;

    /**
     * @param variant        the variant
     * @param start          a view of the variant (to build the evaluation)
     * @param data           the lab's data directory
     * @param weightsVersion a pinned weights version, or null for the promoted one
     * @param hashMegabytes  table size, MiB
     * @throws org.ttakji.engines.core.LabInputException if pinned weights cannot be loaded
     */
    FullStrengthBrain(Variant variant, Position start, Path data, String weightsVersion, int hashMegabytes) {
        this.variant = variant;
        this.data = data;
        this.weightsVersion = weightsVersion;
        SearchSetup setup = SearchSetup.of(variant, start, data, weightsVersion, false);
        this.settings = setup.settings(SearchSettings.defaults().withHashMegabytes(hashMegabytes).withReuseTable(true));
        this.description = "full strength, " + setup.description();
        this.linear = setup.evaluator() instanceof LinearEvaluator ? new Searcher(setup.evaluator(), settings) : null;
    }

    @Override
    public Thought think(Position view, SearchLimits limits, IterationListener listener, int[] only) {
        Searcher searcher = linear;
        Position root = view;
        if (searcher == null) {
            SearchSetup setup = SearchSetup.of(variant, view, data, weightsVersion, false);
            searcher = new Searcher(setup.evaluator(), settings);
            root = setup.position();
        }
        running = searcher;
        try {
            SearchResult r = only == null ? searcher.search(root, limits, listener)
                    : searcher.searchMoves(root, limits, only);
            return new Thought(r.bestMove(), r.pv(), r.score(), r.depth(), r.nodes(), r.timeMicros(),
                    r.stopReason().byClock());
        } finally {
            running = null;
        }
    }

    @Override
    public void requestStop() {
        Searcher s = running;
        if (s != null) {
            s.requestStop();
        }
    }

    @Override
    public void newGame() {
        if (linear != null) {
            linear.clearTable();
        }
    }

    @Override
    public String description() {
        return description;
    }
}
