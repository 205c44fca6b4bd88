package org.ttakji.tuning;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.GameLoop;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.Players;

/**
 * Small game logs in the schema v1 layout for the tuner's tests ({@code run=<id>/variant=<v>/part-*.parquet}
 * and {@code _run.json}), played with {@link GameLoop} by the lab's engine.
 */
final class TestGameLogs {
    static final StructType PLAYER = new StructType()
            .add("engine", DataTypes.StringType, false)
            .add("level", DataTypes.StringType, true)
            .add("weights_version", DataTypes.StringType, true)
            .add("params_json", DataTypes.StringType, false);
    static final StructType SCHEMA_V1 = new StructType()
            .add("run_id", DataTypes.StringType, false)
            .add("game_id", DataTypes.StringType, false)
            .add("game_index", DataTypes.LongType, false)
            .add("variant", DataTypes.StringType, false)
            .add("rules", DataTypes.StringType, false)
            .add("start_fen", DataTypes.StringType, false)
            .add("start_number", DataTypes.IntegerType, true)
            .add("banqi_layout", DataTypes.StringType, true)
            .add("seed", DataTypes.LongType, false)
            .add("first", PLAYER, false)
            .add("second", PLAYER, false)
            .add("moves", DataTypes.createArrayType(DataTypes.StringType, false), false)
            .add("eval_cp", DataTypes.createArrayType(DataTypes.IntegerType, false), false)
            .add("depth", DataTypes.createArrayType(DataTypes.IntegerType, false), false)
            .add("nodes", DataTypes.createArrayType(DataTypes.LongType, false), false)
            .add("time_us", DataTypes.createArrayType(DataTypes.LongType, false), true)
            .add("result", DataTypes.StringType, false)
            .add("termination", DataTypes.StringType, false)
            .add("plies", DataTypes.IntegerType, false)
            .add("lab_version", DataTypes.StringType, false);

    private TestGameLogs() {
    }

    /**
     * Plays {@code games} Chess960 games between two engine configurations (colours alternating, random start
     * arrays) and writes them as run {@code runId} under {@code root}.
     */
    static Path writeChess960Run(Path root, Path data, String runId, int games, EngineConfig a, EngineConfig b,
                                 int maxPlies, long seed) {
        Variant variant = Variant.CHESS960;
        VariantRules rules = Variants.rules(variant);
        EngineFiles fa = EngineFiles.loadFromData(data, variant, a);
        EngineFiles fb = EngineFiles.loadFromData(data, variant, b);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Row>> rows = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            final int index = g;
            rows.add(pool.submit(() -> {
                long gameSeed = SplitMix64.mix(seed + index);
                int start = new SplitMix64(gameSeed).nextInt(960);
                Position position = rules.startPosition(rules.defaultRules(), start);
                boolean aFirst = index % 2 == 0;
                Player pa = Players.create(variant, a, fa);
                Player pb = Players.create(variant, b, fb);
                Player[] players = aFirst ? new Player[]{pa, pb} : new Player[]{pb, pa};
                GameLoop.PlayedGame game = GameLoop.play(rules, position, players, gameSeed, maxPlies, m -> { });
                int n = game.moves().size();
                String[] moves = new String[n];
                int[] evals = new int[n];
                int[] depth = new int[n];
                long[] nodes = new long[n];
                for (int i = 0; i < n; i++) {
                    GameLoop.PlayedMove m = game.moves().get(i);
                    moves[i] = m.machine();
                    evals[i] = m.choice().scoreCp();
                    depth[i] = m.choice().depth();
                    nodes[i] = m.choice().nodes();
                }
                EngineConfig first = aFirst ? a : b;
                EngineConfig second = aFirst ? b : a;
                return RowFactory.create(runId, runId + "/chess960/" + index, (long) index, "chess960",
                        rules.defaultRules().toString(), game.startFen(), start, null, gameSeed, player(first),
                        player(second), moves, evals, depth, nodes, null, game.outcome().result().text(),
                        game.outcome().termination().logName(), n, "test");
            }));
        }
        List<Row> out = new ArrayList<>();
        try {
            for (Future<Row> f : rows) {
                out.add(f.get());
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            pool.shutdownNow();
        }
        Path run = root.resolve("run=" + runId);
        SharedSpark.get().createDataFrame(out, SCHEMA_V1).coalesce(2).write().mode(SaveMode.ErrorIfExists)
                .parquet(run.resolve("variant=chess960").toString());
        try {
            Files.writeString(run.resolve("_run.json"), "{\"format\":\"ttakji-selfplay-run\",\"schemaVersion\":1,"
                    + "\"runId\":\"" + runId + "\",\"status\":\"complete\"}\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return run;
    }

    private static Row player(EngineConfig c) {
        return RowFactory.create(c.engine(), c.level(), c.weightsVersion(), "{}");
    }
}
