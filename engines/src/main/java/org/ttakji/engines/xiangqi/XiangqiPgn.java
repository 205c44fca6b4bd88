package org.ttakji.engines.xiangqi;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads PGN-style Xiangqi game records: the XQ-PGN files of the CCPD set (one game per file, Chinese
 * notation, Big5-encoded: decode with {@link #BIG5} first, since Big5 second bytes can be {@code {},
 * {@code }} or {@code \}) and the ICCS-coordinate PGN of the wukong set (many games per file, no
 * result). A game starts with its tag lines ({@code [Name "value"]}); its movetext runs to the next tag
 * line after some movetext. Move numbers ({@code 12.}, {@code 12...}), comments ({@code {...}},
 * {@code ; ...}), variations ({@code (...)}) and NAGs ({@code $1}) are dropped; a final {@code 1-0},
 * {@code 0-1}, {@code 1/2-1/2} or {@code *} becomes the result.
 */
public final class XiangqiPgn {
    /** The charset of the CCPD files. */
    public static final Charset BIG5 = Charset.forName("Big5");

    private static final Pattern TAG = Pattern.compile("^\\[\\s*([A-Za-z0-9_]+)\\s+\"(.*)\"\\s*]\\s*$");

    private XiangqiPgn() {
    }

    /** Every game of a decoded record file, in order (empty games without tags or moves are skipped). */
    public static List<XiangqiRecord> read(String text) {
        List<XiangqiRecord> games = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        StringBuilder movetext = new StringBuilder();
        for (String raw : text.split("\r\n|\r|\n")) {
            String line = raw.strip();
            if (line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            Matcher tag = line.startsWith("[") ? TAG.matcher(line) : null;
            if (tag != null && tag.matches()) {
                if (!movetext.toString().isBlank()) {
                    games.add(game(tags, movetext));
                    tags = new LinkedHashMap<>();
                    movetext.setLength(0);
                }
                tags.put(tag.group(1), tag.group(2).replace("\\\"", "\"").replace("\\\\", "\\")); // PGN escapes
            } else {
                movetext.append(line).append('\n');
            }
        }
        if (!tags.isEmpty() || !movetext.toString().isBlank()) {
            games.add(game(tags, movetext));
        }
        return games;
    }

    private static XiangqiRecord game(Map<String, String> tags, CharSequence movetext) {
        List<String> moves = new ArrayList<>();
        String result = null;
        for (String token : tokens(movetext)) {
            if (token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*")) {
                result = token;
                continue;
            }
            String t = withoutMoveNumber(token);
            if (!t.isEmpty()) {
                moves.add(t);
            }
        }
        return new XiangqiRecord(tags, moves, result);
    }

    /** The token without a leading move number ({@code 12.}, {@code 12...}); unchanged if it has none. */
    private static String withoutMoveNumber(String token) {
        int i = 0;
        while (i < token.length() && token.charAt(i) >= '0' && token.charAt(i) <= '9') {
            i++;
        }
        if (i == 0 || i == token.length() || token.charAt(i) != '.') {
            return token;
        }
        while (i < token.length() && token.charAt(i) == '.') {
            i++;
        }
        return token.substring(i);
    }

    /** Whitespace-separated tokens outside comments, variations and NAGs. */
    private static List<String> tokens(CharSequence text) {
        List<String> out = new ArrayList<>();
        StringBuilder token = new StringBuilder();
        int variationDepth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                int end = indexOf(text, '}', i);
                i = end < 0 ? text.length() : end;
                flush(token, out);
            } else if (c == ';') {
                int end = indexOf(text, '\n', i);
                i = end < 0 ? text.length() : end;
                flush(token, out);
            } else if (c == '(') {
                variationDepth++;
                flush(token, out);
            } else if (c == ')') {
                variationDepth = Math.max(0, variationDepth - 1);
                token.setLength(0);
            } else if (Character.isWhitespace(c) || c == '\u3000') {
                flush(token, out);
            } else if (variationDepth == 0) {
                token.append(c);
            }
        }
        flush(token, out);
        out.removeIf(t -> t.startsWith("$"));
        return out;
    }

    private static int indexOf(CharSequence text, char c, int from) {
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    private static void flush(StringBuilder token, List<String> out) {
        if (!token.isEmpty()) {
            out.add(token.toString());
            token.setLength(0);
        }
    }
}
