package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.Result;

/** Xiangqi's PGN-style record format (XQ-PGN, ICCS PGN): replayed games and refusals. */
class RecordFormatsTest {
    private static final RecordFormat PGN = new XiangqiRules().recordFormats().get(0);

    @TempDir
    Path dir;

    private List<RecordGame> read(byte[] bytes) throws IOException {
        return PGN.read(Files.write(dir.resolve("xq.pgn"), bytes), "xq.pgn");
    }

    private static RecordGame.Refused refused(RecordGame game) {
        return assertInstanceOf(RecordGame.Refused.class, game, game::toString);
    }

    @Test
    void aBig5ChineseRecordReplaysInIccsCoordinatesFromTheStart() throws IOException {
        String text = "[Game \"Chinese Chess\"]\n[Red \"紅方\"]\n1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ 1-0\n";
        RecordGame.Replayed g = assertInstanceOf(RecordGame.Replayed.class, read(text.getBytes(XiangqiPgn.BIG5)).get(0));
        assertEquals("XQ-PGN", PGN.name());
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), g.moves());
        assertEquals(Result.FIRST_WINS, g.result());
        assertEquals(0L, g.startSelector());
        assertEquals("紅方", g.tags().get("Red"), "Big5 is decoded");
        assertNull(g.termination());
    }

    @Test
    void aGameIsRefusedAtItsFirstBadMoveOrForWantingAResult() throws IOException {
        List<RecordGame> games = read("""
                [Event "illegal"]
                1. h2e2 h9g7 2. h2e2 1-0
                [Event "unreadable"]
                1. h2e2 Q9.9 1-0
                [Event "bad start"]
                [FEN "9/9/9/9/9/9/9/9/9/9 w - - 0 1"]
                1. h2e2 1-0
                [Event "wukong: no result"]
                1. h2e2 h9g7
                """.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        RecordGame.Refused illegal = refused(games.get(0));
        assertEquals(RecordGame.Reason.ILLEGAL_MOVE, illegal.reason());
        assertEquals(3, illegal.ply());
        assertEquals("h2e2", illegal.move());
        RecordGame.Refused unreadable = refused(games.get(1));
        assertEquals(RecordGame.Reason.UNREADABLE_MOVE, unreadable.reason());
        assertEquals("Q9.9", unreadable.move());
        RecordGame.Refused start = refused(games.get(2));
        assertEquals(RecordGame.Reason.BAD_START, start.reason());
        assertEquals(0, start.ply());
        RecordGame.Refused noResult = refused(games.get(3));
        assertEquals(RecordGame.Reason.NO_RESULT, noResult.reason());
        assertEquals("xq.pgn#4: no-result: the movetext ends without a result", noResult.describe());
    }
}
