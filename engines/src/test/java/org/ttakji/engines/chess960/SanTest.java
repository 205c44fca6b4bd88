package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.chess960.Boards.play;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.NotationException;

/** SAN both ways (FIDE Laws, Appendix C). */
class SanTest {
    private static final Chess960Rules R = Boards.RULES;

    private static String san(Chess960Position p, String uci) {
        return R.toHuman(p, R.parseMachine(p, uci));
    }

    private static String uci(Chess960Position p, String san) {
        return R.toMachine(p, R.parseHuman(p, san));
    }

    @Test
    void piecesPawnsAndCaptures() {
        Chess960Position p = play("4k3/8/8/3p4/4P3/8/8/4K1N1 w - - 0 1");
        assertEquals("e5", san(p, "e4e5"));
        assertEquals("exd5", san(p, "e4d5"));
        assertEquals("Nf3", san(p, "g1f3"));
        assertEquals("Kd2", san(p, "e1d2"));
        assertEquals("e4d5", uci(p, "exd5"));
        assertEquals("g1f3", uci(p, "Nf3"));
    }

    @Test
    void disambiguationByFileThenRankThenBoth() {
        Chess960Position files = play("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        assertEquals("Nbd2", san(files, "b1d2"));
        assertEquals("Nfd2", san(files, "f1d2"));
        assertEquals("Ne3", san(files, "f1e3"), "only the f1 knight reaches e3");
        Chess960Position ranks = play("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
        assertEquals("R1a3", san(ranks, "a1a3"));
        assertEquals("R5a3", san(ranks, "a5a3"));
        Chess960Position both = play("4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1");
        assertEquals("Qa3b2", san(both, "a3b2"));
        assertEquals("a3b2", uci(both, "Qa3b2"));
    }

    @Test
    void aPinnedPieceNeedsNoDisambiguation() {
        // the knight on c3 is pinned by the bishop a5... to the king e1: only Ng1-e2 can go to e2
        Chess960Position p = play("4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1");
        assertEquals("Ne2", san(p, "g1e2"));
    }

    @Test
    void checkAndMateMarks() {
        Chess960Position p = play(Scharnagl.fen(Scharnagl.CLASSICAL), "f2f3", "e7e5", "g2g4");
        assertEquals("Qh4#", san(p, "d8h4"));
        assertEquals("Bb4+", san(play(Scharnagl.fen(Scharnagl.CLASSICAL), "d2d4", "e7e6", "g1f3"), "f8b4"));
    }

    @Test
    void castlingIsOOWithTheHSideRookAndOOOWithTheASideRook() {
        Chess960Position p = play("1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1");
        assertEquals("O-O", san(p, "e1h1"));
        assertEquals("O-O-O", san(p, "e1b1"));
        assertEquals("e1h1", uci(p, "O-O"));
        assertEquals("e1b1", uci(p, "0-0-0"));
        // Chess960: king b1, h-side rook c1 -> O-O moves the king to g1
        Chess960Position q = play("4k3/8/8/8/8/8/8/1KR5 w C - 0 1");
        assertEquals("O-O", san(q, "b1c1"));
        assertTrue(san(play("5k2/8/8/8/8/8/8/4K2R w H - 0 1"), "e1h1").equals("O-O+"));
    }

    @Test
    void promotions() {
        Chess960Position p = play("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
        assertEquals("a8=Q", san(p, "a7a8q"), "the rook b8 shields the king: no check");
        assertEquals("axb8=N", san(p, "a7b8n"));
        assertEquals("a7b8n", uci(p, "axb8=N"));
        assertEquals("a7b8r", uci(p, "axb8R"));
        assertEquals("a7a8q", uci(p, "a8=Q+"));
    }

    @Test
    void enPassantIsWrittenAsAPawnCapture() {
        Chess960Position p = play("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertEquals("exd6", san(p, "e5d6"));
        assertEquals("e5d6", uci(p, "exd6"));
    }

    @Test
    void readingIgnoresMarksAndAnnotations() {
        Chess960Position p = play(Scharnagl.fen(Scharnagl.CLASSICAL));
        assertEquals("e2e4", uci(p, "e4!?"));
        assertEquals("g1f3", uci(p, "Nf3+"));
        assertEquals("g1f3", uci(p, "Ng1f3"));
    }

    @Test
    void ambiguousAndIllegalMovesAreRefusedClearly() {
        Chess960Position p = play("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        NotationException amb = assertThrows(NotationException.class, () -> R.parseHuman(p, "Nd2"));
        assertTrue(amb.getMessage().contains("b1d2") && amb.getMessage().contains("f1d2"), amb.getMessage());
        IllegalMoveException ill = assertThrows(IllegalMoveException.class, () -> R.parseHuman(p, "Nd4"));
        assertTrue(ill.getMessage().contains("Nd4"), ill.getMessage());
        assertThrows(IllegalMoveException.class, () -> R.parseHuman(p, "O-O"));
        assertThrows(NotationException.class, () -> R.parseHuman(p, "Zz9"));
        assertThrows(IllegalMoveException.class, () -> R.parseHuman(play("1r5k/P7/8/8/8/8/8/K7 w - - 0 1"), "a8"),
                "a promotion must name its piece");
    }
}
