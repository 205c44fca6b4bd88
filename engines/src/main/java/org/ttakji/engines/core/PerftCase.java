package org.ttakji.engines.core;

/**
 * A perft workload: a position text and a depth in plies.
 *
 * @param fen   position in the variant's text format
 * @param depth plies
 */
public record PerftCase(String fen, int depth) {
}
