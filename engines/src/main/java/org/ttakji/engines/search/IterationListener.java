package org.ttakji.engines.search;

/** Told about every completed iteration; called on the searching thread, so it must be quick. */
@FunctionalInterface
public interface IterationListener {
    /** A listener that ignores everything. */
    IterationListener NONE = info -> { };

    /** Called after each completed iteration. */
    void iterationDone(IterationInfo info);
}
