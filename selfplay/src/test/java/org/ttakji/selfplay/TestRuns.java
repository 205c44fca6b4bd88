package org.ttakji.selfplay;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;

/**
 * Small runs for the tests: two variants (Chess960 and Banqi, real rules when registered, else the toy
 * game), two pairings, four games per pairing, batches of four games in tasks of two games: 4 batches,
 * 16 games. The reference run is played once per test JVM and shared.
 */
final class TestRuns {
    static final String RUN_ID = "test-run";
    private static SelfPlayJob.Result reference;
    private static Path referenceOut;

    private TestRuns() {
    }

    /** The spec tree of the small test run writing under {@code out}. */
    static ObjectNode specTree(Path out) {
        ObjectNode t = MatchSpecReader.overlay(MatchSpecReader.defaults(), MatchSpecReader.parse("""
                variants: [chess960, banqi]
                pairings: [random-random, random-random]
                gamesPerPairing: 4
                batchSize: 4
                gamesPerTask: 2
                maxPlies: 300
                seed: 7
                """, false, "test spec"));
        t.put("out", out.toString());
        return t;
    }

    /** The small test spec. */
    static MatchSpec spec(Path out) {
        return spec(specTree(out));
    }

    /** A spec from a tree, with the test catalog. */
    static MatchSpec spec(ObjectNode tree) {
        return MatchSpecReader.toSpec(tree, TestCatalog.INSTANCE, LocalDate.of(2026, 11, 30));
    }

    /** Options with the test catalog and a lab home without data files (the random engine needs none). */
    static SelfPlayJob.Options options(Path labHome) {
        return SelfPlayJob.Options.defaults().withCatalog(TestCatalog.INSTANCE)
                .withLabHome(labHome).withLabVersion("test");
    }

    /** Plays a run on the shared session. */
    static SelfPlayJob.Result run(MatchSpec spec, String runId, SelfPlayJob.Options options) {
        SelfPlayJob.Prepared p = SelfPlayJob.prepareNew(spec, runId, options, new Configuration());
        return SelfPlayJob.execute(p, SharedSpark.get());
    }

    /** The reference run (clean, complete), played once per JVM. */
    static synchronized SelfPlayJob.Result reference() {
        if (reference == null) {
            try {
                referenceOut = Files.createTempDirectory("selfplay-reference");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            reference = run(spec(referenceOut), RUN_ID, options(referenceOut));
        }
        return reference;
    }

    /** The run directory of the reference run. */
    static Path referenceRunDir() {
        reference();
        return referenceOut.resolve("run=" + RUN_ID);
    }

    /** Every committed Parquet file of a run directory: path relative to it -> content. */
    static Map<String, byte[]> parquetFiles(Path runDir) {
        Map<String, byte[]> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(runDir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                if (f.getFileName().toString().endsWith(".parquet") && !runDir.relativize(f).toString().startsWith("_")) {
                    out.put(runDir.relativize(f).toString(), Files.readAllBytes(f));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
