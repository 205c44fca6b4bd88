package org.ttakji.tuning.stats;

/** What a sequential probability ratio test says after the games so far. */
public enum SprtDecision {
    /** The LLR fell below the lower bound: H0 (Elo = elo0) is accepted; fishtest marks the test "rejected". */
    ACCEPT_H0,
    /** The LLR rose above the upper bound: H1 (Elo = elo1) is accepted; fishtest marks the test "accepted". */
    ACCEPT_H1,
    /** The LLR is between the bounds: play more games. */
    CONTINUE
}
