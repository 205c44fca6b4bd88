package org.ttakji.engines.play;

import java.util.List;
import java.util.Objects;

/**
 * What every player may know of the game so far: the start position as the players see it and the moves
 * played since, in machine notation. An external engine needs it (it is sent a start position and the
 * moves); the lab's own players search the view they are given and ignore it. Public information only: for
 * Banqi the start is the all-face-down view and a reveal is written {@code a1?}.
 *
 * @param startFen the start position's {@link org.ttakji.engines.core.Position#playerView() view}, in the
 *                 variant's text format
 * @param moves    the moves played from there, machine notation, oldest first
 */
public record GameSoFar(String startFen, List<String> moves) {
    /** Copies the moves. */
    public GameSoFar {
        Objects.requireNonNull(startFen, "startFen");
        moves = List.copyOf(moves);
    }
}
