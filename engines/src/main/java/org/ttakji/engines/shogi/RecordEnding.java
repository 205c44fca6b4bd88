package org.ttakji.engines.shogi;

import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/** How a shogi game record says the game ended (CSA {@code %} lines, KIF/KI2 terminal words). */
public enum RecordEnding {
    /** No ending is recorded (the record just stops). */
    NONE,
    /** Resignation: CSA {@code %TORYO}, KIF {@code 投了}. */
    RESIGNATION,
    /** Checkmate: CSA {@code %TSUMI}, KIF {@code 詰み}. */
    CHECKMATE,
    /** Repetition: CSA {@code %SENNICHITE}, KIF {@code 千日手}. */
    SENNICHITE,
    /** Entering-king declaration: CSA {@code %KACHI}, KIF {@code 入玉勝ち}. */
    DECLARATION,
    /** Impasse draw: CSA {@code %JISHOGI}, KIF {@code 持将棋}. */
    JISHOGI,
    /** A foul: CSA {@code %ILLEGAL_MOVE}, {@code %+ILLEGAL_ACTION}, {@code %-ILLEGAL_ACTION}; KIF {@code 反則勝ち}, {@code 反則負け}, or a {@code 反則} comment after the last move. */
    ILLEGAL_MOVE,
    /** Time forfeit: CSA {@code %TIME_UP}, KIF {@code 切れ負け}, {@code Time-up}. */
    TIME_UP,
    /** Interrupted: CSA {@code %CHUDAN}, KIF {@code 中断}. */
    ABORT,
    /** Adjourned with a sealed move (KIF {@code 封じ手}). */
    SEALED_MOVE,
    /** The server's move limit: CSA {@code %MAX_MOVES}. */
    MAX_MOVES,
    /** A win whose cause the record does not give (KI2 {@code まで…の勝ち}). */
    WIN,
    /** Any other ending word (draw by agreement, forfeit, ...). */
    OTHER;

    /**
     * The game's result when the record ends this way with {@code sideToMove} to move: resignation, checkmate
     * and time-up lose for the side to move, a declaration wins for it, a recorded win goes to the last mover,
     * jishogi and the move limit draw; null for the endings that do not say who won (sennichite may be a
     * perpetual-check loss, a foul may be either side's, an interrupted or unfinished game has no result).
     *
     * @param sideToMove the side to move after the last recorded move (0 = sente)
     */
    public Result result(int sideToMove) {
        return switch (this) {
            case RESIGNATION, CHECKMATE, TIME_UP, WIN -> Result.lossFor(sideToMove);
            case DECLARATION -> Result.winFor(sideToMove);
            case JISHOGI, MAX_MOVES -> Result.DRAW;
            case NONE, SENNICHITE, ILLEGAL_MOVE, ABORT, SEALED_MOVE, OTHER -> null;
        };
    }

    /**
     * The lab's name for how the game ended, where the record gives one the lab names: checkmate, an impasse
     * (declaration or jishogi), the move limit; else null (resignation, time-up, a win without a cause).
     */
    public Termination termination() {
        return switch (this) {
            case CHECKMATE -> Termination.CHECKMATE;
            case DECLARATION, JISHOGI -> Termination.IMPASSE;
            case MAX_MOVES -> Termination.MOVE_LIMIT;
            default -> null;
        };
    }
}
