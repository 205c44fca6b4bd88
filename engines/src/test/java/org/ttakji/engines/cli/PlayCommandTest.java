package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.WeightsStore;
import picocli.CommandLine;

class PlayCommandTest {

    private static List<String> play(String... args) {
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(new PlayCommand());
        cl.setOut(new PrintWriter(out));
        assertEquals(0, cl.execute(args), out.toString());
        return Arrays.asList(out.toString().split("\n"));
    }

    /** The move columns (number, machine, human) of the move lines: times differ between runs. */
    private static List<String> moves(List<String> lines) {
        return lines.stream().filter(l -> l.matches("^\\d+\\.+ .*")).map(l -> l.substring(0, 26)).toList();
    }

    @Test
    void playsAGameAndEndsWithResultAndTermination() {
        String[] args = {"chess960", "--first", "expert", "--second", "random", "--seed", "4", "--start", "77",
            "--nodes", "2000", "--data", StartingFiles.dataDir().toString()};
        List<String> lines = play(args);
        assertEquals("result 1-0", lines.get(lines.size() - 2), String.join("\n", lines));
        assertTrue(lines.get(lines.size() - 1).startsWith("termination "), lines.get(lines.size() - 1));
        String weights = WeightsStore.at(StartingFiles.dataDir()).promoted(Variant.CHESS960).orElseThrow();
        String levels = LevelsStore.at(StartingFiles.dataDir()).promoted(Variant.CHESS960).orElseThrow();
        assertTrue(lines.get(1).startsWith("first  expert/n2000 (weights " + weights + ", levels " + levels + ")"),
                lines.get(1));
        assertEquals(moves(lines), moves(play(args)), "same seed, same game");
    }

    @Test
    void badLimitsAndUnknownVersionsFailBeforeAnyOutput() {
        String data = StartingFiles.dataDir().toString();
        String[][] cases = {{"--nodes", "-5", "--nodes must be at least 1, got -5"},
            {"--movetime", "-5", "--movetime must be at least 1, got -5"},
            {"--depth", "0", "--depth must be at least 1, got 0"},
            {"--levels", "v0007", "v0007"}};
        for (String[] c : cases) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            CommandLine cl = new CommandLine(new PlayCommand());
            cl.setOut(new PrintWriter(out));
            cl.setErr(new PrintWriter(err));
            cl.setExecutionExceptionHandler(new BadInputHandler());
            assertEquals(2, cl.execute("chess960", "--first", "easy", "--second", "easy", c[0], c[1], "--data", data));
            assertEquals("", out.toString(), "nothing printed before the error: " + c[0]);
            assertTrue(err.toString().startsWith("error: ") && err.toString().contains(c[2]), err.toString());
        }
    }
}
