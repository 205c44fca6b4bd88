package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;

/** Publishing a batch: the file the driver wrote to its staging directory gets the batch's name; anything else is refused. */
class RunStoreTest {
    @TempDir
    Path tmp;

    private static final Batch BATCH = new Batch(7, Variant.XIANGQI, 448, 512);

    private RunStore store() {
        return RunStore.of(tmp.toString(), tmp, "r1", new Configuration());
    }

    private Path staging(RunStore store) throws IOException {
        Path dir = Path.of(store.stagingDir(BATCH).toUri());
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("_SUCCESS"), "");
        return dir;
    }

    @Test
    void theStagedFileIsPublishedUnderTheBatchsNumber() throws IOException {
        RunStore store = store();
        Files.writeString(staging(store).resolve("part-r-00000.zstd.parquet"), "games");
        assertEquals(1, store.publish(BATCH));
        Path published = tmp.resolve("run=r1/variant=xiangqi/part-00007-00000.zstd.parquet");
        assertEquals("games", Files.readString(published));
        assertFalse(Files.exists(Path.of(store.stagingDir(BATCH).toUri())), "the staging directory is removed");
    }

    @Test
    void aPartFileOfAnotherNameIsRefused() throws IOException {
        RunStore store = store();
        Files.writeString(staging(store).resolve("part-00000-1b2c-c000.zstd.parquet"), "games");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> store.publish(BATCH));
        assertTrue(e.getMessage().contains("part-00000-1b2c-c000.zstd.parquet"), e.getMessage());
    }

    @Test
    void aBatchWithoutItsCommitMarkerIsRefused() throws IOException {
        RunStore store = store();
        Path dir = staging(store);
        Files.delete(dir.resolve("_SUCCESS"));
        Files.writeString(dir.resolve("part-r-00000.zstd.parquet"), "games");
        assertThrows(IllegalStateException.class, () -> store.publish(BATCH));
    }
}
