package org.ttakji.engines.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.RealGames;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.StartingFiles;

/** Suites from records: positions after the plies, deduplicated, most frequent first, with their provenance. */
class SuiteExtractorTest {
    private static final VariantRules CHESS = Variants.rules(Variant.CHESS960);

    @TempDir
    Path dir;

    @Test
    void positionsAfterThePlyAreCountedOncePerPositionMostFrequentFirst() throws IOException {
        Files.writeString(dir.resolve("a.pgn"), """
                [Result "1-0"]

                1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

                [Result "0-1"]

                1. d4 d5 2. c4 e6 3. Nc3 Nf6 0-1

                [Result "1/2-1/2"]

                1. Nf3 Nc6 2. e4 e5 3. Bc4 Bc5 1/2-1/2

                [Result "1-0"]

                1. e4 1-0
                """);
        SuiteExtractor.Settings settings = new SuiteExtractor.Settings(List.of(4), 2, 1, 10);
        SuiteExtractor.Extraction x = SuiteExtractor.extract(CHESS, List.of(dir), settings);
        assertEquals(1, x.files());
        assertEquals(4, x.replayed());
        assertEquals(1, x.tooShort(), "1. e4 has no 4 plies");
        assertEquals(3, x.samples());
        assertEquals(2, x.distinct(), "games 1 and 3 transpose after 4 plies");
        assertEquals(List.of(2, 1), x.kept().stream().map(SuiteExtractor.Entry::games).toList());
        assertEquals("a.pgn#1", x.kept().get(0).first());
        assertEquals("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w HAha - 2 3", x.kept().get(0).text());

        String text = SuiteExtractor.text(CHESS, x, settings, "./lab opening-suite chess960 ...", List.of("a"));
        assertTrue(text.startsWith("# chess960 opening suite: the positions after ply 4 of real game records\n"
                + "# made by: ./lab opening-suite chess960 ...\n# records: a\n"), text);
        Path suite = Files.writeString(dir.resolve("suite.txt"), text);
        assertEquals(x.kept().stream().map(SuiteExtractor.Entry::text).toList(),
                OpeningSuite.read(CHESS, suite, "s").positions(), "the file reads back as a suite");
    }

    @Test
    void theCommittedShogiSuiteIsWhatItsHeaderCommandMakesFromTheRecords() throws IOException {
        Path records = RealGames.dir("shogi");
        Path committed = StartingFiles.dataDir().resolve("openings/shogi/records.txt");
        String header = Files.readAllLines(committed).get(1);
        assertEquals("# made by: ./lab opening-suite shogi --records ../shared/data/real-games/shogi --ply 8,12,16,20"
                + " --min-remaining 20 --min-games 1 --max 500", header);
        VariantRules rules = Variants.rules(Variant.SHOGI);
        SuiteExtractor.Settings settings = new SuiteExtractor.Settings(List.of(8, 12, 16, 20), 20, 1, 500);
        SuiteExtractor.Extraction x = SuiteExtractor.extract(rules, List.of(records), settings);
        String text = SuiteExtractor.text(rules, x, settings, header.substring("# made by: ".length()),
                List.of("../shared/data/real-games/shogi"));
        assertEquals(Files.readString(committed), text);
    }
}
