package org.ttakji.engines.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.RealGames;

/**
 * {@code records check} over every folder of the records manifest ({@link RealGames#manifest()}: the records
 * folder's own {@value RecordsManifest#FILE}, else the committed expectations of the project's copy) gives the
 * expected totals: games read, replayed, refused by reason, plies. Point {@code LAB_REAL_GAMES} at another folder
 * with its own manifest to check it.
 */
class RecordsManifestReplayTest {
    @TempDir
    Path tmp;

    /** The manifest line a folder's records give now. */
    private static RecordsManifest.Entry actual(Path root, String folder) {
        RecordCheck.Totals totals = RecordCheck.totals(RecordFiles.find(List.of(root.resolve(folder)), null).files());
        System.out.println(folder + ": " + totals.describe());
        return RecordsManifest.Entry.of(folder, totals);
    }

    @TestFactory
    Stream<DynamicTest> everyFolderOfTheManifestHasItsExpectedTotals() {
        Path root = RealGames.dir();
        return RealGames.manifest().entries().stream().map(e -> DynamicTest.dynamicTest(e.folder(), () -> {
            Assumptions.assumeTrue(Files.exists(root.resolve(e.folder())), "records folder not found: "
                    + root.resolve(e.folder()));
            assertEquals(e, actual(root, e.folder()), "totals of " + root.resolve(e.folder())
                    + " (manifest line vs records check)");
        }));
    }

    @Test
    void anyFolderOfRecordsIsCheckedAgainstItsOwnManifest() throws IOException {
        Files.createDirectories(tmp.resolve("set-a"));
        Files.writeString(tmp.resolve("set-a/g.pgn"), "[White \"w\"]\n\n1. e4 e5 1-0\n\n[White \"w\"]\n\n1. e4 *\n");
        Files.writeString(tmp.resolve(RecordsManifest.FILE),
                "folder\tgames\treplayed\trefused\tplies\treasons\nset-a\t2\t1\t1\t2\tno-result=1\n");
        RecordsManifest manifest = RecordsManifest.read(tmp.resolve(RecordsManifest.FILE));
        assertEquals(manifest.entries().get(0), actual(tmp, "set-a"));
    }
}
