package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code lab position}: the position after a sequence of moves, its status and the variant's own figures. */
class PositionInfoCommandTest {
    private record Run(int code, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new PositionInfoCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new BadInputHandler());
        return new Run(cl.execute(args), out.toString(), err.toString());
    }

    @Test
    void afterTheMovesItPrintsThePositionTheSideToMoveTheStatusAndEveryLegalMove() {
        Run r = run("chess960", "--moves", "f2f3", "e7e5", "g2g4", "d8h4");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("variant     chess960 (promotion=queen-only)",
                "fen         rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w HAha - 1 3",
                "side        white to move",
                "check       yes",
                "status      0-1 checkmate",
                "repetition  1 (first occurrence)",
                "legal       0"), r.lines());
    }

    @Test
    void legalMovesComeInMachineAndHumanNotationAndRepetitionsAreCounted() {
        Run r = run("xiangqi", "--moves", "b0c2", "b9c7", "c2b0", "c7b9");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.lines().contains("repetition  2 occurrences of this position since the start given"), r.out());
        assertTrue(r.lines().contains("legal       44"), r.out());
        assertTrue(r.lines().contains("  h2e2  C2.5"), r.out());
    }

    @Test
    void shogiShowsTheImpassePointsAndWhetherADeclarationIsPossible() {
        Run r = run("shogi", "--fen", "4K4/9/9/9/9/9/9/9/4k4 b 2R2B4G4S4N4L18P 1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.lines().contains("sente       54 impasse points, king in the enemy zone"), r.out());
        assertTrue(r.lines().contains("gote        0 impasse points, king in the enemy zone"), r.out());
        assertTrue(r.lines().contains("declaration possible: declaring now gives 1-0 (impasse)"), r.out());
        assertTrue(r.lines().contains("  declare  declare  (action)"), r.out());
    }

    @Test
    void banqiShowsTheColoursAndTheStillHiddenPieces() {
        Run r = run("banqi", "--fen", "8/8/8/C?pk5 1 r 0 30");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.lines().contains("colours     player 1 red, player 2 black"), r.out());
        assertTrue(r.lines().contains("face down   1: p"), r.out());
        assertTrue(r.lines().contains("captured    KAABBRRNNCPPPPPaabbrrnnccpppp"), r.out());
    }

    @Test
    void anIllegalMoveOrAMoveAfterTheEndIsBadInputNamingIt() {
        Run illegal = run("chess960", "--moves", "e2e4", "e7e4");
        assertEquals(2, illegal.code());
        assertTrue(illegal.err().startsWith("error: --moves: move 2 'e7e4': "), illegal.err());
        Run over = run("chess960", "--moves", "f2f3", "e7e5", "g2g4", "d8h4", "a2a3");
        assertEquals(2, over.code());
        assertTrue(over.err().startsWith("error: --moves: move 5 'a2a3': the game is already over (0-1 checkmate)"),
                over.err());
    }

    @Test
    void aConstructedPositionNeedsTheOption() {
        String threeCannons = "4k4/9/9/9/3c5/9/9/2C1C1C2/9/4K4 w - - 0 1";
        Run refused = run("xiangqi", "--fen", threeCannons);
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("Red has 3 cannons (at most 2)"), refused.err());
        Run constructed = run("xiangqi", "--constructed", "--fen", threeCannons);
        assertEquals(0, constructed.code(), constructed.err());
        assertTrue(constructed.lines().contains("fen         " + threeCannons), constructed.out());
    }
}
