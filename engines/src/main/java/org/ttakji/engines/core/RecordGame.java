package org.ttakji.engines.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One game of a record file as a {@link RecordFormat} read it: either {@link Replayed} (every move legal from
 * its start, with a result) or {@link Refused} (where and why not). Plain data: the caller decides what to do
 * with it (the tuner keeps replayed games, a check lists refused ones).
 */
public sealed interface RecordGame permits RecordGame.Replayed, RecordGame.Refused {

    /** The record file's name as the caller gave it to {@link RecordFormat#read} (for messages and ids). */
    String source();

    /** 1-based position of the game in its file (1 for the one-game formats CSA, KIF, KI2). */
    int index();

    /** The record's tags or headers as written, in file order (empty when the format has none). */
    Map<String, String> tags();

    /** {@code <source>#<index>}, e.g. {@code tcec/season1.pgn#3}. */
    default String name() {
        return source() + "#" + index();
    }

    /** Why a game was refused. */
    enum Reason {
        /** Not a game the lab reads: another variant ({@code [Variant]} tag), a Janggi custom or handicap board. */
        UNSUPPORTED,
        /** The record's text is not its format (a line or statement it cannot read); ply 0. */
        UNREADABLE_RECORD,
        /** No start position, or one that is not valid (a bad {@code [FEN]} tag, unknown formations); ply 0. */
        BAD_START,
        /** A move whose text is not the notation, or names more than one legal move. */
        UNREADABLE_MOVE,
        /** A move that names no legal move of its position. */
        ILLEGAL_MOVE,
        /**
         * The record contradicts its own start: a move names another piece than the one on its square, or the
         * moves do not replay from the start the record gives (but would from another it also holds).
         */
        CONTRADICTS_START,
        /** Every move replays, but the record gives no result the lab can attribute (none, aborted, unknown). */
        NO_RESULT;

        /** Lower-case hyphenated name for one-line reports, e.g. {@code illegal-move}. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * A game whose every move replayed legally from its start, with a decided result: what a writer would
     * write back ({@link RecordWriter}).
     *
     * @param source        the file's name as given to the reader
     * @param index         1-based position in the file
     * @param startFen      the start position in the variant's position text ({@link Position#toFen()})
     * @param startSelector the start selector ({@link VariantRules#startPosition(RuleOptions, long)}) when the
     *                      start is one of the variant's numbered starts (Chess960 Scharnagl number, 0 for the
     *                      one start of the others), else null (a set-up position, a handicap)
     * @param rules         the rule options the moves replay under
     * @param moves         the moves in machine notation ({@link VariantRules#toMachine}); may be empty
     * @param result        the result, never {@link Result#ONGOING}
     * @param termination   how the game ended when the record says so in a way the lab names (a recorded
     *                      checkmate, impasse, move limit, bikjang), else null (a resignation, a time forfeit,
     *                      a result without a reason)
     * @param tags          the record's tags or headers, in file order
     */
    record Replayed(String source, int index, String startFen, Long startSelector, RuleOptions rules,
                    List<String> moves, Result result, Termination termination, Map<String, String> tags)
            implements RecordGame {
        /**
         * Copies the collections.
         *
         * @throws IllegalArgumentException when the result is ongoing
         */
        public Replayed {
            Objects.requireNonNull(startFen, "startFen");
            Objects.requireNonNull(rules, "rules");
            Objects.requireNonNull(result, "result");
            if (result == Result.ONGOING) {
                throw new IllegalArgumentException("a replayed record game has a result: " + source + "#" + index);
            }
            moves = List.copyOf(moves);
            tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        }
    }

    /**
     * A game the reader did not replay to a result.
     *
     * @param source the file's name as given to the reader
     * @param index  1-based position in the file
     * @param ply    1-based ply of the move at fault; 0 when the problem is not a move (the start, the
     *               result, an unsupported game, an unreadable record)
     * @param move   that move as the record writes it, or null when {@code ply} is 0
     * @param reason why, as a kind
     * @param detail why, in words (the notation's or the rules' message, the tag at fault)
     * @param tags   the record's tags or headers as far as they were read, in file order
     */
    record Refused(String source, int index, int ply, String move, Reason reason, String detail,
                   Map<String, String> tags) implements RecordGame {
        /** Copies the tags. */
        public Refused {
            Objects.requireNonNull(reason, "reason");
            tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        }

        /**
         * One line for a report: {@code <source>#<index> ply <n> '<move>': <reason>: <detail>} (the ply and move
         * left out when the problem is not a move).
         */
        public String describe() {
            return name() + (ply > 0 ? " ply " + ply + " '" + move + "'" : "") + ": " + reason.label() + ": " + detail;
        }
    }
}
