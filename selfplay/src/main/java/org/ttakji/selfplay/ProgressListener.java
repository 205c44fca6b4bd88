package org.ttakji.selfplay;

import java.util.Map;
import org.ttakji.engines.core.Variant;

/**
 * Receives a run's progress. Calls may come from Spark's listener thread; implementations synchronise.
 */
public interface ProgressListener {
    /** Ignores everything. */
    ProgressListener NONE = new ProgressListener() {
    };

    /**
     * The run starts (or resumes).
     *
     * @param planned   games per variant the run plays in all
     * @param committed games per variant already committed (non-zero when resuming)
     */
    default void started(Map<Variant, Long> planned, Map<Variant, Long> committed) {
    }

    /** {@code games} more games of {@code variant} finished (a Spark task succeeded; not yet committed). */
    default void gamesPlayed(Variant variant, long games) {
    }

    /** A batch was committed. */
    default void batchCommitted(Batch batch) {
    }

    /** The run finished playing (all batches committed, or stopped early). */
    default void finished() {
    }
}
