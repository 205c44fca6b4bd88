package org.ttakji.engines.shogi;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.RecordText;
import org.ttakji.engines.core.RecordWriter;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Termination;

/**
 * Shogi's record formats: CSA ({@code .csa}), KIF ({@code .kif}, {@code .kifu}) and KI2 ({@code .ki2},
 * {@code .ki2u}), one game per file, read by {@link ShogiRecords}. The result comes from the recorded ending
 * ({@link RecordEnding#result}); a record whose ending does not say who won is refused as
 * {@link RecordGame.Reason#NO_RESULT}, unless the record is one the lab wrote and names its result in a
 * {@code Result} tag. The game is replayed under the default rules, which are also its rule options (or a
 * {@code Rules} tag's); a lab {@code Termination} tag names its termination.
 */
final class RecordFormats {
    private static final ShogiRules RULES = new ShogiRules();

    /** CSA, KIF and KI2; the lab writes CSA and KIF ({@link ShogiRecordWriter}). */
    static final List<RecordFormat> ALL = List.of(new Format("CSA", List.of(".csa"), new ShogiRecordWriter(true)),
            new Format("KIF", List.of(".kif", ".kifu"), new ShogiRecordWriter(false)),
            new Format("KI2", List.of(".ki2", ".ki2u"), null));

    private RecordFormats() {
    }

    /**
     * One of the three formats; {@link ShogiRecords} chooses the reader by the extension.
     *
     * @param name       its name
     * @param extensions its extensions
     * @param write      its writer, or null
     */
    private record Format(String name, List<String> extensions, RecordWriter write) implements RecordFormat {
        @Override
        public boolean oneGamePerFile() {
            return true;
        }

        @Override
        public String player(Map<String, String> tags, int side) {
            return side == 0 ? RecordTags.player(tags, 0, "先手", "下手", "sente")
                    : RecordTags.player(tags, 1, "後手", "上手", "gote");
        }

        @Override
        public Optional<RecordWriter> writer() {
            return Optional.ofNullable(write);
        }

        @Override
        public List<RecordGame> read(Path file, String source) {
            return List.of(game(source, RecordText.bytes(file)));
        }
    }

    /** The one game of a record file's bytes. */
    static RecordGame game(String source, byte[] bytes) {
        RecordReplay.Replay replay;
        try {
            replay = ShogiRecords.replay(source, bytes);
        } catch (InvalidPositionException e) {
            return refused(source, 0, null, RecordGame.Reason.BAD_START, e.getMessage(), Map.of());
        } catch (NotationException e) {
            return refused(source, 0, null, RecordGame.Reason.UNREADABLE_RECORD, e.getMessage(), Map.of());
        }
        if (replay.error() != null) {
            RecordGame.Reason reason = replay.error() instanceof NotationException
                    ? RecordGame.Reason.UNREADABLE_MOVE : RecordGame.Reason.ILLEGAL_MOVE;
            return refused(source, replay.failedPly(), replay.failedMove(), reason, replay.error().getMessage(),
                    replay.headers());
        }
        ShogiRecord record = replay.record();
        RuleOptions options;
        try {
            String rules = replay.headers().get(RecordTags.RULES);
            options = rules == null || rules.isBlank() ? RULES.defaultRules() : RULES.parseRules(List.of(rules));
        } catch (LabInputException e) {
            return refused(source, 0, null, RecordGame.Reason.BAD_START, e.getMessage(), replay.headers());
        }
        String startFen = RULES.fromFen(record.startSfen(), options).toFen();
        int sideToMove = RULES.fromFen(startFen, options).sideToMove() ^ (record.moves().size() & 1);
        Result result = record.ending().result(sideToMove);
        if (result == null) {
            result = labResult(replay.headers());
        }
        if (result == null) {
            String ending = record.ending().name().toLowerCase(Locale.ROOT).replace('_', '-');
            return refused(source, 0, null, RecordGame.Reason.NO_RESULT, "the record ends with " + ending
                    + ", which does not say who won", replay.headers());
        }
        Long selector = startFen.equals(RULES.startPosition(options).toFen()) ? Long.valueOf(0) : null;
        Termination termination = RecordTags.termination(replay.headers());
        return new RecordGame.Replayed(source, 1, startFen, selector, options, record.moves(), result,
                termination != null ? termination : record.ending().termination(), replay.headers());
    }

    /** The lab's {@code Result} tag of a record it wrote ({@link ShogiRecordWriter}), or null. */
    private static Result labResult(Map<String, String> headers) {
        String text = headers.get(RecordTags.RESULT);
        try {
            Result r = text == null ? null : Result.fromText(text);
            return r == Result.ONGOING ? null : r;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static RecordGame refused(String source, int ply, String move, RecordGame.Reason reason, String detail,
                                      Map<String, String> tags) {
        return new RecordGame.Refused(source, 1, ply, move, reason, detail, tags);
    }
}
