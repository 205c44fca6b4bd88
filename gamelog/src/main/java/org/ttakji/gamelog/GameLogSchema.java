package org.ttakji.gamelog;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The game log's Spark schema, version {@value #VERSION} (DESIGN.md, "Parquet game log"): one row per
 * game. Columns that are always present are non-nullable; {@code start_number}, {@code banqi_layout},
 * {@code first.level}, {@code first.weights_version} (and the same of {@code second}) and {@code time_us}
 * may be null.
 *
 * <p>Versions: v1 is DESIGN.md's table; v2 adds {@code clock_stops} at the end, the number of the game's moves
 * whose search a clock stopped (a move time or a wall-time cap; 0 in a deterministic run, where every game is
 * reproducible from its seed). {@link GameLogReader} reads every version of {@link #READABLE_VERSIONS} with this
 * schema: a v1 file gives {@code clock_stops} as null ("not recorded"). A run's manifest names its version
 * ({@link RunHeader#schemaVersion()}), which {@link GameLogFiles} checks before anything is read.
 */
public final class GameLogSchema {
    /** The schema version written to {@code _run.json}; bump it on any change of columns or meaning. */
    public static final int VERSION = 2;
    /** The versions this build reads (the current one and its predecessors, read with {@link #SCHEMA}). */
    public static final java.util.List<Integer> READABLE_VERSIONS = java.util.List.of(1, 2);

    /** Struct of the {@code first} and {@code second} columns. */
    public static final StructType PLAYER = new StructType(new StructField[]{
        DataTypes.createStructField("engine", DataTypes.StringType, false),
        DataTypes.createStructField("level", DataTypes.StringType, true),
        DataTypes.createStructField("weights_version", DataTypes.StringType, true),
        DataTypes.createStructField("params_json", DataTypes.StringType, false),
    });

    /** The row schema. */
    public static final StructType SCHEMA = new StructType(new StructField[]{
        DataTypes.createStructField("run_id", DataTypes.StringType, false),
        DataTypes.createStructField("game_id", DataTypes.StringType, false),
        DataTypes.createStructField("game_index", DataTypes.LongType, false),
        DataTypes.createStructField("variant", DataTypes.StringType, false),
        DataTypes.createStructField("rules", DataTypes.StringType, false),
        DataTypes.createStructField("start_fen", DataTypes.StringType, false),
        DataTypes.createStructField("start_number", DataTypes.IntegerType, true),
        DataTypes.createStructField("banqi_layout", DataTypes.StringType, true),
        DataTypes.createStructField("seed", DataTypes.LongType, false),
        DataTypes.createStructField("first", PLAYER, false),
        DataTypes.createStructField("second", PLAYER, false),
        DataTypes.createStructField("moves", DataTypes.createArrayType(DataTypes.StringType, false), false),
        DataTypes.createStructField("eval_cp", DataTypes.createArrayType(DataTypes.IntegerType, false), false),
        DataTypes.createStructField("depth", DataTypes.createArrayType(DataTypes.IntegerType, false), false),
        DataTypes.createStructField("nodes", DataTypes.createArrayType(DataTypes.LongType, false), false),
        DataTypes.createStructField("time_us", DataTypes.createArrayType(DataTypes.LongType, false), true),
        DataTypes.createStructField("result", DataTypes.StringType, false),
        DataTypes.createStructField("termination", DataTypes.StringType, false),
        DataTypes.createStructField("plies", DataTypes.IntegerType, false),
        DataTypes.createStructField("lab_version", DataTypes.StringType, false),
        DataTypes.createStructField("clock_stops", DataTypes.IntegerType, false),
    });

    /**
     * Parquet writer settings of the game log. Data page v2 without dictionaries gives each column chunk
     * a single encoding: parquet-mr lists a chunk's encodings in the footer from a hash set of enum
     * constants, whose order changes from JVM to JVM, so with several encodings per chunk the same games
     * would give different footer bytes on different executors.
     */
    public static final java.util.Map<String, String> WRITE_OPTIONS = java.util.Map.of(
            "compression", "snappy",
            "parquet.writer.version", "v2",
            "parquet.enable.dictionary", "false");

    private GameLogSchema() {
    }

    /** True when this build reads logs of schema version {@code version}. */
    public static boolean readable(int version) {
        return READABLE_VERSIONS.contains(version);
    }

    /** The record as a row of {@link #SCHEMA} (arrays as Java arrays, structs as rows). */
    public static Row toRow(GameRecord g) {
        return RowFactory.create(g.runId(), g.gameId(), g.gameIndex(), g.variant(), g.rules(), g.startFen(),
                g.startNumber(), g.banqiLayout(), g.seed(), player(g.first()), player(g.second()),
                g.moves().toArray(new String[0]), g.evalCp(), g.depth(), g.nodes(), g.timeUs(), g.result(),
                g.termination(), g.plies(), g.labVersion(), g.clockStops());
    }

    private static Row player(PlayerInfo p) {
        return RowFactory.create(p.engine(), p.level(), p.weightsVersion(), p.paramsJson());
    }
}
