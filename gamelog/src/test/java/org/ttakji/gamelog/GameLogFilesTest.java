package org.ttakji.gamelog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * Where the logs of a place are. The layout, under the default root {@code <tmp>/data/games}: run {@code r1}
 * (complete, v2; two Chess960 files and one Banqi file, plus what a writer leaves beside them: its lock, a batch
 * being staged, checksum and temporary files) and run {@code r2} (running, v1; one Chess960 file). The resolver
 * only lists files, so the "Parquet" files here are a few bytes of text.
 */
class GameLogFilesTest {
    @TempDir
    Path tmp;
    Path games;
    Path r1;

    private Path file(Path path) throws IOException {
        Files.createDirectories(path.getParent());
        return Files.writeString(path, "not read here");
    }

    private void manifest(String run, String json) throws IOException {
        Files.writeString(games.resolve("run=" + run).resolve(RunHeader.FILE), json);
    }

    @BeforeEach
    void layout() throws IOException {
        games = tmp.resolve("data/games");
        r1 = games.resolve("run=r1");
        file(r1.resolve("variant=chess960/part-00000-00000.snappy.parquet"));
        file(r1.resolve("variant=chess960/part-00001-00000.snappy.parquet"));
        file(r1.resolve("variant=banqi/part-00002-00000.snappy.parquet"));
        file(r1.resolve("variant=chess960/.part-00000-00000.snappy.parquet.crc"));
        file(r1.resolve("_staging/batch-00003/part-00000-0a1b-c000.snappy.parquet"));
        file(r1.resolve("_writer.lock"));
        file(r1.resolve("._run.json.tmp"));
        manifest("r1", "{\"runId\":\"r1\",\"schemaVersion\":2,\"status\":\"complete\"}");
        file(games.resolve("run=r2/variant=chess960/part-00000-00000.snappy.parquet"));
        manifest("r2", "{\"runId\":\"r2\",\"schemaVersion\":1,\"status\":\"running\"}");
    }

    private GameLogFiles resolver() {
        return new GameLogFiles(games, tmp, new Configuration());
    }

    private List<String> resolve(String... places) {
        return resolver().resolve(List.of(places), n -> { });
    }

    /** A local file as the resolver names it (Hadoop's qualified form). */
    private static String uri(Path p) {
        return "file:" + p.toAbsolutePath();
    }

    private List<String> r1Files() {
        return List.of(uri(r1.resolve("variant=banqi/part-00002-00000.snappy.parquet")),
                uri(r1.resolve("variant=chess960/part-00000-00000.snappy.parquet")),
                uri(r1.resolve("variant=chess960/part-00001-00000.snappy.parquet")));
    }

    private String r2File() {
        return uri(games.resolve("run=r2/variant=chess960/part-00000-00000.snappy.parquet"));
    }

    private List<String> everyFile() {
        List<String> all = new ArrayList<>(r1Files());
        all.add(r2File());
        return all;
    }

    @Test
    void everyFormOfPlaceNamesItsCommittedParquetFiles() {
        assertEquals(everyFile(), resolver().resolve(List.of(), n -> { }), "no place: the default root");
        assertEquals(everyFile(), resolve(games.toString()), "a log root");
        assertEquals(everyFile(), resolve(tmp.toString()), "any directory above the runs");
        assertEquals(r1Files(), resolve(r1.toString()), "a run directory");
        assertEquals(r1Files(), resolve("r1"), "a run id under the default root");
        assertEquals(r1Files(), resolve("data/games/run=r1"), "a path relative to the working directory");
        assertEquals(r1Files(), resolve(r1.toUri().toString()), "a file: URI");
        assertEquals(r1Files().subList(1, 3), resolve(r1.resolve("variant=chess960").toString()), "a variant directory");
        assertEquals(List.of(r2File()), resolve(games.resolve("run=r2/variant=chess960/part-00000-00000.snappy.parquet")
                .toString()), "one file");
        assertEquals(everyFile(), resolve("r2", "r1", r1.toString()), "several places: sorted, without duplicates");
    }

    @Test
    void namesStartingWithAnUnderscoreOrADotAreSkipped() {
        for (String f : resolve(games.toString())) {
            String inRun = f.substring(f.indexOf("/run="));
            assertFalse(inRun.contains("/_") || inRun.contains("/."), f);
        }
    }

    @Test
    void aVariantFilterKeepsTheFilesOfOneVariant() {
        List<String> chess = resolver().resolve(List.of(games.toString()), Variant.CHESS960, n -> { });
        assertEquals(List.of(r1Files().get(1), r1Files().get(2), r2File()), chess);
        assertEquals(List.of(r1Files().get(0)), resolver().find("r1", Variant.BANQI, n -> { }));
        assertEquals(List.of(), resolver().find("r2", Variant.BANQI, n -> { }), "find may find nothing");
        String m = assertThrows(LabInputException.class,
                () -> resolver().resolve(List.of("r2"), Variant.BANQI, n -> { })).getMessage();
        assertEquals("no game logs: no Parquet files under " + uri(games.resolve("run=r2")) + " for banqi", m);
    }

    @Test
    void aManifestWithoutSchemaVersionIsRefusedTheSameWayForEveryConsumer() throws IOException {
        Path chessFile = r1.resolve("variant=chess960/part-00000-00000.snappy.parquet");
        for (String json : List.of("{\"runId\":\"r1\",\"status\":\"complete\"}",
                "{\"runId\":\"r1\",\"schemaVersion\":\"2\",\"status\":\"complete\"}")) {
            manifest("r1", json);
            String expected = "run manifest " + uri(r1.resolve(RunHeader.FILE)) + " names no game log schema version"
                    + " (every run the lab writes names one: a damaged manifest, or not a run of the lab); this build"
                    + " reads versions [1, 2, 3]";
            // query: every variant, every place form; tune: one variant, one place at a time
            List<Executable> consumers = List.of(
                    () -> resolver().resolve(List.of(), n -> { }),
                    () -> resolve("r1"),
                    () -> resolve(r1.toUri().toString()),
                    () -> resolve(r1.resolve("variant=chess960").toString()),
                    () -> resolve(chessFile.toString()),
                    () -> resolver().find("r1", Variant.CHESS960, n -> { }),
                    () -> resolver().find(games.toString(), Variant.BANQI, n -> { }),
                    () -> resolver().find(chessFile.toString(), Variant.CHESS960, n -> { }));
            for (int i = 0; i < consumers.size(); i++) {
                assertEquals(expected, assertThrows(LabInputException.class, consumers.get(i), json + " #" + i)
                        .getMessage(), json + " #" + i);
            }
        }
    }

    @Test
    void everyReadableSchemaVersionIsReadAndAnyOtherRefused() throws IOException {
        for (int v : GameLogSchema.READABLE_VERSIONS) {
            manifest("r1", "{\"runId\":\"r1\",\"schemaVersion\":" + v + ",\"status\":\"complete\"}");
            assertEquals(r1Files(), resolve("r1"), "v" + v);
        }
        manifest("r1", "{\"runId\":\"r1\",\"schemaVersion\":4,\"status\":\"complete\"}");
        String m = assertThrows(LabInputException.class, () -> resolve("r1")).getMessage();
        assertEquals("run manifest " + uri(r1.resolve(RunHeader.FILE)) + " names game log schema version 4; this build"
                + " reads versions [1, 2, 3]", m);
    }

    @Test
    void aUriIsAPathOnItsFileSystemNeverARunId() {
        assertEquals(r1Files(), resolver().find(r1.toUri().toString(), null, n -> { }));
        // A URI (or a path with a separator) that does not exist is reported as such, even when its last
        // segment is the id of a run under the default root.
        String missing = tmp.resolve("elsewhere/r1").toUri().toString();
        String m = assertThrows(LabInputException.class, () -> resolver().find(missing, null, n -> { })).getMessage();
        assertEquals("no game logs at '" + missing + "': " + uri(tmp.resolve("elsewhere/r1")) + " does not exist", m);
        m = assertThrows(LabInputException.class, () -> resolver().find("elsewhere/r1", null, n -> { })).getMessage();
        assertTrue(m.endsWith("elsewhere/r1 does not exist") && !m.contains("run id"), m);
    }

    @Test
    void aUriOfAnotherFileSystemWithAnAuthorityIsResolvedThere() {
        // viewfs://<cluster>/ is a Hadoop file system of its own (scheme and authority, as hdfs://<namenode>/ is),
        // here mounting the local log root: what works here works on HDFS.
        Configuration conf = new Configuration();
        conf.set("fs.viewfs.mounttable.lab.link./games", games.toUri().toString());
        List<String> files = new GameLogFiles(tmp.resolve("nowhere"), tmp, conf)
                .find("viewfs://lab/games/run=r1", null, n -> { });
        assertEquals(List.of("viewfs://lab/games/run=r1/variant=banqi/part-00002-00000.snappy.parquet",
                "viewfs://lab/games/run=r1/variant=chess960/part-00000-00000.snappy.parquet",
                "viewfs://lab/games/run=r1/variant=chess960/part-00001-00000.snappy.parquet"), files);
    }

    @Test
    void anUnknownRunIdNamesTheDefaultRootAndTheRunsThere() {
        String m = assertThrows(LabInputException.class, () -> resolve("r9")).getMessage();
        assertEquals("no game logs at 'r9': neither a path nor a run id under " + games + " (runs there: r1, r2)", m);
        m = assertThrows(LabInputException.class, () -> new GameLogFiles(tmp.resolve("none"), tmp, new Configuration())
                .find("r9", Variant.CHESS960, n -> { })).getMessage();
        assertEquals("no game logs at 'r9': neither a path nor a run id under " + tmp.resolve("none")
                + " (runs there: none)", m);
    }

    @Test
    void aRunThatIsNotCompleteIsNotedOnceWhateverNamesIt() throws IOException {
        List<String> notes = new ArrayList<>();
        resolver().resolve(List.of("r2", games.resolve("run=r2/variant=chess960").toString(), r2File(), "r1"), notes::add);
        assertEquals(List.of("note: run r2 is running: only its committed batches are read"), notes);

        manifest("r2", "{\"schemaVersion\":1}");
        notes.clear();
        resolver().find(games.resolve("run=r2/variant=chess960/part-00000-00000.snappy.parquet").toString(),
                Variant.CHESS960, notes::add);
        assertEquals(List.of("note: run r2 is not marked complete: only its committed batches are read"), notes,
                "a file's run is checked too");
    }

    @Test
    void placesWithoutLogsAreErrorsNamingThem() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        String m = assertThrows(LabInputException.class, () -> resolve(empty.toString())).getMessage();
        assertEquals("no game logs: no Parquet files under " + uri(empty), m);
        assertEquals(List.of(), resolver().find(empty.toString(), null, n -> { }));

        m = assertThrows(LabInputException.class, () -> new GameLogFiles(tmp.resolve("none"), tmp, new Configuration())
                .resolve(List.of(), n -> { })).getMessage();
        assertEquals("no game logs: " + tmp.resolve("none") + " does not exist (play some games first: ./lab selfplay)", m);
        m = assertThrows(LabInputException.class, () -> new GameLogFiles(empty, tmp, new Configuration())
                .resolve(List.of(), n -> { })).getMessage();
        assertEquals("no game logs: no Parquet files under " + uri(empty) + " (play some games first: ./lab selfplay)", m);

        Path notes = file(tmp.resolve("notes.txt"));
        m = assertThrows(LabInputException.class, () -> resolve(notes.toString())).getMessage();
        assertEquals("no game logs at " + uri(notes) + ": not a .parquet file", m);

        manifest("r1", "{\"schemaVersion\":");
        m = assertThrows(LabInputException.class, () -> resolve("r1")).getMessage();
        assertTrue(m.startsWith("cannot read run manifest " + uri(r1.resolve(RunHeader.FILE)) + ": "), m);
        assertThrows(LabInputException.class, () -> resolve(" "));
    }
}
