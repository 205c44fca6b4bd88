package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.gamelog.GameLogOutput;
import org.ttakji.gamelog.GameLogSchema;
import org.ttakji.gamelog.GameRecord;
import org.ttakji.gamelog.PlayerInfo;

/**
 * The driver's write of a batch: the file of a plain write of the rows in game order, a commit marker, and an attempt
 * that failed leaves neither a part file nor the marker.
 */
class BatchWriteTest {
    private static final Batch BATCH = new Batch(3, Variant.CHESS960, 12, 15);

    @TempDir
    Path tmp;

    /** Three games of batch 3 (game indices 12..14), handed over out of order as tasks may finish. */
    private static List<Row> rows() {
        VariantRules chess = Variants.rules(Variant.CHESS960);
        String fen = chess.startPosition(chess.defaultRules(), 959).toFen();
        String rules = chess.defaultRules().toString();
        PlayerInfo random = new PlayerInfo("random", null, null, "{}");
        return Stream.of(14, 12, 13).map(i -> GameLogSchema.toRow(new GameRecord("r1", "r1/chess960/" + i, i,
                "chess960", rules, fen, 959, null, i, random, random, List.of("b2b3", "b7b6"), new int[] {0, 0},
                new int[] {0, 0}, new long[] {0, 0}, null, "1/2-1/2", "max-plies", 2, "test", 0))).toList();
    }

    private RunStore store(String root) {
        return RunStore.of(tmp.resolve(root).toString(), tmp, "r1", new Configuration());
    }

    private byte[] plainWrite() throws IOException {
        int gameIndex = GameLogSchema.FILE_SCHEMA.fieldIndex("game_index");
        List<Row> sorted = rows().stream().sorted((a, b) -> Long.compare(a.getLong(gameIndex), b.getLong(gameIndex)))
                .toList();
        Path file = tmp.resolve("plain/part.zstd.parquet");
        GameLogOutput.writeFile(new Configuration(), new org.apache.hadoop.fs.Path(file.toUri()), sorted);
        return Files.readAllBytes(file);
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.endsWith(".crc")).sorted().toList();
        }
    }

    @Test
    void theBatchsFileIsAPlainWriteOfItsRowsInGameOrderMarkedCommitted() throws IOException {
        RunStore store = store("clean");
        BatchWrite.write(store, BATCH, rows(), FaultInjection.NONE, BatchWrite.ATTEMPTS);
        Path staging = Path.of(store.stagingDir(BATCH).toUri());
        assertEquals(List.of("_SUCCESS", "part-r-00000.zstd.parquet"), names(staging));
        assertArrayEquals(plainWrite(), Files.readAllBytes(Path.of(store.stagedFile(BATCH).toUri())));
        assertEquals(1, store.publish(BATCH));
        assertTrue(Files.exists(tmp.resolve("clean/run=r1/variant=chess960/part-00003-00000.zstd.parquet")));
    }

    @Test
    void aWriteThatFailedAfterItsFirstRowIsRetriedAndEqualsACleanWrite() throws IOException {
        RunStore store = store("retried");
        FaultInjection always = new FaultInjection(1, 5); // every first attempt fails
        BatchWrite.write(store, BATCH, rows(), always, BatchWrite.ATTEMPTS);
        Path staging = Path.of(store.stagingDir(BATCH).toUri());
        assertEquals(List.of("_SUCCESS", "part-r-00000.zstd.parquet"), names(staging),
                "the failed attempt's temporary file was overwritten and renamed");
        assertArrayEquals(plainWrite(), Files.readAllBytes(Path.of(store.stagedFile(BATCH).toUri())));
    }

    @Test
    void aWriteWhoseLastAttemptFailedLeavesNoPartFileAndNoMarker() throws IOException {
        RunStore store = store("failed");
        FaultInjection always = new FaultInjection(1, 5);
        assertThrows(FaultInjection.InjectedFault.class, () -> BatchWrite.write(store, BATCH, rows(), always, 1));
        Path staging = Path.of(store.stagingDir(BATCH).toUri());
        assertTrue(names(staging).stream().allMatch(n -> n.startsWith(".")),
                "only a hidden temporary file may be left: " + names(staging));
        assertThrows(IllegalStateException.class, () -> store.publish(BATCH), "no commit marker: not published");
        store.clearBatch(BATCH);
        assertFalse(Files.exists(staging), "clearing the batch removes what the attempt left");
    }
}
