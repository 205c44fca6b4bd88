package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.cli.protocol.UciCommand;
import picocli.CommandLine;

/** An explicit {@code --data} that is not a directory is an error for every command, before any output. */
class DataDirOptionTest {
    @TempDir
    Path tmp;

    private static DataDirOption option(Path dir) {
        DataDirOption o = new DataDirOption();
        o.data = dir;
        return o;
    }

    @Test
    void missingDataDirectoryIsRefused() {
        Path missing = tmp.resolve("nonexistentdata");
        String m = assertThrows(LabInputException.class, () -> option(missing).path()).getMessage();
        assertTrue(m.startsWith("--data '" + missing + "' does not exist"), m);
    }

    @Test
    void fileGivenAsDataDirectoryIsRefused() throws IOException {
        Path file = Files.writeString(tmp.resolve("data.txt"), "x");
        String m = assertThrows(LabInputException.class, () -> option(file).path()).getMessage();
        assertTrue(m.startsWith("--data '" + file + "' is not a directory"), m);
    }

    @Test
    void existingOrDefaultDataDirectoryIsUsed() {
        assertEquals(tmp, option(tmp).path());
        assertEquals(LabHome.data(), option(null).path());
    }

    private static int run(Object command, StringWriter out, StringWriter err, String... args) {
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new BadInputHandler());
        return cl.execute(args);
    }

    @Test
    void commandsWithAMissingDataDirectoryFailBeforeAnyOutput() {
        String missing = "--data=" + tmp.resolve("nonexistentdata");
        Object[][] cases = {
            {new AnalyseCommand(), new String[]{"chess960", "--depth", "2", missing}},
            {new PlayCommand(), new String[]{"chess960", "--first", "easy", "--second", "easy", missing}},
            {new BenchSearchCommand(), new String[]{"shogi", "--nodes", "100", "--passes", "1", missing}},
            {new WeightsCommand(), new String[]{"list", "janggi", missing}},
            {new LevelsCommand(), new String[]{"list", "janggi", missing}},
            {new UciCommand(), new String[]{missing}},
        };
        for (Object[] c : cases) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            assertEquals(2, run(c[0], out, err, (String[]) c[1]), c[0] + ": " + out + err);
            assertEquals("", out.toString(), c[0].getClass().getSimpleName());
            assertTrue(err.toString().startsWith("error: --data '"), err.toString());
        }
    }
}
