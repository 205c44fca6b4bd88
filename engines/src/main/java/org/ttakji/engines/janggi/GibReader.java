package org.ttakji.engines.janggi;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;

/**
 * Reads {@code .gib} Janggi records (the KJA / 장기도사 text format; see
 * {@code shared/data/real-games/README.md}, janggi): CP949 decoded with replacement of invalid bytes,
 * CR/LF or LF lines, {@code [name "value"]} tag lines (a tag block starts a game), {@code {...}} comments
 * (possibly over several lines) dropped, move numbers {@code 12.} and time marks {@code <33>} dropped,
 * tokens made only of undecodable bytes or control characters (file-concatenation debris) dropped.
 * Move tokens are kept as written; {@link GibReplay} interprets them.
 */
public final class GibReader {
    /** The records' encoding (EUC-KR superset). */
    public static final Charset CP949 = Charset.forName("x-windows-949");

    private GibReader() {
    }

    /**
     * Every game of a file.
     *
     * @throws LabInputException naming the file when it cannot be read
     */
    public static List<GibRecord> read(Path file) {
        try {
            return parse(decode(Files.readAllBytes(file)), file.getFileName().toString());
        } catch (IOException e) {
            throw new LabInputException("cannot read .gib file " + file + ": " + e.getMessage());
        }
    }

    /** CP949 text with invalid byte sequences replaced by U+FFFD. */
    public static String decode(byte[] bytes) {
        try {
            return CP949.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalStateException("a replacing decoder cannot fail", e);
        }
    }

    /**
     * The games of decoded {@code .gib} text.
     *
     * @param text   the decoded file
     * @param source the file name for the records
     */
    public static List<GibRecord> parse(String text, String source) {
        List<GibRecord> games = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        int gameLine = 0;
        int lineNo = 0;
        int pos = 0;
        int n = text.length();
        while (pos < n) {
            int end = pos;
            while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            lineNo++;
            int start = pos;
            while (start < end && isDebris(text.charAt(start))) {
                start++;
            }
            String[] tag = tag(text, start, end);
            if (tag != null) {
                if (!moves.isEmpty() || tags.containsKey(tag[0])) {
                    games.add(new GibRecord(source, games.size() + 1, gameLine, tags, moves));
                    tags = new LinkedHashMap<>();
                    moves = new ArrayList<>();
                }
                if (tags.isEmpty()) {
                    gameLine = lineNo;
                }
                tags.put(tag[0], tag[1]);
            } else {
                int after = tokens(text, start, end, moves);
                if (after > end) { // a comment ran over line ends: count them and go on after it
                    lineNo += countLineEnds(text, end, after);
                    end = after;
                }
            }
            pos = end;
            if (pos < n && text.charAt(pos) == '\r') {
                pos++;
            }
            if (pos < n && text.charAt(pos) == '\n') {
                pos++;
            }
        }
        if (!tags.isEmpty() || !moves.isEmpty()) {
            games.add(new GibRecord(source, games.size() + 1, gameLine, tags, moves));
        }
        return games;
    }

    /** {name, value} when the line is {@code [name "value"]} (the value may hold brackets), else null. */
    private static String[] tag(String text, int start, int end) {
        int last = end - 1;
        while (last > start && Character.isWhitespace(text.charAt(last))) {
            last--;
        }
        if (start >= last || text.charAt(start) != '[' || text.charAt(last) != ']') {
            return null;
        }
        int open = text.indexOf('"', start);
        int close = text.lastIndexOf('"', last);
        if (open < 0 || close <= open || close > last) {
            return null;
        }
        String name = text.substring(start + 1, open).trim();
        if (name.isEmpty() || name.indexOf(' ') >= 0) {
            return null;
        }
        return new String[] {name, text.substring(open + 1, close)};
    }

    /**
     * Adds the move tokens of text[start, end) to {@code moves}; a {@code {...}} comment is skipped even
     * across line ends. Returns where scanning stopped (beyond {@code end} when a comment ran on).
     */
    private static int tokens(String text, int start, int end, List<String> moves) {
        int i = start;
        int n = text.length();
        while (i < end) {
            char c = text.charAt(i);
            if (c == '{') {
                int close = text.indexOf('}', i);
                i = close < 0 ? n : close + 1;
                if (i > end) {
                    end = lineEnd(text, i);
                }
                continue;
            }
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int j = i;
            while (j < end && !Character.isWhitespace(text.charAt(j)) && text.charAt(j) != '{') {
                j++;
            }
            addToken(text, i, j, moves);
            i = j;
        }
        return end;
    }

    private static int lineEnd(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    private static int countLineEnds(String text, int from, int to) {
        int count = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                count++;
            }
        }
        return count;
    }

    private static boolean isDebris(char c) {
        return c == '\uFFFD' || (Character.isISOControl(c) && c != '\n') || Character.isWhitespace(c);
    }

    /** Drops move numbers ({@code 12.}, also glued to the move), time marks ({@code <33>}) and debris. */
    private static void addToken(String text, int start, int end, List<String> moves) {
        int i = start;
        while (i < end && Character.isDigit(text.charAt(i))) {
            i++;
        }
        if (i > start && i < end && text.charAt(i) == '.') {
            while (i < end && text.charAt(i) == '.') {
                i++;
            }
            start = i;
        }
        if (start >= end) {
            return;
        }
        if (text.charAt(start) == '<' && text.charAt(end - 1) == '>' && end - start > 2) {
            boolean digits = true;
            for (int k = start + 1; k < end - 1; k++) {
                digits &= Character.isDigit(text.charAt(k));
            }
            if (digits) {
                return;
            }
        }
        for (int k = start; k < end; k++) {
            if (!isDebris(text.charAt(k))) {
                moves.add(text.substring(start, end));
                return;
            }
        }
    }
}
