package org.ttakji.engines.janggi;

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
import org.ttakji.engines.core.Termination;

/** Janggi's GIB record format: standard set-up games with their {@code [대국결과]}, and refusals. */
class RecordFormatsTest {
    private static final RecordFormat GIB = new JanggiRules().recordFormats().get(0);

    @TempDir
    Path dir;

    private List<RecordGame> read(String text) throws IOException {
        return GIB.read(Files.write(dir.resolve("g.gib"), text.getBytes(GibReader.CP949)), "g.gib");
    }

    private static RecordGame.Refused refused(RecordGame game) {
        return assertInstanceOf(RecordGame.Refused.class, game, game::toString);
    }

    @Test
    void theResultTagNamesTheWinnerOrTheLoser() {
        assertEquals(Result.FIRST_WINS, RecordFormats.resultOf("초 완승"));
        assertEquals(Result.FIRST_WINS, RecordFormats.resultOf("楚 장군승"));
        assertEquals(Result.SECOND_WINS, RecordFormats.resultOf("한승(기권) "));
        assertEquals(Result.SECOND_WINS, RecordFormats.resultOf("漢의 기권승"));
        assertEquals(Result.FIRST_WINS, RecordFormats.resultOf("한 접속 끊김 패"), "Han lost");
        assertEquals(Result.DRAW, RecordFormats.resultOf("무승부(빅장)"));
        assertNull(RecordFormats.resultOf("미상"), "unknown");
        assertNull(RecordFormats.resultOf("통신장애중단"), "aborted");
        assertNull(RecordFormats.resultOf(null));
    }

    @Test
    void aStandardSetUpGameReplaysWithChoFirstUnderTheRecordsRules() throws IOException {
        List<RecordGame> games = read("""
                [초차림 "마상마상"]
                [한차림 "마상마상"]
                [대국결과 "초 완승"]

                1. 79졸78 2. 41병42 3. 02마83 4. 12마33

                [초차림 "마상상마"]
                [한차림 "마상상마"]
                [대국결과 "무승부(빅장)"]

                1. 79졸78
                """);
        RecordGame.Replayed won = assertInstanceOf(RecordGame.Replayed.class, games.get(0));
        assertEquals("GIB", GIB.name());
        assertEquals(4, won.moves().size());
        assertEquals(Result.FIRST_WINS, won.result(), "Cho moved first, so Cho's win is the first player's");
        assertEquals("bikjang=continue,cho-setup=nbnb,first=cho,han-setup=nbnb", won.rules().toString());
        assertEquals(0L, won.startSelector());
        assertEquals("초 완승", won.tags().get("대국결과"));
        assertNull(won.termination());
        RecordGame.Replayed drawn = assertInstanceOf(RecordGame.Replayed.class, games.get(1));
        assertEquals(Termination.BIKJANG, drawn.termination(), "the tag says the draw was a bikjang");
    }

    @Test
    void boardStartsMissingResultsAndBadMovesAreRefused() throws IOException {
        List<RecordGame> games = read("""
                [초차림 "마상마상"]
                [한차림 "마상마상"]

                1. 79졸78

                [초차림 "마상마상"]
                [한차림 "마상마상"]
                [대국결과 "한 완승"]

                1. 79졸78 2. 41병42 3. 79졸78

                [초차림 "마상마상"]
                [한차림 "마상마상"]
                [대국결과 "한 완승"]

                1. 79마78

                [초차림 "마상마상"]
                [한차림 "마상마상"]
                [대국결과 "초 완승"]

                1. 79졸7

                [초차림 "이상한"]
                [한차림 "마상마상"]
                [대국결과 "초 완승"]

                1. 79졸78

                [판 "8차/5장3/9/9/9/9/9/9/4將4/車8"]
                [대국결과 "초 완승"]

                1. a0車a5
                """);
        RecordGame.Refused noResult = refused(games.get(0));
        assertEquals(RecordGame.Reason.NO_RESULT, noResult.reason());
        assertEquals("g.gib#1: no-result: no [대국결과] tag", noResult.describe());
        RecordGame.Refused illegal = refused(games.get(1));
        assertEquals(RecordGame.Reason.ILLEGAL_MOVE, illegal.reason());
        assertEquals(3, illegal.ply());
        assertEquals("79졸78", illegal.move());
        RecordGame.Refused wrongPiece = refused(games.get(2));
        assertEquals(RecordGame.Reason.CONTRADICTS_START, wrongPiece.reason(), wrongPiece.detail());
        assertEquals(1, wrongPiece.ply());
        assertEquals(RecordGame.Reason.UNREADABLE_MOVE, refused(games.get(3)).reason());
        RecordGame.Refused badSetup = refused(games.get(4));
        assertEquals(RecordGame.Reason.BAD_START, badSetup.reason());
        assertEquals(0, badSetup.ply());
        RecordGame.Refused board = refused(games.get(5));
        assertEquals(RecordGame.Reason.UNSUPPORTED, board.reason(), board.detail());
        assertEquals("g.gib#6: unsupported: starts from a [판] board (a custom or handicap game): only standard set-ups"
                + " are read", board.describe());
    }

    @Test
    void theOlderCoordinateFormatIsRefusedAsUnsupportedNamingItsTag() throws IOException {
        // A move that would be legal in the current coordinates must not be replayed as if it were: the older
        // scheme is not known, so the record is refused before any move is read.
        List<RecordGame> games = read("""
                [기보형식 "구좌표"]
                [초차림 "마상마상"]
                [한차림 "마상마상"]
                [대국결과 "초 완승"]

                1. 79졸78

                [기보형식 "신좌표"]
                [초차림 "마상마상"]
                [한차림 "마상마상"]
                [대국결과 "초 완승"]

                1. 79졸78
                """);
        RecordGame.Refused old = refused(games.get(0));
        assertEquals(RecordGame.Reason.UNSUPPORTED, old.reason());
        assertEquals(0, old.ply());
        assertEquals("g.gib#1: unsupported: unsupported format [기보형식 \"구좌표\"] (the older coordinate format;"
                + " only the current .gib coordinates are read)", old.describe());
        assertInstanceOf(RecordGame.Replayed.class, games.get(1), "another format tag is read as usual");
    }

    @Test
    void theLabsJanggiPgnKeepsTheRulesAndRefusesAnotherVariant() throws IOException {
        RecordFormat pgn = new JanggiRules().recordFormats().get(1);
        assertEquals("janggipgn", pgn.id());
        Path file = Files.writeString(dir.resolve("g.jpgn"), """
                [Variant "janggi"]
                [Rules "first=cho"]
                [Result "0-1"]

                1. e1e1 {a pass, as Fairy-Stockfish writes it} pass 0-1

                [Variant "banqi"]

                1. a1? *
                """);
        List<RecordGame> games = pgn.read(file, "g.jpgn");
        RecordGame.Replayed g = assertInstanceOf(RecordGame.Replayed.class, games.get(0));
        assertEquals(List.of("pass", "pass"), g.moves());
        assertEquals("cho", new JanggiRules().sideName(g.rules(), 0));
        assertEquals(Result.SECOND_WINS, g.result());
        assertEquals(RecordGame.Reason.UNSUPPORTED, refused(games.get(1)).reason());
    }
}
