package org.ttakji.tuning.cli;

import org.ttakji.engines.core.Variant;
import org.ttakji.tuning.match.MatchSettings;
import picocli.CommandLine.Option;

/**
 * The options {@code match} and {@code gate} share (a picocli mixin): how both lab players play (level, levels
 * version, node or depth limit), the opening rule, the run seed, the ply cap, and where the run goes (output root,
 * run id); {@code --master} and {@code --data} are {@link LabJobOptions}.
 */
public final class MatchPlayOptions {
    @Option(names = "--level", paramLabel = "L", description = "Level of both (default ${DEFAULT-VALUE}).")
    String level = "normal";

    @Option(names = {"--levels", "--levels-version"}, paramLabel = "V", description = "Levels version of both (default: the promoted one).")
    String levels;

    @Option(names = "--nodes", paramLabel = "N", description = "Node limit per move, replacing the level's limits.")
    Long nodes;

    @Option(names = "--depth", paramLabel = "D", description = "Depth limit per move (plies), replacing the level's limits.")
    Integer depth;

    @Option(names = "--openings", paramLabel = "RULE",
            description = "Start rule of the pairs: random-plies:N[,balanced:CP], suite:NAME|FILE[,order:shuffle|sequential],"
                + " or the variant's own (chess960 shuffle|random|..., banqi random|...). Default: chess960 shuffle,"
                + " banqi random, the others suite:records (data/openings/<variant>/records.txt).")
    String openings;

    @Option(names = "--seed", paramLabel = "S", description = "Run seed: the starts and every game's seed (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--max-plies", paramLabel = "N", description = "A game still going after N plies is drawn by adjudication (default ${DEFAULT-VALUE}).")
    int maxPlies = MatchSettings.DEFAULT_MAX_PLIES;

    @Option(names = "--out", paramLabel = "DIR", description = "Output root of the run (default data/games, under the lab home).")
    String out;

    @Option(names = "--run-id", paramLabel = "ID", description = "Id of the new run (default: UTC time + random suffix).")
    String runId;

    /**
     * The match of weights version {@code weightsA} against {@code weightsB}, both playing as these options say.
     *
     * @param pairs game pairs to plan
     * @param pairsPerBatch game pairs per committed batch
     * @param master the Spark master asked for ({@code --master}; null: the default)
     * @throws org.ttakji.engines.core.LabInputException if the players' settings are not valid
     */
    MatchSettings settings(Variant variant, String weightsA, String weightsB, int pairs, int pairsPerBatch,
            String master) {
        return new MatchSettings(variant, MatchSettings.labPlayer(level, weightsA, levels, depth, nodes),
                MatchSettings.labPlayer(level, weightsB, levels, depth, nodes), pairs, openings, seed, maxPlies,
                pairsPerBatch, MatchSettings.DEFAULT_GAMES_PER_TASK, out, master);
    }
}
