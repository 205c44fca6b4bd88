package org.ttakji.engines.core;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A game-record file format of one variant (Chess960 PGN, Xiangqi XQ-PGN, Janggi GIB, Shogi CSA, KIF, KI2):
 * its name, its file extensions and its reader, which replays every game of a file under the variant's rules.
 * The variant's package implements it and is the only place that knows the format, its notation and its
 * result rules; {@link VariantRules#recordFormats()} lists a variant's formats. Stateless and thread-safe.
 *
 * <p>Writers (export to PGN, KIF, CSA, XQ-PGN) are a later step: {@link #writer()} is where a format will
 * offer one; none does yet.
 */
public interface RecordFormat {

    /** The format's name for messages and docs, e.g. {@code PGN}, {@code KIF}. */
    String name();

    /** The file extensions of the format, lower case with the dot, e.g. {@code [.kif, .kifu]}. */
    List<String> extensions();

    /** True when the file's name ends with one of {@link #extensions()} (case-insensitive). */
    default boolean matches(Path file) {
        Path name = file.getFileName();
        String lower = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        return extensions().stream().anyMatch(lower::endsWith);
    }

    /**
     * Reads and replays every game of a file, in file order: each one {@link RecordGame.Replayed} or
     * {@link RecordGame.Refused} (a game that does not replay never stops the others).
     *
     * @param file   the record file
     * @param source the file's name for the games ({@link RecordGame#source()}) and messages, e.g. its path
     *               relative to the folder it was found in
     * @return the games, in file order (one for the one-game formats)
     * @throws LabInputException naming the file when it cannot be read, or when its text breaks off so that
     *                           no game boundary can be trusted (an unterminated PGN tag or comment)
     */
    List<RecordGame> read(Path file, String source);

    /** The writer of this format, when the lab has one; none yet (a later step adds them). */
    default Optional<RecordWriter> writer() {
        return Optional.empty();
    }

    /** The first of {@code formats} that {@link #matches} the file, if any. */
    static Optional<RecordFormat> forFile(List<RecordFormat> formats, Path file) {
        return formats.stream().filter(f -> f.matches(file)).findFirst();
    }
}
