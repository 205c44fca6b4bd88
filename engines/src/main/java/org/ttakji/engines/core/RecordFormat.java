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
 * <p>A format that the lab can also write offers a {@link #writer()} ({@code records convert}, {@code export}): what
 * it writes, its reader reads back as the same game (start, rule options, moves, result).
 */
public interface RecordFormat {

    /** The format's name for messages and docs, e.g. {@code PGN}, {@code KIF}. */
    String name();

    /**
     * The format's name on the command line ({@code --to}, {@code --format}): {@link #name()} in lower case with
     * only its letters and digits, e.g. {@code xqpgn} for {@code XQ-PGN}.
     */
    default String id() {
        return name().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

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

    /**
     * True when the file's beginning looks like this format's: used only to tell apart formats of different
     * variants that share an extension (Chess960 PGN and Xiangqi XQ-PGN are both {@code .pgn}). Default: true.
     *
     * @param head the file's first bytes (at most 16 KiB) decoded as ISO-8859-1, so that ASCII tags read
     *             whatever the file's encoding
     */
    default boolean claims(String head) {
        return true;
    }

    /**
     * A game's player as the format records it (PGN {@code White}/{@code Black}, XQ-PGN {@code Red}/{@code Black},
     * KIF {@code 先手}/{@code 後手}, ...), else the lab's {@link RecordTags#FIRST}/{@link RecordTags#SECOND}; null when
     * the record names none.
     *
     * @param tags a game's tags as this format read them
     * @param side 0 = first player, 1 = second
     */
    default String player(java.util.Map<String, String> tags, int side) {
        return RecordTags.player(tags, side);
    }

    /** True when a file of the format holds one game (CSA, KIF, KI2), false when it may hold several (PGN). */
    default boolean oneGamePerFile() {
        return false;
    }

    /** The writer of this format, when the lab writes it (empty for read-only formats such as KI2, GIB). */
    default Optional<RecordWriter> writer() {
        return Optional.empty();
    }

    /** The first of {@code formats} that {@link #matches} the file, if any. */
    static Optional<RecordFormat> forFile(List<RecordFormat> formats, Path file) {
        return formats.stream().filter(f -> f.matches(file)).findFirst();
    }
}
