package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.records.RecordsManifest;

/**
 * The results the tuner reads from real records have the right sign: wherever a record's last move ends the game
 * by checkmate in the engine, the recorded result is that checkmate's (measured: Chess960 TCEC all agree;
 * Xiangqi CCPD 186 of 188, Janggi 1,977 of 1,982: the others score a mated position as a draw or for the mated
 * side, e.g. CCPD 00000143, whose event title agrees with its wrong result). Uses the folders of the records manifest
 * of {@code shared/data/real-games} (system property {@code lab.realGames}, else {@code LAB_REAL_GAMES}, else next to
 * the repository); skipped with a message where the records are not on the machine.
 */
class RecordResultsTest {
    /** The records folder: {@code lab.realGames}, else {@code LAB_REAL_GAMES}, else next to the repository. */
    private static Path realGames() {
        String configured = System.getProperty("lab.realGames", System.getenv("LAB_REAL_GAMES"));
        Path root = configured != null && !configured.isBlank() ? Path.of(configured)
                : TestData.repoData().getParent().getParent().resolve("shared/data/real-games");
        Assumptions.assumeTrue(Files.isDirectory(root), "real game records not found at " + root);
        return root;
    }

    /**
     * The folders of the records manifest (the folder's own {@value RecordsManifest#FILE}, else the committed one of
     * the project's copy, {@code engines/src/test/resources/real-games/}) that exist here.
     */
    private static List<Path> manifestFolders(Path root) {
        Path own = root.resolve(RecordsManifest.FILE);
        Path manifest = Files.isRegularFile(own) ? own : TestData.repoData().getParent()
                .resolve("engines/src/test/resources/real-games").resolve(RecordsManifest.FILE);
        return RecordsManifest.read(manifest).entries().stream().map(e -> root.resolve(e.folder()))
                .filter(Files::isDirectory).toList();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"chess960", "xiangqi", "janggi", "shogi"})
    void recordedResultAgreesWithTheEnginesCheckmate(String variantName) {
        Variant variant = Variant.fromCliName(variantName);
        VariantRules rules = Variants.rules(variant);
        List<Path> files = new ArrayList<>();
        for (Path folder : manifestFolders(realGames())) {
            files.addAll(RecordGames.find(variant, folder));
        }
        Assumptions.assumeFalse(files.isEmpty(), "no " + variantName + " records in the manifest's folders");
        RecordGames.Read read = RecordGames.read(variant, files);
        int mates = 0;
        List<String> disagreements = new ArrayList<>();
        for (LoggedGame game : read.games()) {
            Position p = rules.fromFen(game.startFen(), rules.parseRules(List.of(game.rules())));
            for (String m : game.moves()) {
                p.makeMove(rules.parseMachine(p, m));
            }
            Outcome end = p.status();
            if (end.result() != Result.ONGOING && end.result() != Result.DRAW && end.termination().name().equals("CHECKMATE")) {
                mates++;
                if (!end.result().text().equals(game.result())) {
                    disagreements.add(game.gameId() + ": record " + game.result() + ", engine " + end);
                }
            }
        }
        System.out.println(variantName + ": " + mates + " of " + read.games().size() + " records end in checkmate");
        assertTrue(mates > 0, variantName + ": no record ends in checkmate, so no sign is checked");
        // a few records are wrong (a mated position scored as a draw): tolerated up to 2%: a wrong sign would disagree on all of them
        disagreements.forEach(d -> System.out.println(variantName + " record disagrees: " + d));
        assertTrue(disagreements.size() * 50 <= mates, disagreements.size() + " of " + mates
                + " checkmates disagree with the recorded result: " + disagreements);
    }
}
