package org.ttakji.engines.cli.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.search.Scores;

/**
 * What differs between the engine protocols (UCI, USI, UCCI): the handshake, the options' names and how they
 * are announced, the {@code go} parameters, scores, the answer when there is no move, and a few move spellings.
 * Everything else (threads, positions, searching) is {@link ProtocolSession}'s, the same for all.
 */
abstract class Dialect {
    /** Protocol name for messages, e.g. {@code UCI}. */
    abstract String name();

    /** The command that starts the protocol ({@code uci}, {@code usi}, {@code ucci}). */
    abstract String handshake();

    /** The answer ending the handshake ({@code uciok}, {@code usiok}, {@code ucciok}). */
    abstract String okWord();

    /** The variants this protocol plays; the first is the default. */
    abstract List<Variant> variants();

    /** The options announced at the handshake, in order. */
    abstract List<OptionSpec> options(Variant defaultVariant);

    /** The {@code id} lines of the handshake. */
    List<String> idLines(String version) {
        return List.of("id name Ttakji Lab " + version, "id author the Ttakji Lab developers");
    }

    /** One {@code option} line of the handshake. */
    String optionLine(OptionSpec o) {
        StringBuilder b = new StringBuilder("option name ").append(o.name()).append(" type ").append(o.type())
                .append(" default ").append(o.defaultValue().isEmpty() ? "<empty>" : o.defaultValue());
        if (o.type().equals("spin")) {
            b.append(" min ").append(o.min()).append(" max ").append(o.max());
        }
        for (String v : o.vars()) {
            b.append(" var ").append(v);
        }
        return b.toString();
    }

    /** A value a GUI may send for an option, in this engine's spelling (e.g. UCI_Variant {@code chess}). */
    String optionValue(OptionSpec option, String value) {
        return value;
    }

    /** Commands that start a new game ({@code ucinewgame}, {@code usinewgame}; none in UCCI). */
    abstract Set<String> newGameCommands();

    /** What to answer to {@code quit} before exiting (UCCI: {@code bye}), or null. */
    String quitReply() {
        return null;
    }

    /** The answer to {@code go} when there is no move to play. */
    abstract String noMove();

    /** True when {@code info} lines carry {@code nps} (UCCI has no such field). */
    boolean reportsNps() {
        return true;
    }

    /** A score from the mover's view ({@link Scores} conventions) as this protocol writes it after {@code score}. */
    abstract String score(int score);

    /**
     * A move as this protocol writes it.
     *
     * @param machine the variant's machine notation
     * @param move    the packed move
     * @param options the options in force
     */
    String moveText(String machine, int move, EngineOptions options) {
        return machine;
    }

    /**
     * Reads the parameters of {@code go} into {@code go}. Unknown or malformed parameters are skipped and
     * described in {@code problems}; the search still runs with the rest.
     */
    abstract void readGo(Tokens tokens, GoRequest go, EngineOptions options, List<String> problems);

    /** A line to answer a {@code go} with instead of searching (USI {@code go mate}), or null. */
    String answerInstead(GoRequest go) {
        return null;
    }

    /** UCI's and USI's mate count: moves (UCI) from plies. */
    static int mateMoves(int plies) {
        return plies > 0 ? (plies + 1) / 2 : -((-plies + 1) / 2);
    }

    /** Reads {@code searchmoves m1 m2 ...} up to the next keyword. */
    static void readMoveList(Tokens tokens, Set<String> keywords, List<String> into) {
        while (tokens.hasNext() && !keywords.contains(tokens.peek())) {
            into.add(tokens.next());
        }
    }

    /** The words of one command line, read left to right. */
    static final class Tokens {
        private final List<String> words;
        private int next;

        Tokens(List<String> words) {
            this.words = new ArrayList<>(words);
        }

        boolean hasNext() {
            return next < words.size();
        }

        String peek() {
            return words.get(next);
        }

        String next() {
            return words.get(next++);
        }

        /** The next word as a number, or null (with a problem noted) when it is missing or not a number. */
        Long nextNumber(String key, List<String> problems) {
            if (!hasNext()) {
                problems.add("go: '" + key + "' needs a number");
                return null;
            }
            String w = next();
            try {
                return Long.parseLong(w);
            } catch (NumberFormatException e) {
                problems.add("go: '" + key + "' needs a number, got '" + w + "'");
                return null;
            }
        }

        /**
         * As {@link #nextNumber}, but a value below {@code min} is refused too (noted as a problem, null returned):
         * {@code go depth -3} gets {@code info string error: go: 'depth' must be at least 1, got -3}.
         */
        Long nextNumberAtLeast(String key, long min, List<String> problems) {
            Long n = nextNumber(key, problems);
            if (n != null && n < min) {
                problems.add("go: '" + key + "' must be at least " + min + ", got " + n);
                return null;
            }
            return n;
        }

        /** As {@link #nextNumberAtLeast}, as an int (larger values are clamped). */
        Integer nextIntAtLeast(String key, long min, List<String> problems) {
            Long n = nextNumberAtLeast(key, min, problems);
            return n == null ? null : (int) Math.min(Integer.MAX_VALUE, n);
        }

        /** As {@link #nextNumber}, as an int (larger values are clamped). */
        Integer nextInt(String key, List<String> problems) {
            Long n = nextNumber(key, problems);
            return n == null ? null : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, n));
        }
    }
}
