package org.ttakji.engines.shogi;

import org.ttakji.engines.core.MoveList;

/** One move as a game record writes it, before it is matched against the legal moves of the position. */
interface RecordMove {
    /** The move as written, for messages. */
    String text();

    /** The 1-based line of the record it was read from. */
    int line();

    /**
     * The legal move it names.
     *
     * @param p        the position before the move
     * @param legal    the legal moves of {@code p}
     * @param previous the destination square of the previous move (for 同), -1 at the start
     * @return the move, or {@link org.ttakji.engines.core.Move#NONE} when no legal move fits
     * @throws org.ttakji.engines.core.NotationException when several legal moves fit
     */
    int resolve(ShogiPosition p, MoveList legal, int previous);
}
