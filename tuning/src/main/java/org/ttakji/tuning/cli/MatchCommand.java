package org.ttakji.tuning.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.ttakji.engines.cli.DataDirOption;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.Variant;
import org.ttakji.tuning.MatchSpec;
import org.ttakji.tuning.WeightsMatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code match <variant> --weights A --against B [--level L] [--games N] [--seed S] ...}: two weights versions at
 * the same level, games in colour-swapped pairs; prints one line per game on stderr, then A's score and the Elo
 * difference with its 95% interval ({@link org.ttakji.tuning.EloEstimate}) on stdout.
 */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Play two weights versions against each other at one level; print the score and an Elo estimate.")
public final class MatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = "--weights", required = true, paramLabel = "A", description = "Weights version of player A.")
    String weightsA;

    @Option(names = "--against", required = true, paramLabel = "B", description = "Weights version of player B.")
    String weightsB;

    @Option(names = "--level", paramLabel = "L", description = "Level of both (default ${DEFAULT-VALUE}).")
    String level = "normal";

    @Option(names = "--games", paramLabel = "N", description = "Games, even (default ${DEFAULT-VALUE}).")
    int games = 20;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the starts and move choices (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--nodes", paramLabel = "N", description = "Node limit per move (default: the level's limits).")
    Long nodes;

    @Option(names = "--max-plies", paramLabel = "N", description = "Draw by move limit after N plies (default ${DEFAULT-VALUE}).")
    int maxPlies = 400;

    @Option(names = "--threads", paramLabel = "T", description = "Games at once (default ${DEFAULT-VALUE}).")
    int threads = 2;

    @Mixin
    DataDirOption data;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        MatchSpec match = new MatchSpec(variant, weightsA, weightsB, level, games, seed, nodes, maxPlies, threads);
        WeightsMatch.Result result = WeightsMatch.play(data.path(), match, line -> {
            err.println(line);
            err.flush();
        });
        out.println(result.summary());
        out.println("terminations " + result.terminations().entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).collect(java.util.stream.Collectors.joining(", ")));
        out.flush();
        return 0;
    }
}
