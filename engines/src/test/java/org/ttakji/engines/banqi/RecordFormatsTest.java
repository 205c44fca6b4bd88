package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/** Banqi-PGN, the lab's record format for Banqi: the hidden layout travels as a tag, reveals as moves. */
class RecordFormatsTest {
    private static final BanqiRules RULES = new BanqiRules();
    private static final RecordFormat FORMAT = RULES.recordFormats().get(0);

    @TempDir
    Path dir;

    @Test
    void theWriterNamesTheLayoutOfAnAllFaceDownStart() {
        String start = RULES.startPosition(RULES.defaultRules(), 42).toFen();
        RecordGame.Replayed game = new RecordGame.Replayed("s", 1, start, 42L, RULES.defaultRules(),
                List.of("a1?", "b2?"), Result.DRAW, Termination.NO_PROGRESS, Map.of());
        String text = FORMAT.writer().orElseThrow().toText(game);
        assertTrue(text.contains("[Layout \"" + RULES.hiddenLayout(42) + "\"]"), text);
        assertTrue(text.contains("[Start \"42\"]"), text);
        assertTrue(text.contains("\n1. a1? b2? 1/2-1/2\n"), text);
        assertEquals(RULES.hiddenLayout(42), RecordFormats.layoutOf(start));
        assertNull(RecordFormats.layoutOf("8/8/8/C?pk5 1 r 0 30"), "not a start: no layout");
    }

    @Test
    void aRecordWithOnlyALayoutStartsFromItAndItsRevealsShowThePieces() throws IOException {
        String layout = RULES.hiddenLayout(7);
        Path file = Files.writeString(dir.resolve("g.bpgn"), "[Layout \"" + layout + "\"]\n[Result \"1-0\"]\n\n"
                + "1. a1? b1? 2. c1?\n");
        RecordGame.Replayed g = assertInstanceOf(RecordGame.Replayed.class, FORMAT.read(file, "g.bpgn").get(0));
        assertEquals(RULES.startPosition(RULES.defaultRules(), 7).toFen(), g.startFen());
        assertEquals(List.of("a1?", "b1?", "c1?"), g.moves());
        assertEquals(Result.FIRST_WINS, g.result(), "the [Result] tag when the movetext has no result token");
        assertNull(g.startSelector(), "a layout without its seed is a set-up start");
    }

    @Test
    void aBadLayoutIsABadStart() throws IOException {
        Path file = Files.writeString(dir.resolve("g.bpgn"), "[Layout \"KK\"]\n\n1. a1? 1-0\n");
        RecordGame.Refused r = assertInstanceOf(RecordGame.Refused.class, FORMAT.read(file, "g.bpgn").get(0));
        assertEquals(RecordGame.Reason.BAD_START, r.reason(), r.detail());
    }
}
