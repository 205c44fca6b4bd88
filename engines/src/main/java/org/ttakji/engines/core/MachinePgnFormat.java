package org.ttakji.engines.core;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The lab's own record format for variants without a standard one the lab can write faithfully (Janggi, Banqi):
 * PGN's shape with the variant's machine notation. UTF-8 text; games of a file follow each other. A game:
 * <pre>
 *   [Event "ttakji-lab self-play 20261130-1"]     tags [Name "value"] (\" and \\ escaped), any number
 *   [Variant "janggi"]                            the variant's command-line name (optional; another is refused)
 *   [FEN "rnba1abnr/4k4/... w - - 0 1"]           the start in the variant's position text (default: its standard start)
 *   [Rules "bikjang=draw,first=han,..."]          rule options (default: the variant's defaults)
 *   [Start "0"]                                   the start selector, when the start is a numbered one
 *   [Result "1-0"]                                1-0, 0-1 or 1/2-1/2, first player's view
 *   [Termination "checkmate"]                     how it ended, a lab termination name (optional)
 *
 *   1. b0c2 b9c7 2. h0g2 pass 3. ... 1-0
 * </pre>
 * Move numbers ({@code 12.}, {@code 12...}), {@code {...}} and {@code ;} comments are ignored; the movetext ends
 * with a result token, which takes precedence over the {@code [Result]} tag. Moves are the variant's machine
 * notation ({@link VariantRules#parseMachine}), replayed from the start under the rule options; endings do not stop
 * the replay. Immutable and thread-safe.
 */
public final class MachinePgnFormat implements RecordFormat, RecordWriter {
    /** Tags the writer derives from the game itself, written after the game's other tags. */
    private static final Set<String> DERIVED = Set.of(RecordTags.VARIANT, RecordTags.FEN, RecordTags.RULES,
            RecordTags.START, RecordTags.RESULT, RecordTags.TERMINATION);
    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    private final VariantRules rules;
    private final String name;
    private final String extension;
    private final Function<Map<String, String>, String> startFromTags;
    private final Function<RecordGame.Replayed, Map<String, String>> extraTags;

    /**
     * A format.
     *
     * @param rules         the variant
     * @param name          the format's name, e.g. {@code Janggi-PGN}
     * @param extension     its file extension with the dot, e.g. {@code .jpgn}
     * @param startFromTags the start position text a game's tags give when it has no {@code [FEN]} tag (e.g. from
     *                      a layout tag), or null for the standard start
     * @param extraTags     tags the writer adds for a game (e.g. the layout), written before the derived ones
     */
    public MachinePgnFormat(VariantRules rules, String name, String extension,
                            Function<Map<String, String>, String> startFromTags,
                            Function<RecordGame.Replayed, Map<String, String>> extraTags) {
        this.rules = rules;
        this.name = name;
        this.extension = extension;
        this.startFromTags = startFromTags;
        this.extraTags = extraTags;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<String> extensions() {
        return List.of(extension);
    }

    @Override
    public Optional<RecordWriter> writer() {
        return Optional.of(this);
    }

    @Override
    public List<RecordGame> read(Path file, String source) {
        return readText(RecordText.decode(RecordText.bytes(file), StandardCharsets.ISO_8859_1), source);
    }

    /**
     * Reads and replays every game of a text (see the class comment).
     *
     * @param source the file's name for the games
     * @throws LabInputException naming the source and line when a tag or comment breaks off
     */
    public List<RecordGame> readText(String text, String source) {
        List<RecordGame> games = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        boolean inMovetext = false;
        boolean inComment = false;
        int lineNumber = 0;
        for (String raw : text.split("\r\n|\r|\n", -1)) {
            lineNumber++;
            String line = raw.strip();
            if (!inComment && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            if (!inComment && line.startsWith("[")) {
                if (inMovetext) {
                    games.add(game(source, games.size() + 1, tags, moves, null));
                    tags = new LinkedHashMap<>();
                    moves = new ArrayList<>();
                    inMovetext = false;
                }
                readTag(line, tags, source, lineNumber);
                continue;
            }
            int i = 0;
            while (i < line.length()) {
                if (inComment) {
                    int end = line.indexOf('}', i);
                    if (end < 0) {
                        i = line.length();
                    } else {
                        inComment = false;
                        i = end + 1;
                    }
                    continue;
                }
                char c = line.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '{') {
                    inComment = true;
                    i++;
                } else if (c == ';') {
                    i = line.length();
                } else {
                    int end = i;
                    while (end < line.length() && !Character.isWhitespace(line.charAt(end)) && line.charAt(end) != '{') {
                        end++;
                    }
                    String token = line.substring(i, end).replaceFirst("^\\d+\\.+", "");
                    i = end;
                    if (token.isEmpty()) {
                        continue;
                    }
                    inMovetext = true;
                    if (RESULTS.contains(token)) {
                        games.add(game(source, games.size() + 1, tags, moves, token));
                        tags = new LinkedHashMap<>();
                        moves = new ArrayList<>();
                        inMovetext = false;
                    } else {
                        moves.add(token);
                    }
                }
            }
        }
        if (inComment) {
            throw new LabInputException(source + ": a {...} comment is not closed by the end of the file");
        }
        if (inMovetext || !tags.isEmpty()) {
            games.add(game(source, games.size() + 1, tags, moves, null));
        }
        return games;
    }

    private static void readTag(String line, Map<String, String> tags, String source, int lineNumber) {
        int space = line.indexOf(' ');
        int quote = line.indexOf('"');
        if (space < 2 || quote < space || !line.endsWith("\"]") || line.length() < quote + 3) {
            throw new LabInputException(source + " line " + lineNumber + ": cannot read the tag '" + line
                    + "' (expected [Name \"value\"])");
        }
        String key = line.substring(1, space).strip();
        String value = line.substring(quote + 1, line.length() - 2).replace("\\\"", "\"").replace("\\\\", "\\");
        tags.put(key, value);
    }

    /** Replays one game read from the text. */
    private RecordGame game(String source, int index, Map<String, String> tags, List<String> moves, String token) {
        String variant = tags.get(RecordTags.VARIANT);
        if (variant != null && !variant.strip().equalsIgnoreCase(rules.variant().cliName())) {
            return refused(source, index, 0, null, RecordGame.Reason.UNSUPPORTED,
                    "[Variant \"" + variant + "\"] is not " + rules.variant().cliName(), tags);
        }
        RuleOptions options;
        Position p;
        try {
            String ruleText = tags.get(RecordTags.RULES);
            options = ruleText == null || ruleText.isBlank() ? rules.defaultRules() : rules.parseRules(List.of(ruleText));
            String fen = tags.get(RecordTags.FEN);
            if ((fen == null || fen.isBlank()) && startFromTags != null) {
                fen = startFromTags.apply(tags);
            }
            p = fen == null || fen.isBlank() ? rules.startPosition(options) : rules.fromFen(fen, options);
        } catch (LabInputException e) {
            return refused(source, index, 0, null, RecordGame.Reason.BAD_START, e.getMessage(), tags);
        }
        String startFen = p.toFen();
        List<String> machine = new ArrayList<>(moves.size());
        for (String text : moves) {
            int move;
            try {
                move = rules.parseMachine(p, text);
            } catch (NotationException e) {
                return refused(source, index, machine.size() + 1, text, RecordGame.Reason.UNREADABLE_MOVE,
                        e.getMessage(), tags);
            } catch (LabInputException e) {
                return refused(source, index, machine.size() + 1, text, RecordGame.Reason.ILLEGAL_MOVE,
                        e.getMessage(), tags);
            }
            machine.add(rules.toMachine(p, move));
            p.makeMove(move);
        }
        String resultText = token != null && !token.equals("*") ? token : tags.getOrDefault(RecordTags.RESULT, "*");
        Result result;
        try {
            result = Result.fromText(resultText);
        } catch (IllegalArgumentException e) {
            result = Result.ONGOING;
        }
        if (result == Result.ONGOING) {
            return refused(source, index, 0, null, RecordGame.Reason.NO_RESULT,
                    "no result: the game ends with '" + resultText + "'", tags);
        }
        return new RecordGame.Replayed(source, index, startFen, selector(tags, options, startFen), options, machine,
                result, RecordTags.termination(tags), tags);
    }

    /** The {@code [Start]} tag when it names this start, else the standard start's selector when it is that. */
    private Long selector(Map<String, String> tags, RuleOptions options, String startFen) {
        String start = tags.get(RecordTags.START);
        if (start != null) {
            try {
                long n = Long.parseLong(start.strip());
                if (rules.startPosition(options, n).toFen().equals(startFen)) {
                    return n;
                }
            } catch (NumberFormatException | LabInputException e) {
                // not a start selector of the variant: the start is a set-up position
            }
        }
        return rules.startPosition(options).toFen().equals(startFen) ? rules.defaultStart() : null;
    }

    private static RecordGame refused(String source, int index, int ply, String move, RecordGame.Reason reason,
                                      String detail, Map<String, String> tags) {
        return new RecordGame.Refused(source, index, ply, move, reason, detail, tags);
    }

    /**
     * Writes the game: its tags (the derived ones last), a blank line, the numbered moves and the result token, a
     * blank line.
     *
     * @throws LabInputException when a move of the game is not legal in its position (a corrupt game)
     */
    @Override
    public void write(RecordGame.Replayed game, Appendable out) throws IOException {
        Position p = rules.fromFen(game.startFen(), game.rules());
        StringBuilder moves = new StringBuilder();
        int lineStart = 0;
        int number = 1;
        boolean first = true;
        for (String text : game.moves()) {
            int move = rules.parseMachine(p, text);
            String token = rules.toMachine(p, move);
            StringBuilder item = new StringBuilder();
            if (p.sideToMove() == 0) {
                item.append(number).append(". ");
            } else if (first) {
                item.append(number).append("... ");
            }
            item.append(token);
            if (p.sideToMove() == 1) {
                number++;
            }
            first = false;
            p.makeMove(move);
            if (moves.length() - lineStart + item.length() + 1 > 79 && moves.length() > lineStart) {
                moves.append('\n');
                lineStart = moves.length();
            } else if (moves.length() > lineStart) {
                moves.append(' ');
            }
            moves.append(item);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        game.tags().forEach((k, v) -> {
            if (!DERIVED.contains(k)) {
                tags.put(k, v);
            }
        });
        if (extraTags != null) {
            tags.putAll(extraTags.apply(game));
        }
        tags.put(RecordTags.VARIANT, rules.variant().cliName());
        tags.put(RecordTags.FEN, game.startFen());
        if (!game.rules().asMap().isEmpty()) {
            tags.put(RecordTags.RULES, game.rules().toString());
        }
        if (game.startSelector() != null) {
            tags.put(RecordTags.START, Long.toString(game.startSelector()));
        }
        tags.put(RecordTags.RESULT, game.result().text());
        if (game.termination() != null) {
            tags.put(RecordTags.TERMINATION, game.termination().logName());
        }
        for (Map.Entry<String, String> t : tags.entrySet()) {
            out.append(tag(t.getKey(), t.getValue())).append('\n');
        }
        out.append('\n').append(moves);
        out.append(moves.length() - lineStart + game.result().text().length() + 1 > 79 ? "\n" : moves.length() > 0 ? " " : "");
        out.append(game.result().text()).append("\n\n");
    }

    /**
     * A PGN tag line with the value escaped ({@code \\}, {@code \"}, line breaks as spaces); spaces, quotes and
     * brackets in the key become {@code _} (a key of another format, such as a GIB tag, keeps its letters).
     */
    public static String tag(String key, String value) {
        String k = key.replaceAll("[\\s\"\\[\\]]", "_");
        if (k.isEmpty()) {
            k = "_";
        }
        String v = (value == null ? "" : value).replace("\\", "\\\\").replace("\"", "\\\"")
                .replaceAll("[\\r\\n]+", " ");
        return "[" + k + " \"" + v + "\"]";
    }

    @Override
    public String toString() {
        return name + " (" + rules.variant().cliName().toLowerCase(Locale.ROOT) + ")";
    }
}
