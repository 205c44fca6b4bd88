package org.ttakji.engines.core;

import java.io.IOException;

/**
 * Writes games into a record format: the inverse of {@link RecordFormat#read}, so that a game read and
 * written back reads as the same {@link RecordGame.Replayed}. The place for the exporters of a later step
 * (PGN, KIF, CSA, XQ-PGN); no format has one yet ({@link RecordFormat#writer()} is empty).
 */
public interface RecordWriter {

    /**
     * Appends one game in the format: its tags, start, moves in the format's notation and result.
     *
     * @param game the game (start, rules, machine-notation moves, result, tags)
     * @param out  where to append
     * @throws IOException when appending fails
     * @throws LabInputException when the format cannot express the game (e.g. a start it has no tag for)
     */
    void write(RecordGame.Replayed game, Appendable out) throws IOException;
}
