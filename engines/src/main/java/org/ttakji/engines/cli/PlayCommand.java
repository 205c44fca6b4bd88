package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.MoveChoice;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.Players;
import org.ttakji.engines.search.Scores;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code play <variant> --first <level> --second <level> [--seed S] [--start N] [--weights V] [--levels V]}:
 * plays one game between two levels (or {@code random}) and prints one line per move
 * ({@code <move number>. <machine> <human> <score> <depth> <nodes> <time>}), then {@code result <r>} and
 * {@code termination <t>} as the last two lines. Deterministic for a seed unless a time limit is given.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play one game between two levels and print every move, the result and the termination.")
public final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = "--first", required = true, paramLabel = "<level>", description = "easy, normal, expert or random")
    String first;

    @Option(names = "--second", required = true, paramLabel = "<level>", description = "easy, normal, expert or random")
    String second;

    @Option(names = "--seed", paramLabel = "S", description = "Game seed (default 1): same seed, same game.")
    long seed = 1;

    @Mixin
    PositionOptions positionOptions;

    @Option(names = "--weights", paramLabel = "V", description = "Weights version for both sides (default: promoted).")
    String weights;

    @Option(names = "--levels", paramLabel = "V", description = "Levels version for both sides (default: promoted).")
    String levels;

    @Option(names = "--depth", paramLabel = "D", description = "Explicit depth limit (replaces the levels' limits).")
    Integer depth;

    @Option(names = "--nodes", paramLabel = "N", description = "Explicit node limit (replaces the levels' limits).")
    Long nodes;

    @Option(names = "--movetime", paramLabel = "MS",
            description = "Explicit time per move, ms: a clock, so the game is not reproducible (the levels' own limits and --depth/--nodes are).")
    Long moveTimeMs;

    @Option(names = "--max-plies", paramLabel = "N", description = "Draw by move limit after N plies (default 1000).")
    int maxPlies = 1000;

    @Mixin
    DataDirOption data;

    @Override
    public Integer call() {
        if (maxPlies < 1) {
            throw new LabInputException("--max-plies must be at least 1, got " + maxPlies);
        }
        atLeastOne("--depth", depth == null ? null : depth.longValue());
        atLeastOne("--nodes", nodes);
        atLeastOne("--movetime", moveTimeMs);
        VariantRules rules = Variants.rules(variant);
        RuleOptions options = positionOptions.ruleOptions(rules);
        Position start = positionOptions.position(rules, options);
        EngineConfig[] configs = {config(first, "--first"), config(second, "--second")};
        // Every input (data directory, files, versions, limits) is checked before the first line is printed.
        Path dataDir = data.path();
        Player[] players = new Player[2];
        String[] sides = new String[2];
        for (int side = 0; side < 2; side++) {
            EngineFiles files = EngineFiles.loadFromData(dataDir, variant, configs[side]);
            players[side] = Players.create(variant, configs[side], files);
            sides[side] = (side == 0 ? "first  " : "second ") + configs[side].label()
                    + (files.weightsVersion() == null ? "" : " (weights " + files.weightsVersion() + ", levels "
                    + files.levelsVersion() + ")");
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(variant + " " + start.toFen());
        out.println(sides[0]);
        out.println(sides[1]);
        out.println("seed " + seed);
        out.flush();
        int[] clockStopped = {0};
        GameLoop.PlayedGame game = GameLoop.play(rules, start, players, seed, maxPlies, m -> {
            MoveChoice c = m.choice();
            String number = (m.ply() / 2 + 1) + (m.side() == 0 ? "." : "...");
            out.printf("%-6s %-8s %-10s %10s  depth %2d  nodes %9d  %7.1f ms%s%n", number, m.machine(), m.human(),
                    Scores.describe(c.scoreCp()), c.depth(), c.nodes(), c.timeMicros() / 1000.0,
                    c.clockStopped() ? "  (stopped by the clock)" : "");
            clockStopped[0] += c.clockStopped() ? 1 : 0;
            out.flush();
        });
        if (clockStopped[0] > 0) {
            out.println("clock-stopped moves " + clockStopped[0] + " (this game is not reproducible from its seed)");
        }
        out.println("result " + game.outcome().result().text());
        out.println("termination " + game.outcome().termination().logName());
        out.flush();
        return 0;
    }

    private static void atLeastOne(String option, Long value) {
        if (value != null && value < 1) {
            throw new LabInputException(option + " must be at least 1, got " + value);
        }
    }

    private EngineConfig config(String level, String option) {
        if (level.equals(EngineConfig.RANDOM)) {
            return EngineConfig.random();
        }
        if (!org.ttakji.engines.levels.Level.NAMES.contains(level)) {
            throw new LabInputException(option + ": unknown level '" + level + "' (expected easy, normal, expert or random)");
        }
        return new EngineConfig(EngineConfig.TTAKJI, level, weights, levels, depth, nodes, moveTimeMs);
    }
}
