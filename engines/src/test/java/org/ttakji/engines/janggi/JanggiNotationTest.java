package org.ttakji.engines.janggi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.janggi.Boards.RULES;
import static org.ttakji.engines.janggi.Boards.fen;
import static org.ttakji.engines.janggi.Boards.position;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.RuleOptions;

/** FEN and coordinate notation, both ways; rule options that change the start. */
class JanggiNotationTest {

    @Test
    void startPositionIsTheClassicLayout() {
        assertEquals(JanggiRules.START_FEN, RULES.startPosition(RULES.defaultRules()).toFen());
    }

    @Test
    void firstMoverIsUppercaseAtTheBottomWhicheverColourItIs() {
        RuleOptions cho = RULES.parseRules(List.of("first=cho"));
        assertEquals(JanggiRules.START_FEN, RULES.startPosition(cho).toFen());
        assertEquals(1, RULES.startPosition(cho).hanSide());
    }

    @Test
    void setupOptionsPlaceHorsesAndElephantsOnFilesBCGHSeenFromTheBottom() {
        // .gib convention: Cho first (bottom), both formations read left to right from the bottom.
        RuleOptions rules = RULES.tournamentRules(Formation.BNBN, Formation.NBNB);
        assertEquals("rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1",
                RULES.startPosition(rules).toFen());
        RuleOptions product = RULES.parseRules(List.of("han-setup=bnnb", "cho-setup=nbnb"));
        assertEquals("rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1",
                RULES.startPosition(product).toFen());
    }

    @Test
    void formationsReadTheirKoreanNames() {
        assertEquals(Formation.NBBN, Formation.parse("마상상마"));
        assertEquals(Formation.BNBN, Formation.parse("bnbn"));
        assertEquals(null, Formation.parse("마마상상"));
    }

    @Test
    void fenRoundTrips() {
        for (String f : List.of(JanggiRules.START_FEN,
                "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23",
                "3a1P3/4k4/2P2r3/2N6/9/9/9/3R5/4K4/3c1C3 b - - 17 40")) {
            assertEquals(f, position(f).toFen());
        }
    }

    @Test
    void fenWithoutCountersGetsDefaults() {
        assertEquals(JanggiRules.START_FEN, position(JanggiRules.START_FEN.replace(" - - 0 1", "")).toFen());
    }

    @Test
    void invalidFenListsEveryProblem() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> position("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1X/1C5C1/9/RNBA1ABNR x - - -1 1"));
        String all = String.join("\n", e.problems());
        assertTrue(all.contains("'X' is not a janggi piece"), all);
        assertTrue(all.contains("side to move 'x'"), all);
        assertTrue(all.contains("halfmove clock"), all);
        assertTrue(all.contains("rank 3"), all);
    }

    @Test
    void setupRulesAreChecked() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> position(fen('w', "Kc1", "Ae5", "Ae1", "Ad0", "kf9", "kd9")));
        String all = String.join("\n", e.problems());
        assertTrue(all.contains("c1: side 0 (uppercase) general outside its palace"), all);
        assertTrue(all.contains("e5: side 0 (uppercase) guard outside its palace"), all);
        assertTrue(all.contains("3 guards"), all);
        assertTrue(all.contains("2 generals"), all);
    }

    @Test
    void sideNotToMoveMayNotBeInCheck() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> position(fen('b', "Ke1", "re7", "kf9")));
        assertTrue(e.problems().get(0).contains("is in check"), e.problems().toString());
    }

    @Test
    void coordinateNotationRoundTripsWithRanksFromZero() {
        JanggiPosition p = RULES.startPosition(RULES.defaultRules());
        MoveList list = new MoveList();
        p.generateLegal(list);
        for (int i = 0; i < list.size(); i++) {
            String text = RULES.toMachine(p, list.get(i));
            assertEquals(list.get(i), RULES.parseMachine(p, text), text);
        }
        assertEquals("b0c2", RULES.toMachine(p, RULES.parseMachine(p, "b0c2")));
    }

    @Test
    void fairyStockfishRanksFromOneAreAcceptedWhereUnambiguous() {
        JanggiPosition p = RULES.startPosition(RULES.defaultRules());
        assertEquals("b0c2", RULES.toMachine(p, RULES.parseMachine(p, "b1c3")), "b1 is empty, so 1..10");
        assertEquals("a0a1", RULES.toMachine(p, RULES.parseMachine(p, "a0a1")), "rank 0 means 0..9");
        JanggiPosition black = RULES.fromFen(JanggiRules.START_FEN.replace(" w ", " b "), RULES.defaultRules());
        assertEquals("a9a8", RULES.toMachine(black, RULES.parseMachine(black, "a10a9")), "rank 10 means 1..10");
        assertEquals("pass", RULES.toMachine(p, RULES.parseMachine(p, "e1e1")), "general onto itself = pass");
    }

    @Test
    void badMoveTextIsRejectedClearly() {
        JanggiPosition p = RULES.startPosition(RULES.defaultRules());
        assertThrows(NotationException.class, () -> RULES.parseMachine(p, "z9z8"));
        assertThrows(NotationException.class, () -> RULES.parseMachine(p, ""));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "e3e2"));
        assertTrue(e.getMessage().contains("no legal move"), e.getMessage());
    }
}
