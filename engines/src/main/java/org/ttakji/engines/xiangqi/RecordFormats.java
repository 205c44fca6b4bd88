package org.ttakji.engines.xiangqi;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordText;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;

/**
 * Xiangqi's record format: PGN-style files ({@code .pgn}: the XQ-PGN of the CCPD set and the ICCS PGN of
 * wukong; UTF-8 when valid, else Big5), read by {@link XiangqiPgn} and replayed by {@link XiangqiReplay} under
 * the default rules, coordinates read as ICCS (ranks 0..9). The result is the result token of the movetext (the
 * wukong files have none: their games are refused as {@link RecordGame.Reason#NO_RESULT}).
 */
final class RecordFormats {
    private static final XiangqiRules RULES = new XiangqiRules();

    /** XQ-PGN. */
    static final List<RecordFormat> ALL = List.of(new Pgn());

    private RecordFormats() {
    }

    /** The PGN-style format. */
    private record Pgn() implements RecordFormat {
        @Override
        public String name() {
            return "XQ-PGN";
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
        RuleOptions options = RULES.defaultRules();
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
        return new RecordGame.Replayed(source, index, startFen, selector, options, r.moves(), result, null,
                record.tags());
    }

    private static Result resultOf(String text) {
        try {
            return text == null ? null : Result.fromText(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
