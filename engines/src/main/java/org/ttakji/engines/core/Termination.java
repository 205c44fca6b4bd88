package org.ttakji.engines.core;

import java.util.Locale;

/**
 * Why a game ended; the lower-case hyphenated {@link #logName()} is the game log's {@code termination}
 * column (docs/game-log-schema.md, schema v1; the last three come from refereeing external engines).
 */
public enum Termination {
    /** The game has not ended. */
    NONE,
    /** The side to move is in check and has no legal move. */
    CHECKMATE,
    /** The side to move is not in check and has no legal move (chess: draw; xiangqi: loss). */
    STALEMATE,
    /** A position repeated the variant's number of times (chess/xiangqi/janggi 3rd, shogi 4th occurrence). */
    REPETITION,
    /** Repetition in which one side checked with every move: that side loses (xiangqi, shogi). */
    PERPETUAL_CHECK,
    /** Shogi impasse: the 24-point declaration or count decided. */
    IMPASSE,
    /** The variant's own ply limit (xiangqi 300, shogi 400 plies). */
    MOVE_LIMIT,
    /** Janggi: a move left the generals facing on an open file. */
    BIKJANG,
    /** Janggi: 100 plies without a capture. */
    NO_CAPTURE,
    /** Chess 50-move rule; Banqi 20 plies without reveal or capture. */
    NO_PROGRESS,
    /** Chess: neither side can mate (K v K, K+minor v K, K+B v K+B same colour). */
    INSUFFICIENT_MATERIAL,
    /** Xiangqi: neither side has a chariot, horse, cannon or soldier. */
    NO_ATTACKERS,
    /** Banqi: all sixteen pieces of one player captured. */
    ALL_CAPTURED,
    /** The side to move has no legal action (shogi without check, banqi). */
    NO_LEGAL_ACTION,
    /**
     * Ended by a lab-defined adjudication rule, recorded as such (docs/rules/): the game loop's ply cap
     * ({@code maxPlies} of self-play and {@code play}) ends a game still going as a draw.
     */
    ADJUDICATION,
    /**
     * Lab adjudication by the players' search scores ({@code play.Adjudication}, off unless a self-play spec asks for
     * it): both sides' searches found the position hopeless for the loser for several plies in a row.
     */
    RESIGN_ADJUDICATION,
    /**
     * Lab adjudication by the players' search scores ({@code play.Adjudication}): both sides' searches scored the
     * position dead even for several plies in a row, late enough in the game: a draw.
     */
    DRAW_ADJUDICATION,
    /**
     * A player answered with a move that is not in the lab's legal list (or with no move while the lab's rules
     * have one): that side loses. Only external engines do this (the lab refereeing another engine).
     */
    ILLEGAL_MOVE,
    /** A player's engine process crashed, closed its output or broke the protocol: that side loses. */
    ENGINE_FAILURE,
    /**
     * A player's engine gave no move within the per-move wall-clock timeout (a generous safety net, not a
     * time control): that side loses, and the game log counts the stop in {@code clock_stops}.
     */
    TIME_FORFEIT;

    /** Name in the game log and on the command line, e.g. {@code perpetual-check}. */
    public String logName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Parses a {@link #logName()}.
     *
     * @throws IllegalArgumentException naming the text when unknown
     */
    public static Termination fromLogName(String name) {
        for (Termination t : values()) {
            if (t.logName().equals(name)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown termination '" + name + "'");
    }
}
