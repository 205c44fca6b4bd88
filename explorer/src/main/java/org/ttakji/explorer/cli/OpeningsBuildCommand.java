package org.ttakji.explorer.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ttakji.engines.LabHome;
import org.ttakji.explorer.ExplorerBuild;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code openings build --games ... [--out DIR] [--plies N]}: adds new games to an explorer ({@link ExplorerBuild}). */
@Command(name = "build", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Add self-play runs, log folders and real record files to an explorer (Spark).",
            "Only inputs not yet in the explorer are read (by content: sha256); their counts are added to the tables."})
public final class OpeningsBuildCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", required = true, split = ",", paramLabel = "PATH|RUN",
            description = "Games: self-play logs (run ids under data/games, run or variant folders, a games root,"
                    + " Parquet files, Hadoop URIs) and real records (a .pgn/.gib/.csa/.kif/.ki2 file or a folder of"
                    + " them, any variant), comma-separated or repeated.")
    List<String> games = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR",
            description = "The explorer folder (created when missing; default: data/explorer of the lab).")
    Path out;

    @Option(names = "--plies", paramLabel = "N",
            description = "Keep the first N plies of every game (a new explorer: default " + ExplorerBuild.DEFAULT_PLIES
                    + "; an existing one keeps its own).")
    Integer plies;

    @Option(names = "--master", paramLabel = "URL", description = "Spark master (default local[*]).")
    String master;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = out != null ? out.toAbsolutePath() : ExplorerOption.defaultFolder();
        List<String> report = ExplorerBuild.run(new ExplorerBuild.Request(games, dir, plies, master,
                LabHome.data().resolve("games")), line -> {
                    err.println(line);
                    err.flush();
                });
        report.forEach(stdout::println);
        stdout.flush();
        return 0;
    }
}
