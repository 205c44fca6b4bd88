package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.gamelog.GameLogSchema;

/** The Spark job on {@code local[2,3]}: layout, manifest, summary, determinism, retries and resume. */
class SelfPlayJobTest {
    @TempDir
    Path tmp;

    @Test
    void runWritesOneDirectoryPerVariantAManifestAndASummary() throws IOException {
        SelfPlayJob.Result r = TestRuns.reference();
        Path runDir = TestRuns.referenceRunDir();
        assertTrue(r.complete());
        Map<String, byte[]> files = TestRuns.parquetFiles(runDir);
        // 2 variants x 2 batches, one file per batch (its 2 tasks play in parallel, one writes), named by batch.
        assertEquals(List.of("variant=banqi/part-00002-00000.zstd.parquet", "variant=banqi/part-00003-00000.zstd.parquet",
                "variant=chess960/part-00000-00000.zstd.parquet", "variant=chess960/part-00001-00000.zstd.parquet"),
                List.copyOf(files.keySet()));
        assertFalse(Files.exists(runDir.resolve("_staging")), "staging directory left behind");

        RunManifest m = r.manifest();
        assertEquals(RunManifest.COMPLETE, m.status());
        assertEquals(GameLogSchema.VERSION, m.schemaVersion());
        assertEquals(List.of(0, 1, 2, 3), m.committedBatches());
        assertEquals(new RunManifest.Counts(8, 8), m.counts().get("chess960"));
        assertEquals("test", m.labVersion());
        RunManifest reread = RunStore.of(runDir.getParent().toString(), tmp, TestRuns.RUN_ID, new Configuration())
                .readManifest();
        assertEquals(m.summary(), reread.summary());
        assertEquals(TestRuns.spec(runDir.getParent()), TestRuns.spec((com.fasterxml.jackson.databind.node.ObjectNode) reread.spec()));

        assertEquals(4, r.summary().size());
        assertTrue(r.summary().stream().allMatch(s -> s.games() == 4));

        Dataset<Row> games = SharedSpark.get().read().parquet(runDir.toString());
        assertEquals(16, games.count());
        assertEquals(16, games.select("game_id").distinct().count());
        assertEquals(0L, m.clockStops(), "a deterministic run has no clock-stopped move");
        assertEquals(0L, games.agg(org.apache.spark.sql.functions.sum("clock_stops")).first().getLong(0));
    }

    @Test
    void sameSpecAndSeedGiveByteIdenticalParquet() {
        Map<String, byte[]> expected = TestRuns.parquetFiles(TestRuns.referenceRunDir());
        TestRuns.run(TestRuns.spec(tmp), TestRuns.RUN_ID, TestRuns.options(tmp));
        assertSameFiles(expected, TestRuns.parquetFiles(tmp.resolve("run=" + TestRuns.RUN_ID)));
    }

    @Test
    void failedFirstAttemptsAreRetriedAndTheRunEqualsACleanRun() {
        FaultInjection faults = new FaultInjection(0.5, 11);
        int injected = 0;
        int writes = 0;
        for (int batch = 0; batch < 4; batch++) {
            for (int task = 0; task < 2; task++) {
                injected += faults.shouldFail(batch, task, 0) ? 1 : 0;
            }
            writes += faults.shouldFail(batch, FaultInjection.BATCH_WRITE, 0) ? 1 : 0;
        }
        assertTrue(injected >= 2, "the salt should make several playing tasks fail, got " + injected);
        assertTrue(writes >= 1, "the salt should make a batch's write fail after writing part of its file, got " + writes);
        Map<String, byte[]> expected = TestRuns.parquetFiles(TestRuns.referenceRunDir());
        SelfPlayJob.Result r = TestRuns.run(TestRuns.spec(tmp), TestRuns.RUN_ID, TestRuns.options(tmp).withFaults(faults));
        assertTrue(r.complete());
        assertSameFiles(expected, TestRuns.parquetFiles(tmp.resolve("run=" + TestRuns.RUN_ID)));
    }

    @Test
    void resumeFinishesAnInterruptedRunWithoutDuplicates() throws IOException {
        SelfPlayJob.Options options = TestRuns.options(tmp);
        SelfPlayJob.Result first = TestRuns.run(TestRuns.spec(tmp), TestRuns.RUN_ID, options.stoppingAfter(1));
        assertFalse(first.complete());
        assertEquals(List.of(0), first.manifest().committedBatches());
        assertEquals(RunManifest.RUNNING, first.manifest().status());

        // Simulate a crash in the middle of batch 1: one of its files published, its staging left over.
        Path runDir = tmp.resolve("run=" + TestRuns.RUN_ID);
        Path ref = TestRuns.referenceRunDir().resolve("variant=chess960/part-00001-00000.zstd.parquet");
        Files.copy(ref, runDir.resolve("variant=chess960/part-00001-00000.zstd.parquet"));
        Files.createDirectories(runDir.resolve("_staging/batch-00001/_temporary"));

        SelfPlayJob.Prepared resume = SelfPlayJob.prepareResume(tmp.toString(), TestRuns.RUN_ID, null, options,
                new Configuration());
        SelfPlayJob.Result done = SelfPlayJob.execute(resume, SharedSpark.get());
        assertTrue(done.complete());
        assertEquals(12, done.playedNow());
        assertEquals(List.of(0, 1, 2, 3), done.manifest().committedBatches());
        assertSameFiles(TestRuns.parquetFiles(TestRuns.referenceRunDir()), TestRuns.parquetFiles(runDir));
        try (Stream<Path> s = Files.list(runDir)) {
            assertEquals(List.of("_run.json", RunLock.LOCK_FILE, "variant=banqi", "variant=chess960"),
                    s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList());
        }
    }

    @Test
    void aSecondRunWithTheSameIdIsRefused() {
        TestRuns.reference();
        Path out = TestRuns.referenceRunDir().getParent();
        LabInputException e = assertThrows(LabInputException.class, () -> SelfPlayJob.prepareNew(
                TestRuns.spec(out), TestRuns.RUN_ID, TestRuns.options(out), new Configuration()));
        assertTrue(e.getMessage().contains("--resume " + TestRuns.RUN_ID), e.getMessage());
    }

    @Test
    void runFilesGetTheModesOfNewFilesNotPrivateOnes() throws IOException {
        assumeTrue(tmp.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file modes");
        Path runDir = TestRuns.referenceRunDir();
        // Files written through Hadoop follow its umask (fs.permissions.umask-mask, 022 by default) ...
        Set<PosixFilePermission> hadoop = PosixFilePermissions.fromString(FsPermission.getFileDefault()
                .applyUMask(FsPermission.getUMask(new Configuration())).toString());
        assertEquals(hadoop, Files.getPosixFilePermissions(runDir.resolve(RunStore.MANIFEST)));
        assertEquals(hadoop, Files.getPosixFilePermissions(runDir.resolve("variant=chess960/part-00000-00000.zstd.parquet")));
        // ... and the lock file, written through java.nio, the process's umask, as any new file.
        assertEquals(Files.getPosixFilePermissions(Files.createFile(tmp.resolve("plain"))),
                Files.getPosixFilePermissions(runDir.resolve(RunLock.LOCK_FILE)));
    }

    @Test
    void aSecondWriterOfTheSameNewRunIsRefusedBeforeSparkIsNeeded() {
        SelfPlayJob.Prepared first = SelfPlayJob.prepareNew(TestRuns.spec(tmp), "twice", TestRuns.options(tmp),
                new Configuration());
        SelfPlayJob.Prepared second = SelfPlayJob.prepareNew(TestRuns.spec(tmp), "twice", TestRuns.options(tmp),
                new Configuration());
        try (RunLock lock = SelfPlayJob.claim(first)) {
            String m = assertThrows(LabInputException.class, () -> SelfPlayJob.claim(second)).getMessage();
            assertTrue(m.startsWith("run twice already exists in ") && m.contains("--resume twice"), m);
            // Its manifest comes once Spark has started; a resume meanwhile is told who is writing it.
            String r = assertThrows(LabInputException.class, () -> SelfPlayJob.prepareResume(tmp.toString(), "twice",
                    null, TestRuns.options(tmp), new Configuration())).getMessage();
            assertTrue(r.startsWith("run twice is being written by another process (pid "), r);
        }
        assertFalse(Files.exists(tmp.resolve("run=twice")), "a claimed run that never started is removed");
    }

    @Test
    void resumingARunAnotherJobIsWritingIsRefused() {
        SelfPlayJob.Options options = TestRuns.options(tmp);
        TestRuns.run(TestRuns.spec(tmp), "busy", options.stoppingAfter(1));
        SelfPlayJob.Prepared resume = SelfPlayJob.prepareResume(tmp.toString(), "busy", null, options, new Configuration());
        try (RunLock writing = SelfPlayJob.claim(resume)) {
            SelfPlayJob.Prepared again = SelfPlayJob.prepareResume(tmp.toString(), "busy", null, options,
                    new Configuration());
            String m = assertThrows(LabInputException.class, () -> SelfPlayJob.execute(again, SharedSpark.get()))
                    .getMessage();
            assertTrue(m.startsWith("run busy is being written by another process (pid "), m);
        }
        SelfPlayJob.Result done = SelfPlayJob.execute(resume, SharedSpark.get());
        assertTrue(done.complete(), "once released, the run can be resumed");
    }

    @Test
    void aCopiedRunIsResumedWhereItIsAndItsHintNamesThatPlace() throws IOException {
        Path original = tmp.resolve("original");
        SelfPlayJob.Options options = TestRuns.options(tmp);
        String data = " --data " + tmp.resolve("data").toAbsolutePath(); // the players are read from the lab home tmp
        assertEquals("./lab selfplay --resume fresh --out " + original + data, SelfPlayJob.prepareNew(TestRuns.spec(original),
                "fresh", options, new Configuration()).resumeCommand());
        TestRuns.run(TestRuns.spec(original), "part", options.stoppingAfter(1));
        Path copy = tmp.resolve("copy");
        copyTree(original.resolve("run=part"), copy.resolve("run=part"));
        copyTree(original.resolve("run=part"), tmp.resolve("data/games/run=part")); // the default root (lab home tmp)

        SelfPlayJob.Prepared resumed = SelfPlayJob.prepareResume(copy.toString(), "part", null, options,
                new Configuration());
        assertEquals("./lab selfplay --resume part --out " + copy + data, resumed.resumeCommand(),
                "the root used, not the manifest's");
        String defaultOut = MatchSpecReader.defaults().get("out").asText();
        assertEquals("./lab selfplay --resume part" + data, SelfPlayJob.prepareResume(defaultOut, "part", null, options,
                new Configuration()).resumeCommand());

        assertTrue(SelfPlayJob.execute(resumed, SharedSpark.get()).complete());
        assertEquals(List.of(0), RunStore.of(original.toString(), tmp, "part", new Configuration()).readManifest()
                .committedBatches(), "the original is untouched");
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(f).toString());
                Files.createDirectories(target.getParent());
                Files.copy(f, target);
            }
        }
    }

    static void assertSameFiles(Map<String, byte[]> expected, Map<String, byte[]> actual) {
        assertEquals(expected.keySet(), actual.keySet());
        for (String name : expected.keySet()) {
            assertArrayEquals(expected.get(name), actual.get(name), name + " differs");
        }
    }
}
