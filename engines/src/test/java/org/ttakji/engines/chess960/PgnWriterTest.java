package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/** Chess960 games as PGN: the tags GUIs need to set up a Chess960 start, SAN with move numbers, the result. */
class PgnWriterTest {
    private static final Chess960Rules RULES = new Chess960Rules();

    @Test
    void aGameIsWrittenWithVariantSetUpAndFenTagsAndSanMoves() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put(RecordTags.FIRST, "ttakji expert v0001");
        tags.put(RecordTags.SECOND, "random");
        tags.put(RecordTags.SEED, "12");
        RecordGame.Replayed game = new RecordGame.Replayed("s", 1, RULES.startPosition(RULES.defaultRules()).toFen(),
                518L, RULES.defaultRules(), List.of("f2f3", "e7e5", "g2g4", "d8h4"), Result.SECOND_WINS,
                Termination.CHECKMATE, tags);
        String pgn = new PgnWriter().toText(game);
        assertTrue(pgn.startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                + "[White \"ttakji expert v0001\"]\n[Black \"random\"]\n[Result \"0-1\"]\n[Variant \"chess960\"]\n"
                + "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n"), pgn);
        assertTrue(pgn.contains("[Seed \"12\"]\n[Termination \"checkmate\"]\n"), pgn);
        assertTrue(pgn.endsWith("\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"), pgn);
    }

    @Test
    void aStartWithBlackToMoveNumbersItsFirstMoveWithAnEllipsis() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7";
        RecordGame.Replayed game = new RecordGame.Replayed("s", 1, RULES.fromFen(fen, RULES.defaultRules()).toFen(),
                null, RULES.defaultRules(), List.of("e8d7", "e2e4"), Result.DRAW, null, Map.of());
        assertTrue(new PgnWriter().toText(game).contains("\n7... Kd7 8. e4 1/2-1/2\n"));
    }

    @Test
    void aXiangqiPgnIsNotClaimedByChess960() {
        assertEquals(false, RecordFormats.ALL.get(0).claims("[Game \"Chinese Chess\"]\n[Red \"x\"]\n"));
        assertEquals(true, RecordFormats.ALL.get(0).claims("[Event \"x\"]\n[White \"y\"]\n"));
    }
}
