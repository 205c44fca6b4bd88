package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;

/**
 * Tagged {@code slow} (about 20-130 s per variant and test on a shared 2-core machine); run with
 * {@code mvn verify -Dexcluded.test.tags= -Dgroups=slow}; {@code -Dlab.matchVariants=banqi,janggi} limits the
 * variants. {@link LevelSmokeTest} is the quick version.
 *
 * <p>Issue 6's proof of strength, per variant whose rules, features and starting files are in this build:
 * at low node limits, expert beats a uniformly random mover in at least 19 of 20 games, and scores at
 * least 70% against easy over 20 games. Prints the scores and the move times per level (for the report).
 */
@Tag("slow")
class LevelMatchTest {
    /** Expert's node limit in these matches (the level's own limit is larger). */
    static final long EXPERT_NODES = 20_000;
    static final int MAX_PLIES = 400;

    static Path data() {
        return StartingFiles.dataDir();
    }

    static void assumeAvailable(Variant variant) {
        String only = System.getProperty("lab.matchVariants", "");
        assumeTrue(only.isBlank() || java.util.Arrays.asList(only.split(",")).contains(variant.cliName()),
                variant + " not selected by -Dlab.matchVariants=" + only);
        try {
            Variants.rules(variant);
            Variants.featureExtractor(variant);
        } catch (LabInputException e) {
            assumeTrue(false, variant + " is not playable in this build yet: " + e.getMessage());
        }
        assumeTrue(Files.exists(data().resolve("levels/" + variant.cliName() + "/index.json")),
                variant + " has no levels yet");
    }

    static EngineConfig expert() {
        return new EngineConfig(EngineConfig.TTAKJI, "expert", null, null, null, EXPERT_NODES, null);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void expertBeatsARandomMover(Variant variant) {
        assumeAvailable(variant);
        EngineMatch.Score s = EngineMatch.play(variant, data(), expert(), EngineConfig.random(), 20, 61, MAX_PLIES);
        System.out.printf("%s expert(%d nodes) vs random: %d wins, %d draws of %d; %s; %s%n", variant, EXPERT_NODES,
                s.winsA(), s.drawsA(), s.games(), times(s), s.terminations());
        assertTrue(s.winsA() >= 19, variant + ": expert won only " + s.winsA() + " of 20 against random " + s.terminations());
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void expertScoresSeventyPercentAgainstEasy(Variant variant) {
        assumeAvailable(variant);
        EngineMatch.Score s = EngineMatch.play(variant, data(), expert(), EngineConfig.level("easy"), 20, 67, MAX_PLIES);
        System.out.printf("%s expert(%d nodes) vs easy: %.1f/%d (%d wins, %d draws); %s; %s%n", variant, EXPERT_NODES,
                s.pointsA(), s.games(), s.winsA(), s.drawsA(), times(s), s.terminations());
        assertTrue(s.fraction() >= 0.7, variant + ": expert scored only " + s.pointsA() + "/20 against easy");
    }

    private static String times(EngineMatch.Score s) {
        StringBuilder b = new StringBuilder();
        s.moveTimes().forEach((label, t) -> b.append(label).append(": ").append(EngineMatch.Score.timeSummary(t)).append("; "));
        return b.toString();
    }
}
