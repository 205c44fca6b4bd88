package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.Variants;
import org.ttakji.engines.cli.PerftCommand;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Perft;
import org.ttakji.engines.core.PerftTsv;
import org.ttakji.engines.core.Variant;
import picocli.CommandLine;

/** The Banqi perft references of {@code perft/banqi.tsv} (full-form positions; a reveal is one move). */
class BanqiPerftTest {
    @TestFactory
    Stream<DynamicTest> everyFastReferenceRowMatches() {
        return PerftTsv.fast(new BanqiRules());
    }

    @Test
    void banqiIsRegistered() {
        assertInstanceOf(BanqiRules.class, Variants.rules(Variant.BANQI));
        assertInstanceOf(BanqiRules.class, Variants.rules("banqi"));
    }

    @Test
    void perftCommandPrintsTheDivideAndTheBareTotalLast() {
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(new PerftCommand());
        cl.setOut(new PrintWriter(out));
        String fen = "R?b?N?c1?b?P?r/?pA?N1K?n?aa/?CBB?p1A?P?k/CP?p?P?PR1?p 1 r 0 25";
        assertEquals(0, cl.execute("banqi", "--fen", fen, "--depth", "2", "--divide"));
        String[] lines = out.toString().trim().split("\\R");
        long total = new Perft(2).count(BanqiTestPositions.position(fen), 2);
        assertEquals(String.valueOf(total), lines[lines.length - 1]);
        long sum = 0;
        for (int i = 0; i < lines.length - 1; i++) {
            sum += Long.parseLong(lines[i].split(" ")[1]);
        }
        assertEquals(total, sum);
    }

    @Test
    void perftCountsARevealAsOneMove() {
        // 32 reveals, then 31 reveals (player 2 owns nothing face up yet): 32 * 31 at depth 2.
        assertEquals(32L * 31, new Perft(2).count(new BanqiRules().startPosition(new BanqiRules().defaultRules(), 3), 2));
    }

    @Test
    void perftCommandRefusesThePublicFormNamingIt() {
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new PerftCommand());
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            if (ex instanceof LabInputException) {
                c.getErr().println("error: " + ex.getMessage());
                c.getErr().flush();
                return 2;
            }
            throw ex;
        });
        String publicForm = "K???????/????????/????????/???????? 2 r 0 2";
        assertEquals(2, cl.execute("banqi", "--fen", publicForm, "--depth", "1"));
        assertTrue(err.toString().contains("perft needs the true position") && err.toString().contains(publicForm),
                err.toString());
    }
}
