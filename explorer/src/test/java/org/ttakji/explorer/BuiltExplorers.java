package org.ttakji.explorer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The inputs and the explorer the tests share (self-play and Spark cost seconds): a random-vs-random run of Chess960
 * (starts 0 and 518) and Banqi (layouts 1 and 2), 8 games each in batches of 4, and two record files, built at once
 * with a ply limit of 6. Made on first use in a folder deleted when the JVM exits.
 */
final class BuiltExplorers {
    static final int PLIES = 6;
    private static BuiltExplorers instance;

    final Path root;
    final Path labHome;
    final Path run;
    final Path records;
    final Path all;
    final List<String> report;

    private BuiltExplorers() {
        try {
            root = Files.createTempDirectory("explorer-tests");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> ExplorerBuild.deleteTree(root)));
        labHome = root.resolve("lab");
        run = TestInputs.play(labHome, "r1", "chess960,banqi", 8, "{chess960: [0, 518], banqi: [1, 2]}", 4, 1);
        records = root.resolve("records");
        TestInputs.write(records.resolve("c960/games.pgn"), TestInputs.CHESS960_PGN);
        TestInputs.write(records.resolve("xq/master.pgn"), TestInputs.XIANGQI_PGN);
        all = root.resolve("all");
        report = build(all, PLIES, run.toString(), records.toString());
    }

    /** The shared inputs, made on first use. */
    static synchronized BuiltExplorers get() {
        if (instance == null) {
            instance = new BuiltExplorers();
        }
        return instance;
    }

    /** A build of the items into an explorer folder; returns its report. */
    List<String> build(Path explorer, Integer plies, String... items) {
        TestInputs.spark();
        Consumer<String> quiet = line -> { };
        return ExplorerBuild.run(new ExplorerBuild.Request(List.of(items), explorer, plies, "local[2]",
                labHome.resolve("data/games")), quiet);
    }
}
