package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/** Shogi games written as KIF and CSA, and read back. */
class ShogiRecordWriterTest {
    private static final ShogiRules RULES = new ShogiRules();
    private static final RecordFormat CSA = RULES.recordFormats().get(0);
    private static final RecordFormat KIF = RULES.recordFormats().get(1);
    private static final String HIRATE = RULES.startPosition(RULES.defaultRules()).toFen();

    @TempDir
    Path dir;

    private static RecordGame.Replayed game(String start, List<String> moves, Result result, Termination t) {
        return new RecordGame.Replayed("s", 1, start, null, RULES.defaultRules(), moves, result, t,
                Map.of(RecordTags.FIRST, "sente player", RecordTags.SECOND, "gote player"));
    }

    private RecordGame readBack(RecordFormat format, RecordGame.Replayed game) throws IOException {
        Path file = dir.resolve("g" + format.extensions().get(0));
        Files.write(file, org.ttakji.engines.records.RecordConversion.encode(format.writer().orElseThrow(), game));
        return format.read(file, "g").get(0);
    }

    @Test
    void kifWritesPromotionsSameSquareCapturesAndDropsAsJapaneseMoves() {
        String kif = KIF.writer().orElseThrow().toText(game(HIRATE, List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"),
                Result.FIRST_WINS, null));
        assertTrue(kif.contains("手合割：平手\r\n先手：sente player\r\n後手：gote player\r\n"), kif);
        assertTrue(kif.contains("   1 ７六歩(77)\r\n   2 ３四歩(33)\r\n   3 ２二角成(88)\r\n   4 同　銀(31)\r\n"
                + "   5 ４五角打\r\n   6 投了\r\n"), kif);
        assertEquals(JapaneseText.SHIFT_JIS, KIF.writer().orElseThrow().charset());
    }

    @Test
    void csaWritesPiecesAfterTheMoveAndTheLabTagsAsComments() {
        String csa = CSA.writer().orElseThrow().toText(game(HIRATE, List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"),
                Result.FIRST_WINS, null));
        assertTrue(csa.startsWith("'CSA encoding=UTF-8\nV2.2\nN+sente player\nN-gote player\n"), csa);
        assertTrue(csa.contains("'Result: 1-0\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n%TORYO\n"), csa);
    }

    @Test
    void aDeclinedPromotionIsWrittenAsSuch() throws IOException {
        // the silver on 4d may enter the zone on 4c with or without promoting
        String start = RULES.fromFen("4k4/9/9/5S3/9/9/9/9/4K4 b - 1", RULES.defaultRules()).toFen();
        RecordGame.Replayed g = game(start, List.of("4d4c", "5a6b"), Result.DRAW, Termination.ADJUDICATION);
        assertThrows(LabInputException.class, () -> KIF.writer().orElseThrow().toText(g),
                "KIF holds only hirate and the named handicaps");
        String csa = CSA.writer().orElseThrow().toText(g);
        assertTrue(csa.contains("P4 *  *  *  *  * +GI *  *  * \n"), csa);
        RecordGame.Replayed back = assertInstanceOf(RecordGame.Replayed.class, readBack(CSA, g));
        assertEquals(g.moves(), back.moves());
        assertEquals(Result.DRAW, back.result(), "%CHUDAN says nothing: the Result tag gives the draw");
        assertEquals(Termination.ADJUDICATION, back.termination());
        String declined = KIF.writer().orElseThrow().toText(game(HIRATE, List.of("7g7f", "3c3d", "8h2b", "3a2b"),
                Result.DRAW, Termination.ADJUDICATION));
        assertTrue(declined.contains("   3 ２二角不成(88)\r\n   4 同　銀(31)\r\n   5 中断\r\n"), declined);
    }

    @Test
    void aRepetitionDrawReadsBackFromTheResultTag() throws IOException {
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            moves.addAll(List.of("5i4h", "5a4b", "4h5i", "4b5a"));
        }
        ShogiPosition p = RULES.startPosition(RULES.defaultRules());
        for (String m : moves) {
            p.makeMove(RULES.parseMachine(p, m));
        }
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
        RecordGame.Replayed g = game(HIRATE, moves, Result.DRAW, Termination.REPETITION);
        for (RecordFormat f : List.of(CSA, KIF)) {
            String text = f.writer().orElseThrow().toText(g);
            assertTrue(text.contains(f == CSA ? "%SENNICHITE" : "千日手"), text);
            RecordGame.Replayed back = assertInstanceOf(RecordGame.Replayed.class, readBack(f, g));
            assertEquals(Result.DRAW, back.result(), f.name());
            assertEquals(Termination.REPETITION, back.termination(), f.name());
        }
    }

    @Test
    void aDeclarationEndsTheRecordAndWinsForTheDeclarer() throws IOException {
        String start = RULES.fromFen("4K4/9/9/9/9/9/9/9/4k4 b 2R2B4G4S4N4L18P 1", RULES.defaultRules()).toFen();
        ShogiPosition p = RULES.fromFen(start, RULES.defaultRules());
        Outcome declared = p.declarationOutcome();
        assertEquals(Outcome.win(0, Termination.IMPASSE), declared);
        RecordGame.Replayed g = game(start, List.of("declare"), Result.FIRST_WINS, Termination.IMPASSE);
        String csa = CSA.writer().orElseThrow().toText(g);
        assertTrue(csa.endsWith("+\n%KACHI\n"), csa);
        RecordGame.Replayed back = assertInstanceOf(RecordGame.Replayed.class, readBack(CSA, g));
        assertEquals(Collections.emptyList(), back.moves(), "the declaration is the ending, not a move");
        assertEquals(Result.FIRST_WINS, back.result());
        assertEquals(Termination.IMPASSE, back.termination());
    }
}
