package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameLogFiles;

/**
 * {@code tune --games}: items classified as records or logs; the logs resolved by the game log layer
 * ({@link GameLogFiles}, tested in the gamelog module), so {@code tune} and {@code query} agree on every place.
 */
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

    /** The Chess960 file of a run, as the game log layer names it. */
    private String file(String run) {
        return "file:" + games.resolve("run=" + run + "/variant=chess960/part-00000.snappy.parquet");
    }

    @Test
    void runIdsAreReadFromTheGamesRoot() {
        GameSources s = GameSources.resolve(List.of("r1,r2"), games, Variant.CHESS960);
        assertEquals(List.of(file("r1"), file("r2")), s.paths());
        assertEquals(List.of("r1", "r2"), s.labels());
    }

    @Test
    void aGamesRootMeansEveryRunWithTheVariant() {
        GameSources s = GameSources.resolve(List.of(games.toString()), games, Variant.CHESS960);
        assertEquals(List.of(file("r1"), file("r2")), s.paths());
    }

    @Test
    void runAndVariantDirectoriesAndFilesAreAccepted() {
        assertEquals(List.of(file("r1")), GameSources.resolve(List.of(games.resolve("run=r1").toString()), games,
                Variant.CHESS960).paths());
        assertEquals(List.of(file("r2")), GameSources.resolve(List.of(games.resolve("run=r2/variant=chess960").toString()),
                games, Variant.CHESS960).paths());
        Path file = games.resolve("run=r2/variant=chess960/part-00000.snappy.parquet");
        assertEquals(List.of(file("r2")), GameSources.resolve(List.of(file.toString()), games, Variant.CHESS960).paths());
    }

    @Test
    void aUriIsAPathNotARunId() {
        // Before the game log layer, tune took any item that is not a local path for a run id.
        String uri = games.resolve("run=r1").toUri().toString();
        GameSources s = GameSources.resolve(List.of(uri), games, Variant.CHESS960);
        assertEquals(List.of(file("r1")), s.paths());
        assertEquals(List.of(uri), s.labels());
    }

    @Test
    void unknownItemIsAnErrorListingTheRuns() {
        LabInputException e = assertThrows(LabInputException.class,
                () -> GameSources.resolve(List.of("r9"), games, Variant.CHESS960));
        assertEquals("no game logs at 'r9': neither a path nor a run id under " + games + " (runs there: r1, r2, r3)",
                e.getMessage());
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
    void aFileThatIsNeitherALogNorARecordIsAnError() throws IOException {
        Path notes = Files.writeString(root.resolve("notes.txt"), "my notes");
        LabInputException e = assertThrows(LabInputException.class,
                () -> GameSources.resolve(List.of(notes.toString()), games, Variant.CHESS960));
        assertEquals("--games: " + notes + " is neither a .parquet file nor a chess960 record file", e.getMessage());
    }

    @Test
    void manifestOfAnotherSchemaVersionIsRefused() throws IOException {
        Files.writeString(games.resolve("run=r2/_run.json"), "{\"schemaVersion\": 99}");
        LabInputException e = assertThrows(LabInputException.class,
                () -> GameSources.resolve(List.of("r2"), games, Variant.CHESS960));
        assertTrue(e.getMessage().contains("schema version 99"), e.getMessage());
    }

    @Test
    void manifestWithoutSchemaVersionGetsTheVerdictQueryGives() throws IOException {
        // Before the game log layer, tune read such a run and query refused it.
        Files.writeString(games.resolve("run=r2/_run.json"), "{\"runId\": \"r2\", \"status\": \"complete\"}");
        String query = assertThrows(LabInputException.class, () -> new GameLogFiles(games, root, new Configuration())
                .resolve(List.of("r2"), n -> { })).getMessage();
        LabInputException tune = assertThrows(LabInputException.class,
                () -> GameSources.resolve(List.of("r2"), games, Variant.CHESS960));
        assertEquals(query, tune.getMessage());
        assertTrue(query.contains("names no game log schema version"), query);
    }

    @Test
    void aRunThatIsNotCompleteIsNoted() throws IOException {
        Files.writeString(games.resolve("run=r2/_run.json"), "{\"runId\": \"r2\", \"schemaVersion\": 2, \"status\": \"running\"}");
        GameSources s = GameSources.resolve(List.of("r2", games.toString()), games, Variant.CHESS960);
        assertEquals(List.of("note: run r2 is running: only its committed batches are read"), s.notes());
    }
}
