package org.ttakji.tuning;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.records.RecordFiles;

/**
 * Real game records (the formats of {@code shared/data/real-games/}) as {@link LoggedGame}s, so that the tuner
 * learns from human and engine games the same way as from self-play logs. The variant's
 * {@link org.ttakji.engines.core.VariantRules#recordFormats() record formats} read and replay the files (which
 * files, which start, which result: see each variant's {@code RecordFormats}); this class only turns their
 * games into logged games.
 *
 * <p>Lab decisions: a game is kept only when its format replayed it ({@link RecordGame.Replayed}: every move
 * legal, a decisive or drawn result) and it has at least one move; the rest are counted as skipped, never
 * guessed. Record games carry no search scores ({@link LoggedGame#evalCp()} is empty): every ply past the
 * opening qualifies for sampling. Game ids are {@code <name>#<n>}: the file's name as given (its path relative
 * to the {@code --games} item, so ids are unique and the same on every machine) and n from 1 within the file;
 * run id {@code records}.
 */
public final class RecordGames {
    /** The run id given to games read from records. */
    public static final String RUN_ID = "records";

    /**
     * What was read.
     *
     * @param games     the games kept, in file and game order
     * @param skipped   games left out (refused by their format, or without moves)
     * @param refusals  one line per game left out, why ({@link RecordGame.Refused#describe()}, or
     *                  {@code <name>#<n>: no moves}), in file and game order
     */
    public record Read(List<LoggedGame> games, int skipped, List<String> refusals) {
        /** Copies the lists. */
        public Read {
            games = List.copyOf(games);
            refusals = List.copyOf(refusals);
        }
    }

    private RecordGames() {
    }

    private static Optional<RecordFormat> formatOf(Variant variant, Path file) {
        return RecordFormat.forFile(Variants.rules(variant).recordFormats(), file);
    }

    /** True when the file's name has the extension of one of the variant's record formats. */
    public static boolean isRecordFile(Variant variant, Path file) {
        return formatOf(variant, file).isPresent();
    }

    /**
     * The variant's record files: the file itself, or every record file of the variant under a directory
     * (recursively, sorted; another variant's file with the same extension, such as a Xiangqi PGN among Chess960
     * PGNs, is left out), as {@link RecordFiles#of} chooses them.
     *
     * @throws LabInputException when the path does not exist or the directory cannot be listed
     */
    public static List<Path> find(Variant variant, Path path) {
        return RecordFiles.of(path, variant).files().stream().map(org.ttakji.engines.records.RecordFile::path).toList();
    }

    /**
     * Reads every game of the files.
     *
     * @throws LabInputException naming the file when one cannot be read
     */
    public static Read read(Variant variant, List<Path> files) {
        List<LoggedGame> games = new ArrayList<>();
        List<String> refusals = new ArrayList<>();
        int skipped = 0;
        for (Path file : files) {
            Read r = read(variant, file, file.getFileName().toString());
            games.addAll(r.games());
            skipped += r.skipped();
            refusals.addAll(r.refusals());
        }
        return new Read(games, skipped, refusals);
    }

    /**
     * Reads every game of one file; its game ids start with its file name.
     *
     * @throws LabInputException naming the file when it cannot be read
     */
    public static Read read(Variant variant, Path file) {
        return read(variant, file, file.getFileName().toString());
    }

    /**
     * Reads every game of one file (none when it is no record file of the variant).
     *
     * @param name the file's name for the game ids (see the class comment)
     * @throws LabInputException naming the file when it cannot be read
     */
    public static Read read(Variant variant, Path file, String name) {
        Optional<RecordFormat> format = formatOf(variant, file);
        if (format.isEmpty()) {
            return new Read(List.of(), 0, List.of());
        }
        List<LoggedGame> games = new ArrayList<>();
        List<String> refusals = new ArrayList<>();
        for (RecordGame game : format.get().read(file, name)) {
            if (game instanceof RecordGame.Replayed g && !g.moves().isEmpty()) {
                games.add(new LoggedGame(RUN_ID, name + "#" + g.index(), g.rules().toString(), g.startFen(), g.moves(),
                        List.of(), g.result().text()));
            } else {
                refusals.add(game instanceof RecordGame.Refused r ? r.describe() : game.name() + ": no moves");
            }
        }
        return new Read(games, refusals.size(), refusals);
    }
}
