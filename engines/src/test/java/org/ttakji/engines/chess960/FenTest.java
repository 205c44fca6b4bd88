package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.RuleOptions;

class FenTest {
    private final Chess960Rules rules = new Chess960Rules();
    private final RuleOptions options = rules.defaultRules();

    private Chess960Position read(String fen) {
        return rules.fromFen(fen, options);
    }

    private List<String> problems(String fen) {
        return assertThrows(InvalidPositionException.class, () -> read(fen)).problems();
    }

    @Test
    void shredderFenRoundTrips() {
        for (String fen : List.of(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
                "n1bb1rkr/qpnppppp/2p5/p7/P1P5/5P2/1P1PPRPP/NQBBN1KR w Hhf - 0 1",
                "bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 1",
                "4k3/8/8/8/8/8/8/qRK4R w HB - 17 42",
                "8/8/8/8/8/8/8/K6k b - - 99 120")) {
            assertEquals(fen, read(fen).toFen());
        }
    }

    @Test
    void xFenKqMeansTheOutermostRookAndIsWrittenAsFileLetters() {
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
                read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").toFen());
        // two rooks on the king's h-side: K is the outer (h1) one, the file letter E names the inner one
        assertEquals("1k2r2r/8/8/8/8/8/8/1K2R2R w Hh - 0 1", read("1k2r2r/8/8/8/8/8/8/1K2R2R w Kk - 0 1").toFen());
        assertEquals("1k2r2r/8/8/8/8/8/8/1K2R2R w Ee - 0 1", read("1k2r2r/8/8/8/8/8/8/1K2R2R w Ee - 0 1").toFen());
        // mixed letters are fine
        assertEquals("rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1",
                read("rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KAkq - 0 1").toFen());
    }

    @Test
    void moveCountersMayBeLeftOut() {
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", read("4k3/8/8/8/8/8/8/4K3 w - -").toFen());
    }

    @Test
    void plyComesFromTheFullMoveNumber() {
        assertEquals(82, read("4k3/8/8/8/8/8/8/4K3 w - - 0 42").ply());
        assertEquals(83, read("4k3/8/8/8/8/8/8/4K3 b - - 0 42").ply());
    }

    @Test
    void enPassantSquareIsKeptOnlyWhenTheCaptureIsLegal() {
        assertEquals("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").toFen());
        // no white pawn can capture: the field is dropped, so equal positions have equal text and hash
        Chess960Position without = read("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1");
        assertEquals("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1", without.toFen());
        assertEquals(read("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1").hash(), without.hash());
    }

    @Test
    void hashDependsOnSideCastlingAndEnPassant() {
        long base = read("r3k2r/8/8/3pP3/8/8/8/R3K2R w HAha d6 0 1").hash();
        assertNotEquals(base, read("r3k2r/8/8/3pP3/8/8/8/R3K2R w HAha - 0 1").hash());
        assertNotEquals(base, read("r3k2r/8/8/3pP3/8/8/8/R3K2R w Aha d6 0 1").hash());
        assertNotEquals(read("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").hash(),
                read("r3k2r/8/8/8/8/8/8/R3K2R b HAha - 0 1").hash());
        assertEquals(base, read("r3k2r/8/8/3pP3/8/8/8/R3K2R w HAha d6 7 30").hash(), "counters are not hashed");
    }

    @Test
    void malformedFieldsAreNamed() {
        assertTrue(problems("").get(0).contains("fields"));
        assertTrue(problems("8/8/8 w - - 0 1").get(0).contains("board: 3 ranks"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K4 w - - 0 1").get(0).contains("rank 1"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4KX2 w - - 0 1").get(0).contains("'X'"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K3 x - - 0 1").get(0).startsWith("side to move"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K3 w Z - 0 1").get(0).startsWith("castling: 'Z'"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K3 w - z9 0 1").get(0).startsWith("en passant"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K3 w - e3 0 1").get(0).contains("not on rank 6"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K3 w - - -1 1").get(0).startsWith("half-move clock"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K3 w - - 0 0").get(0).startsWith("full-move number"));
    }

    @Test
    void everyProblemIsListedAtOnce() {
        List<String> p = problems("4k3/8/8/8/8/8/8/4K3 x Z e9 a b");
        assertEquals(5, p.size(), p.toString());
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> read("4k3/8 x - - 0 1"));
        assertTrue(e.getMessage().contains("4k3/8 x - - 0 1"), "the message names the input");
    }

    @Test
    void impossibleSetupsAreRefused() {
        assertTrue(problems("4k3/8/8/8/8/8/8/3KK3 w - - 0 1").get(0).contains("White has 2 kings"));
        assertTrue(problems("8/8/8/8/8/8/8/4K3 w - - 0 1").get(0).contains("Black has 0 kings"));
        assertTrue(problems("4k3/8/8/8/8/8/8/P3K3 w - - 0 1").get(0).contains("pawn on a1"));
        assertTrue(problems("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1").get(0).contains("9 pawns"));
        assertTrue(problems("4k2R/8/8/8/8/8/8/4K3 w - - 0 1").get(0).contains("not to move (Black) is in check"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K3 w K - 0 1").get(0).contains("no rook on the h-side"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K2R w G - 0 1").get(0).contains("no rook on g1"));
        assertTrue(problems("4k3/8/8/8/8/8/4K3/7R w H - 0 1").get(0).contains("king is not on rank 1"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K1RR w HG - 0 1").get(0).contains("two h-side castling rights"));
        assertTrue(problems("4k3/8/8/8/8/8/8/4K3 w - d6 0 1").get(0).contains("does not follow a double pawn step"));
    }

    @Test
    void theSetupParserDoesNotValidate() {
        FenSetup s = Fen.parse("8/8/8/8/8/8/8/8 w KQ e6 3 7");
        assertEquals(0, s.side());
        assertEquals("KQ", s.castling());
        assertEquals(Squares.parse("e6"), s.epSquare());
        assertEquals(3, s.halfmove());
        assertEquals(7, s.fullmove());
    }
}
