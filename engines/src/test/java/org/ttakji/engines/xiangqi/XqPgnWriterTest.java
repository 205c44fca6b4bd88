package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.Result;

/** Xiangqi games as XQ-PGN, with WXF or ICCS moves. */
class XqPgnWriterTest {
    private static final XiangqiRules RULES = new XiangqiRules();
    private static final RecordGame.Replayed GAME = new RecordGame.Replayed("s", 1,
            RULES.startPosition(RULES.defaultRules()).toFen(), 0L, RULES.defaultRules(), List.of("h2e2", "h9g7"),
            Result.FIRST_WINS, null, Map.of(RecordTags.FIRST, "red player", RecordTags.SECOND, "black player"));

    @Test
    void wxfMovesWithTheGameRedBlackFenAndFormatTags() {
        String text = new XqPgnWriter(false).toText(GAME);
        assertTrue(text.startsWith("[Game \"Chinese Chess\"]\n[Event \"?\"]\n[Red \"red player\"]\n"
                + "[Black \"black player\"]\n[Result \"1-0\"]\n[FEN \"" + GAME.startFen() + "\"]\n[Format \"WXF\"]\n"), text);
        assertTrue(text.endsWith("\n1. C2.5 H8+7 1-0\n\n"), text);
    }

    @Test
    void iccsMovesAreCoordinatesWithRanksFromZero() {
        String text = new XqPgnWriter(true).toText(GAME);
        assertTrue(text.contains("[Format \"ICCS\"]"), text);
        assertTrue(text.endsWith("\n1. h2e2 h9g7 1-0\n\n"), text);
    }
}
