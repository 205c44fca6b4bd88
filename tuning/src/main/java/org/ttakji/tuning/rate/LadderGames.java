package org.ttakji.tuning.rate;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameLogFiles;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.Pairing;

/**
 * Reads the games of a rating run from its log and names their players from the run's spec (game {@code i} belongs
 * to pairing {@code i / gamesPerPairing}; its {@code a} moves first in the even games).
 */
public final class LadderGames {
    private LadderGames() {
    }

    /**
     * The games of a run directory, by index.
     *
     * @param runDir the run directory (a path or URI)
     * @param spec   the run's spec (one variant, colours swapped)
     * @throws LabInputException if the run holds no readable game log or is not a one-variant colour-swapped run
     */
    public static List<LadderGame> read(SparkSession spark, String runDir, MatchSpec spec) {
        if (spec.variants().size() != 1 || !spec.colourSwap()) {
            throw new LabInputException("run " + runDir + " is not a rating run (one variant, colours swapped)");
        }
        Variant v = spec.variants().get(0);
        GameLogFiles files = new GameLogFiles(java.nio.file.Path.of("data/games"), java.nio.file.Path.of(""),
                new Configuration());
        List<String> parquet = files.resolve(List.of(runDir), note -> { });
        List<LadderGame> games = new ArrayList<>();
        for (Row r : GameLogReader.read(spark, parquet).select(col("game_index"), col("result"), col("termination"),
                col("nodes"), col("time_us")).collectAsList()) {
            long index = r.getLong(0);
            Pairing p = spec.pairingsOf(v).get((int) (index / spec.gamesPerPairing()));
            String a = AnchorText.nameOf(p.a());
            String b = AnchorText.nameOf(p.b());
            boolean even = index % 2 == 0;
            games.add(new LadderGame(index, even ? a : b, even ? b : a, Result.fromText(r.getString(1)),
                    r.getString(2), longs(r.getList(3)), r.isNullAt(4) ? null : longs(r.getList(4))));
        }
        games.sort(Comparator.comparingLong(LadderGame::index));
        return games;
    }

    private static long[] longs(List<Object> values) {
        long[] out = new long[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ((Number) values.get(i)).longValue();
        }
        return out;
    }
}
