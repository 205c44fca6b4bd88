package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.janggi.GibReader;

class RecordGamesTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    /** Replays a logged game and returns the final position. */
    private static Position replay(Variant variant, LoggedGame game) {
        VariantRules rules = Variants.rules(variant);
        Position p = rules.fromFen(game.startFen(), rules.parseRules(List.of(game.rules())));
        for (String m : game.moves()) {
            p.makeMove(rules.parseMachine(p, m));
        }
        return p;
    }

    @Test
    void chess960PgnGamesWithAResultAndLegalMovesAreRead() throws IOException {
        Path pgn = write("games.pgn", """
                [Event "fool's mate"]
                [Result "0-1"]

                1. f3 e5 2. g4 Qh4# 0-1

                [Event "unfinished"]

                1. e4 e5 *

                [Event "illegal"]

                1. e4 e4 1-0
                """);
        RecordGames.Read read = RecordGames.read(Variant.CHESS960, pgn);
        assertEquals(2, read.skipped(), "the unfinished and the illegal game are skipped");
        assertEquals("games.pgn#2: no-result: no result: the game ends with '*'", read.refusals().get(0),
                "each skipped record is named with its reason");
        assertTrue(read.refusals().get(1).startsWith("games.pgn#3 ply 2 'e4': illegal-move: "), read.refusals().get(1));
        LoggedGame game = read.games().get(0);
        assertEquals("games.pgn#1", game.gameId());
        assertEquals(RecordGames.RUN_ID, game.runId());
        assertEquals(List.of("f2f3", "e7e5", "g2g4", "d8h4"), game.moves());
        assertTrue(game.evalCp().isEmpty(), "records carry no search scores");
        assertEquals("0-1", game.result());
        assertEquals(Result.SECOND_WINS, replay(Variant.CHESS960, game).status().result(),
                "the engine sees the mate the record claims");
    }

    @Test
    void xiangqiPgnIsReadInIccsCoordinates() throws IOException {
        Path pgn = write("xq.pgn", """
                [Game "Chinese Chess"]
                [Result "1-0"]
                1. h2e2 h9g7 2. h0g2 i9h9 1-0
                """);
        RecordGames.Read read = RecordGames.read(Variant.XIANGQI, pgn);
        assertEquals(0, read.skipped());
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), read.games().get(0).moves());
        assertEquals("1-0", read.games().get(0).result());
    }

    @Test
    void janggiGibStandardSetUpGameIsReadWithChoFirst() throws IOException {
        String gib = """
                [대회명 "test"]
                [초차림 "마상마상"]
                [한차림 "마상마상"]
                [대국결과 "초 완승"]

                1. 79졸78 2. 41병42 3. 02마83 4. 12마33
                """;
        Path file = Files.write(dir.resolve("g.gib"), gib.getBytes(GibReader.CP949));
        RecordGames.Read read = RecordGames.read(Variant.JANGGI, file);
        assertEquals(0, read.skipped());
        LoggedGame game = read.games().get(0);
        assertEquals(4, game.plies());
        assertEquals("1-0", game.result(), "Cho moved first, so Cho's win is the first player's");
        assertTrue(game.rules().contains("first=cho"), game.rules());
        replay(Variant.JANGGI, game);
    }

    @Test
    void shogiResignationLosesForTheSideToMove() throws IOException {
        Path csa = write("g.csa", """
                V2.2
                PI
                +
                +7776FU
                -3334FU
                +8822UM
                -3122GI
                +0045KA
                %TORYO
                """);
        RecordGames.Read read = RecordGames.read(Variant.SHOGI, csa);
        assertEquals(0, read.skipped());
        assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"), read.games().get(0).moves());
        assertEquals("1-0", read.games().get(0).result(), "gote was to move and resigned");
    }

    @Test
    void shogiSennichiteIsSkippedSinceTheRecordDoesNotSayWhoGaveCheck() throws IOException {
        Path csa = write("s.csa", "V2.2\nPI\n+\n+7776FU\n%SENNICHITE\n");
        RecordGames.Read read = RecordGames.read(Variant.SHOGI, csa);
        assertEquals(1, read.skipped());
        assertTrue(read.games().isEmpty());
    }

    @Test
    void aDirectoryOfRecordsIsAGameSource() throws IOException {
        Path sub = Files.createDirectories(dir.resolve("tcec/season1"));
        Files.writeString(sub.resolve("a.pgn"), "[Result \"1-0\"]\n\n1. e4 e5 1-0\n");
        Files.writeString(dir.resolve("notes.txt"), "not a record");
        GameSources sources = GameSources.resolve(List.of(dir.toString()), dir.resolve("games"), Variant.CHESS960);
        assertTrue(sources.paths().isEmpty());
        assertEquals(1, sources.records().size());
        assertTrue(sources.records().get(0).path().endsWith("a.pgn"));
        assertEquals("tcec/season1/a.pgn", sources.records().get(0).name(), "ids are relative to the item");
    }

    @Test
    void aFolderOfEveryVariantsRecordsGivesEachVariantOnlyItsOwn() throws IOException {
        Files.createDirectories(dir.resolve("xiangqi"));
        Files.writeString(dir.resolve("chess.pgn"), "[White \"w\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n");
        // a Big5 name whose second byte is a backslash: read as Chess960 PGN it would be an unterminated tag
        Files.write(dir.resolve("xiangqi/master.pgn"), ("[Game \"Chinese Chess\"]\n[Red \"" + new String(
                new byte[] {(byte) 0xA5, 0x5C}, java.nio.charset.Charset.forName("Big5")) + "\"]\n[Result \"1-0\"]\n\n1. h2e2 1-0\n")
                .getBytes(java.nio.charset.Charset.forName("Big5")));
        assertEquals(List.of(dir.resolve("chess.pgn")), RecordGames.find(Variant.CHESS960, dir));
        assertEquals(List.of(dir.resolve("xiangqi/master.pgn")), RecordGames.find(Variant.XIANGQI, dir));
        assertEquals(1, RecordGames.read(Variant.CHESS960, RecordGames.find(Variant.CHESS960, dir)).games().size());
    }

    @Test
    void everyPlyOfAnUnscoredGamePastTheOpeningMayBeSampled() throws IOException {
        Path pgn = write("long.pgn", """
                [Result "1/2-1/2"]

                1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 1/2-1/2
                """);
        LoggedGame game = RecordGames.read(Variant.CHESS960, pgn).games().get(0);
        GameSampler sampler = new GameSampler(Variant.CHESS960, TestGames.weights(Variant.CHESS960),
                new SamplingSettings(8, 32, 1, 20_000));
        List<Sample> samples = sampler.sample(game);
        assertEquals(16 - 8, sampler.counts().candidatePlies);
        assertTrue(!samples.isEmpty() && samples.stream().allMatch(s -> s.result() == 0.5 && s.evalCp() == null));
    }

    @Test
    void sparkTasksReadTheRecordFilesAndSampleThem() throws IOException {
        Files.writeString(dir.resolve("a.pgn"), """
                [Result "1/2-1/2"]

                1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 1/2-1/2

                [Result "*"]

                1. d4 d5 *
                """);
        Files.writeString(dir.resolve("b.pgn"), """
                [Result "1-0"]

                1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4 1-0
                """);
        GameSources sources = GameSources.resolve(List.of(dir.toString()), dir.resolve("games"), Variant.CHESS960);
        String weights = Files.readString(TestData.repoData().resolve("weights/chess960/v0001.json"));
        PositionSampler.Sampled sampled = PositionSampler.sample(SharedSpark.get(), sources, Variant.CHESS960, weights,
                "v0001", SamplingSettings.DEFAULTS, 1000);
        assertEquals(2, sampled.counts().games);
        assertEquals(1, sampled.counts().recordsSkipped, "the unfinished game");
        assertEquals(List.of(RecordGames.RUN_ID), sampled.runIds());
        assertEquals(16, sampled.counts().candidatePlies, "8 plies past the opening in each game");
        assertTrue(sampled.positions().size() > 0);
    }

    @Test
    void recordsWithoutResultsAreAClearErrorThatSaysSo() throws IOException {
        Files.writeString(dir.resolve("iccs.pgn"), "[Event \"no result\"]\n1. h2e2 h9g7 2. h0g2 i9h9\n");
        GameSources sources = GameSources.resolve(List.of(dir.toString()), dir.resolve("games"), Variant.XIANGQI);
        String weights = Files.readString(TestData.repoData().resolve("weights/xiangqi/v0001.json"));
        org.ttakji.engines.core.LabInputException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.ttakji.engines.core.LabInputException.class, () -> PositionSampler.sample(SharedSpark.get(), sources,
                        Variant.XIANGQI, weights, "v0001", SamplingSettings.DEFAULTS, 1000));
        assertTrue(e.getMessage().endsWith("1 record files, all 1 of their games skipped (no result, a non-standard"
                + " start or a move that does not replay)"), e.getMessage());
    }
}
