package org.ttakji.engines.play.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * A misbehaving UCI engine for tests of the referee (Chess960 only), started as its own process:
 * {@code FakeEngine <mode> <log file>}. It answers the handshake ({@code id name Fake <mode>}, options
 * {@code Hash}, {@code Skill Level}, {@code UCI_Chess960}), {@code isready}, and appends every command it reads
 * to the log file. Per {@code go}, by mode:
 * <ul>
 *   <li>{@code legal}: the first legal move (by the lab's rules), with an {@code info} line;</li>
 *   <li>{@code crash:N}: as legal for N searches, then exits with status 3 at the next {@code go};</li>
 *   <li>{@code illegal}: {@code bestmove e2e5};</li>
 *   <li>{@code none}: {@code bestmove (none)};</li>
 *   <li>{@code silent}: never answers (until killed).</li>
 * </ul>
 */
public final class FakeEngine {
    private FakeEngine() {
    }

    /** Runs the fake engine on standard input and output. */
    public static void main(String[] args) throws IOException {
        String mode = args[0];
        Path log = Path.of(args[1]);
        int crashAfter = mode.startsWith("crash:") ? Integer.parseInt(mode.substring(6)) : -1;
        VariantRules rules = Variants.rules(Variant.CHESS960);
        RuleOptions options = rules.defaultRules();
        Position position = rules.startPosition(options);
        int searches = 0;
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            Files.writeString(log, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            List<String> w = Arrays.asList(line.trim().split("\\s+"));
            switch (w.get(0)) {
                case "uci" -> {
                    out.println("id name Fake " + mode);
                    out.println("id author the Ttakji Lab tests");
                    out.println("option name Hash type spin default 16 min 1 max 64");
                    out.println("option name Skill Level type spin default 20 min 0 max 20");
                    out.println("option name UCI_Chess960 type check default false");
                    out.println("uciok");
                }
                case "isready" -> out.println("readyok");
                case "position" -> position = position(rules, options, w);
                case "go" -> {
                    searches++;
                    if (crashAfter >= 0 && searches > crashAfter) {
                        System.err.println("fake engine: crashing as asked");
                        System.exit(3);
                    }
                    switch (mode) {
                        case "illegal" -> out.println("bestmove e2e5");
                        case "none" -> out.println("bestmove (none)");
                        case "silent" -> { }
                        default -> {
                            MoveList moves = new MoveList();
                            position.generateLegal(moves);
                            out.println("info depth 1 score cp 12 nodes 1 pv x");
                            out.println("bestmove " + rules.toMachine(position, moves.get(0)));
                        }
                    }
                }
                case "quit" -> {
                    return;
                }
                default -> { }
            }
        }
    }

    private static Position position(VariantRules rules, RuleOptions options, List<String> w) {
        int moves = w.indexOf("moves");
        String fen = String.join(" ", w.subList(2, moves < 0 ? w.size() : moves));
        Position p = rules.fromFen(fen, options);
        if (moves >= 0) {
            for (String m : w.subList(moves + 1, w.size())) {
                p.makeMove(rules.parseMachine(p, m));
            }
        }
        return p;
    }
}
