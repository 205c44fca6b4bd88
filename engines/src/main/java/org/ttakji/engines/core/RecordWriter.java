package org.ttakji.engines.core;

import java.io.IOException;

/**
 * Writes games into a record format: the inverse of {@link RecordFormat#read}, so that a game written and read
 * back is the same {@link RecordGame.Replayed} (start, rule options as far as the format carries them, moves,
 * result). Players and the lab's tags ({@link RecordTags}) go into the format's own fields where it has them,
 * else into tags or comments it keeps. Each variant package implements the writers of its formats
 * ({@link RecordFormat#writer()}); stateless and thread-safe.
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

    /**
     * The game as the text {@link #write} appends.
     *
     * @throws LabInputException when the format cannot express the game
     */
    default String toText(RecordGame.Replayed game) {
        StringBuilder sb = new StringBuilder();
        try {
            write(game, sb);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // a StringBuilder does not fail
        }
        return sb.toString();
    }

    /**
     * The charset the format's files are written in (UTF-8 by default; KIF and CSA too, with a marker that says
     * so).
     */
    default java.nio.charset.Charset charset() {
        return java.nio.charset.StandardCharsets.UTF_8;
    }
}
