package org.ttakji.engines.janggi;

import java.util.List;
import java.util.Map;

/**
 * One game of a {@code .gib} file as read, before any rules are applied.
 *
 * @param source file name (for messages and reports)
 * @param index  1-based position of the game in its file
 * @param line   1-based line of the game's first tag
 * @param tags   tag name to value, in file order (e.g. {@code 초차림} to {@code 마상마상})
 * @param moves  the move tokens in order, as written (move numbers, {@code <n>} time marks, comments and
 *               undecodable bytes removed), e.g. {@code 79졸78}, {@code 71楚卒72}, {@code 한수쉼}
 */
public record GibRecord(String source, int index, int line, Map<String, String> tags, List<String> moves) {
    /** Copies the collections. */
    public GibRecord {
        tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
    }

    /** {@code source#index}, e.g. {@code kakao-001.gib#3}. */
    public String id() {
        return source + "#" + index;
    }
}
