package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Perft;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perft <variant> [--fen F] [--start N] --depth D [--divide] [--rules k=v]}: leaf-node count of
 * the legal move tree. Contract relied on by other tools: with {@code --divide} one line
 * {@code <move> <count>} per root move (machine notation); in every case the last line printed is the
 * total as a bare integer.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the leaf nodes of the legal move tree (the last line is the bare total).")
public final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Mixin
    PositionOptions positionOptions;

    @Mixin
    ConstructedOption constructed;

    @Option(names = "--depth", required = true, paramLabel = "D", description = "Depth in plies (>= 0).")
    int depth;

    @Option(names = "--divide", description = "Print the count below each root move first.")
    boolean divide;

    @Override
    public Integer call() {
        if (depth < 0) {
            throw new LabInputException("--depth must be >= 0, got " + depth);
        }
        VariantRules rules = Variants.rules(variant);
        RuleOptions options = positionOptions.rulesForPerft(rules);
        Position position = positionOptions.position(rules, options, constructed.on());
        requireTruePosition(position);
        PrintWriter out = spec.commandLine().getOut();
        Perft perft = new Perft(depth);
        long total;
        if (divide && depth > 0) {
            total = 0;
            for (Perft.Division d : perft.divide(position, depth, m -> rules.toMachine(position, m))) {
                out.println(d.move() + " " + d.nodes());
                total += d.nodes();
            }
        } else {
            total = perft.count(position, depth);
        }
        out.println(total);
        out.flush();
        return 0;
    }

    /**
     * Perft counts the moves of a true position. A player's view (the Banqi public form) has chance moves
     * instead (a reveal whose outcome it does not know), so it is refused up front, naming the text.
     *
     * @throws LabInputException if a root move of {@code position} is a chance event
     */
    private static void requireTruePosition(Position position) {
        MoveList root = new MoveList();
        position.generateLegal(root);
        int[] outcomes = new int[64]; // more than any variant has (Banqi: 14 piece codes)
        double[] probabilities = new double[64];
        for (int i = 0; i < root.size(); i++) {
            if (position.chanceOutcomes(root.get(i), outcomes, probabilities) > 0) {
                throw new LabInputException("perft needs the true position, but '" + position.toFen()
                        + "' is a player's view whose reveals are chance events: give the full form"
                        + " ('?K' = a face-down general)");
            }
        }
    }
}
