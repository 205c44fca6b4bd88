package org.ttakji.gamelog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetOutputFormat;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.execution.datasources.parquet.SparkToParquetSchemaConverter;
import org.apache.spark.sql.internal.SQLConf;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import scala.Tuple2;

/**
 * Game log files written by parquet-hadoop's writer ({@link GameLogOutput}, {@link FileRowWriteSupport}) are the files
 * Spark SQL's writer makes of the same rows: the same Parquet schema, footer metadata and rows, read back by the game
 * log layer.
 */
class GameLogOutputTest {
    private static final VariantRules CHESS = Variants.rules(Variant.CHESS960);

    @TempDir
    Path tmp;

    /** Games with every kind of value: nulls in each nullable column, empty and full lists, a non-ASCII string. */
    static List<GameRecord> games() {
        String chess = CHESS.startPosition(CHESS.defaultRules(), 959).toFen();
        PlayerInfo ttakji = new PlayerInfo("ttakji", "normal", "v0003", "{\"nodes\":1000}");
        PlayerInfo random = new PlayerInfo("random", null, null, "{}");
        PlayerInfo external = new PlayerInfo("fairy-stockfish", "skill=5", null, "{\"id\":\"Fairy-Stockfish ★\"}");
        return List.of(
                new GameRecord("r1", "r1/chess960/0", 0, "chess960", CHESS.defaultRules().toString(), chess, 959, null, 42L, ttakji,
                        random, List.of("b2b3", "b7b6", "a2a3"), new int[] {12, -30, 7}, new int[] {5, 0, 6},
                        new long[] {1000, 0, 1003}, null, "1-0", "adjudication", 3, "abc1234", 0),
                new GameRecord("r1", "r1/chess960/1", 1, "chess960", CHESS.defaultRules().toString(), chess, null, null, -7L, random,
                        external, List.of(), new int[0], new int[0], new long[0], new long[0], "1/2-1/2", "max-plies", 0,
                        "abc1234", 1),
                new GameRecord("r1", "r1/chess960/2", 2, "chess960", CHESS.defaultRules().toString(), chess, 959, "layout", 9L, ttakji,
                        ttakji, List.of("b2b3"), new int[] {1}, new int[] {2}, new long[] {Long.MAX_VALUE},
                        new long[] {123456789L}, "0-1", "resignation", 1, "abc1234", 0));
    }

    @Test
    void theParquetSchemaIsTheOneSparkDerivesFromTheFileSchema() {
        assertEquals(new SparkToParquetSchemaConverter(new SQLConf()).convert(GameLogSchema.FILE_SCHEMA),
                FileRowWriteSupport.PARQUET_SCHEMA);
    }

    @Test
    void filesAreThoseOfSparkSqlsWriterAndReadBackAsTheSameGames() throws IOException {
        List<Row> rows = games().stream().map(GameLogSchema::toRow).toList();
        Path ours = tmp.resolve("ours");
        Path spark = tmp.resolve("spark");
        write(rows, ours);
        SharedSpark.get().createDataFrame(rows, GameLogSchema.FILE_SCHEMA).coalesce(1).write().mode(SaveMode.ErrorIfExists)
                .options(GameLogSchema.WRITE_OPTIONS).parquet(spark.toString());
        Path ourFile = onlyPart(ours);
        Path sparkFile = onlyPart(spark);
        assertEquals("part-r-00000.zstd.parquet", ourFile.getFileName().toString());
        assertTrue(Files.exists(ours.resolve("_SUCCESS")), "the job's commit marker");

        ParquetMetadata ourFooter = footer(ourFile);
        ParquetMetadata sparkFooter = footer(sparkFile);
        assertEquals(sparkFooter.getFileMetaData().getSchema(), ourFooter.getFileMetaData().getSchema());
        Map<String, String> kv = ourFooter.getFileMetaData().getKeyValueMetaData();
        assertEquals(GameLogSchema.FILE_SCHEMA.json(), kv.get(FileRowWriteSupport.SPARK_ROW_METADATA));
        assertEquals(sparkFooter.getFileMetaData().getKeyValueMetaData(), kv);
        assertEquals(sparkFooter.getBlocks().get(0).getColumns().toString(), ourFooter.getBlocks().get(0).getColumns().toString(),
                "the same column chunks: codec, encodings, sizes");
        assertArrayEquals(Files.readAllBytes(sparkFile), Files.readAllBytes(ourFile), "the same bytes as Spark SQL's file");

        List<String> files = new GameLogFiles(tmp, tmp, new Configuration()).find(ourFile.toString(), null, n -> { });
        List<Row> back = GameLogReader.read(SharedSpark.get(), files).orderBy("game_index").collectAsList();
        List<Row> expected = GameLogReader.read(SharedSpark.get(), List.of(sparkFile.toString())).orderBy("game_index")
                .collectAsList();
        assertEquals(expected, back);
        assertEquals(List.of("b2b3", "b7b6", "a2a3"), back.get(0).getList(back.get(0).fieldIndex("moves")));
        assertEquals("Fairy-Stockfish ★", new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(back.get(1).getStruct(back.get(1).fieldIndex("second")).getString(3)).get("id").asText());
    }

    @Test
    void aFileWrittenWithoutSparkHoldsTheBytesOfABatchWrittenBySpark() throws IOException {
        List<Row> rows = games().stream().map(GameLogSchema::toRow).toList();
        Path batch = tmp.resolve("batch");
        write(rows, batch);
        Path plain = tmp.resolve("plain").resolve("part-00000-00000.zstd.parquet");
        Files.createDirectories(plain.getParent());
        GameLogOutput.writeFile(new Configuration(), new org.apache.hadoop.fs.Path(plain.toUri()), rows);

        assertArrayEquals(Files.readAllBytes(onlyPart(batch)), Files.readAllBytes(plain));
        try (Stream<Path> s = Files.list(plain.getParent())) {
            assertEquals(List.of(), s.map(p -> p.getFileName().toString()).filter(n -> n.contains(".tmp")).toList(),
                    "no temporary file left beside it");
        }
        assertThrows(java.io.UncheckedIOException.class, () -> GameLogOutput.writeFile(new Configuration(),
                new org.apache.hadoop.fs.Path(plain.toUri()), rows), "an existing file is not overwritten");
    }

    /** Writes the rows as a batch is written: one task, parquet-hadoop's writer, Hadoop's output committer. */
    static void write(List<Row> rows, Path dir) {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(SharedSpark.get().sparkContext());
        @SuppressWarnings("unchecked")
        Class<ParquetOutputFormat<Row>> format = (Class<ParquetOutputFormat<Row>>) (Class<?>) ParquetOutputFormat.class;
        jsc.parallelize(rows, 1).mapToPair(r -> new Tuple2<>((Void) null, r)).saveAsNewAPIHadoopFile(dir.toString(),
                Void.class, Row.class, format, GameLogOutput.configure(SharedSpark.get().sparkContext().hadoopConfiguration()));
    }

    private static Path onlyPart(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> parts = s.filter(p -> p.getFileName().toString().endsWith(".parquet")).toList();
            assertEquals(1, parts.size(), parts.toString());
            return parts.get(0);
        }
    }

    private static ParquetMetadata footer(Path file) throws IOException {
        try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(
                new org.apache.hadoop.fs.Path(file.toUri()), new Configuration()))) {
            return r.getFooter();
        }
    }
}
