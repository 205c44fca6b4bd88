package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/** Shogi's record formats CSA, KIF and KI2: the result rule of the recorded endings, and refusals. */
class RecordFormatsTest {
    private static final List<RecordFormat> FORMATS = new ShogiRules().recordFormats();

    @TempDir
    Path dir;

    private RecordGame read(String name, String text) throws IOException {
        Path file = Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
        List<RecordGame> games = RecordFormat.forFile(FORMATS, file).orElseThrow().read(file, name);
        assertEquals(1, games.size(), "one game per file");
        return games.get(0);
    }

    private static RecordGame.Refused refused(RecordGame game) {
        return assertInstanceOf(RecordGame.Refused.class, game, game::toString);
    }

    @Test
    void theFormatsAreCsaKifAndKi2ByTheirExtensions() {
        assertEquals(List.of("CSA", "KIF", "KI2"), FORMATS.stream().map(RecordFormat::name).toList());
        assertEquals("KIF", RecordFormat.forFile(FORMATS, Path.of("x.KIFU")).orElseThrow().name());
        assertEquals("KI2", RecordFormat.forFile(FORMATS, Path.of("x.ki2u")).orElseThrow().name());
    }

    @Test
    void endingsGiveTheResultFromTheSideToMove() {
        assertEquals(Result.SECOND_WINS, RecordEnding.RESIGNATION.result(0), "sente to move resigned");
        assertEquals(Result.FIRST_WINS, RecordEnding.CHECKMATE.result(1));
        assertEquals(Result.FIRST_WINS, RecordEnding.TIME_UP.result(1));
        assertEquals(Result.FIRST_WINS, RecordEnding.WIN.result(1), "a recorded win is the last mover's");
        assertEquals(Result.FIRST_WINS, RecordEnding.DECLARATION.result(0), "the declarer is to move");
        assertEquals(Result.DRAW, RecordEnding.JISHOGI.result(0));
        assertEquals(Result.DRAW, RecordEnding.MAX_MOVES.result(1));
        for (RecordEnding e : List.of(RecordEnding.NONE, RecordEnding.SENNICHITE, RecordEnding.ILLEGAL_MOVE,
                RecordEnding.ABORT, RecordEnding.SEALED_MOVE, RecordEnding.OTHER)) {
            assertNull(e.result(0), e + " does not say who won");
        }
        assertEquals(Termination.CHECKMATE, RecordEnding.CHECKMATE.termination());
        assertEquals(Termination.IMPASSE, RecordEnding.DECLARATION.termination());
        assertNull(RecordEnding.RESIGNATION.termination(), "the lab has no resignation termination");
    }

    @Test
    void aCsaResignationLosesForTheSideToMove() throws IOException {
        RecordGame.Replayed g = assertInstanceOf(RecordGame.Replayed.class, read("g.csa", """
                V2.2
                N+alice
                PI
                +
                +7776FU
                -3334FU
                +8822UM
                -3122GI
                +0045KA
                %TORYO
                """));
        assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"), g.moves());
        assertEquals(Result.FIRST_WINS, g.result(), "gote was to move and resigned");
        assertEquals(0L, g.startSelector());
        assertEquals("alice", g.tags().get("sente"));
        assertEquals(new ShogiRules().defaultRules(), g.rules());
        assertEquals("g.csa#1", g.name());
    }

    @Test
    void aKifCheckmateIsRecordedAsOne() throws IOException {
        RecordGame.Replayed g = assertInstanceOf(RecordGame.Replayed.class, read("mate.kif", """
                手合割：平手
                   1 ７六歩(77)
                   2 詰み
                """));
        assertEquals(Termination.CHECKMATE, g.termination());
        assertEquals(Result.FIRST_WINS, g.result(), "gote to move is mated");
    }

    @Test
    void sennichiteIsRefusedSinceTheRecordDoesNotSayWhoGaveCheck() throws IOException {
        RecordGame.Refused r = refused(read("s.csa", "V2.2\nPI\n+\n+7776FU\n%SENNICHITE\n"));
        assertEquals(RecordGame.Reason.NO_RESULT, r.reason());
        assertEquals("s.csa#1: no-result: the record ends with sennichite, which does not say who won", r.describe());
    }

    @Test
    void anIllegalMoveIsRefusedWithItsPlyAndText() throws IOException {
        RecordGame.Refused r = refused(read("i.csa", "V2.2\nN+alice\nPI\n+\n+7776FU\n-3334FU\n+7675FU\n-8822UM\n%TORYO\n"));
        assertEquals(RecordGame.Reason.ILLEGAL_MOVE, r.reason());
        assertEquals(4, r.ply());
        assertEquals("-8822UM", r.move());
        assertEquals("alice", r.tags().get("sente"), "the headers are kept");
    }

    @Test
    void textThatIsNotTheFormatIsRefusedAsUnreadable() throws IOException {
        RecordGame.Refused r = refused(read("x.kif", "手合割：平手\nこれは指し手ではない\n"));
        assertEquals(RecordGame.Reason.UNREADABLE_RECORD, r.reason());
        assertEquals(0, r.ply());
    }
}
