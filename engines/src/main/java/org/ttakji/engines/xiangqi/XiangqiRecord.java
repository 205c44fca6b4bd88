package org.ttakji.engines.xiangqi;

import java.util.List;
import java.util.Map;

/**
 * One game of a PGN-style record file (XQ-PGN or ICCS PGN), as read by {@link XiangqiPgn}: nothing is
 * checked yet; {@link XiangqiReplay} plays it.
 *
 * @param tags   the tag pairs in file order ({@code Event}, {@code Red}, {@code FEN}, ...)
 * @param moves  the move texts in order, move numbers, comments, variations and the result removed
 * @param result the result token ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}), or {@code null}
 *               when the movetext has none (the wukong ICCS files)
 */
public record XiangqiRecord(Map<String, String> tags, List<String> moves, String result) {
    /** Copies the tags and moves. */
    public XiangqiRecord {
        tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
    }

    /** The value of a tag, or {@code null}. */
    public String tag(String name) {
        return tags.get(name);
    }
}
