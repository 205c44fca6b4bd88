package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.search.SearchClock;
import org.ttakji.engines.search.SearchLimits;

/**
 * Reproducible under load: a level of the committed levels files (noise, temperature, blunders and their
 * verifying searches included) chooses the same move with the same figures when the machine's clock is made
 * artificially slow, in every variant; only a clock in the limits (an interactive cap) can change a move, and
 * the move then says so.
 */
class EnginePlayerClockTest {
    /** An hour passes every time the clock is read. */
    private static SearchClock anHourPerRead() {
        long[] now = {0};
        return () -> now[0] += 3_600_000_000_000L;
    }

    private static EnginePlayer player(Variant variant, String levelName, SearchClock clock) {
        EngineConfig config = EngineConfig.level(levelName);
        EngineFiles files = EngineFiles.loadFromData(StartingFiles.dataDir(), variant, config);
        FeatureExtractor extractor = Variants.featureExtractor(variant);
        Level level = files.levels("levels").level(levelName);
        return new EnginePlayer(config, level, files.weights("weights", extractor.featureSet()), extractor, 16, clock);
    }

    /** A position a few random plies into a game (seeded), where the levels have real choices. */
    private static Position position(Variant variant, long seed, int plies) {
        VariantRules rules = Variants.rules(variant);
        Position p = rules.startPosition(rules.defaultRules(), rules.defaultStart());
        SplitMix64 random = new SplitMix64(seed);
        MoveList moves = new MoveList();
        for (int i = 0; i < plies && !p.status().isOver(); i++) {
            moves.clear();
            p.generateLegal(moves);
            p.makeMove(moves.get(random.nextInt(moves.size())));
        }
        return p;
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aLevelChoosesTheSameMoveWhenTheClockIsMadeArtificiallySlow(Variant variant) {
        for (String level : new String[]{"easy", "normal"}) {
            for (long seed = 1; seed <= 2; seed++) {
                Position p = position(variant, seed, 6);
                MoveChoice quiet = player(variant, level, SearchClock.SYSTEM)
                        .choose(p.playerView(), new SplitMix64(seed));
                MoveChoice loaded = player(variant, level, anHourPerRead())
                        .choose(p.playerView(), new SplitMix64(seed));
                String what = variant + " " + level + " at " + p.toFen();
                assertEquals(quiet.move(), loaded.move(), what);
                assertEquals(quiet.scoreCp(), loaded.scoreCp(), what);
                assertEquals(quiet.depth(), loaded.depth(), what);
                assertEquals(quiet.nodes(), loaded.nodes(), what);
                assertFalse(loaded.clockStopped(), what);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"CHESS960", "SHOGI"})
    void aMoveCutByTheInteractiveCapSaysSo(Variant variant) {
        EnginePlayer p = player(variant, "expert", anHourPerRead());
        Position start = position(variant, 3, 4);
        MoveChoice c = p.choose(start.playerView(), new SplitMix64(1), p.limits().withCapMs(1),
                org.ttakji.engines.search.IterationListener.NONE);
        assertTrue(c.clockStopped(), "the cap stopped the search");
        SearchLimits deterministic = p.limits();
        assertTrue(deterministic.deterministic(), "the level's own limits have no clock");
    }
}
