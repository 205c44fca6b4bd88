package org.ttakji.explorer;

import java.util.List;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The explorer's two Parquet tables, version {@value #VERSION}, each partitioned by {@code variant}
 * ({@code <table>/variant=<v>/part-*.parquet}) and sorted by its key within a file.
 *
 * <p>{@value #MOVES}: one row per (variant, start, position, move, source): {@code start} is the start key
 * ({@link org.ttakji.engines.core.VariantRules#openingStart}), {@code position} the Zobrist hash of the mover's view
 * ({@link OpeningReplay}), {@code move} machine notation, {@code source} the mover's bucket ({@link Sources});
 * {@code games}, {@code wins}, {@code draws}, {@code losses} count the games in which that mover played that move
 * there, from the mover's view; {@code score}, {@code score_low}, {@code score_high} are the mover's score and its 95%
 * interval ({@link Score}).
 *
 * <p>{@value #STARTS}: one row per (variant, start, source), source being the game's bucket (the pairing, or the
 * record set): the games of that start, {@code wins}/{@code draws}/{@code losses} from the first player's view, with
 * the first player's score and interval. It counts every game, also those without moves (result-only records).
 */
public final class ExplorerSchema {
    /** The table format version, in the manifest; bump it on any change of columns or meaning. */
    public static final int VERSION = 1;
    /** The moves table's folder name. */
    public static final String MOVES = "moves";
    /** The starts table's folder name. */
    public static final String STARTS = "starts";

    /** The key columns of the moves table, in sort order. */
    public static final List<String> MOVE_KEY = List.of("variant", "start", "position", "move", "source");
    /** The key columns of the starts table, in sort order. */
    public static final List<String> START_KEY = List.of("variant", "start", "source");
    /** The count columns of both tables. */
    public static final List<String> COUNTS = List.of("games", "wins", "draws", "losses");

    /** The moves table's rows (with {@code variant}, which the files hold as their partition folder). */
    public static final StructType MOVE_ROW = new StructType(new StructField[]{
        DataTypes.createStructField("variant", DataTypes.StringType, false),
        DataTypes.createStructField("start", DataTypes.StringType, false),
        DataTypes.createStructField("position", DataTypes.LongType, false),
        DataTypes.createStructField("move", DataTypes.StringType, false),
        DataTypes.createStructField("source", DataTypes.StringType, false),
        DataTypes.createStructField("games", DataTypes.LongType, false),
        DataTypes.createStructField("wins", DataTypes.LongType, false),
        DataTypes.createStructField("draws", DataTypes.LongType, false),
        DataTypes.createStructField("losses", DataTypes.LongType, false),
    });

    /** The starts table's rows before the score columns. */
    public static final StructType START_ROW = new StructType(new StructField[]{
        DataTypes.createStructField("variant", DataTypes.StringType, false),
        DataTypes.createStructField("start", DataTypes.StringType, false),
        DataTypes.createStructField("source", DataTypes.StringType, false),
        DataTypes.createStructField("games", DataTypes.LongType, false),
        DataTypes.createStructField("wins", DataTypes.LongType, false),
        DataTypes.createStructField("draws", DataTypes.LongType, false),
        DataTypes.createStructField("losses", DataTypes.LongType, false),
    });

    /** The score columns both tables add after the counts. */
    public static final List<String> SCORES = List.of("score", "score_low", "score_high");

    /**
     * One game as the build reads it, from a log or a record: {@code input} (the run id, or the record file's
     * sha256), {@code game} (an id for messages), {@code kept} (false for a record game its format refused: counted,
     * never replayed; its other columns may be null), then what the replay needs.
     */
    public static final StructType GAME = new StructType(new StructField[]{
        DataTypes.createStructField("input", DataTypes.StringType, false),
        DataTypes.createStructField("game", DataTypes.StringType, false),
        DataTypes.createStructField("kept", DataTypes.BooleanType, false),
        DataTypes.createStructField("variant", DataTypes.StringType, true),
        DataTypes.createStructField("rules", DataTypes.StringType, true),
        DataTypes.createStructField("start_fen", DataTypes.StringType, true),
        DataTypes.createStructField("moves", DataTypes.createArrayType(DataTypes.StringType, false), true),
        DataTypes.createStructField("result", DataTypes.StringType, true),
        DataTypes.createStructField("first_source", DataTypes.StringType, true),
        DataTypes.createStructField("second_source", DataTypes.StringType, true),
        DataTypes.createStructField("game_source", DataTypes.StringType, true),
    });

    private ExplorerSchema() {
    }
}
