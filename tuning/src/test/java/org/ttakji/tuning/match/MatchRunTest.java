package org.ttakji.tuning.match;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.tuning.TestData;
import org.ttakji.tuning.stats.EloInterval;
import org.ttakji.tuning.stats.Pentanomial;

/**
 * Matches end to end on Spark {@code local[2]}: a self-play run of one pairing whose log gives the statistics. Xiangqi
 * with the repository's weights, levels and suite, at a few hundred nodes a move.
 */
class MatchRunTest {
    private static final Variant XQ = Variant.XIANGQI;
    @TempDir
    static Path home;

    @BeforeAll
    static void copyData() throws IOException {
        TestData.copyOf(home, XQ.cliName());
    }

    private static SelfPlayJob.Options options() {
        return SelfPlayJob.Options.defaults().withLabHome(home).withLabVersion("test");
    }

    private static EngineSpec player(String level, String weights, long nodes) {
        return MatchSettings.labPlayer(level, weights, null, null, nodes);
    }

    private static MatchSettings settings(EngineSpec a, EngineSpec b, int pairs, String openings, long seed) {
        return new MatchSettings(XQ, a, b, pairs, openings, seed, 160, 2, 2, null, null);
    }

    /** Plays a match to its end and returns it (still open: the caller closes it). */
    private static MatchRun played(MatchSettings s, String runId) {
        MatchRun m = MatchRun.prepare(s, runId, options());
        m.play(SharedSpark.get());
        return m;
    }

    @Test
    void theIssuesMatchNowHasAStartPerPairAndNoRepeatedGame() {
        // ./lab match xiangqi --weights v0002 --against v0001 --level expert --games 6 --nodes ...: deterministic
        // players (expert: no noise), which from one start played three copies each of two games.
        try (MatchRun m = played(settings(player("expert", "v0002", 300), player("expert", "v0001", 300), 3, null, 1),
                "issue")) {
            assertEquals("suite:records,order:shuffle", m.openings().toText());
            MatchStatistics s = m.statistics(SharedSpark.get());
            assertEquals(6, s.games());
            assertEquals(3, s.pairs());
            assertEquals(new MatchStatistics.Duplicates(0, 0, 0), s.duplicates());
            Set<String> starts = new HashSet<>(logged(m.runDir()).stream().map(r -> r.getString(1)).toList());
            assertEquals(3, starts.size());
        }
    }

    @Test
    void theStatisticsFromTheLogAreThoseComputedByHandFromItsGames() {
        try (MatchRun m = played(settings(player("normal", "v0002", 200), player("normal", "v0001", 200), 4, null, 5),
                "by-hand")) {
            MatchStatistics s = m.statistics(SharedSpark.get());
            long[] penta = new long[5];
            long wins = 0;
            long draws = 0;
            long losses = 0;
            Map<Long, Double> scores = new TreeMap<>();
            Map<String, Long> terminations = new TreeMap<>();
            for (Row r : logged(m.runDir())) {
                double first = Result.fromText(r.getString(3)).firstPlayerScore();
                double candidate = r.getLong(0) % 2 == 0 ? first : 1 - first; // v0002 moves first in even games
                scores.put(r.getLong(0), candidate);
                wins += candidate == 1 ? 1 : 0;
                draws += candidate == 0.5 ? 1 : 0;
                losses += candidate == 0 ? 1 : 0;
                terminations.merge(r.getString(4), 1L, Long::sum);
            }
            for (long k = 0; k < 4; k++) {
                penta[(int) Math.round(2 * (scores.get(2 * k) + scores.get(2 * k + 1)))]++;
            }
            assertEquals(Pentanomial.of(penta), s.counts().pentanomial());
            assertEquals(List.of(wins, draws, losses), List.of(s.counts().trinomial().wins(),
                    s.counts().trinomial().draws(), s.counts().trinomial().losses()));
            assertEquals(terminations, s.terminations());
            assertEquals(org.ttakji.tuning.stats.MatchElo.of(Pentanomial.of(penta)), s.elo());
        }
    }

    @Test
    void aDeterministicSelfMatchFromOnePositionIsReportedAsDuplicates() throws IOException {
        Path suite = Files.writeString(home.resolve("one.txt"),
                "# one position\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n");
        try (MatchRun m = played(settings(player("expert", "v0001", 200), player("expert", "v0001", 200), 3,
                "suite:" + suite, 2), "dup")) {
            assertEquals("the openings give 1 distinct start(s) for 3 pairs: the starts repeat after 1 pairs",
                    MatchReport.repeatNote(m.openings(), 3));
            MatchStatistics.Duplicates d = m.statistics(SharedSpark.get()).duplicates();
            assertEquals(new MatchStatistics.Duplicates(2, 5, 3), d, "one game, six times");
        }
    }

    @Test
    void aVersionAgainstItselfScoresNearEvenWithAnIntervalHoldingZero() {
        try (MatchRun m = played(settings(player("normal", "v0001", 200), player("normal", "v0001", 200), 6, null, 9),
                "self")) {
            MatchStatistics s = m.statistics(SharedSpark.get());
            new MatchReport(m.runId(), m.runDir(), m.spec(), s, -1).lines().forEach(System.out::println);
            EloInterval elo = s.elo().elo();
            assertTrue(elo.low() <= 0 && 0 <= elo.high(), elo.describe());
            EloInterval nElo = s.elo().normalizedElo();
            assertTrue(nElo.low() <= 0 && 0 <= nElo.high(), nElo.describe());
            assertEquals(0, s.duplicates().repeatedStarts());
        }
    }

    @Test
    void moreGamePairsAreNewBatchesOfTheSameRunAndKeepTheGamesPlayed() {
        MatchSettings s = settings(player("normal", "v0002", 150), player("normal", "v0001", 150), 2, "random-plies:6", 4);
        try (MatchRun m = played(s, "grow")) {
            List<Row> before = logged(m.runDir());
            m.playMore(2, SharedSpark.get());
            assertEquals(4, m.pairs());
            MatchStatistics grown = m.statistics(SharedSpark.get());
            assertEquals(8, grown.games());
            assertEquals(4, grown.pairs());
            List<Row> after = logged(m.runDir());
            assertEquals(before, after.subList(0, 4), "the first two pairs are as they were");
            try (MatchRun once = played(settings(player("normal", "v0002", 150), player("normal", "v0001", 150), 4,
                    "random-plies:6", 4), "grow-once")) {
                assertEquals(after, logged(once.runDir()), "as a match planned with four pairs");
            }
            assertFalse(grown.duplicates().repeatedStarts() > 0);
        }
    }

    /** The run's games as logged: index, start, moves, result, termination, by index. */
    private static List<Row> logged(String runDir) {
        List<String> files = new GameLogFiles(home.resolve("data/games"), home, new org.apache.hadoop.conf.Configuration())
                .resolve(List.of(runDir), n -> { });
        return new ArrayList<>(GameLogReader.read(SharedSpark.get(), files).select(col("game_index"), col("start_fen"),
                org.apache.spark.sql.functions.concat_ws(" ", col("moves")), col("result"), col("termination"))
                .orderBy("game_index").collectAsList());
    }

}
