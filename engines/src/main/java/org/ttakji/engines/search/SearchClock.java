package org.ttakji.engines.search;

/**
 * The clock a {@link Searcher} reads, in nanoseconds of an arbitrary origin (as {@link System#nanoTime()}).
 * Injectable so that tests can make the machine look arbitrarily slow: a search whose {@link SearchLimits} are
 * deterministic reads it only to report its own duration, never to decide anything.
 */
@FunctionalInterface
public interface SearchClock {
    /** The machine's monotonic clock. */
    SearchClock SYSTEM = System::nanoTime;

    /** The current time in nanoseconds (monotonic; only differences mean anything). */
    long nanoTime();
}
