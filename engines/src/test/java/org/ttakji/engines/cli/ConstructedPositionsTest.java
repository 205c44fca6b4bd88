package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.VariantRules;
import picocli.CommandLine;

/**
 * {@code --constructed}: positions beyond the start material (rules test suites) are read by perft and analyse,
 * while games ({@code fromFen}, and so play, self-play and the protocols) keep refusing them; the implementation's
 * own capacities still hold.
 */
class ConstructedPositionsTest {
    private static int run(Object command, StringWriter out, StringWriter err, String... args) {
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new BadInputHandler());
        return cl.execute(args);
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', value = {
        "xiangqi|4k4/9/9/9/3c5/9/9/2C1C1C2/9/4K4 w - - 0 1|3 cannons",
        "janggi|4k4/9/9/9/9/9/2C1C1C2/9/4K4/9 w - - 0 1|3 cannons",
        "chess960|NNNNNNNN/8/8/7k/8/8/PPPPPPPP/4K3 w - - 0 1|17 pieces",
        "chess960|4k3/8/8/PPPPPPPP/P7/8/8/4K3 w - - 0 1|9 pawns",
        "shogi|4k4/9/9/9/9/9/9/9/4K4 b 5G 1|5 golds"})
    void gamesRefuseThePositionPerftAndAnalyseReadItOnRequest(String variant, String fen, String what) {
        VariantRules rules = Variants.rules(variant);
        assertThrows(InvalidPositionException.class, () -> rules.fromFen(fen, rules.defaultRules()), "games refuse " + what);
        assertEquals(fen.split(" ")[0], rules.fromConstructedFen(fen, rules.defaultRules()).toFen().split(" ")[0]);
        StringWriter err = new StringWriter();
        assertEquals(2, run(new PerftCommand(), new StringWriter(), err, variant, "--fen", fen, "--depth", "2"),
                "perft without the option refuses it");
        StringWriter out = new StringWriter();
        assertEquals(0, run(new PerftCommand(), out, new StringWriter(), variant, "--constructed", "--fen", fen,
                "--depth", "2"), out.toString());
        assertTrue(Long.parseLong(out.toString().lines().reduce((a, b) -> b).orElseThrow()) > 0, out.toString());
        StringWriter analysis = new StringWriter();
        assertEquals(0, run(new AnalyseCommand(), analysis, new StringWriter(), variant, "--constructed", "--fen", fen,
                "--depth", "2", "--material"), analysis.toString());
        assertTrue(analysis.toString().contains("bestmove "), analysis.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "xiangqi|4k4/9/9/9/9/9/9/CCCCCC3/9/4K4 w - - 0 1|Red has 6 cannons (at most 5 in a constructed position)",
        "janggi|4k4/9/9/9/9/CCCCCCCCC/CCCCCCC2/9/4K4/9 w - - 0 1|has 17 pieces (at most 16 in a constructed position)",
        "shogi|4k4/9/9/9/9/9/9/9/4K4 b 19P 1|sente holds 19 P (at most 18 of a kind in a constructed position)"})
    void aConstructedPositionStillMeetsTheImplementationsCapacities(String variant, String fen, String problem) {
        VariantRules rules = Variants.rules(variant);
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> rules.fromConstructedFen(fen, rules.defaultRules()));
        assertTrue(e.getMessage().contains(problem), e.getMessage());
    }

    @Test
    void playHasNoConstructedOption() {
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new PlayCommand());
        cl.setErr(new PrintWriter(err));
        assertEquals(2, cl.execute("xiangqi", "--constructed", "--first", "easy", "--second", "easy"));
        assertTrue(err.toString().contains("Unknown option: '--constructed'"), err.toString());
    }
}
