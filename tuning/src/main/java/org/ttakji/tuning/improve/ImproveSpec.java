package org.ttakji.tuning.improve;

import java.util.Objects;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.play.Adjudication;
import org.ttakji.tuning.FitSettings;
import org.ttakji.tuning.SamplingSettings;
import org.ttakji.tuning.gate.GateSettings;
import org.ttakji.tuning.match.MatchSettings;

/**
 * Everything an improve run does, in one record with defaults ({@link #defaults}), kept in the output directory
 * ({@link ImproveFile}) so that a rerun goes on with exactly these settings. Every step's seed derives from
 * {@code seed} and the generation number ({@link ImproveSeeds}).
 *
 * @param variant     the variant's CLI name
 * @param from        the weights version generation 1 starts from (resolved: never {@code promoted})
 * @param seed        the improve seed
 * @param generations generations to run, 1..999 (a rerun may raise it)
 * @param data        the training-data self-play of each generation
 * @param tune        the tuning of each generation
 * @param gate        the gate of each generation's candidate against its parent
 * @param anchor      the fixed-length match of each generation's candidate against a fixed version; null (an
 *                    {@code improve.json} written before it existed) reads as {@link Anchor#DEFAULT}
 */
public record ImproveSpec(String variant, String from, long seed, int generations, Data data, Tune tune, Gate gate,
                          Anchor anchor) {
    /** The most generations of one run. */
    public static final int MAX_GENERATIONS = 999;

    /**
     * Validates.
     *
     * @throws LabInputException naming the bad setting
     */
    public ImproveSpec {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(tune, "tune");
        Objects.requireNonNull(gate, "gate");
        anchor = anchor == null ? Anchor.DEFAULT : anchor;
        if (generations < 1 || generations > MAX_GENERATIONS) {
            throw new LabInputException("--generations must be 1.." + MAX_GENERATIONS + ", got " + generations);
        }
    }

    /**
     * The training-data self-play: the current version against itself in colour-swapped game pairs.
     *
     * @param level        the level of both sides (its move-choice noise makes the two games of a pair differ)
     * @param nodes        node limit per move, replacing the level's limits, &gt;= 1
     * @param games        games per generation, even, 2..{@value MatchSettings#MAX_PAIRS}·2
     * @param openings     the start rule of the pairs, or null for the variant's match default
     *                     ({@link org.ttakji.engines.openings.Openings#matchDefault})
     * @param maxPlies     the ply cap, 1..10,000
     * @param adjudication the score adjudication of hopeless and dead-drawn games ({@link Adjudication#NONE}: none)
     */
    public record Data(String level, long nodes, int games, String openings, int maxPlies, Adjudication adjudication) {
        /** Validates. @throws LabInputException naming the bad setting */
        public Data {
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(adjudication, "adjudication");
            if (nodes < 1) {
                throw new LabInputException("--data-nodes must be at least 1, got " + nodes);
            }
            if (games < 2 || games % 2 != 0 || games / 2 > MatchSettings.MAX_PAIRS) {
                throw new LabInputException("--data-games must be even and 2.." + 2 * MatchSettings.MAX_PAIRS + ", got "
                        + games);
            }
            if (maxPlies < 1 || maxPlies > 10_000) {
                throw new LabInputException("--data-max-plies must be 1..10000, got " + maxPlies);
            }
        }
    }

    /**
     * The Texel tuning of the current version on the generation's games ({@code tune}'s settings).
     *
     * @param positions       positions at most, &gt;= 1
     * @param perGame         positions per game at most (high: positions from the whole game), 1..1000
     * @param skipPlies       plies never sampled at the start of a game, 0..1000
     * @param quiescenceNodes quiescence node limit per position
     * @param lambda          weight of the recorded search score in the targets, 0..1
     * @param validation      share held out, 0..1 exclusive
     * @param epochs          training epochs, &gt;= 1
     * @param batch           mini-batch size, &gt;= 1
     * @param learningRate    Adam step size, &gt; 0
     * @param l2              pull towards the parent (C/2 per (100 cp)^2 of change), &gt;= 0
     * @param dataWindow      the generations whose data games the tuning reads: its own and up to
     *                        {@code dataWindow - 1} before it in the same run, 1..{@value #MAX_DATA_WINDOW}; 0 (an
     *                        {@code improve.json} written before the window existed) reads as 1
     */
    public record Tune(int positions, int perGame, int skipPlies, long quiescenceNodes, double lambda, double validation,
                       int epochs, int batch, double learningRate, double l2, int dataWindow) {
        /** The most generations one tuning reads. */
        public static final int MAX_DATA_WINDOW = 99;

        /** Validates (as {@code tune} does). @throws LabInputException naming the bad setting */
        public Tune {
            dataWindow = dataWindow == 0 ? 1 : dataWindow;
            if (dataWindow < 1 || dataWindow > MAX_DATA_WINDOW) {
                throw new LabInputException("--data-window must be 1.." + MAX_DATA_WINDOW + ", got " + dataWindow);
            }
            if (positions < 1) {
                throw new LabInputException("--positions must be at least 1, got " + positions);
            }
            if (!(lambda >= 0 && lambda <= 1)) {
                throw new LabInputException("--lambda must be within 0..1, got " + lambda);
            }
            if (!(validation > 0 && validation < 1)) {
                throw new LabInputException("--validation must be within (0, 1), got " + validation);
            }
            new SamplingSettings(skipPlies, perGame, 1, quiescenceNodes);
            new FitSettings(epochs, batch, learningRate, l2, 1, java.util.List.of());
        }
    }

    /**
     * The gate of the candidate against its parent ({@code gate}'s settings), at one level for both.
     *
     * @param level      the level of both
     * @param nodes      node limit per move replacing the level's limits, or null for the level's own
     * @param openings   the start rule of the pairs, or null for the variant's match default
     * @param maxPlies   the ply cap, 1..10,000
     * @param elo0       H0's Elo (in {@code model}'s unit)
     * @param elo1       H1's Elo
     * @param alpha      type I error
     * @param beta       type II error
     * @param model      {@code normalized} or {@code logistic}
     * @param maxGames   games at most (rounded up to whole batches)
     * @param batchPairs game pairs per batch
     */
    public record Gate(String level, Long nodes, String openings, int maxPlies, double elo0, double elo1, double alpha,
                       double beta, String model, int maxGames, int batchPairs) {
        /** Validates (as {@code gate} does). @throws LabInputException naming the bad setting */
        public Gate {
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(model, "model");
            if (nodes != null && nodes < 1) {
                throw new LabInputException("--gate-nodes must be at least 1, got " + nodes);
            }
            if (maxPlies < 1 || maxPlies > 10_000) {
                throw new LabInputException("--gate-max-plies must be 1..10000, got " + maxPlies);
            }
            settings(elo0, elo1, alpha, beta, model, maxGames, batchPairs);
        }

        /** The gate's test settings. */
        public GateSettings settings() {
            return settings(elo0, elo1, alpha, beta, model, maxGames, batchPairs);
        }

        private static GateSettings settings(double elo0, double elo1, double alpha, double beta, String model,
                                             int maxGames, int batchPairs) {
            return GateSettings.of(elo0, elo1, alpha, beta, model, maxGames, batchPairs);
        }
    }

    /**
     * The anchor match of each generation: its candidate against one fixed version in {@code pairs} colour-swapped
     * game pairs, at the gate's level, node limit, openings and ply cap (with a seed of its own), so that the rows
     * of a run are measured against the same opponent, not only against their parents.
     *
     * @param version the fixed opponent's weights version (resolved: never {@code promoted})
     * @param pairs   game pairs per candidate, 0..{@value MatchSettings#MAX_PAIRS}; 0 plays no anchor match
     */
    public record Anchor(String version, int pairs) {
        /** Game pairs unless told: 192 games, about a third of a typical gate (results/improve.md: 128-1,216). */
        public static final int DEFAULT_PAIRS = 96;
        /** The anchor unless told: the variant's first weights version, at {@value #DEFAULT_PAIRS} pairs. */
        public static final Anchor DEFAULT = new Anchor("v0001", DEFAULT_PAIRS);

        /** Validates. @throws LabInputException naming the bad setting */
        public Anchor {
            Objects.requireNonNull(version, "version");
            if (pairs < 0 || pairs > MatchSettings.MAX_PAIRS) {
                throw new LabInputException("--anchor-pairs must be 0.." + MatchSettings.MAX_PAIRS + ", got " + pairs);
            }
        }

        /** True when the run plays anchor matches. */
        public boolean on() {
            return pairs > 0;
        }
    }

    /** Data-generation adjudication unless told: resign at 1000 cp for 8 plies, draw within 10 cp for 24 plies after ply 80. */
    public static final Adjudication DEFAULT_ADJUDICATION = new Adjudication(1000, 8, 10, 24, 80);

    /** The default pull towards the parent of improve's tuning, per (100 cp)^2 of evaluation change. */
    public static final double DEFAULT_L2 = 0.001;
    /**
     * The default node limit per move of the data games and of the gate and anchor games: the budget the lab's goal
     * is measured at (the first levels' normal), fixed so that calibrating the levels does not change what improve
     * plays and measures.
     */
    public static final long DEFAULT_NODES = 40_000;
    /** The default weight of the data games' search scores in the targets: the scores alone (docs/decisions/improve.md 10). */
    public static final double DEFAULT_LAMBDA = 1.0;
    /**
     * The default data window: a generation tunes on its own data games and the previous generation's, twice the
     * positions at no new cost (docs/decisions/improve.md 11; its gain over a window of 1 is not measured yet).
     */
    public static final int DEFAULT_DATA_WINDOW = 2;

    /**
     * The defaults of a variant's run from {@code from}: data at level normal, {@value #DEFAULT_NODES} nodes a move,
     * 2,000 games, the match openings, 400 plies, {@link #DEFAULT_ADJUDICATION}; tuning of at most 1,000,000
     * positions, 200 per game after ply 4, from the data games of the last {@value #DEFAULT_DATA_WINDOW} generations, on
     * the games' search scores ({@value #DEFAULT_LAMBDA}), an L2 pull of
     * {@value #DEFAULT_L2} counted per cp of evaluation (improve always tunes with {@link FitSettings#l2ByEvaluation()}:
     * results/improve-why.md), {@code tune}'s other defaults; the gate's defaults at level normal and
     * {@value #DEFAULT_NODES} nodes a move; the anchor match {@link Anchor#DEFAULT} (docs/decisions/improve.md 10).
     */
    public static ImproveSpec defaults(String variant, String from, long seed, int generations) {
        FitSettings fit = FitSettings.DEFAULTS;
        return new ImproveSpec(variant, from, seed, generations,
                new Data("normal", DEFAULT_NODES, 2000, null, MatchSettings.DEFAULT_MAX_PLIES, DEFAULT_ADJUDICATION),
                new Tune(1_000_000, 200, 4, SamplingSettings.DEFAULTS.quiescenceNodes(), DEFAULT_LAMBDA, 0.2,
                        fit.epochs(), fit.batchSize(), fit.learningRate(), DEFAULT_L2, DEFAULT_DATA_WINDOW),
                new Gate("normal", DEFAULT_NODES, null, MatchSettings.DEFAULT_MAX_PLIES, GateSettings.DEFAULT_ELO0,
                        GateSettings.DEFAULT_ELO1, 0.05, 0.05, "normalized", GateSettings.DEFAULT_MAX_GAMES,
                        GateSettings.DEFAULT_BATCH_PAIRS), Anchor.DEFAULT);
    }

    /** The same run with another number of generations. */
    public ImproveSpec withGenerations(int n) {
        return new ImproveSpec(variant, from, seed, n, data, tune, gate, anchor);
    }
}
