package org.ttakji.engines.shogi;

import java.util.List;
import java.util.Map;

/**
 * A shogi game record read from a CSA, KIF or KI2 file, with every move checked legal.
 *
 * @param source    the file name (for messages)
 * @param format    {@code CSA}, {@code KIF} or {@code KI2}
 * @param startSfen the start position (hirate, a handicap, or the record's own setup) in SFEN
 * @param moves     the legal moves in USI notation, in order
 * @param ending    how the record says the game ended
 * @param foulMove  the recorded illegal move (as written) when the record ends with a foul it marks, else
 *                  null; it is not among {@code moves}
 * @param headers   the record's header fields as written (players: CSA {@code N+}/{@code N-} as
 *                  {@code sente}/{@code gote}; KIF keys such as {@code 先手}, {@code 手合割})
 */
public record ShogiRecord(String source, String format, String startSfen, List<String> moves, RecordEnding ending,
                          String foulMove, Map<String, String> headers) {
    /** Copies the collections. */
    public ShogiRecord {
        moves = List.copyOf(moves);
        headers = Map.copyOf(headers);
    }
}
