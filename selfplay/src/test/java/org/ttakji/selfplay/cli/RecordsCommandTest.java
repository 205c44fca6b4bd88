package org.ttakji.selfplay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.cli.BadInputHandler;
import org.ttakji.engines.records.RecordsManifest;
import picocli.CommandLine;

/** {@code records check}'s exit statuses and manifest, {@code records convert} to a record format, {@code export}'s bad input. */
class RecordsCommandTest {
    @TempDir
    Path tmp;

    private record Run(int code, String out, String err) {
    }

    private static Run run(Object command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new BadInputHandler());
        return new Run(cl.execute(args), out.toString(), err.toString());
    }

    @Test
    void checkExitsZeroWhenEveryRecordReplaysAndThreeWhenSomeAreRefused() throws IOException {
        Path good = Files.writeString(tmp.resolve("good.pgn"), "[White \"w\"]\n\n1. e4 1-0\n");
        Run ok = run(new RecordsCommand(), "check", good.toString());
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().endsWith("total: 1 file, 1 games, 1 replayed, 0 refused, 1 plies\n"), ok.out());
        Path bad = Files.writeString(tmp.resolve("bad.pgn"), "[White \"w\"]\n\n1. e5 1-0\n");
        Run refused = run(new RecordsCommand(), "check", good.toString(), bad.toString(), "--summary", "place");
        assertEquals(RecordsCommand.EXIT_REFUSED, refused.code());
        assertEquals(3, refused.code(), "the documented status");
        assertTrue(refused.out().contains("refused bad.pgn#1 ply 1 'e5': illegal-move: "), refused.out());
        Run missing = run(new RecordsCommand(), "check", tmp.resolve("none").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().startsWith("error: no such record file or folder: "), missing.err());
    }

    @Test
    void checkWritesAManifestOfItsPlacesRelativeToTheManifest() throws IOException {
        Path set = Files.createDirectories(tmp.resolve("set"));
        Files.writeString(set.resolve("g.pgn"), "[White \"w\"]\n\n1. e4 1-0\n\n[White \"w\"]\n\n1. d4 *\n");
        Path manifest = tmp.resolve(RecordsManifest.FILE);
        Run r = run(new RecordsCommand(), "check", set.toString(), "--write-manifest", manifest.toString());
        assertEquals(3, r.code());
        assertEquals("set\t2\t1\t1\t1\tno-result=1",
                RecordsManifest.read(manifest).entries().get(0).toLine());
    }

    @Test
    void convertWritesAnotherFormatAndNamesWhatItLeftOut() throws IOException {
        Path in = Files.createDirectories(tmp.resolve("in"));
        Files.writeString(in.resolve("k.csa"), "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n");
        Path out = tmp.resolve("out");
        Run r = run(new RecordsCommand(), "convert", in.toString(), "--to", "kif", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.exists(out.resolve("k.kif")));
        assertEquals(0, run(new RecordsCommand(), "check", out.toString()).code());
        Run unknown = run(new RecordsCommand(), "convert", in.toString(), "--to", "gib", "--out", tmp.resolve("o").toString());
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().startsWith("error: unknown record format 'gib'"), unknown.err());
    }

    @Test
    void exportRefusesAnUnknownFormatBeforeItStartsSpark() {
        Run r = run(new ExportCommand(), "some-run", "--format", "sgf", "--out", tmp.resolve("o").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("error: unknown record format 'sgf'"), r.err());
    }

    @Test
    void theHelpDocumentsTheExitStatusOfRefusedRecords() {
        String help = new CommandLine(new RecordsCommand()).getSubcommands().get("check")
                .getUsageMessage(CommandLine.Help.Ansi.OFF);
        assertTrue(help.contains("3   some records are refused"), help);
    }
}
