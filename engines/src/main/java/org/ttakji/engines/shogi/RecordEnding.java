package org.ttakji.engines.shogi;

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
    OTHER
}
