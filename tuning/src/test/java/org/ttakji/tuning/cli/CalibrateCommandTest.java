package org.ttakji.tuning.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.cli.BadInputHandler;
import picocli.CommandLine;

/** The calibrate command's bad input: refused with one line naming the problem, before any game or Spark. */
class CalibrateCommandTest {
    @TempDir
    Path home;

    private String run(String... args) throws Exception {
        Files.createDirectories(home.resolve("data"));
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new CalibrateCommand());
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setExecutionExceptionHandler(new BadInputHandler());
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--data";
        all[args.length + 1] = home.resolve("data").toString();
        assertEquals(2, cl.execute(all), err.toString());
        return err.toString();
    }

    @Test
    void nothingToFitIsRefused() throws Exception {
        String err = run("xiangqi", "--pairs", "0");
        assertTrue(err.contains("nothing to fit: give --from RUN,... or a candidate gauntlet (--pairs N)"), err);
        assertTrue(run("xiangqi", "--confirm-pairs", "-1").contains("must be 0 or more"));
    }

    @Test
    void aMissingBandsFileIsNamed() throws Exception {
        Path bands = home.resolve("nowhere.json");
        String err = run("xiangqi", "--bands", bands.toString());
        assertTrue(err.contains("error: no level bands file " + bands), err);
    }
}
