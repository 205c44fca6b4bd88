package org.ttakji.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.least;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.size;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.explorer.ExplorerManifest.RecordInput;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.gamelog.GameLogSchema;
import org.ttakji.gamelog.GameRecord;
import org.ttakji.gamelog.PlayerInfo;

/** {@code openings build}: counts, records, incremental builds in any order, and what it refuses. */
class ExplorerBuildTest {
    private final BuiltExplorers in = BuiltExplorers.get();

    @TempDir
    Path dir;

    @Test
    void everyGameCountsOnceInTheStartsTableAndEachOfItsFirstPliesInTheMovesTable() {
        ExplorerTables t = new ExplorerTables(in.all);
        for (Variant v : List.of(Variant.CHESS960, Variant.BANQI)) {
            long selfPlay = t.starts(v).stream().filter(r -> r.source().startsWith(Sources.SELF_PLAY))
                    .mapToLong(r -> r.score().games()).sum();
            assertEquals(8, selfPlay, v + ": 8 games");
        }
        List<String> files = new GameLogFiles(in.labHome.resolve("data/games"), in.root, new Configuration())
                .resolve(List.of(in.run.toString()), line -> { });
        long plies = GameLogReader.read(TestInputs.spark(), files)
                .select(least(size(col("moves")), lit(BuiltExplorers.PLIES)).as("n")).groupBy().sum("n")
                .first().getLong(0);
        long moveRows = TestInputs.spark().read().parquet(TestInputs.tables(in.all).resolve("moves").toString())
                .filter(col("source").startsWith(Sources.SELF_PLAY)).groupBy().sum("games").first().getLong(0);
        assertEquals(plies, moveRows, "one count per game and ply within the limit");
    }

    @Test
    void recordFilesAreReadAsTheVariantWhoseFormatReplaysThemAndTheirRefusalsAreCounted() {
        ExplorerManifest m = ExplorerManifest.read(in.all).orElseThrow();
        RecordInput chess = m.records().stream().filter(r -> r.name().equals("c960/games.pgn")).findFirst().orElseThrow();
        assertEquals("chess960", chess.variant());
        assertEquals(3, chess.games(), "the result-only game counts too");
        assertEquals("record:records/c960", chess.source());
        RecordInput xq = m.records().stream().filter(r -> r.name().equals("xq/master.pgn")).findFirst().orElseThrow();
        assertEquals("xiangqi", xq.variant());
        assertEquals(2, xq.games());
        assertEquals(1, xq.refused(), "no result");
        assertEquals(1, m.runs().size());
        assertEquals("r1", m.runs().get(0).run());
        assertEquals(16, m.runs().get(0).games());
        assertEquals(BuiltExplorers.PLIES, m.plies());
        assertTrue(in.report.stream().anyMatch(l -> l.contains("records xiangqi") && l.contains("(1 refused")),
                String.join("\n", in.report));
    }

    @Test
    void aFileOneOfItsCandidateFormatsCannotReadIsReadByTheOther() throws IOException {
        // Big5 text: 許 is B3 5C, whose second byte is a backslash to a PGN reader that does not decode Big5, so the
        // Chess960 reader finds an unterminated tag; the Xiangqi reader decodes it and replays the game.
        Path file = dir.resolve("big5/game.pgn");
        Files.createDirectories(file.getParent());
        byte[] name = {(byte) 0xB3, (byte) 0x5C};
        try (java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream()) {
            b.write("[Event \"test\"]\n[Black \"".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            b.write(name);
            b.write("\"]\n\n1. h2e2 h9g7 0-1\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            Files.write(file, b.toByteArray());
        }
        Path explorer = dir.resolve("big5x");
        in.build(explorer, null, file.toString());
        RecordInput r = ExplorerManifest.read(explorer).orElseThrow().records().get(0);
        assertEquals("xiangqi", r.variant());
        assertEquals(1, r.games());
        assertEquals("record:big5", r.source());
    }

    @Test
    void buildsInAnyOrderAndAnySplitGiveTheSameTablesAndInputs() throws IOException {
        Path oneFile;
        try (Stream<Path> s = Files.walk(in.run)) {
            oneFile = s.filter(p -> p.getFileName().toString().endsWith(".parquet")).sorted().findFirst().orElseThrow();
        }
        Path a = dir.resolve("a");
        in.build(a, BuiltExplorers.PLIES, oneFile.toString());
        List<String> second = in.build(a, null, in.run.toString());
        assertTrue(second.get(0).matches("inputs +\\d+ game-log files \\((\\d+) new\\).*"), second.get(0));
        int files = Integer.parseInt(second.get(0).replaceAll("inputs +(\\d+) .*", "$1"));
        assertTrue(second.get(0).contains("(" + (files - 1) + " new)"), "only the files not yet added: " + second.get(0));
        in.build(a, null, in.records.toString());
        Path b = dir.resolve("b");
        in.build(b, BuiltExplorers.PLIES, in.records.toString());
        in.build(b, null, in.run.toString());
        for (String table : List.of(ExplorerSchema.MOVES, ExplorerSchema.STARTS)) {
            List<String> expected = TestInputs.rows(TestInputs.tables(in.all), table);
            assertEquals(expected, TestInputs.rows(TestInputs.tables(a), table), table + ": one file, the run, records");
            assertEquals(expected, TestInputs.rows(TestInputs.tables(b), table), table + ": records, then the run");
        }
        ExplorerManifest all = ExplorerManifest.read(in.all).orElseThrow();
        for (Path p : List.of(a, b)) {
            ExplorerManifest m = ExplorerManifest.read(p).orElseThrow();
            assertEquals(all.runs(), m.runs());
            assertEquals(all.records(), m.records());
            int builds = p == a ? 3 : 2;
            assertEquals(builds, m.generation(), "one generation per build that added something");
            assertEquals(List.of(ExplorerBuild.LOCK, ExplorerManifest.FILE, ExplorerManifest.folderOf(builds)),
                    TestInputs.names(p), "the old generations are gone");
        }
        List<String> again = in.build(b, null, in.run.toString(), in.records.toString());
        assertTrue(again.get(1).startsWith("nothing new to add"), String.join("\n", again));
        assertEquals(2, ExplorerManifest.read(b).orElseThrow().generation());
    }

    @Test
    void aLogFileWhoseContentChangedUnderTheSameNameIsRefused() throws IOException {
        Path copy = dir.resolve("copy/run=r1");
        try (Stream<Path> s = Files.walk(in.run)) {
            for (Path p : s.toList()) {
                Path target = copy.resolve(in.run.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        Path explorer = dir.resolve("x");
        in.build(explorer, BuiltExplorers.PLIES, copy.toString());
        List<Path> parquet;
        try (Stream<Path> s = Files.walk(copy)) {
            parquet = s.filter(p -> p.getFileName().toString().endsWith(".parquet")).sorted().toList();
        }
        Files.copy(parquet.get(1), parquet.get(0), StandardCopyOption.REPLACE_EXISTING);
        Files.deleteIfExists(parquet.get(0).resolveSibling("." + parquet.get(0).getFileName() + ".crc"));
        LabInputException e = assertThrows(LabInputException.class,
                () -> in.build(explorer, null, copy.toString()));
        assertTrue(e.getMessage().contains("of run r1 has changed since it was added to the explorer"), e.getMessage());
    }

    @Test
    void aPlyLimitOtherThanTheExplorersIsRefusedAndHalfWrittenGenerationsAreDeleted() throws IOException {
        Path explorer = dir.resolve("p");
        Files.createDirectories(explorer);
        ExplorerManifest.empty(4).write(explorer);
        Files.createDirectories(explorer.resolve("tables-000007/moves"));
        LabInputException e = assertThrows(LabInputException.class,
                () -> in.build(explorer, 5, in.records.toString()));
        assertEquals("--plies 5: the explorer " + explorer + " was built with 4 plies (leave --plies out, or build a"
                + " new explorer)", e.getMessage());
        in.build(explorer, null, in.records.resolve("xq").toString());
        assertEquals(List.of(ExplorerBuild.LOCK, ExplorerManifest.FILE, "tables-000001"), TestInputs.names(explorer));
        assertThrows(LabInputException.class, () -> in.build(dir.resolve("q"), 0, in.records.toString()));
    }

    @Test
    void anotherBuildWritingTheFolderIsRefused() throws IOException {
        Path explorer = dir.resolve("locked");
        Files.createDirectories(explorer);
        try (FileChannel c = FileChannel.open(explorer.resolve(ExplorerBuild.LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock held = c.lock()) {
            LabInputException e = assertThrows(LabInputException.class,
                    () -> in.build(explorer, null, in.records.toString()));
            assertEquals("another build is writing the explorer " + explorer + "; wait for it to finish", e.getMessage());
            assertTrue(held.isValid());
        }
        assertFalse(Files.exists(explorer.resolve(ExplorerManifest.FILE)));
    }

    @Test
    void aLoggedGameThatDoesNotReplayIsBadInputNamingTheGameAndPly() {
        GameRecord bad = new GameRecord("bad", "bad/chess960/0", 0, "chess960", "promotion=queen-only",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", 518, null, 1,
                new PlayerInfo("random", null, null, "{}"), new PlayerInfo("random", null, null, "{}"),
                List.of("e2e4", "e2e4"), new int[2], new int[2], new long[2], null, "1-0", "checkmate", 2, "test", 0);
        Path logs = dir.resolve("games/run=bad/variant=chess960");
        // a v2 log (moves as text): a v3 writer cannot even encode a move that is not legal
        Row textRow = RowFactory.create(bad.runId(), bad.gameId(), bad.gameIndex(), bad.variant(), bad.rules(),
                bad.startFen(), bad.startNumber(), bad.banqiLayout(), bad.seed(), player(bad.first()),
                player(bad.second()), bad.moves().toArray(new String[0]), bad.evalCp(), bad.depth(), bad.nodes(),
                bad.timeUs(), bad.result(), bad.termination(), bad.plies(), bad.labVersion(), bad.clockStops());
        TestInputs.spark().createDataFrame(List.of(textRow), GameLogSchema.SCHEMA).write()
                .options(GameLogSchema.WRITE_OPTIONS).parquet(logs.toString());
        LabInputException e = assertThrows(LabInputException.class,
                () -> in.build(dir.resolve("e"), null, logs.getParent().toString()));
        assertTrue(e.getMessage().startsWith("game bad/chess960/0: ply 2 'e2e4': "), e.getMessage());
        assertFalse(Files.exists(dir.resolve("e").resolve(ExplorerManifest.FILE)), "nothing written");
    }

    @Test
    void itemsThatHoldNoGamesAreRefused() throws IOException {
        Path text = TestInputs.write(dir.resolve("notes.txt"), "hello");
        LabInputException e = assertThrows(LabInputException.class, () -> in.build(dir.resolve("n"), null,
                text.toString()));
        assertTrue(e.getMessage().startsWith("--games: " + text + " is neither a .parquet file nor a record file ("),
                e.getMessage());
        Files.createDirectories(dir.resolve("empty"));
        e = assertThrows(LabInputException.class, () -> in.build(dir.resolve("n"), null, dir.resolve("empty").toString()));
        assertTrue(e.getMessage().startsWith("--games: no games in '"), e.getMessage());
        e = assertThrows(LabInputException.class, () -> in.build(dir.resolve("n"), null, "no-such-run"));
        assertTrue(e.getMessage().contains("neither a path nor a run id"), e.getMessage());
        assertEquals(Set.of(), Set.copyOf(TestInputs.names(dir.resolve("n"))).stream()
                .filter(n -> n.startsWith("tables-")).collect(java.util.stream.Collectors.toSet()));
    }

    private static Row player(PlayerInfo p) {
        return RowFactory.create(p.engine(), p.level(), p.weightsVersion(), p.paramsJson());
    }
}
