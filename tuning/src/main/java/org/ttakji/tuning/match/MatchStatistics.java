package org.ttakji.tuning.match;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat_ws;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.tuning.stats.GamePairScore;
import org.ttakji.tuning.stats.MatchCounts;
import org.ttakji.tuning.stats.MatchElo;

/**
 * A match's statistics, computed from its games as the log holds them: pair {@code k} is games {@code 2k} and
 * {@code 2k + 1} (same start, colours swapped), scored from the candidate's view (the pairing's {@code a}, first
 * in the even game). A pair with one game only (a log still being written) is left out and counted as unpaired.
 *
 * @param games        games read
 * @param pairs        complete pairs
 * @param unpaired     games whose pair partner is not in the log
 * @param counts       the pentanomial of the pairs and the trinomial of their games (candidate's view)
 * @param elo          Elo, normalized Elo (95% intervals) and LOS of the pairs ({@link MatchElo#of(
 *                     org.ttakji.tuning.stats.Pentanomial)})
 * @param terminations termination log name → games, sorted by name
 * @param meanPlies    mean game length in plies (0 without games)
 * @param duplicates   repeated starts and games
 */
public record MatchStatistics(long games, long pairs, long unpaired, MatchCounts counts, MatchElo elo,
                              Map<String, Long> terminations, double meanPlies, Duplicates duplicates) {
    /** Copies the map. */
    public MatchStatistics {
        terminations = new TreeMap<>(terminations);
    }

    /**
     * What repeats in a match: signs of a start rule with too few starts or of players that play alike.
     *
     * @param repeatedStarts pairs whose start is that of an earlier pair
     * @param repeatedGames  games with the same start and the same moves as an earlier game
     * @param identicalPairs pairs whose two games are the same move for move (colours swapped, both players chose
     *                       alike: the same deterministic player on both sides)
     */
    public record Duplicates(long repeatedStarts, long repeatedGames, long identicalPairs) {
        /** True when nothing repeats. */
        public boolean none() {
            return repeatedStarts == 0 && repeatedGames == 0 && identicalPairs == 0;
        }
    }

    /**
     * The statistics of the games of a run directory, read through the game-log layer ({@link GameLogFiles},
     * {@link GameLogReader}).
     *
     * @param runDir the run directory (a path or URI)
     * @throws LabInputException if the run holds no readable game log
     */
    public static MatchStatistics read(SparkSession spark, String runDir) {
        return of(readGames(spark, runDir));
    }

    /**
     * The games of a run directory as the statistics read them (any order), for runs of several pairings (game
     * {@code i} of a run belongs to pairing {@code i / gamesPerPairing}).
     *
     * @param runDir the run directory (a path or URI)
     * @throws LabInputException if the run holds no readable game log
     */
    public static List<MatchGame> readGames(SparkSession spark, String runDir) {
        GameLogFiles files = new GameLogFiles(java.nio.file.Path.of("data/games"), java.nio.file.Path.of(""),
                new Configuration());
        List<String> parquet = files.resolve(List.of(runDir), note -> { });
        List<MatchGame> games = new ArrayList<>();
        for (Row r : GameLogReader.read(spark, parquet).select(col("game_index"), col("start_fen"),
                concat_ws(" ", col("moves")), col("result"), col("termination"), col("plies")).collectAsList()) {
            games.add(new MatchGame(r.getLong(0), r.getString(1), r.getString(2), r.getString(3), r.getString(4),
                    r.getInt(5)));
        }
        return games;
    }

    /** The statistics of the given games (any order). */
    public static MatchStatistics of(List<MatchGame> games) {
        List<MatchGame> sorted = games.stream().sorted(Comparator.comparingLong(MatchGame::index)).toList();
        Map<Long, MatchGame[]> byPair = new TreeMap<>();
        Map<String, Long> terminations = new TreeMap<>();
        long plies = 0;
        Set<String> seenGames = new HashSet<>();
        long repeatedGames = 0;
        for (MatchGame g : sorted) {
            byPair.computeIfAbsent(g.index() / 2, k -> new MatchGame[2])[(int) (g.index() % 2)] = g;
            terminations.merge(g.termination(), 1L, Long::sum);
            plies += g.plies();
            repeatedGames += seenGames.add(g.startFen() + "\n" + g.moves()) ? 0 : 1;
        }
        List<GamePairScore> scores = new ArrayList<>();
        Map<String, Long> firstPairOfStart = new HashMap<>();
        long unpaired = 0;
        long repeatedStarts = 0;
        long identicalPairs = 0;
        for (Map.Entry<Long, MatchGame[]> e : byPair.entrySet()) {
            MatchGame even = e.getValue()[0];
            MatchGame odd = e.getValue()[1];
            if (even == null || odd == null) {
                unpaired++;
                continue;
            }
            scores.add(new GamePairScore(even.candidateScore(), odd.candidateScore()));
            repeatedStarts += firstPairOfStart.putIfAbsent(even.startFen(), e.getKey()) == null ? 0 : 1;
            identicalPairs += even.startFen().equals(odd.startFen()) && even.moves().equals(odd.moves()) ? 1 : 0;
        }
        MatchCounts counts = MatchCounts.ofPairs(scores);
        return new MatchStatistics(sorted.size(), scores.size(), unpaired, counts, MatchElo.of(counts.pentanomial()),
                terminations, sorted.isEmpty() ? 0 : (double) plies / sorted.size(),
                new Duplicates(repeatedStarts, repeatedGames, identicalPairs));
    }
}
