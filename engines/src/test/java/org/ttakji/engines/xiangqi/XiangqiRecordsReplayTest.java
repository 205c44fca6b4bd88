package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.RealGames;
import org.ttakji.engines.records.RecordsManifest;
import org.ttakji.engines.core.RuleOptions;

/**
 * Replays the real Xiangqi records of {@code shared/data/real-games/xiangqi/} (README there): every move
 * must be legal, except in the one game the reference engine (Fairy-Stockfish) also rejects.
 */
class XiangqiRecordsReplayTest {
    private static final RuleOptions RULES = new XiangqiRules().defaultRules();

    @Test
    void ccpdChineseNotationRecordsReplay() {
        Path dir = RealGames.dir("xiangqi/ccpd");
        Map<String, String> rejected = new TreeMap<>();
        int games = 0;
        long plies = 0;
        for (Path file : files(dir, ".pgn")) {
            List<XiangqiRecord> records = XiangqiPgn.read(new String(read(file), XiangqiPgn.BIG5));
            assertEquals(1, records.size(), "one game per CCPD file: " + file);
            XiangqiReplay.Result r = XiangqiReplay.replay(records.get(0), RULES, CoordinateRanks.ZERO_BASED);
            games++;
            plies += r.moves().size();
            if (!r.legal()) {
                rejected.put(dir.relativize(file).toString().replace('\\', '/'), "ply " + r.failedPly() + ": " + r.error());
            }
        }
        System.out.printf("ccpd: %d games, %d legal, %d plies replayed; rejected: %s%n", games, games - rejected.size(), plies, rejected);
        RecordsManifest.Entry expected = RealGames.expected("xiangqi/ccpd");
        assertEquals(expected.games(), games, "games in the CCPD folder (records manifest)");
        assertEquals(expected.refused(), rejected.size(), "rejected games: " + rejected);
        if (RealGames.projectCopy()) { // the one game the reference engine rejects too (README of the records)
            assertEquals(List.of("other/00000753.pgn"), List.copyOf(rejected.keySet()), "rejected games: " + rejected);
            assertEquals(true, rejected.get("other/00000753.pgn").startsWith("ply 70: "), rejected.toString());
        }
    }

    @Test
    void wukongIccsRecordsReplay() {
        Path dir = RealGames.dir("xiangqi/wukong-xqdb-iccs");
        Map<String, String> rejected = new TreeMap<>();
        int games = 0;
        for (Path file : files(dir, ".pgn")) {
            List<XiangqiRecord> records = XiangqiPgn.read(new String(read(file), java.nio.charset.StandardCharsets.UTF_8));
            for (int i = 0; i < records.size(); i++) {
                XiangqiReplay.Result r = XiangqiReplay.replay(records.get(i), RULES, CoordinateRanks.ZERO_BASED);
                games++;
                if (!r.legal()) {
                    rejected.put(dir.relativize(file) + " game " + (i + 1), "ply " + r.failedPly() + ": " + r.error());
                }
            }
        }
        System.out.printf("wukong: %d games, %d legal%n", games, games - rejected.size());
        assertEquals(RealGames.expected("xiangqi/wukong-xqdb-iccs").games(), games,
                "games in the wukong ICCS files (records manifest)");
        assertEquals(Map.of(), rejected, "rejected games");
    }

    private static List<Path> files(Path dir, String suffix) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
