package org.ttakji.engines.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.RealGames;

/**
 * {@code records check} over every folder of the records manifest ({@link RealGames#manifest()}: the records
 * folder's own {@value RecordsManifest#FILE}, else the committed expectations of the project's copy) gives the
 * expected totals: games read, replayed, refused by reason, plies. Point {@code LAB_REAL_GAMES} at another folder
 * with its own manifest to check it.
 */
class RecordsManifestReplayTest {
    @TestFactory
    Stream<DynamicTest> everyFolderOfTheManifestHasItsExpectedTotals() {
        Path root = RealGames.dir();
        List<RecordsManifest.Entry> entries = RealGames.manifest().entries();
        return entries.stream().map(e -> DynamicTest.dynamicTest(e.folder(), () -> {
            Path folder = root.resolve(e.folder());
            Assumptions.assumeTrue(Files.exists(folder), "records folder not found: " + folder);
            RecordCheck.Totals totals = RecordCheck.totals(RecordFiles.find(List.of(folder), null).files());
            System.out.println(e.folder() + ": " + totals.describe());
            assertEquals(e, RecordsManifest.Entry.of(e.folder(), totals), "totals of " + folder
                    + " (manifest line vs records check)");
        }));
    }
}
