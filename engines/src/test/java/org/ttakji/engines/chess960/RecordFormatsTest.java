package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.Result;

/** Chess960's PGN record format: which games replay, and where and why the others are refused. */
class RecordFormatsTest {
    private static final RecordFormat PGN = new Chess960Rules().recordFormats().get(0);

    @TempDir
    Path dir;

    private List<RecordGame> read(String text) throws IOException {
        Path file = Files.writeString(dir.resolve("games.pgn"), text, StandardCharsets.UTF_8);
        return PGN.read(file, "season/games.pgn");
    }

    private static RecordGame.Refused refused(RecordGame game) {
        return assertInstanceOf(RecordGame.Refused.class, game, game::toString);
    }

    @Test
    void theFormatIsPgnByItsExtension() {
        assertEquals("PGN", PGN.name());
        assertTrue(PGN.matches(Path.of("a/B.PGN")));
        assertTrue(!PGN.matches(Path.of("a/b.pgn.txt")));
        assertTrue(PGN.writer().isPresent(), "the lab writes PGN");
    }

    @Test
    void aGameReplaysFromNumber518UnderAllPromotionsWithItsResultAndTags() throws IOException {
        RecordGame game = read("""
                [Event "fool's mate"]
                [Result "0-1"]

                1. f3 e5 2. g4 Qh4# 0-1
                """).get(0);
        RecordGame.Replayed g = assertInstanceOf(RecordGame.Replayed.class, game);
        assertEquals("season/games.pgn#1", g.name());
        assertEquals(List.of("f2f3", "e7e5", "g2g4", "d8h4"), g.moves());
        assertEquals(Result.SECOND_WINS, g.result());
        assertEquals(518L, g.startSelector());
        assertEquals("promotion=all", g.rules().toString(), "records may under-promote");
        assertEquals("fool's mate", g.tags().get("Event"));
        assertNull(g.termination(), "PGN gives no termination the lab names");
    }

    @Test
    void aFenTagStartsTheGameAndIsAStartSelectorOnlyWhenItIsOneOfThe960() throws IOException {
        List<RecordGame> games = read("""
                [FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]
                [Result "1/2-1/2"]

                1. e4 1/2-1/2

                [FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]
                [Result "1-0"]

                1. Rh7 1-0
                """);
        RecordGame.Replayed start0 = assertInstanceOf(RecordGame.Replayed.class, games.get(0));
        assertEquals(0L, start0.startSelector());
        RecordGame.Replayed endgame = assertInstanceOf(RecordGame.Replayed.class, games.get(1));
        assertNull(endgame.startSelector(), "a set-up position has no selector");
        assertEquals("4k3/8/8/8/8/8/8/4K2R w H - 0 1", endgame.startFen());
    }

    @Test
    void everyOtherGameIsRefusedNamingItsPlyItsMoveAsWrittenAndTheReason() throws IOException {
        List<RecordGame> games = read("""
                [Variant "crazyhouse"]
                [Result "1-0"]

                1. e4 1-0

                [FEN "8/8/8/8/8/8/8/8 w - - 0 1"]
                [Result "1-0"]

                1. e4 1-0

                [Result "1-0"]

                1. e4 e5 2. Nf3 Zz9 1-0

                [Result "1-0"]

                1. e4 e4 1-0

                [Result "*"]

                1. e4 e5 *
                """);
        assertEquals(5, games.size());
        RecordGame.Refused variant = refused(games.get(0));
        assertEquals(RecordGame.Reason.UNSUPPORTED, variant.reason());
        assertEquals(0, variant.ply());
        assertEquals(RecordGame.Reason.BAD_START, refused(games.get(1)).reason());
        RecordGame.Refused unreadable = refused(games.get(2));
        assertEquals(RecordGame.Reason.UNREADABLE_MOVE, unreadable.reason());
        assertEquals(4, unreadable.ply());
        assertEquals("Zz9", unreadable.move());
        RecordGame.Refused illegal = refused(games.get(3));
        assertEquals(RecordGame.Reason.ILLEGAL_MOVE, illegal.reason());
        assertEquals(2, illegal.ply());
        assertEquals("e4", illegal.move());
        assertTrue(illegal.describe().startsWith("season/games.pgn#4 ply 2 'e4': illegal-move: "), illegal.describe());
        RecordGame.Refused unfinished = refused(games.get(4));
        assertEquals(RecordGame.Reason.NO_RESULT, unfinished.reason());
        assertEquals("season/games.pgn#5: no-result: no result: the game ends with '*'", unfinished.describe());
    }

    @Test
    void aFileWhoseTextBreaksOffIsAnErrorNamingIt() throws IOException {
        LabInputException e = assertThrows(LabInputException.class, () -> read("[Event \"open\n\n1. e4 *\n"));
        assertTrue(e.getMessage().contains("season/games.pgn"), e.getMessage());
        assertThrows(LabInputException.class, () -> PGN.read(dir.resolve("missing.pgn"), "missing.pgn"));
    }
}
