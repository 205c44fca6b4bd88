package org.ttakji.engines.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game being played or replayed: a start position, the moves so far in machine notation, and the
 * live position. Used by record replay, the {@code play} command and self-play. Not thread-safe.
 */
public final class Game {
    private final VariantRules rules;
    private final String startFen;
    private final Position position;
    private final List<String> moves = new ArrayList<>();
    private final MoveList scratch = new MoveList();

    /**
     * A game from the given start position (which the game takes over and mutates).
     *
     * @param rules    the variant's rules
     * @param position the start position
     */
    public Game(VariantRules rules, Position position) {
        this.rules = rules;
        this.position = position;
        this.startFen = position.toFen();
    }

    /** The variant's rules. */
    public VariantRules rules() {
        return rules;
    }

    /** The start position's text. */
    public String startFen() {
        return startFen;
    }

    /** The live position (after the last move). Do not make moves on it directly; use {@link #play}. */
    public Position position() {
        return position;
    }

    /** The moves played, in machine notation. */
    public List<String> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** Number of plies played. */
    public int plies() {
        return moves.size();
    }

    /**
     * Plays a move given in machine notation.
     *
     * @return the packed move that was played
     * @throws NotationException    if the text is not machine notation
     * @throws IllegalMoveException if it is not legal here; the message names the ply and shows the
     *                              player's view only (a Banqi message never reveals a face-down piece)
     * @throws IllegalStateException if the game is already over
     */
    public int play(String machineMove) {
        requireOngoing(machineMove);
        int move;
        try {
            move = rules.parseMachine(position, machineMove);
        } catch (IllegalMoveException e) {
            throw new IllegalMoveException(machineMove, position.playerView().toFen(), "ply " + (moves.size() + 1) + ": "
                    + e.getMessage());
        }
        playLegal(move);
        return move;
    }

    /**
     * Plays a legal packed move of the live position (from its move generator).
     *
     * @throws IllegalArgumentException if the move is not legal here
     * @throws IllegalStateException    if the game is already over
     */
    public void play(int move) {
        requireOngoing(Move.debug(move));
        scratch.clear();
        position.generateLegal(scratch);
        position.generateActions(scratch);
        if (!scratch.contains(move)) {
            throw new IllegalArgumentException("move " + Move.debug(move) + " is not legal in " + position.playerView().toFen());
        }
        playLegal(move);
    }

    private void playLegal(int move) {
        String text = rules.toMachine(position, move);
        position.makeMove(move);
        moves.add(text);
    }

    private void requireOngoing(String move) {
        Outcome o = position.status();
        if (o.isOver()) {
            throw new IllegalStateException("game is over (" + o + "), cannot play " + move);
        }
    }

    /** The game's status ({@link Position#status()} of the live position). */
    public Outcome status() {
        return position.status();
    }
}
