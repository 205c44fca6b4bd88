package org.ttakji.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgSpec;

/**
 * The command-line contract of README.md: {@code lab --help} lists every command, every command and
 * sub-command has a described {@code --help}, bad input is one {@code error: ...} line and exit status 2
 * without a stack trace, an internal error (an {@code IllegalArgumentException} too) exits with 1.
 */
class LabCommandLineTest {

    /** What one run printed and returned. */
    private record Run(int code, String out, String err) {
    }

    private static Run run(CommandLine cl, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static Run run(String... args) {
        return run(Lab.commandLine(args), args);
    }

    private static void collect(CommandLine cl, List<CommandLine> all) {
        all.add(cl);
        cl.getSubcommands().forEach((name, sub) -> {
            if (name.equals(sub.getCommandName())) { // each command once, not again under its aliases
                collect(sub, all);
            }
        });
    }

    @Test
    void helpListsEveryCommand() {
        Run help = run("--help");
        assertEquals(0, help.code());
        for (Class<?> command : Lab.COMMANDS) {
            String name = command.getAnnotation(Command.class).name();
            assertTrue(help.out().matches("(?s).*\\n  " + name + "[ ,].*"), "lab --help lists " + name + ":\n" + help.out());
        }
    }

    @Test
    void everyCommandAndSubcommandHasADescribedHelp() {
        List<CommandLine> all = new ArrayList<>();
        collect(Lab.commandLine(), all);
        assertTrue(all.size() > 15, "commands found: " + all.size());
        for (CommandLine cl : all) {
            String path = cl.getCommandSpec().qualifiedName();
            if (cl.getCommand() instanceof CommandLine.HelpCommand) {
                continue;
            }
            assertTrue(cl.getCommandSpec().usageMessage().description().length > 0, path + " has a description");
            for (ArgSpec arg : cl.getCommandSpec().args()) {
                assertTrue(arg.description().length > 0 && !arg.description()[0].isBlank(),
                        path + ": " + arg.paramLabel() + " " + arg + " has a description");
            }
            String[] args = (path.substring("lab".length()).trim() + " --help").trim().split(" ");
            Run help = run(args);
            assertEquals(0, help.code(), path + " --help");
            assertTrue(help.out().startsWith("Usage: " + path), path + " --help prints its usage:\n" + help.out());
        }
    }

    @Test
    void everyCommandPrintsTheRootsVersionLine() {
        Run root = run("--version");
        assertEquals(0, root.code());
        assertTrue(root.out().startsWith("ttakji-lab "), root.out());
        String[][] cases = {{"perft", "--version"}, {"selfplay", "-V"}, {"match", "--version"},
            {"levels", "show", "--version"}, {"bench", "perft", "--version"}};
        for (String[] args : cases) {
            Run r = run(args);
            assertEquals(0, r.code(), String.join(" ", args));
            assertEquals(root.out(), r.out(), "lab " + String.join(" ", args));
        }
        List<CommandLine> all = new ArrayList<>();
        collect(Lab.commandLine(), all);
        for (CommandLine cl : all) {
            if (cl.getCommandSpec().mixinStandardHelpOptions()) {
                StringWriter version = new StringWriter();
                cl.printVersionHelp(new PrintWriter(version, true));
                assertEquals(root.out(), version.toString(), cl.getCommandSpec().qualifiedName() + " --version");
            }
        }
    }

    @Test
    void badInputIsOneErrorLineWithExitStatusTwo() {
        String[][] cases = {
            {},
            {"nosuch"},
            {"perft"},
            {"perft", "chess960"},
            {"perft", "chess9", "--depth", "1"},
            {"perft", "chess960", "--depth", "x"},
            {"perft", "chess960", "--depth", "-1"},
            {"perft", "chess960", "--depth", "1", "--start", "960"},
            {"perft", "chess960", "--depth", "1", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w XYZ - 0 1"},
            {"perft", "chess960", "--depth", "1", "--rules", "promotion=kings"},
            {"bench"},
            {"bench", "perft", "chess960", "--passes", "0"},
            {"play", "chess960", "--first", "easy", "--second", "nobody"},
            {"play", "chess960", "--first", "easy", "--second", "easy", "--max-plies", "0"},
            {"analyse", "chess960", "--depth", "99"},
            {"analyse", "chess960", "--time", "0"},
            {"weights", "show", "chess960", "v9"},
            // Values that used to reach the handler as IllegalArgumentException (now LabInputException):
            {"match", "chess960", "--weights", "v0001", "--against", "v0001", "--games", "3"},
            {"match", "chess960", "--weights", "v0001"},
            {"match", "xiangqi", "--weights", "v0002", "--against", "v0001", "--openings", "random-plies:0"},
            {"match", "xiangqi", "--weights", "v0002", "--against", "v0001", "--format", "xml"},
            {"match", "xiangqi", "--report", "no-such-run"},
            {"rate", "chess960", "--anchors", "random,bogus"},
            {"rate", "chess960", "--anchors", "fairy-stockfish:skill=5"},
            {"rate", "chess960", "--pairs", "0"},
            {"rate", "xiangqi", "--format", "xml"},
            {"rate", "xiangqi", "--report", "no-such-run"},
            {"rate", "xiangqi", "--scale-anchor", "random"},
            {"rate", "xiangqi", "--anchors-only", "--levels-version", "v0001"},
            {"rate", "xiangqi", "--scale-anchor", "fairy-stockfish:skill=0:nodes=20000=650",
                "--scale-anchor", "fairy-stockfish:skill=0:nodes=20000=700"},
            {"rate", "xiangqi", "--scale-anchor", "fairy-stockfish:skill=0:nodes=20000=strong"},
            {"calibrate", "xiangqi", "--anchors", "random,lab:nodes=1000"},
            {"tune", "chess960", "--games", "nowhere", "--lambda", "2"},
            {"tune", "chess960", "--games", "nowhere", "--epochs", "0"},
            {"tune", "chess960", "--games", "nowhere", "--per-game", "0"},
            {"tune", "chess960", "--games", "nowhere", "--match", "3"},
            {"query", "SELECT 1", "--format", "xml"},
            {"selfplay", "--inject-faults", "2"},
            {"selfplay", "--variants", "chess960", "--start", "chess960=99999999999999999999", "--print-spec"},
            {"records"},
            {"records", "check"},
            {"records", "check", "no/such/records"},
            {"records", "check", "pom.xml"},
            {"records", "check", ".", "--summary", "some"},
            {"records", "convert", "no/such/records", "--to", "kif", "--out", "x"},
            {"records", "convert", ".", "--to", "sgf"},
            {"export", "no-such-run-id", "--out", "x"},
            {"export", "x", "--format", "sgf", "--out", "x"},
            {"position", "xiangqi", "--moves", "a0a5"},
            {"position", "xiangqi", "--fen", "4k4/9/9/9/3c5/9/9/2C1C1C2/9/4K4 w - - 0 1"},
            {"play", "xiangqi", "--first", "easy", "--second", "easy", "--constructed"},
        };
        for (String[] args : cases) {
            Run r = run(args);
            String what = "lab " + String.join(" ", args);
            assertEquals(Lab.EXIT_BAD_INPUT, r.code(), what + "\n" + r.err());
            assertTrue(r.err().startsWith("error: "), what + " starts with 'error: ':\n" + r.err());
            assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), what + " has no stack trace:\n" + r.err());
        }
    }

    @Test
    void theErrorNamesTheInputAndTheProblem() {
        assertTrue(run("perft", "chess960", "--depth", "x").err().startsWith("error: Invalid value for option '--depth': 'x'"));
        assertTrue(run("perft", "chess960", "--depth", "1", "--fen", "8/8 w - - 0 1").err()
                .startsWith("error: invalid position '8/8 w - - 0 1': board:"));
        Run misspeltOption = run("perft", "chess960", "--dept", "3");
        assertTrue(misspeltOption.err().startsWith("error: Unknown options: '--dept', '3'"), misspeltOption.err());
        assertTrue(misspeltOption.err().contains("Possible solutions: --depth"), misspeltOption.err());
        assertEquals("error: --games must be even and at least 2 (game pairs), got 3\n",
                run("match", "chess960", "--weights", "v0001", "--against", "v0001", "--games", "3").err());
        assertEquals("error: openings: bad start 'random-plies:0': random-plies must be a whole number 1..100, not '0'\n",
                run("match", "xiangqi", "--weights", "v0002", "--against", "v0001", "--openings", "random-plies:0").err());
        assertEquals("error: --lambda must be within 0..1, got 2.0\n",
                run("tune", "chess960", "--games", "nowhere", "--lambda", "2").err());
        assertEquals("error: unknown --format 'xml' (expected csv or table)\n",
                run("query", "SELECT 1", "--format", "xml").err());
        assertTrue(run("selfplay", "--inject-faults", "2").err().startsWith("error: --inject-faults must be within 0..1"));
        assertTrue(run("selfplay", "--variants", "chess960", "--start", "chess960=99999999999999999999", "--print-spec")
                .err().startsWith("error: starts.chess960: bad start '99999999999999999999'"));
        Run misspelt = run("perf");
        assertTrue(misspelt.err().contains("Did you mean: lab perft"), misspelt.err());
    }

    @Command(name = "boom", description = "Fails inside.")
    static final class Boom implements Runnable {
        @Override
        public void run() {
            throw new IllegalStateException("internal");
        }
    }

    @Command(name = "bad-input", description = "Refuses its input.")
    static final class BadInput implements Runnable {
        @Override
        public void run() {
            throw new LabInputException("--size: 'huge' is not a number");
        }
    }

    @Command(name = "bad-argument", description = "Passes a bad argument to a method: a programming error.")
    static final class BadArgument implements Runnable {
        @Override
        public void run() {
            throw new IllegalArgumentException("bound must be positive: 0");
        }
    }

    private static Run runExtra(Object command, String name) {
        CommandLine cl = Lab.commandLine();
        cl.addSubcommand(new CommandLine(command));
        return run(cl, name);
    }

    @Test
    void anInternalErrorExitsWithOne() {
        Run r = runExtra(new Boom(), "boom");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("IllegalStateException: internal"), r.err());
    }

    @Test
    void onlyLabInputExceptionIsBadInput() {
        Run bad = runExtra(new BadInput(), "bad-input");
        assertEquals(Lab.EXIT_BAD_INPUT, bad.code());
        assertEquals("error: --size: 'huge' is not a number\n", bad.err().replace("\r\n", "\n"));
        Run internal = runExtra(new BadArgument(), "bad-argument");
        assertEquals(1, internal.code(), "an IllegalArgumentException is an internal error");
        assertTrue(internal.err().contains("java.lang.IllegalArgumentException: bound must be positive: 0"), internal.err());
        assertTrue(internal.err().contains("\tat "), "with its stack trace:\n" + internal.err());
    }

    @Test
    void theCommandLineBuiltForOneCommandRunsItAsTheFullOneDoes() {
        String[] args = {"perft", "chess960", "--start", "959", "--depth", "2", "--divide"};
        CommandLine lazy = Lab.commandLine(args);
        assertEquals(List.of("perft"), List.copyOf(lazy.getSubcommands().keySet()));
        Run viaLazy = run(lazy, args);
        Run viaFull = run(Lab.commandLine(), args);
        assertEquals(0, viaLazy.code());
        assertEquals(viaFull.out(), viaLazy.out());
        assertTrue(viaLazy.out().matches("(?s).*\\n\\d+\\n"), "the last line is the bare total:\n" + viaLazy.out());
        assertEquals(List.of("analyse", "analyze"), List.copyOf(Lab.commandLine("analyze").getSubcommands().keySet()));
    }
}
