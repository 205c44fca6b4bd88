package org.ttakji.engines.cli.protocol;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.search.Scores;
import org.ttakji.engines.search.SearchLimits;

/**
 * UCI (the Universal Chess Interface, as Stockfish and cutechess-cli speak it) for every variant: Chess960 by
 * default ({@code UCI_Chess960} true, castling king-takes-rook), the others through
 * {@code setoption name UCI_Variant value shogi|xiangqi|janggi|banqi}, as Fairy-Stockfish offers its variants.
 * Positions and moves are then in the variant's own formats (SFEN and USI moves for Shogi, the lab's FEN and
 * coordinates for the others). Scores: {@code cp N} or {@code mate N} in moves. No move: {@code bestmove 0000}.
 */
final class UciDialect extends Dialect {
    private static final Set<String> GO_KEYWORDS = Set.of("searchmoves", "ponder", "wtime", "btime", "winc", "binc",
            "movestogo", "depth", "nodes", "mate", "movetime", "infinite");

    @Override
    String name() {
        return "UCI";
    }

    @Override
    String handshake() {
        return "uci";
    }

    @Override
    String okWord() {
        return "uciok";
    }

    @Override
    List<Variant> variants() {
        return Arrays.asList(Variant.values());
    }

    @Override
    List<OptionSpec> options(Variant defaultVariant) {
        return List.of(
                OptionSpec.spin(EngineOptions.HASH, "Hash", ProtocolSession.DEFAULT_HASH_MB, 1, ProtocolSession.MAX_HASH_MB),
                OptionSpec.combo(EngineOptions.LEVEL, "Level", EngineOptions.FULL, ProtocolSession.LEVELS),
                OptionSpec.string(EngineOptions.WEIGHTS, "Weights", EngineOptions.PROMOTED),
                OptionSpec.string(EngineOptions.RULES, "Rules", ""),
                OptionSpec.spin(EngineOptions.MOVE_OVERHEAD, "MoveOverhead", ProtocolSession.DEFAULT_OVERHEAD_MS, 0, 5000),
                OptionSpec.spin(EngineOptions.MOVE_TIME_CAP, "MoveTimeCap", SearchLimits.INTERACTIVE_CAP_MS, 0,
                        SearchLimits.MAX_TIME_MS),
                OptionSpec.spin(EngineOptions.SEED, "Seed", 0, 0, Integer.MAX_VALUE),
                OptionSpec.combo(EngineOptions.VARIANT, "UCI_Variant", defaultVariant.cliName(),
                        variants().stream().map(Variant::cliName).toList()),
                OptionSpec.check(EngineOptions.CHESS960, "UCI_Chess960", true));
    }

    /** Fairy-Stockfish's names of Chess960 ({@code chess}, {@code fischerandom}) select {@code chess960}. */
    @Override
    String optionValue(OptionSpec option, String value) {
        if (option.key().equals(EngineOptions.VARIANT)
                && (value.equalsIgnoreCase("chess") || value.equalsIgnoreCase("fischerandom"))) {
            return Variant.CHESS960.cliName();
        }
        return value;
    }

    @Override
    Set<String> newGameCommands() {
        return Set.of("ucinewgame");
    }

    @Override
    String noMove() {
        return "bestmove 0000";
    }

    @Override
    String score(int score) {
        return Scores.isMate(score) ? "mate " + mateMoves(Scores.matePlies(score)) : "cp " + score;
    }

    /**
     * With {@code UCI_Chess960} false, castling by a king on the e-file is written king-to-destination
     * ({@code e1g1}, {@code e8c8}), as for standard chess; any other castling keeps the king-takes-rook form,
     * the only unambiguous one.
     */
    @Override
    String moveText(String machine, int move, EngineOptions options) {
        if (Move.kind(move) != Move.CASTLE || options.flag(EngineOptions.CHESS960) || machine.length() != 4
                || machine.charAt(0) != 'e') {
            return machine;
        }
        char file = machine.charAt(2) > 'e' ? 'g' : 'c';
        return machine.substring(0, 2) + file + machine.charAt(3);
    }

    @Override
    void readGo(Tokens t, GoRequest go, EngineOptions options, List<String> problems) {
        while (t.hasNext()) {
            String key = t.next();
            switch (key) {
                case "searchmoves" -> readMoveList(t, GO_KEYWORDS, go.searchMoves);
                case "ponder" -> go.ponder = true;
                case "infinite" -> go.infinite = true;
                case "wtime" -> go.timeMs[0] = t.nextNumber(key, problems);
                case "btime" -> go.timeMs[1] = t.nextNumber(key, problems);
                case "winc" -> go.incrementMs[0] = t.nextNumberAtLeast(key, 0, problems);
                case "binc" -> go.incrementMs[1] = t.nextNumberAtLeast(key, 0, problems);
                case "movestogo" -> go.movesToGo = t.nextIntAtLeast(key, 0, problems);
                case "depth" -> go.depth = t.nextIntAtLeast(key, 1, problems);
                case "nodes" -> go.nodes = t.nextNumberAtLeast(key, 1, problems);
                case "mate" -> go.mateMoves = t.nextIntAtLeast(key, 1, problems);
                case "movetime" -> go.moveTimeMs = t.nextNumberAtLeast(key, 1, problems);
                default -> problems.add("go: unknown parameter '" + key + "' ignored");
            }
        }
    }
}
