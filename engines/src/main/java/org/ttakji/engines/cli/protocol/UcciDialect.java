package org.ttakji.engines.cli.protocol;

import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.search.SearchLimits;

/**
 * UCCI (the Universal Chinese Chess Protocol, as ElephantEye and Xiangqi GUIs speak it) for Xiangqi:
 * {@code ucci}/{@code ucciok}, {@code setoption <name> <value>} (the UCI form is read too),
 * {@code position fen|startpos ... moves ...} with coordinates a..i / 0..9 (rank 0 = Red's back rank),
 * {@code banmoves}, {@code go [ponder|draw] depth N|nodes N|time T [movestogo M|increment I]|infinite}, times
 * in seconds unless {@code usemillisec} is true ({@code movetime} and UCI's {@code searchmoves} are read too). Scores are plain centipawns ({@code score 35}; a forced
 * end is ±(30000 − plies)). No move: {@code nobestmove}; {@code quit} is answered {@code bye}.
 */
final class UcciDialect extends Dialect {
    private static final Set<String> GO_KEYWORDS = Set.of("ponder", "draw", "infinite", "depth", "nodes", "time",
            "increment", "movestogo", "movetime", "opptime", "oppmovestogo", "oppincrement", "searchmoves");

    @Override
    String name() {
        return "UCCI";
    }

    @Override
    String handshake() {
        return "ucci";
    }

    @Override
    String okWord() {
        return "ucciok";
    }

    @Override
    List<Variant> variants() {
        return List.of(Variant.XIANGQI);
    }

    @Override
    List<String> idLines(String version) {
        return List.of("id name Ttakji Lab", "id version " + version, "id author the Ttakji Lab developers");
    }

    @Override
    List<OptionSpec> options(Variant defaultVariant) {
        return List.of(
                OptionSpec.check(EngineOptions.MILLISECONDS, "usemillisec", false),
                OptionSpec.spin(EngineOptions.HASH, "hashsize", ProtocolSession.DEFAULT_HASH_MB, 1, ProtocolSession.MAX_HASH_MB),
                OptionSpec.combo(EngineOptions.LEVEL, "level", EngineOptions.FULL, ProtocolSession.LEVELS),
                OptionSpec.string(EngineOptions.WEIGHTS, "weights", EngineOptions.PROMOTED),
                OptionSpec.string(EngineOptions.RULES, "rules", ""),
                OptionSpec.spin(EngineOptions.MOVE_OVERHEAD, "moveoverhead", ProtocolSession.DEFAULT_OVERHEAD_MS, 0, 5000),
                OptionSpec.spin(EngineOptions.MOVE_TIME_CAP, "movetimecap", SearchLimits.INTERACTIVE_CAP_MS, 0,
                        SearchLimits.MAX_TIME_MS),
                OptionSpec.spin(EngineOptions.SEED, "seed", 0, 0, Integer.MAX_VALUE));
    }

    /** UCCI's form: {@code option <name> type <type> [min .. max ..] [var ..] default <value>}. */
    @Override
    String optionLine(OptionSpec o) {
        StringBuilder b = new StringBuilder("option ").append(o.name()).append(" type ").append(o.type());
        if (o.type().equals("spin")) {
            b.append(" min ").append(o.min()).append(" max ").append(o.max());
        }
        for (String v : o.vars()) {
            b.append(" var ").append(v);
        }
        return b.append(" default ").append(o.defaultValue().isEmpty() ? "<empty>" : o.defaultValue()).toString();
    }

    @Override
    Set<String> newGameCommands() {
        return Set.of();
    }

    @Override
    String quitReply() {
        return "bye";
    }

    @Override
    String noMove() {
        return "nobestmove";
    }

    @Override
    boolean reportsNps() {
        return false;
    }

    @Override
    String score(int score) {
        return Integer.toString(score);
    }

    @Override
    void readGo(Tokens t, GoRequest go, EngineOptions options, List<String> problems) {
        long unit = options.flag(EngineOptions.MILLISECONDS) ? 1 : 1000;
        while (t.hasNext()) {
            String key = t.next();
            switch (key) {
                case "searchmoves" -> readMoveList(t, GO_KEYWORDS, go.searchMoves);
                case "ponder" -> go.ponder = true;
                case "draw" -> { } // the opponent offers a draw: the engine never accepts
                case "infinite" -> go.infinite = true;
                case "depth" -> {
                    if (t.hasNext() && t.peek().equals("infinite")) {
                        t.next();
                        go.infinite = true;
                    } else {
                        go.depth = t.nextIntAtLeast(key, 1, problems);
                    }
                }
                case "nodes" -> go.nodes = t.nextNumberAtLeast(key, 1, problems);
                case "time" -> {
                    Long time = scaled(t.nextNumber(key, problems), unit);
                    go.timeMs[0] = time;
                    go.timeMs[1] = time;
                }
                case "increment" -> {
                    Long inc = scaled(t.nextNumberAtLeast(key, 0, problems), unit);
                    go.incrementMs[0] = inc;
                    go.incrementMs[1] = inc;
                }
                case "movestogo" -> go.movesToGo = t.nextIntAtLeast(key, 0, problems);
                case "movetime" -> go.moveTimeMs = t.nextNumberAtLeast(key, 1, problems);
                case "opptime", "oppmovestogo", "oppincrement" -> t.nextNumber(key, problems);
                default -> problems.add("go: unknown parameter '" + key + "' ignored");
            }
        }
    }

    private static Long scaled(Long value, long unit) {
        return value == null ? null : value * unit;
    }
}
