package org.ttakji.engines.janggi;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.MachinePgnFormat;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordText;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/**
 * Janggi's record format: GIB ({@code .gib}, CP949), read by {@link GibReader} and replayed by {@link GibReplay}
 * under the records' tournament rules. Only standard set-up games are read: the formation tags give the start
 * and Cho (楚) moves first; a game from a {@code [판]} board (custom or handicap) is refused as unsupported. The
 * result is read from the {@code [대국결과]} tag ({@link #resultOf}). A record tagged {@code [기보형식 "구좌표"]} (the
 * older coordinate format) is refused as unsupported, naming the tag: no record of that format was at hand to
 * establish its coordinate scheme (docs/rules/janggi.md).
 *
 * <p>The lab's own Janggi-PGN ({@code .jpgn}, {@link MachinePgnFormat}: tags, the start as Janggi FEN, the rule
 * options, machine moves) is read and written too: GIB cannot hold the lab's default rules (Han moves first).
 */
final class RecordFormats {
    private static final JanggiRules RULES = new JanggiRules();
    /** The tag holding the result. */
    static final String RESULT_TAG = "대국결과";
    /** The tag naming the record's format; {@value #OLD_COORDINATES} is not read. */
    static final String FORMAT_TAG = "기보형식";
    /** The older coordinate format, whose scheme no record at hand shows. */
    static final String OLD_COORDINATES = "구좌표";

    /** GIB (read only) and the lab's Janggi-PGN. */
    static final List<RecordFormat> ALL = List.of(new Gib(),
            new MachinePgnFormat(RULES, "Janggi-PGN", ".jpgn", null, null));

    private RecordFormats() {
    }

    /** The GIB format. */
    private record Gib() implements RecordFormat {
        @Override
        public String name() {
            return "GIB";
        }

        @Override
        public List<String> extensions() {
            return List.of(".gib");
        }

        /** Cho (초, side 0) and Han (한). */
        @Override
        public String player(java.util.Map<String, String> tags, int side) {
            return org.ttakji.engines.core.RecordTags.player(tags, side, side == 0 ? "초대국자" : "한대국자");
        }

        @Override
        public List<RecordGame> read(Path file, String source) {
            List<RecordGame> games = new ArrayList<>();
            for (GibRecord record : GibReader.parse(GibReader.decode(RecordText.bytes(file)), source)) {
                games.add(game(source, games.size() + 1, record));
            }
            return games;
        }
    }

    /** Replays one game of a file. */
    static RecordGame game(String source, int index, GibRecord record) {
        String format = record.tags().get(FORMAT_TAG);
        if (format != null && format.contains(OLD_COORDINATES)) {
            return new RecordGame.Refused(source, index, 0, null, RecordGame.Reason.UNSUPPORTED,
                    "unsupported format [" + FORMAT_TAG + " \"" + format.strip() + "\"] (the older coordinate format;"
                            + " only the current .gib coordinates are read)", record.tags());
        }
        GibReplay.Result r = GibReplay.replay(record, RULES);
        if (!r.legal()) {
            String rejection = r.rejection();
            String code = rejection.substring(0, Math.max(0, rejection.indexOf(':')));
            RecordGame.Reason reason = switch (code) {
                case "no-setup", "bad-setup" -> RecordGame.Reason.BAD_START;
                case "unreadable-move" -> RecordGame.Reason.UNREADABLE_MOVE;
                case "wrong-piece" -> RecordGame.Reason.CONTRADICTS_START;
                default -> RecordGame.Reason.ILLEGAL_MOVE;
            };
            if (rejection.endsWith(GibReplay.REPLAYS_FROM_BOARD)) {
                reason = RecordGame.Reason.CONTRADICTS_START;
            }
            boolean atMove = !code.endsWith("setup");
            int ply = atMove ? r.moves().size() + 1 : 0;
            String detail = code.isEmpty() ? rejection : rejection.substring(code.length() + 1).strip();
            return new RecordGame.Refused(source, index, ply, atMove ? record.moves().get(ply - 1) : null, reason,
                    detail, record.tags());
        }
        if (r.start() != GibReplay.Start.FORMATIONS) {
            return new RecordGame.Refused(source, index, 0, null, RecordGame.Reason.UNSUPPORTED,
                    "starts from a [판] board (a custom or handicap game): only standard set-ups are read",
                    record.tags());
        }
        String tag = record.tags().get(RESULT_TAG);
        Result result = resultOf(tag);
        if (result == null) {
            return new RecordGame.Refused(source, index, 0, null, RecordGame.Reason.NO_RESULT,
                    tag == null ? "no [" + RESULT_TAG + "] tag" : "[" + RESULT_TAG + " \"" + tag + "\"] names no winner",
                    record.tags());
        }
        Termination termination = result == Result.DRAW && tag.contains("빅장") ? Termination.BIKJANG : null;
        return new RecordGame.Replayed(source, index, r.startFen(), 0L, r.rules(), r.moves(), result, termination,
                record.tags());
    }

    /**
     * The result of a {@code [대국결과]} tag for a game Cho (초, 楚) started: 무승부 (any kind) is a draw;
     * otherwise the side named first wins (…승) or loses (…패); anything else (미상 = unknown, an aborted game,
     * a garbled word) is null.
     */
    static Result resultOf(String tag) {
        if (tag == null) {
            return null;
        }
        String t = tag.strip();
        if (t.contains("무승부")) {
            return Result.DRAW;
        }
        if (t.isEmpty()) {
            return null;
        }
        char first = t.charAt(0);
        int side = first == '초' || first == '楚' ? 0 : first == '한' || first == '漢' ? 1 : -1;
        if (side < 0) {
            return null;
        }
        if (t.contains("패")) {
            return Result.lossFor(side);
        }
        return t.contains("승") ? Result.winFor(side) : null;
    }
}
