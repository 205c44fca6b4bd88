package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;

class ScharnaglTest {
    private final Chess960Rules rules = new Chess960Rules();

    @Test
    void all960StartsAreDistinctWithOppositeBishopsAndTheKingBetweenTheRooks() {
        Set<String> seen = new HashSet<>();
        for (int n = 0; n < Scharnagl.COUNT; n++) {
            String rank = Scharnagl.backRank(n);
            assertTrue(seen.add(rank), "start " + n + " repeats " + rank);
            char[] sorted = rank.toCharArray();
            java.util.Arrays.sort(sorted);
            assertEquals("BBKNNQRR", new String(sorted), "pieces of start " + n);
            int b1 = rank.indexOf('B');
            int b2 = rank.lastIndexOf('B');
            assertNotEquals(b1 % 2, b2 % 2, "bishops of start " + n + " on squares of one colour: " + rank);
            int king = rank.indexOf('K');
            assertTrue(rank.indexOf('R') < king && king < rank.lastIndexOf('R'), "king between rooks in " + rank);
            assertEquals(n, Scharnagl.number(rank), "number of " + rank);
        }
        assertEquals(960, seen.size());
    }

    @Test
    void number518IsTheClassicalStart() {
        assertEquals("RNBQKBNR", Scharnagl.backRank(518));
        assertEquals(518, rules.defaultStart());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
                rules.startPosition(rules.defaultRules()).toFen());
    }

    @Test
    void knownNumbersFromTheLiterature() {
        assertEquals("BBQNNRKR", Scharnagl.backRank(0));
        assertEquals("RKRNNQBB", Scharnagl.backRank(959));
        assertEquals("QBBNNRKR", Scharnagl.backRank(4)); // light bishop on b, dark bishop on c
    }

    @Test
    void everyStartPositionReadsBackAndKnowsItsNumber() {
        for (int n = 0; n < Scharnagl.COUNT; n++) {
            Chess960Position p = rules.startPosition(rules.defaultRules(), n);
            assertEquals(Scharnagl.fen(n), p.toFen());
            assertEquals(n, Chess960Rules.startNumber(p));
            assertEquals(4, Long.bitCount(p.castlingRooks()), "full castling rights at start " + n);
        }
    }

    @Test
    void aPositionThatIsNoStartHasNoNumber() {
        Chess960Position p = rules.startPosition(rules.defaultRules(), 518);
        p.makeMove(rules.parseMachine(p, "e2e4"));
        assertEquals(-1, Chess960Rules.startNumber(p));
        assertEquals(-1, Scharnagl.number("BRBQKNNR")); // both bishops on dark squares (a1, c1)
        assertEquals(-1, Scharnagl.number("KRRNNQBB")); // king not between the rooks
        assertEquals(-1, Scharnagl.number(null));
    }

    @Test
    void startNumbersOutOfRangeAreRefused() {
        assertThrows(LabInputException.class, () -> Scharnagl.backRank(960));
        assertThrows(LabInputException.class, () -> rules.startPosition(rules.defaultRules(), -1));
        assertTrue(assertThrows(LabInputException.class, () -> rules.startPosition(rules.defaultRules(), 1000))
                .getMessage().contains("1000"));
    }
}
