package org.ttakji.engines.eval;

import org.ttakji.engines.core.Position;

/**
 * Static evaluation: the contract between the search and the evaluation. The lab's evaluator is linear
 * (features of the variant's {@code FeatureExtractor} dotted with the weights of a weights file), but the
 * search only sees this interface. Implementations are not thread-safe (they may keep scratch buffers):
 * one per search thread.
 */
public interface Evaluator {
    /**
     * The position's value for the side to move, in centipawns (positive = good for the side to move).
     * Must not change the position (it may make and unmake moves but leaves it as found). Never returns
     * a value in the search's mate-score range (|score| must stay below 20,000).
     *
     * @param position the position to evaluate (a player's view for Banqi)
     * @return centipawns from the side to move's view
     */
    int evaluate(Position position);
}
