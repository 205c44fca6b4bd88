package org.ttakji.engines.xiangqi;

/**
 * How ranks are numbered in coordinate move notation (files are always {@code a..i} from Red's left).
 */
public enum CoordinateRanks {
    /** Ranks 0..9 from Red's back rank (UCCI/ICCS, e.g. {@code h2e2}); what the lab writes. */
    ZERO_BASED,
    /** Ranks 1..10 from Red's back rank (Fairy-Stockfish, e.g. {@code h3e3}). */
    ONE_BASED,
    /**
     * Either, decided per move: a rank {@code 10} means 1..10 and a rank {@code 0} means 0..9; otherwise
     * the 0..9 reading is taken when it names a legal move, else the 1..10 reading. So every move the lab
     * writes reads back as itself, and a 1..10 move is read right whenever its 0..9 reading is not legal.
     */
    AUTO
}
