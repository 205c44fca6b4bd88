package org.ttakji.engines.cli.protocol;

import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.search.Scores;
import org.ttakji.engines.search.SearchLimits;

/**
 * USI (the Universal Shogi Interface, as ShogiGUI, Shogidokoro and shogi match runners speak it) for Shogi:
 * {@code position startpos|sfen ... moves ...}, {@code go btime/wtime/binc/winc/byoyomi} (b = sente, the first
 * player), {@code usinewgame}, {@code gameover}. Scores: {@code cp N} or {@code mate N} in plies. The 24-point
 * declaration is {@code bestmove win}; no move: {@code bestmove resign}. {@code go mate} (tsume search) is
 * answered {@code checkmate notimplemented}.
 */
final class UsiDialect extends Dialect {
    private static final Set<String> GO_KEYWORDS = Set.of("searchmoves", "ponder", "btime", "wtime", "binc", "winc",
            "byoyomi", "depth", "nodes", "mate", "movetime", "infinite");

    @Override
    String name() {
        return "USI";
    }

    @Override
    String handshake() {
        return "usi";
    }

    @Override
    String okWord() {
        return "usiok";
    }

    @Override
    List<Variant> variants() {
        return List.of(Variant.SHOGI);
    }

    @Override
    List<OptionSpec> options(Variant defaultVariant) {
        return List.of(
                OptionSpec.spin(EngineOptions.HASH, "USI_Hash", ProtocolSession.DEFAULT_HASH_MB, 1, ProtocolSession.MAX_HASH_MB),
                OptionSpec.check(EngineOptions.PONDER, "USI_Ponder", false),
                OptionSpec.combo(EngineOptions.LEVEL, "Level", EngineOptions.FULL, ProtocolSession.LEVELS),
                OptionSpec.string(EngineOptions.WEIGHTS, "Weights", EngineOptions.PROMOTED),
                OptionSpec.string(EngineOptions.RULES, "Rules", ""),
                OptionSpec.spin(EngineOptions.MOVE_OVERHEAD, "MoveOverhead", ProtocolSession.DEFAULT_OVERHEAD_MS, 0, 5000),
                OptionSpec.spin(EngineOptions.MOVE_TIME_CAP, "MoveTimeCap", SearchLimits.INTERACTIVE_CAP_MS, 0,
                        SearchLimits.MAX_TIME_MS),
                OptionSpec.spin(EngineOptions.SEED, "Seed", 0, 0, Integer.MAX_VALUE));
    }

    @Override
    Set<String> newGameCommands() {
        return Set.of("usinewgame");
    }

    @Override
    String noMove() {
        return "bestmove resign";
    }

    @Override
    String score(int score) {
        return Scores.isMate(score) ? "mate " + Scores.matePlies(score) : "cp " + score;
    }

    /** The 24-point declaration is USI's {@code win}. */
    @Override
    String moveText(String machine, int move, EngineOptions options) {
        return Move.kind(move) == Move.DECLARE ? "win" : machine;
    }

    @Override
    void readGo(Tokens t, GoRequest go, EngineOptions options, List<String> problems) {
        while (t.hasNext()) {
            String key = t.next();
            switch (key) {
                case "searchmoves" -> readMoveList(t, GO_KEYWORDS, go.searchMoves);
                case "ponder" -> go.ponder = true;
                case "infinite" -> go.infinite = true;
                case "btime" -> go.timeMs[0] = t.nextNumber(key, problems);
                case "wtime" -> go.timeMs[1] = t.nextNumber(key, problems);
                case "binc" -> go.incrementMs[0] = t.nextNumberAtLeast(key, 0, problems);
                case "winc" -> go.incrementMs[1] = t.nextNumberAtLeast(key, 0, problems);
                case "byoyomi" -> go.byoyomiMs = t.nextNumberAtLeast(key, 0, problems);
                case "depth" -> go.depth = t.nextIntAtLeast(key, 1, problems);
                case "nodes" -> go.nodes = t.nextNumberAtLeast(key, 1, problems);
                case "movetime" -> go.moveTimeMs = t.nextNumberAtLeast(key, 1, problems);
                case "mate" -> {
                    go.mateMoves = 1;
                    if (t.hasNext()) {
                        t.next(); // a time in ms or "infinite": tsume search is not implemented
                    }
                }
                default -> problems.add("go: unknown parameter '" + key + "' ignored");
            }
        }
    }

    /** Tsume (mate) search is not implemented. */
    @Override
    String answerInstead(GoRequest go) {
        return go.mateMoves != null ? "checkmate notimplemented" : null;
    }
}
