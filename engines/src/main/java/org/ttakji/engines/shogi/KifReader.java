package org.ttakji.engines.shogi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ttakji.engines.core.NotationException;

/**
 * Reads KIF and KI2 records (the main line; variations after {@code 変化：} are skipped).
 *
 * <p>Both: {@code key：value} headers ({@code 手合割} names a handicap, else a BOD board diagram gives the
 * start, else hirate), {@code *} comments, {@code #} file comments. KIF: numbered move lines
 * {@code 12 ２二角成(88) ( 0:01/00:00:05)} and numbered terminal words ({@code 投了}, {@code 千日手},
 * {@code 反則勝ち}, ...). KI2: moves {@code ▲７六歩 △同　歩 ▲５二金右} several per line and the summary
 * {@code まで98手で後手の勝ち}. A {@code 反則} comment after the last move marks it as a foul.
 */
final class KifReader {
    private static final String SQUARE = "(?:([1-9１-９])([一二三四五六七八九1-9１-９])|同[\\s　]*)";
    private static final Pattern KIF_MOVE = Pattern.compile("^" + SQUARE + "(" + JapaneseText.PIECE_PATTERN
            + ")(不成|生|成|打)?(?:\\(([1-9])([1-9])\\))?");
    private static final Pattern KI2_MOVE = Pattern.compile("([▲△☗☖])" + SQUARE + "(" + JapaneseText.PIECE_PATTERN
            + ")([右左直上引寄行入]*)(不成|生|成|打)?");
    private static final Pattern NUMBERED = Pattern.compile("^(\\d+)[\\s　]*(.*)$");

    private final String source;
    private final boolean ki2;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private final BodBoard bod = new BodBoard();
    private final List<RecordMove> moves = new ArrayList<>();
    private RecordEnding ending = RecordEnding.NONE;
    private boolean foulComment;

    private KifReader(String source, boolean ki2) {
        this.source = source;
        this.ki2 = ki2;
    }

    /**
     * Reads a decoded KIF ({@code ki2 = false}) or KI2 text.
     *
     * @throws NotationException naming the file and line of a line it cannot read (a move that does not
     *                           replay is reported in the {@link RecordReplay.Replay} instead)
     */
    static RecordReplay.Replay read(String source, String text, boolean ki2) {
        KifReader r = new KifReader(source, ki2);
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length && r.readLine(JapaneseText.strip(lines[i]), i + 1); i++) {
            // readLine returns false once the main line is over
        }
        if (r.ending == RecordEnding.NONE && r.foulComment) {
            r.ending = RecordEnding.ILLEGAL_MOVE;
        }
        return RecordReplay.replay(source, ki2 ? "KI2" : "KIF", r.start(), r.moves, r.ending, r.headers);
    }

    /** Handles one line; false when the main line has ended (a variation starts or an ending was read). */
    private boolean readLine(String line, int number) {
        if (line.isEmpty() || line.startsWith("#") || line.startsWith("&") || line.startsWith("手数")) {
            return true;
        }
        if (line.startsWith("*")) {
            if (line.contains("反則") && !moves.isEmpty()) {
                foulComment = true;
            }
            return true;
        }
        if (line.startsWith("変化")) {
            return false;
        }
        if (line.startsWith("まで")) {
            if (ki2 && ending == RecordEnding.NONE) {
                ending = summaryEnding(line);
            }
            return true;
        }
        if (ki2 && (line.charAt(0) == '▲' || line.charAt(0) == '△' || line.charAt(0) == '☗' || line.charAt(0) == '☖')) {
            readKi2Moves(line, number);
            return true;
        }
        Matcher numbered = NUMBERED.matcher(line);
        if (!ki2 && numbered.matches()) {
            return readKifMove(JapaneseText.strip(numbered.group(2)), number);
        }
        if (bod.accept(line)) {
            return true;
        }
        int colon = line.indexOf('：');
        if (colon < 0) {
            colon = line.indexOf(':');
        }
        if (colon > 0) {
            headers.put(JapaneseText.strip(line.substring(0, colon)), JapaneseText.strip(line.substring(colon + 1)));
            return true;
        }
        throw new NotationException(line, source + " line " + number + ": not a " + (ki2 ? "KI2" : "KIF") + " line");
    }

    private boolean readKifMove(String text, int number) {
        Matcher m = KIF_MOVE.matcher(text);
        if (m.find() && (m.end() == text.length() || text.charAt(m.end()) == '(' || text.charAt(m.end()) == ' '
                || text.charAt(m.end()) == '　' || text.charAt(m.end()) == '\t')) {
            foulComment = false;
            int from = m.group(5) == null ? -1 : ShogiSquare.of(m.group(5).charAt(0) - '0', m.group(6).charAt(0) - '0');
            moves.add(move(m.group(0), number, m.group(1), m.group(2), m.group(3), "", m.group(4), from));
            return true;
        }
        String word = text.split("[\\s　(]", 2)[0];
        RecordEnding e = JapaneseText.ending(word);
        if (e == null) {
            throw new NotationException(text, source + " line " + number + ": neither a KIF move nor an ending");
        }
        ending = e;
        return false;
    }

    private void readKi2Moves(String line, int number) {
        Matcher m = KI2_MOVE.matcher(line);
        int end = 0;
        while (m.find()) {
            if (!JapaneseText.strip(line.substring(end, m.start())).isEmpty()) {
                throw new NotationException(line.substring(end, m.start()), source + " line " + number + ": not a KI2 move");
            }
            end = m.end();
            foulComment = false;
            moves.add(move(m.group(0), number, m.group(2), m.group(3), m.group(4), m.group(5), m.group(6), -1));
        }
        if (!JapaneseText.strip(line.substring(end)).isEmpty()) {
            throw new NotationException(line.substring(end), source + " line " + number + ": not a KI2 move");
        }
    }

    private static JapaneseMove move(String text, int line, String file, String rank, String piece, String qualifiers,
                                     String modifier, int from) {
        int to = file == null ? -1 : ShogiSquare.of(JapaneseText.digit(file.charAt(0)), JapaneseText.digit(rank.charAt(0)));
        int promotion = modifier == null || modifier.equals("打") ? -1 : modifier.equals("成") ? 1 : 0;
        return new JapaneseMove(text, line, to, JapaneseText.pieceType(piece), promotion, "打".equals(modifier), from,
                qualifiers);
    }

    private static RecordEnding summaryEnding(String line) {
        if (line.contains("千日手")) {
            return RecordEnding.SENNICHITE;
        }
        if (line.contains("持将棋")) {
            return RecordEnding.JISHOGI;
        }
        if (line.contains("反則")) {
            return RecordEnding.ILLEGAL_MOVE;
        }
        if (line.contains("詰")) {
            return RecordEnding.CHECKMATE;
        }
        if (line.contains("中断")) {
            return RecordEnding.ABORT;
        }
        return line.contains("勝ち") ? RecordEnding.WIN : RecordEnding.OTHER;
    }

    private ShogiSetup start() {
        if (bod.present()) {
            return bod.setup(source);
        }
        String handicap = headers.get("手合割");
        String sfen = handicap == null ? ShogiRules.START_SFEN : JapaneseText.HANDICAPS.get(handicap);
        if (sfen == null) {
            throw new NotationException(handicap, source + ": unknown handicap (手合割); known: "
                    + String.join(", ", JapaneseText.HANDICAPS.keySet()));
        }
        return Fen.parse(sfen);
    }
}
