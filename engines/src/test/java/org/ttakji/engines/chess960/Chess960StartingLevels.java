package org.ttakji.engines.chess960;

import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.Strength;

/** The hand-set starting levels of Chess960 ({@code data/levels/chess960/v0001.json}). */
final class Chess960StartingLevels {
    private Chess960StartingLevels() {
    }

    static final Level EASY = new Level("easy", 2, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);
    static final Level NORMAL = new Level("normal", null, 40_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN);
    static final Level EXPERT = new Level("expert", null, 400_000L, null, 0, 0, 0, 0, Strength.UNKNOWN);

    static LevelsFile levels() {
        return StartingFiles.levels(Variant.CHESS960, "v0001", EASY, NORMAL, EXPERT,
                "easy: depth 2 with noise, temperature and 12% deliberate weaker moves; normal: 40k nodes, small noise;"
                        + " expert: 400k nodes (about a second), best move");
    }
}
