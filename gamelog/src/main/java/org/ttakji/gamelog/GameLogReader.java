package org.ttakji.gamelog;

import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF5;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.StructField;
import org.ttakji.engines.core.LabInputException;

/**
 * Reads game logs: the one place where Parquet files become games, whatever their schema version.
 */
public final class GameLogReader {
    private GameLogReader() {
    }

    /**
     * The games of the files, one row per game, with the columns of {@link GameLogSchema#SCHEMA} in its order: the
     * files are read with {@link GameLogSchema#READ_SCHEMA} given explicitly (the {@code run=}/{@code variant=}
     * directories add no partition column, and a file of an older readable version reads with null in the columns
     * it lacks, v1: {@code clock_stops}); {@code moves} is a v1/v2 file's text or a v3 file's {@code move_codes}
     * decoded ({@link MoveCodes}), which Spark computes only when a query uses {@code moves}. Lazy: a file that is
     * not Parquet fails when the dataset is first computed; codes that do not replay fail the query naming the game.
     *
     * @param spark the session (on a cluster, its executors need this module and the engines on their classpath,
     *              as the self-play job's do, to decode v3 moves)
     * @param files Parquet files as URIs, as {@link GameLogFiles} finds them; not empty
     * @throws IllegalArgumentException if {@code files} is empty
     */
    public static Dataset<Row> read(SparkSession spark, List<String> files) {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no game log files to read");
        }
        Dataset<Row> raw = spark.read().schema(GameLogSchema.READ_SCHEMA).parquet(files.toArray(new String[0]));
        Column decoded = functions.udf(new DecodeMoves(), GameLogSchema.MOVES.dataType()).apply(
                functions.col("game_id"), functions.col("variant"), functions.col("rules"), functions.col("start_fen"),
                functions.col(GameLogSchema.MOVE_CODES.name()));
        Column moves = functions.when(functions.col(GameLogSchema.MOVE_CODES.name()).isNull(),
                functions.col(GameLogSchema.MOVES.name())).otherwise(decoded).as(GameLogSchema.MOVES.name());
        StructField[] fields = GameLogSchema.SCHEMA.fields();
        Column[] columns = new Column[fields.length];
        for (int i = 0; i < fields.length; i++) {
            columns[i] = fields[i].name().equals(GameLogSchema.MOVES.name()) ? moves : functions.col(fields[i].name());
        }
        return raw.select(columns);
    }

    /** {@code move_codes} to machine notation, on the executors; null codes stay null. */
    static final class DecodeMoves implements UDF5<String, String, String, String, byte[], String[]> {
        private static final long serialVersionUID = 1L;

        @Override
        public String[] call(String gameId, String variant, String rules, String startFen, byte[] codes) {
            if (codes == null) {
                return null;
            }
            try {
                return MoveCodes.decode(variant, rules, startFen, codes);
            } catch (IllegalArgumentException | LabInputException e) {
                throw new LabInputException("cannot decode the moves of game " + gameId + ": " + e.getMessage(), e);
            }
        }
    }
}
