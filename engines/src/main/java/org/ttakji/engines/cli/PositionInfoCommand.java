package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
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
 * {@code position <variant> [--fen F | --start N] [--moves m1 m2 ...]}: plays the moves (machine notation) from the
 * position and prints, one {@code name value} line each: {@code variant}, {@code fen} (the position text after the
 * moves), {@code side} (the side to move), {@code check}, {@code status} ({@code ongoing}, or the result and the
 * termination), {@code repetition} (how often this position has occurred since the given start, moves counted
 * from it), the variant's own facts ({@link VariantRules#positionFacts}: Shogi impasse points and the declaration,
 * Janggi's point count, Banqi's face-down and captured pieces), then {@code legal N} and one line per legal move,
 * {@code <machine> <human>} (actions such as Shogi's {@code declare} included, marked {@code (action)}).
 */
@Command(name = "position", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Print a position after a sequence of moves: its text, side to move, check, status with its"
                + " termination, repetitions, the variant's own figures and every legal move (machine and human"
                + " notation).")
public final class PositionInfoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Mixin
    PositionOptions positionOptions;

    @Mixin
    ConstructedOption constructed;

    @Option(names = "--moves", arity = "1..*", paramLabel = "<move>",
            description = "Moves to play first, in machine notation (e.g. e2e4, 7g7f, h2e2, b0c2, a1?).")
    List<String> moves = new ArrayList<>();

    @Override
    public Integer call() {
        VariantRules rules = Variants.rules(variant);
        RuleOptions options = positionOptions.ruleOptions(rules);
        Position p = positionOptions.position(rules, options, constructed.on());
        Map<Long, Integer> seen = new HashMap<>();
        seen.merge(p.hash(), 1, Integer::sum);
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            Outcome before = p.status();
            if (before.isOver()) {
                throw new LabInputException("--moves: move " + (i + 1) + " '" + text + "': the game is already over ("
                        + describe(before) + ")");
            }
            int move;
            try {
                move = rules.parseMachine(p, text);
            } catch (LabInputException e) {
                throw new LabInputException("--moves: move " + (i + 1) + " '" + text + "': " + e.getMessage(), e);
            }
            p.makeMove(move);
            seen.merge(p.hash(), 1, Integer::sum);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("variant     " + variant.cliName() + (options.asMap().isEmpty() ? "" : " (" + options + ")"));
        out.println("fen         " + p.toFen());
        out.println("side        " + rules.sideName(options, p.sideToMove()) + " to move");
        out.println("check       " + (p.inCheck() ? "yes" : "no"));
        Outcome status = p.status();
        out.println("status      " + (status.isOver() ? describe(status) : "ongoing"));
        out.println("repetition  " + seen.get(p.hash()) + (seen.get(p.hash()) == 1 ? " (first occurrence)"
                : " occurrences of this position since the start given"));
        for (Map.Entry<String, String> fact : rules.positionFacts(p).entrySet()) {
            out.println(String.format("%-11s %s", fact.getKey(), fact.getValue()));
        }
        MoveList legal = new MoveList();
        p.generateLegal(legal);
        int board = legal.size();
        p.generateActions(legal);
        out.println("legal       " + legal.size());
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            out.println("  " + rules.toMachine(p, m) + "  " + rules.toHuman(p, m) + (i >= board ? "  (action)" : ""));
        }
        out.flush();
        return 0;
    }

    private static String describe(Outcome o) {
        return o.result().text() + " " + o.termination().logName();
    }
}
