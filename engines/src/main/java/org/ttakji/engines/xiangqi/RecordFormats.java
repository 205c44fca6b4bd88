package org.ttakji.engines.xiangqi;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.RecordWriter;
import org.ttakji.engines.core.RecordText;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;

/**
 * Xiangqi's record format: PGN-style files ({@code .pgn}: the XQ-PGN of the CCPD set and the ICCS PGN of
 * wukong; UTF-8 when valid, else Big5), read by {@link XiangqiPgn} and replayed by {@link XiangqiReplay} under
 * the default rules (or a {@code [Rules]} tag's), coordinates read as ICCS (ranks 0..9). The result is the result
 * token of the movetext (the wukong files have none: their games are refused as
 * {@link RecordGame.Reason#NO_RESULT}); the termination a {@code [Termination]} tag naming a lab termination. Two
 * writers ({@link XqPgnWriter}): XQ-PGN with WXF moves and with ICCS moves; both read back with this reader.
 */
final class RecordFormats {
    private static final XiangqiRules RULES = new XiangqiRules();

    /** XQ-PGN (written with WXF moves), and ICCS (the same files, written with coordinates). */
    static final List<RecordFormat> ALL = List.of(new Pgn("XQ-PGN", false), new Pgn("ICCS", true));
    /** A tag only Xiangqi PGN files have (see the Chess960 PGN format, which shares the extension). */
    private static final Pattern XIANGQI_TAG = Pattern.compile(
            "(?m)^\\s*\\[(?:(?:Red|RedTeam)\\s|Game\\s+\"Chinese Chess|Variant\\s+\"(?:xiangqi|chinese chess))", Pattern.CASE_INSENSITIVE);

    private RecordFormats() {
    }

    /**
     * The PGN-style format.
     *
     * @param name its name
     * @param iccs whether its writer writes ICCS coordinates (else WXF)
     */
    private record Pgn(String name, boolean iccs) implements RecordFormat {
        /** A file with a {@code [Red]}, {@code [Game "Chinese Chess"]} or Xiangqi {@code [Variant]} tag. */
        @Override
        public boolean claims(String head) {
            return XIANGQI_TAG.matcher(head).find();
        }

        @Override
        public String player(java.util.Map<String, String> tags, int side) {
            return RecordTags.player(tags, side, side == 0 ? "Red" : "Black");
        }

        @Override
        public Optional<RecordWriter> writer() {
            return Optional.of(new XqPgnWriter(iccs));
        }

        @Override
        public List<String> extensions() {
            return List.of(".pgn");
        }

        @Override
        public List<RecordGame> read(Path file, String source) {
            String text = RecordText.decode(RecordText.bytes(file), XiangqiPgn.BIG5);
            List<RecordGame> games = new ArrayList<>();
            for (XiangqiRecord record : XiangqiPgn.read(text)) {
                games.add(game(source, games.size() + 1, record));
            }
            return games;
        }
    }

    /** Replays one game of a file. */
    static RecordGame game(String source, int index, XiangqiRecord record) {
        RuleOptions options;
        try {
            String rules = record.tag(RecordTags.RULES);
            options = rules == null || rules.isBlank() ? RULES.defaultRules() : RULES.parseRules(List.of(rules));
        } catch (LabInputException e) {
            return new RecordGame.Refused(source, index, 0, null, RecordGame.Reason.BAD_START, e.getMessage(),
                    record.tags());
        }
        XiangqiReplay.Result r = XiangqiReplay.replay(record, options, CoordinateRanks.ZERO_BASED);
        if (!r.legal()) {
            boolean start = r.reason() == RecordGame.Reason.BAD_START;
            return new RecordGame.Refused(source, index, start ? 0 : r.failedPly(),
                    start ? null : record.moves().get(r.failedPly() - 1), r.reason(), r.error(), record.tags());
        }
        Result result = resultOf(record.result());
        if (result == null || result == Result.ONGOING) {
            return new RecordGame.Refused(source, index, 0, null, RecordGame.Reason.NO_RESULT, record.result() == null
                    ? "the movetext ends without a result" : "the result is '" + record.result() + "'", record.tags());
        }
        String fen = record.tag("FEN");
        String startFen = (fen == null || fen.isBlank() ? RULES.startPosition(options) : RULES.fromFen(fen, options))
                .toFen();
        Long selector = startFen.equals(RULES.startPosition(options).toFen()) ? Long.valueOf(0) : null;
        return new RecordGame.Replayed(source, index, startFen, selector, options, r.moves(), result,
                RecordTags.termination(record.tags()), record.tags());
    }

    private static Result resultOf(String text) {
        try {
            return text == null ? null : Result.fromText(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
