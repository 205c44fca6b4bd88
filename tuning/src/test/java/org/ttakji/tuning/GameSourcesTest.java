package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

class GameSourcesTest {
    @TempDir
    Path root;
    Path games;

    private Path run(String id, String... variants) throws IOException {
        Path run = games.resolve("run=" + id);
        for (String v : variants) {
            Path dir = Files.createDirectories(run.resolve("variant=" + v));
            Files.writeString(dir.resolve("part-00000.snappy.parquet"), "not read here");
        }
        return run;
    }

    @BeforeEach
    void layout() throws IOException {
        games = Files.createDirectories(root.resolve("data/games"));
        run("r1", "chess960", "banqi");
        run("r2", "chess960");
        run("r3", "banqi");
    }

    private static String leaf(String run) {
        return "run=" + run + "/variant=chess960";
    }

    @Test
    void runIdsAreReadFromTheGamesRoot() {
        GameSources s = GameSources.resolve(List.of("r1,r2"), games, Variant.CHESS960);
        assertEquals(2, s.paths().size());
        assertTrue(s.paths().get(0).endsWith(leaf("r1")) && s.paths().get(1).endsWith(leaf("r2")), s.paths().toString());
        assertEquals(List.of("r1", "r2"), s.labels());
    }

    @Test
    void aGamesRootMeansEveryRunWithTheVariant() {
        GameSources s = GameSources.resolve(List.of(games.toString()), games, Variant.CHESS960);
        assertEquals(2, s.paths().size());
    }

    @Test
    void runAndVariantDirectoriesAndFilesAreAccepted() {
        assertEquals(1, GameSources.resolve(List.of(games.resolve("run=r1").toString()), games, Variant.CHESS960).paths().size());
        assertEquals(1, GameSources.resolve(List.of(games.resolve(leaf("r2")).toString()), games, Variant.CHESS960).paths().size());
        Path file = games.resolve(leaf("r2")).resolve("part-00000.snappy.parquet");
        assertEquals(List.of(file.toString()), GameSources.resolve(List.of(file.toString()), games, Variant.CHESS960).paths());
    }

    @Test
    void unknownItemIsAnErrorListingTheRuns() {
        LabInputException e = assertThrows(LabInputException.class,
                () -> GameSources.resolve(List.of("r9"), games, Variant.CHESS960));
        assertTrue(e.getMessage().contains("'r9'") && e.getMessage().contains("r1, r2, r3"), e.getMessage());
    }

    @Test
    void runWithoutTheVariantIsAnError() {
        LabInputException e = assertThrows(LabInputException.class,
                () -> GameSources.resolve(List.of("r3"), games, Variant.CHESS960));
        assertTrue(e.getMessage().contains("no chess960 games found in 'r3'"), e.getMessage());
    }

    @Test
    void noItemIsAnError() {
        assertThrows(LabInputException.class, () -> GameSources.resolve(List.of(" , "), games, Variant.CHESS960));
    }

    @Test
    void manifestOfAnotherSchemaVersionIsRefused() throws IOException {
        Files.writeString(games.resolve("run=r2/_run.json"), "{\"schemaVersion\": 3}");
        LabInputException e = assertThrows(LabInputException.class,
                () -> GameSources.resolve(List.of("r2"), games, Variant.CHESS960));
        assertTrue(e.getMessage().contains("schema version 3"), e.getMessage());
    }
}
