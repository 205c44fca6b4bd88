package org.ttakji.explorer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.RulesCatalog;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;

/** The explorer tests' inputs: self-play runs played by the lab's own job, small record files, the shared Spark. */
final class TestInputs {
    private static SparkSession session;

    private TestInputs() {
    }

    /** One local SparkSession for the test JVM; the build borrows it (and does not stop it). */
    static synchronized SparkSession spark() {
        if (session == null) {
            session = SparkSessions.start("local[2]", "explorer-tests");
        }
        return session;
    }

    /** The repository's {@code data} directory (tests run in the {@code explorer} module directory). */
    private static Path repoData() {
        Path cwd = Path.of("").toAbsolutePath();
        Path root = Files.isDirectory(cwd.resolve("explorer")) ? cwd : cwd.getParent();
        return root.resolve("data");
    }

    /**
     * Plays random-vs-random games as run {@code runId} of a lab at {@code labHome} (its weights and levels copied from
     * the repository first), in batches of {@code batchSize} games.
     *
     * @param starts the spec's {@code starts} mapping as YAML flow text, e.g. {@code {chess960: [0, 518]}}
     * @return the run folder {@code labHome/data/games/run=<runId>}
     */
    static Path play(Path labHome, String runId, String variants, int games, String starts, int batchSize, long seed) {
        copyData(labHome);
        String yaml = "variants: [" + variants + "]\n"
                + "pairings: [random-random]\n"
                + "gamesPerPairing: " + games + "\n"
                + "starts: " + starts + "\n"
                + "seed: " + seed + "\n"
                + "maxPlies: 60\n"
                + "gamesPerTask: 4\n"
                + "batchSize: " + batchSize + "\n"
                + "out: data/games\n";
        MatchSpec spec = MatchSpecReader.toSpec(MatchSpecReader.overlay(MatchSpecReader.defaults(),
                MatchSpecReader.parse(yaml, false, "test spec")), RulesCatalog.builtIn(), MatchSpecReader.todayUtc());
        SelfPlayJob.Options options = SelfPlayJob.Options.defaults().withLabHome(labHome).withLabVersion("test");
        SelfPlayJob.execute(SelfPlayJob.prepareNew(spec, runId, options, new Configuration()), spark());
        return labHome.resolve("data/games/run=" + runId);
    }

    private static void copyData(Path labHome) {
        for (String kind : new String[]{"weights", "levels"}) {
            Path from = repoData().resolve(kind);
            Path to = labHome.resolve("data").resolve(kind);
            if (Files.exists(to)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(from)) {
                for (Path f : files.toList()) {
                    Path target = to.resolve(from.relativize(f).toString());
                    if (Files.isDirectory(f)) {
                        Files.createDirectories(target);
                    } else {
                        Files.copy(f, target);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Writes a text file (UTF-8), creating its folder; returns it. */
    static Path write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Two Chess960 games from #518 with moves (White wins one, loses one), and a result-only game from #0 (a draw). */
    static final String CHESS960_PGN = """
            [Event "test"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]
            [Result "1-0"]

            1. e4 e5 2. Nf3 Nc6 1-0

            [Event "test"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]
            [Result "0-1"]

            1. e4 c5 0-1

            [Event "test"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]
            [Result "1/2-1/2"]

            """;

    /**
     * Xiangqi master games (ICCS coordinates): two that transpose after four plies (Red wins one, draws the other),
     * and one without a result (refused by the format).
     */
    static final String XIANGQI_PGN = """
            [Event "test"]

            1. h2e2 h9g7 2. b0c2 b9c7 3. h0g2 1-0

            [Event "test"]

            1. b0c2 b9c7 2. h2e2 h9g7 3. a0b0 1/2-1/2

            [Event "test"]

            1. b2e2 h9g7
            """;

    /** A table's rows (every column), sorted by every column, as text lines: for comparing tables. */
    static List<String> rows(Path tables, String table) {
        return spark().read().parquet(tables.resolve(table).toUri().toString()).collectAsList().stream()
                .map(TestInputs::line).sorted().toList();
    }

    private static String line(Row r) {
        StringBuilder b = new StringBuilder();
        for (String f : r.schema().fieldNames()) {
            b.append(f).append('=').append(String.valueOf(r.<Object>getAs(f))).append(' ');
        }
        return b.toString();
    }

    /** The current tables folder of an explorer. */
    static Path tables(Path explorer) {
        return explorer.resolve(ExplorerManifest.read(explorer).orElseThrow().tablesFolder().orElseThrow());
    }

    /** The names under a folder, sorted (for checking what a build left). */
    static List<String> names(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted(Comparator.naturalOrder()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
