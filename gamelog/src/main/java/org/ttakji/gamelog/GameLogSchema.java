package org.ttakji.gamelog;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The game log's schemas, version {@value #VERSION} (docs/game-log-schema.md): one row per game.
 *
 * <p>Two shapes: {@link #SCHEMA} is the game as every reader sees it ({@link GameLogReader}, the view {@code games} of
 * {@code lab query}, {@code tune}): the columns of docs/game-log-schema.md plus {@code clock_stops}, with {@code moves} in
 * machine notation. {@link #FILE_SCHEMA} is what a v3 file holds: the same columns in the same order, except that
 * {@code moves} is stored as {@code move_codes}, a binary value per game ({@link MoveCodes}: per ply the index of the
 * move among the position's legal moves sorted by machine notation, an unsigned varint, so one byte a ply), which the
 * readers turn back into {@code moves}. Columns that are always present are non-nullable; {@code start_number},
 * {@code banqi_layout}, {@code first.level}, {@code first.weights_version} (and the same of {@code second}) and
 * {@code time_us} may be null.
 *
 * <p>Versions: v1 is the table of docs/game-log-schema.md without {@code clock_stops}; v2 adds {@code clock_stops} at the end, the number of the game's moves whose
 * search a clock stopped (a move time or a wall-time cap; 0 in a deterministic run, where every game is reproducible
 * from its seed); v3 stores {@code moves} as {@code move_codes} (above) and compresses with zstd
 * ({@link #WRITE_OPTIONS}); {@code eval_cp}, {@code depth} and {@code nodes} stay integer lists, which Parquet's
 * delta encoding already packs into a few bits a ply. Every version of {@link #READABLE_VERSIONS} reads with
 * {@link #READ_SCHEMA}: a v1 file gives {@code clock_stops} as null ("not recorded"). A run's manifest names its
 * version ({@link RunHeader#schemaVersion()}), which {@link GameLogFiles} checks before anything is read.
 */
public final class GameLogSchema {
    /** The schema version written to {@code _run.json}; bump it on any change of columns or meaning. */
    public static final int VERSION = 3;
    /** The versions this build reads (the current one and its predecessors, read with {@link #READ_SCHEMA}). */
    public static final java.util.List<Integer> READABLE_VERSIONS = java.util.List.of(1, 2, 3);

    /** Struct of the {@code first} and {@code second} columns. */
    public static final StructType PLAYER = new StructType(new StructField[]{
        DataTypes.createStructField("engine", DataTypes.StringType, false),
        DataTypes.createStructField("level", DataTypes.StringType, true),
        DataTypes.createStructField("weights_version", DataTypes.StringType, true),
        DataTypes.createStructField("params_json", DataTypes.StringType, false),
    });

    /** The moves column of the readers and of v1/v2 files: machine notation, one string a ply. */
    public static final StructField MOVES =
            DataTypes.createStructField("moves", DataTypes.createArrayType(DataTypes.StringType, false), false);
    /** The moves column of v3 files: {@link MoveCodes}, one varint a ply. */
    public static final StructField MOVE_CODES = DataTypes.createStructField("move_codes", DataTypes.BinaryType, false);

    /** The row as readers see it (every version), with {@code moves} in machine notation. */
    public static final StructType SCHEMA = columns(MOVES);

    /** The row as a v3 file stores it: {@link #SCHEMA} with {@code move_codes} in the place of {@code moves}. */
    public static final StructType FILE_SCHEMA = columns(MOVE_CODES);

    /**
     * What {@link GameLogReader} reads files of every readable version with: {@link #SCHEMA} followed by
     * {@code move_codes}, both moves columns nullable, so a v1/v2 file gives null codes and a v3 file null text.
     */
    public static final StructType READ_SCHEMA = columns(MOVES.copy(MOVES.name(), MOVES.dataType(), true, MOVES.metadata()))
            .add(MOVE_CODES.name(), MOVE_CODES.dataType(), true);

    /**
     * Parquet writer settings of the game log (v3). Data page v2 without dictionaries gives each column chunk
     * a single encoding (integers delta-packed, strings and binary delta byte arrays): parquet-mr lists a chunk's
     * encodings in the footer from a hash set of enum constants, whose order changes from JVM to JVM, so with
     * several encodings per chunk the same games would give different footer bytes on different executors. zstd
     * (level 3, parquet-mr's default) compresses each page; the per-column min/max statistics, size statistics and
     * page checksums are off: on files of a few games they were most of the bytes (min/max of the start position
     * and of the move lists, in the footer and again in the column index), and no query here filters on them.
     */
    public static final java.util.Map<String, String> WRITE_OPTIONS = java.util.Map.of(
            "compression", "zstd",
            "parquet.writer.version", "v2",
            "parquet.enable.dictionary", "false",
            "parquet.column.statistics.enabled", "false",
            "parquet.size.statistics.enabled", "false",
            "parquet.page.write-checksum.enabled", "false");

    private GameLogSchema() {
    }

    private static StructType columns(StructField moves) {
        return new StructType(new StructField[]{
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
            moves,
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
    }

    /** True when this build reads logs of schema version {@code version}. */
    public static boolean readable(int version) {
        return READABLE_VERSIONS.contains(version);
    }

    /**
     * The record as a row of {@link #FILE_SCHEMA} (arrays as Java arrays, structs as rows), its moves encoded
     * ({@link MoveCodes#encode(String, String, String, java.util.List)}).
     *
     * @throws IllegalArgumentException if a move is not legal in its position (not a game of its rules)
     * @throws org.ttakji.engines.core.LabInputException if the variant is not implemented in this build, or the
     *                                  rules or the start position do not parse
     */
    public static Row toRow(GameRecord g) {
        return RowFactory.create(g.runId(), g.gameId(), g.gameIndex(), g.variant(), g.rules(), g.startFen(),
                g.startNumber(), g.banqiLayout(), g.seed(), player(g.first()), player(g.second()),
                MoveCodes.encode(g.variant(), g.rules(), g.startFen(), g.moves()), g.evalCp(), g.depth(), g.nodes(),
                g.timeUs(), g.result(), g.termination(), g.plies(), g.labVersion(), g.clockStops());
    }

    private static Row player(PlayerInfo p) {
        return RowFactory.create(p.engine(), p.level(), p.weightsVersion(), p.paramsJson());
    }
}
