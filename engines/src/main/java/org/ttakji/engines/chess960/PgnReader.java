package org.ttakji.engines.chess960;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;

/**
 * A streaming PGN reader: one {@link PgnGame} per {@link #next()} call, so multi-megabyte files never
 * sit in memory whole. Skips brace comments ({@code {...}}, which may span lines and are about 35 KB
 * per game in TCEC files), rest-of-line comments ({@code ;}), escape lines ({@code %}), recursive
 * variations ({@code (...)}), numeric annotation glyphs ({@code $1}) and move numbers ({@code 12.},
 * {@code 12...}). A game ends at its result token, at the next tag section, or at the end of the input;
 * tag sections separated by a blank line with no moves between them are separate games (headers-only
 * files).
 */
public final class PgnReader implements Closeable {
    private final BufferedReader in;
    private final String source;
    private int peeked = -2;
    private int line = 1;

    /**
     * @param in     the PGN text (closed by {@link #close()})
     * @param source a name for error messages, e.g. the file name
     */
    public PgnReader(Reader in, String source) {
        this.in = in instanceof BufferedReader b ? b : new BufferedReader(in, 1 << 16);
        this.source = source;
    }

    /**
     * The next game, or null at the end of the input.
     *
     * @throws LabInputException     naming the source and line of an unterminated tag or comment
     * @throws UncheckedIOException  when reading fails
     */
    public PgnGame next() {
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        int start = -1;
        boolean blankAfterTags = false;
        int newlinesInRow = 0;
        while (true) {
            int c = peek();
            if (c < 0) {
                return start < 0 ? null : new PgnGame(tags, moves, null, start);
            }
            if (c == '\n') {
                read();
                if (++newlinesInRow >= 2 && !tags.isEmpty()) {
                    blankAfterTags = true;
                }
                continue;
            }
            if (Character.isWhitespace(c)) {
                read();
                continue;
            }
            boolean lineStart = newlinesInRow > 0;
            newlinesInRow = 0;
            if (c == '[') {
                if (start >= 0 && (!moves.isEmpty() || blankAfterTags)) {
                    return new PgnGame(tags, moves, null, start); // the next game's tags begin
                }
                if (start < 0) {
                    start = line;
                }
                readTag(tags);
            } else if (c == '{') {
                skipUntil('}', "comment");
            } else if (c == ';' || (c == '%' && lineStart)) {
                skipLine();
            } else if (c == '(') {
                skipVariation();
            } else {
                if (start < 0) {
                    start = line;
                }
                String token = readToken();
                if (isResult(token)) {
                    return new PgnGame(tags, moves, token, start);
                }
                String move = stripMoveNumber(token);
                if (!move.isEmpty() && !move.startsWith("$")) {
                    moves.add(move);
                }
            }
        }
    }

    /** Reads every remaining game (convenience for small inputs and tests). */
    public List<PgnGame> readAll() {
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame g; (g = next()) != null; ) {
            games.add(g);
        }
        return games;
    }

    private static boolean isResult(String token) {
        return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*");
    }

    /** {@code 12.}, {@code 12...} and {@code 12.e4} lose their move number; other tokens are kept. */
    private static String stripMoveNumber(String token) {
        int i = 0;
        while (i < token.length() && Character.isDigit(token.charAt(i))) {
            i++;
        }
        if (i > 0 && i < token.length() && token.charAt(i) == '.') {
            while (i < token.length() && token.charAt(i) == '.') {
                i++;
            }
            return token.substring(i);
        }
        return i == token.length() ? "" : token;
    }

    private void readTag(Map<String, String> tags) {
        int tagLine = line;
        read(); // [
        StringBuilder name = new StringBuilder();
        int c;
        while ((c = peek()) >= 0 && Character.isWhitespace(c)) {
            read();
        }
        while ((c = peek()) >= 0 && !Character.isWhitespace(c) && c != '"' && c != ']') {
            name.append((char) read());
        }
        while ((c = peek()) >= 0 && c != '"' && c != ']') {
            read();
        }
        StringBuilder value = new StringBuilder();
        if (c == '"') {
            read();
            while ((c = read()) >= 0 && c != '"') {
                if (c == '\\') {
                    c = read();
                }
                if (c == '\n' || c < 0) {
                    throw new LabInputException(source + " line " + tagLine + ": unterminated tag value in [" + name + "]");
                }
                value.append((char) c);
            }
        }
        while ((c = read()) >= 0 && c != ']') {
            if (c == '\n') {
                throw new LabInputException(source + " line " + tagLine + ": tag [" + name + "] has no closing ]");
            }
        }
        tags.put(name.toString(), value.toString());
    }

    private String readToken() {
        StringBuilder sb = new StringBuilder(8);
        int c;
        while ((c = peek()) >= 0 && !Character.isWhitespace(c) && "{}()[];".indexOf(c) < 0) {
            sb.append((char) read());
        }
        if (sb.length() == 0) {
            read(); // a stray closing bracket: skip it
        }
        return sb.toString();
    }

    private void skipUntil(char end, String what) {
        int startLine = line;
        read();
        int c;
        while ((c = read()) >= 0) {
            if (c == end) {
                return;
            }
        }
        throw new LabInputException(source + " line " + startLine + ": unterminated " + what);
    }

    private void skipLine() {
        int c;
        while ((c = peek()) >= 0 && c != '\n') {
            read();
        }
    }

    private void skipVariation() {
        int startLine = line;
        int depth = 0;
        int c;
        while ((c = peek()) >= 0) {
            if (c == '{') {
                skipUntil('}', "comment");
                continue;
            }
            read();
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return;
            }
        }
        throw new LabInputException(source + " line " + startLine + ": unterminated variation");
    }

    private int peek() {
        if (peeked == -2) {
            peeked = readRaw();
        }
        return peeked;
    }

    private int read() {
        int c = peek();
        peeked = -2;
        if (c == '\n') {
            line++;
        }
        return c;
    }

    private int readRaw() {
        try {
            int c = in.read();
            return c == '\r' ? readCrLf() : c;
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + source, e);
        }
    }

    /** Treats CR LF and a lone CR as one line end. */
    private int readCrLf() throws IOException {
        in.mark(1);
        if (in.read() != '\n') {
            in.reset();
        }
        return '\n';
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException("closing " + source, e);
        }
    }
}
