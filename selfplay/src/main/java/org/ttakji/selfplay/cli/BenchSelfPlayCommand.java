package org.ttakji.selfplay.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.RulesCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench selfplay}: the cost of self-play on Spark. For each workload it plays the same games and writes the same
 * game log (a) in a plain single-threaded loop without Spark (rows and Parquet files by the same writer), (b) on Spark
 * {@code local[1]} and (c) on {@code local[2]}, interleaved: one
 * warm-up pass of (a) and (c), then {@code --rounds} rounds, in the order a b c, then c b a, and so on, so a load
 * change during the run moves all modes alike. Per mode it prints the median over the rounds of games/s, plies/s
 * and process CPU time per game, the ratios b/a (Spark's overhead) and c/b (scaling) by wall time (median of the
 * rounds' ratios) and by CPU time, where local[1]'s CPU time goes (from Spark's task metrics), and the Parquet
 * bytes per game and per ply. Spark session start-up is not counted. Workloads: {@code random} (random v random:
 * the pipeline's own cost) and {@code engine} (the lab's engine at a fixed node count per move: the real cost), both
 * in batches of the spec default and tasks of {@link BenchWorkload#GAMES_PER_TASK} games (a data-generation run).
 * The last line is {@code games/s <local[2] rate of the last workload>} ({@code --plain-only}: the plain loop's).
 * It also prints, from the plain loop, what each variant and pairing costs: plies, nodes and CPU time per game
 * (the figures of a cost model) and, with Spark, Parquet bytes per game of each variant.
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Self-play cost: plain loop vs Spark local[1] vs local[2] on the same games, interleaved rounds,",
            "wall and CPU time, where Spark's time goes, Parquet bytes per game and ply."})
public final class BenchSelfPlayCommand implements Callable<Integer> {
    /** The run seed of every bench workload. */
    static final long SEED = 20261130L;

    @Spec
    CommandSpec commandSpec;

    @Option(names = "--workload", defaultValue = "both", paramLabel = "W",
            description = "random (random v random: the pipeline's cost), engine (the lab's engine: the real cost) or both (default).")
    String workload;

    @Option(names = "--rounds", defaultValue = "3", paramLabel = "N", description = "Timed rounds of the three modes (default 3).")
    int rounds;

    @Option(names = "--variants", defaultValue = "all", paramLabel = "LIST", description = "Variants (default all).")
    String variants;

    @Option(names = "--games", paramLabel = "N",
            description = "Games per variant (default: random " + BenchWorkload.RANDOM_GAMES + ", engine " + BenchWorkload.ENGINE_GAMES + ").")
    Integer games;

    @Option(names = "--nodes", defaultValue = "" + BenchWorkload.ENGINE_NODES, paramLabel = "N",
            description = "Engine workload: nodes per move of both players, level normal (default ${DEFAULT-VALUE}).")
    long nodes;

    @Option(names = "--pairing", paramLabel = "A-B",
            description = "Engine workload: this pairing with its levels' own limits instead (e.g. normal-normal, easy-expert).")
    String pairing;

    @Option(names = "--batch-size", paramLabel = "N", description = "Games per batch (default: the spec default).")
    Integer batchSize;

    @Option(names = "--games-per-task", paramLabel = "N",
            description = "Games per Spark task (default " + BenchWorkload.GAMES_PER_TASK + "; each batch is one Parquet file either way).")
    Integer gamesPerTask;

    @Option(names = "--plain-only", description = "Only the plain loop: what the games themselves cost (per variant and pairing), no Spark.")
    boolean plainOnly;

    @Option(names = "--warm-up", arity = "1", defaultValue = "true", paramLabel = "BOOL",
            description = "A warm-up pass before the rounds (default ${DEFAULT-VALUE}).")
    boolean warmUp;

    @Override
    public Integer call() throws IOException {
        if (rounds < 1) {
            throw new LabInputException("--rounds must be at least 1, got " + rounds);
        }
        if (games != null && games < 2) {
            throw new LabInputException("--games must be at least 2 (one game pair), got " + games);
        }
        List<String> kinds = switch (workload) {
            case "both" -> List.of("random", "engine");
            case "random", "engine" -> List.of(workload);
            default -> throw new LabInputException("bad --workload '" + workload + "' (expected random, engine or both)");
        };
        PrintWriter out = commandSpec.commandLine().getOut();
        out.printf(Locale.ROOT, "bench selfplay: %d round(s) after a warm-up, modes interleaved (a b c, c b a, ...);"
                + " figures are medians over the rounds; CPU = the process's CPU time%n", rounds);
        out.flush();
        BenchRounds.Report last = null;
        for (String kind : kinds) {
            Path tmp = Files.createTempDirectory("bench-selfplay");
            try {
                BenchWorkload w = workload(kind, tmp);
                out.println();
                out.println("workload " + w.name() + ": " + w.description());
                out.flush();
                last = new BenchRounds(w, rounds, plainOnly, warmUp, out).run();
                last.print(out);
                out.flush();
            } finally {
                BenchRounds.deleteTree(tmp);
            }
        }
        out.println();
        BenchRounds.Mode lastMode = last.withSpark() ? BenchRounds.Mode.LOCAL2 : BenchRounds.Mode.PLAIN;
        out.println("games/s " + org.ttakji.selfplay.Figures.sig3(last.median(lastMode).gamesPerSecond()));
        out.flush();
        return 0;
    }

    /** The workload {@code kind} ({@code random} or {@code engine}) as the options make it, writing under {@code out}. */
    BenchWorkload workload(String kind, Path out) {
        ObjectNode tree = MatchSpecReader.defaults();
        tree.put("variants", variants);
        tree.put("seed", SEED);
        tree.put("out", out.toString());
        int n = games != null ? games : kind.equals("random") ? BenchWorkload.RANDOM_GAMES : BenchWorkload.ENGINE_GAMES;
        tree.put("gamesPerPairing", n);
        if (batchSize != null) {
            tree.put("batchSize", batchSize);
        }
        tree.put("gamesPerTask", gamesPerTask != null ? gamesPerTask : BenchWorkload.GAMES_PER_TASK);
        if (kind.equals("random")) {
            tree.put("pairings", "random-random");
        } else if (pairing != null) {
            tree.put("pairings", pairing);
        } else {
            if (nodes < 1) {
                throw new LabInputException("--nodes must be at least 1, got " + nodes);
            }
            ObjectNode player = JsonNodeFactory.instance.objectNode().put("level", "normal").put("nodes", nodes);
            ArrayNode list = tree.putArray("pairings");
            list.addObject().<ObjectNode>set("a", player.deepCopy()).set("b", player.deepCopy());
        }
        MatchSpec spec = MatchSpecReader.toSpec(tree, RulesCatalog.builtIn(), MatchSpecReader.todayUtc());
        return BenchWorkload.of(kind, spec);
    }

    /** The variants of a spec, for messages. */
    static String variantList(MatchSpec spec) {
        List<String> names = new ArrayList<>();
        spec.variants().forEach(v -> names.add(v.cliName()));
        return String.join(",", names);
    }
}
