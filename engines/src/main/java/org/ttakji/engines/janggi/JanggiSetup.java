package org.ttakji.engines.janggi;

import java.util.List;

/**
 * An unvalidated Janggi position as read from text (FEN, a {@code .gib} board string) or built from the
 * rule options; {@link JanggiPosition#of(JanggiSetup, org.ttakji.engines.core.RuleOptions)} validates it.
 *
 * @param source         the text it came from (for error messages)
 * @param board          90 piece codes ({@link JanggiPiece}), index = {@code rank * 9 + file}, rank 0 = the
 *                       first mover's back rank
 * @param sideToMove     0 or 1
 * @param halfmoveClock  plies since the last capture (passes count), &gt;= 0
 * @param fullmoveNumber move number, &gt;= 1 (ply = 2 * (fullmove - 1) + side to move)
 * @param syntaxProblems problems already found while reading the text, one per entry (empty if none)
 */
public record JanggiSetup(String source, int[] board, int sideToMove, int halfmoveClock, int fullmoveNumber,
                          List<String> syntaxProblems) {
    /** Copies the problem list. */
    public JanggiSetup {
        syntaxProblems = List.copyOf(syntaxProblems);
    }
}
