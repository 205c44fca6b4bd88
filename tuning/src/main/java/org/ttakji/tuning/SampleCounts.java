package org.ttakji.tuning;

/**
 * What sampling did with the games, for the report: a mutable tally (one per thread or Spark task, added
 * up with {@link #add}).
 */
public final class SampleCounts {
    /** How many skipped records a Spark task names ({@link #skippedExamples}). */
    public static final int SKIPPED_EXAMPLES = 5;
    /** Games read. */
    public long games;
    /** Games without a decisive or drawn result (e.g. {@code *}), skipped whole. */
    public long gamesWithoutResult;
    /** Real game records left out before sampling (no result, a non-standard start, a move that does not replay). */
    public long recordsSkipped;
    /**
     * Some of the skipped records, why (at most {@link #SKIPPED_EXAMPLES} of each Spark task, in file order): the
     * report names a few and points to {@code lab records check} for all.
     */
    public java.util.List<String> skippedExamples = new java.util.ArrayList<>();
    /** Plies that qualified (past the opening, with a non-mate recorded score). */
    public long candidatePlies;
    /** Plies skipped because the recorded score was a mate score. */
    public long mateScores;
    /** Chosen plies dropped because the quiescence search found a forced game end or hit its node limit. */
    public long unresolved;
    /** Chosen plies whose quiet position is already over by rule (e.g. a repetition). */
    public long ended;
    /** Positions produced (before deduplication). */
    public long positions;
    /** Nanoseconds spent in the feature extractor. */
    public long extractNanos;
    /** Nanoseconds spent in quiescence searches. */
    public long quiescenceNanos;

    /** Adds another tally to this one. */
    public void add(SampleCounts o) {
        games += o.games;
        gamesWithoutResult += o.gamesWithoutResult;
        recordsSkipped += o.recordsSkipped;
        skippedExamples.addAll(o.skippedExamples);
        candidatePlies += o.candidatePlies;
        mateScores += o.mateScores;
        unresolved += o.unresolved;
        ended += o.ended;
        positions += o.positions;
        extractNanos += o.extractNanos;
        quiescenceNanos += o.quiescenceNanos;
    }
}
