package org.ttakji.selfplay;

import java.io.Serializable;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.Variant;

/**
 * One game to play, as shipped to a Spark executor: everything that makes the game what it is besides
 * the engine configurations. A game is a pure function of this and its two players' configurations.
 *
 * @param variant      the variant
 * @param index        the game's index within the run and variant, 0..n-1
 * @param seed         the game seed ({@link GameSeeds#gameSeed})
 * @param start        the start: a numbered start of the variant or an opening position
 * @param pairingIndex index into the spec's pairings
 * @param aFirst       true when the pairing's {@code a} player moves first
 */
public record GameTask(Variant variant, long index, long seed, Start start, int pairingIndex, boolean aFirst)
        implements Serializable {
}
