package org.ttakji.engines.chess960;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ttakji.engines.core.Result;

/**
 * One game of a PGN file (https://www.saremba.de/chessgml/standards/pgn/pgn-complete.htm) as read by
 * {@link PgnReader}: its tag pairs in file order, its main-line moves in SAN as written, and the result
 * token ending the move text (null when the game has none, as in headers-only files).
 *
 * @param tags        tag name to value, in file order (unmodifiable)
 * @param moves       main-line moves in SAN, without move numbers, comments, variations or NAGs
 * @param resultToken {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}, or null when absent
 * @param line        1-based line of the file where the game starts (for messages)
 */
public record PgnGame(Map<String, String> tags, List<String> moves, String resultToken, int line) {
    /** Copies the collections. */
    public PgnGame {
        tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
    }

    /** A tag's value, or null when the game has no such tag. */
    public String tag(String name) {
        return tags.get(name);
    }

    /** The {@code [FEN]} tag, or null. */
    public String fen() {
        return tags.get("FEN");
    }

    /**
     * True when the {@code [Variant]} tag names Chess960 in one of its spellings ({@code Chess960},
     * {@code chess 960}, {@code fischerandom}, {@code Fischer Random}, {@code 960}, {@code FRC}) or is
     * absent (a standard game is Chess960 start #518).
     */
    public boolean isChess960() {
        String v = tags.get("Variant");
        if (v == null) {
            return true;
        }
        String k = v.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
        return k.equals("chess960") || k.equals("fischerandom") || k.equals("fischerrandom") || k.equals("960")
                || k.equals("frc") || k.equals("standard");
    }

    /**
     * The result: the result token after the moves, else the {@code [Result]} tag.
     *
     * @throws IllegalArgumentException if neither is a PGN result
     */
    public Result result() {
        return Result.fromText(resultToken != null ? resultToken : tags.getOrDefault("Result", "*"));
    }
}
