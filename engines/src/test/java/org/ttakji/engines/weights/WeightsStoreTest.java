package org.ttakji.engines.weights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.Weights;

class WeightsStoreTest {
    @TempDir
    Path data;

    private Weights weights(double knight) {
        return Weights.of(WeightsCodecTest.SET, new double[]{100, knight, 10});
    }

    private static Map<String, Object> provenance() {
        return Map.of("trainer", "test", "gitVersion", "dev");
    }

    @Test
    void publishNextAllocatesVersionsInOrderWithoutPromoting() {
        WeightsStore store = WeightsStore.at(data);
        assertEquals("v0001", store.nextVersion(Variant.CHESS960));
        WeightsFile first = store.publishNext(Variant.CHESS960, null, weights(300), provenance());
        WeightsFile second = store.publishNext(Variant.CHESS960, first.version(), weights(320), provenance());
        assertEquals("v0001", first.version());
        assertEquals("v0002", second.version());
        assertEquals("v0001", second.parent());
        assertEquals(List.of("v0001", "v0002"), store.versions(Variant.CHESS960));
        assertTrue(store.promoted(Variant.CHESS960).isEmpty());
        assertTrue(Files.isRegularFile(data.resolve("weights/chess960/v0002.json")));
    }

    @Test
    void anExistingVersionIsNeverOverwritten() {
        WeightsStore store = WeightsStore.at(data);
        WeightsFile first = store.publishNext(Variant.CHESS960, null, weights(300), provenance());
        LabInputException e = assertThrows(LabInputException.class,
                () -> store.publish(WeightsFile.create(Variant.CHESS960, "v0001", null, weights(1), provenance())));
        assertTrue(e.getMessage().contains("already exists"), e.getMessage());
        assertEquals(300, store.load(Variant.CHESS960, first.version(), WeightsCodecTest.SET).weight("material.knight"));
    }

    @Test
    void promotedVersionIsLoadedByDefaultAndPinnedVersionsOnRequest() {
        WeightsStore store = WeightsStore.at(data);
        store.publishNext(Variant.CHESS960, null, weights(300), provenance());
        store.publishNext(Variant.CHESS960, "v0001", weights(320), provenance());
        store.promote(Variant.CHESS960, "v0001", "start", WeightsCodecTest.SET);
        assertEquals(300, store.load(Variant.CHESS960, null, WeightsCodecTest.SET).weight("material.knight"));
        assertEquals(320, store.load(Variant.CHESS960, "v0002", WeightsCodecTest.SET).weight("material.knight"));
        PromoteOutcome second = store.promote(Variant.CHESS960, "v0002", "better", WeightsCodecTest.SET);
        assertTrue(second.changed());
        assertEquals("v0001", second.previous());
        VersionIndex index = second.index();
        assertEquals(2, index.history().size());
        assertEquals("v0002", store.resolve(Variant.CHESS960, "promoted"));
        assertEquals(320, store.load(Variant.CHESS960, null, WeightsCodecTest.SET).weight("material.knight"));
        PromoteOutcome again = store.promote(Variant.CHESS960, "v0002", "again", WeightsCodecTest.SET);
        assertFalse(again.changed());
        assertEquals(index.history(), again.index().history(), "promoting the promoted version adds no history entry");
        assertEquals(2, store.files().index(Variant.CHESS960).orElseThrow().history().size());
    }

    @Test
    void aPromotionKeepsTheTestThatJustifiedItInTheIndex() {
        WeightsStore store = WeightsStore.at(data);
        store.publishNext(Variant.CHESS960, null, weights(300), provenance());
        store.publishNext(Variant.CHESS960, "v0001", weights(320), provenance());
        store.promote(Variant.CHESS960, "v0001", "start", WeightsCodecTest.SET);
        Map<String, Object> test = new java.util.LinkedHashMap<>();
        test.put("kind", "sprt");
        test.put("pentanomial", List.of(1, 2, 30, 4, 5));
        test.put("llr", 2.95);
        store.files().promote(Variant.CHESS960, "v0002", "gate", test);
        List<VersionIndex.Promotion> history = store.files().index(Variant.CHESS960).orElseThrow().history();
        assertEquals(Map.of(), history.get(0).test(), "a promotion by hand records no test");
        Map<String, Object> read = history.get(1).test();
        assertEquals(List.of("kind", "pentanomial", "llr"), List.copyOf(read.keySet()), "kept in order");
        assertEquals("sprt", read.get("kind"));
        assertEquals(List.of(1, 2, 30, 4, 5), ((List<?>) read.get("pentanomial")).stream()
                .map(n -> ((Number) n).intValue()).toList());
        assertEquals(2.95, ((Number) read.get("llr")).doubleValue(), 0);
        // a later promotion rewrites the index and keeps the earlier entry's test
        store.promote(Variant.CHESS960, "v0001", "back", WeightsCodecTest.SET);
        assertEquals(read, store.files().index(Variant.CHESS960).orElseThrow().history().get(1).test());
    }

    @Test
    void missingVersionsAndMissingIndexAreClearErrors() {
        WeightsStore store = WeightsStore.at(data);
        LabInputException none = assertThrows(LabInputException.class, () -> store.resolve(Variant.SHOGI, null));
        assertTrue(none.getMessage().contains("no promoted weights for shogi"), none.getMessage());
        store.publishNext(Variant.SHOGI, null, weights(300), provenance());
        LabInputException pinned = assertThrows(LabInputException.class, () -> store.resolve(Variant.SHOGI, "v0007"));
        assertTrue(pinned.getMessage().contains("versions present: v0001"), pinned.getMessage());
        assertThrows(LabInputException.class, () -> store.resolve(Variant.SHOGI, "7"));
    }

    @Test
    void afterV9999NoVersionIsLeftAndPublishingSaysSo() {
        WeightsStore store = WeightsStore.at(data);
        store.files().writeNew(Variant.CHESS960, "v9999", "{}");
        LabInputException e = assertThrows(LabInputException.class,
                () -> store.publishNext(Variant.CHESS960, null, weights(300), provenance()));
        assertEquals("no weights version left for chess960: " + data.resolve("weights/chess960")
                + " already has v9999, the last version name", e.getMessage());
    }

    @Test
    void aCorruptIndexIsRefused() throws IOException {
        WeightsStore store = WeightsStore.at(data);
        store.publishNext(Variant.CHESS960, null, weights(300), provenance());
        store.promote(Variant.CHESS960, "v0001", "", WeightsCodecTest.SET);
        Path index = data.resolve("weights/chess960/index.json");
        Files.writeString(index, Files.readString(index).replace("v0001\"", "v0002\""));
        DataFileException e = assertThrows(DataFileException.class, () -> store.resolve(Variant.CHESS960, null));
        assertTrue(e.getMessage().contains("checksum mismatch"), e.getMessage());
    }

    @Test
    void promotingAFileThatDoesNotValidateIsRefused() throws IOException {
        WeightsStore store = WeightsStore.at(data);
        store.publishNext(Variant.CHESS960, null, weights(300), provenance());
        Path file = data.resolve("weights/chess960/v0001.json");
        Files.writeString(file, Files.readString(file).replace("300.0", "301.0"));
        assertThrows(DataFileException.class, () -> store.promote(Variant.CHESS960, "v0001", "", WeightsCodecTest.SET));
        assertFalse(Files.exists(data.resolve("weights/chess960/index.json")));
    }

    @Test
    void writesLeaveNoTemporaryFiles() throws IOException {
        WeightsStore store = WeightsStore.at(data);
        store.publishNext(Variant.CHESS960, null, weights(300), provenance());
        store.promote(Variant.CHESS960, "v0001", "", WeightsCodecTest.SET);
        try (Stream<Path> files = Files.list(data.resolve("weights/chess960"))) {
            // The index lock file stays on purpose (VersionedStore.locked).
            assertEquals(List.of(VersionedStore.INDEX_LOCK, "index.json", "v0001.json"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }
}
