package org.ttakji.tuning.improve;

import java.util.List;

/**
 * One generation of an improve run, filled in step by step (the members of later steps are null until then).
 *
 * @param generation           the generation, from 1
 * @param step                 the last step done: {@code started}, {@code data}, {@code tuned}, {@code gated} or
 *                             {@code done}, then {@code anchored} once the anchor match is measured
 * @param parent               the weights version the generation starts from (its data's players, its tuning's
 *                             parent, its gate's base)
 * @param dataRun              the training-data self-play run's id (under {@code <out>/games})
 * @param games                games of the data run
 * @param positions            positions the tuning used (training + validation)
 * @param parentValidationLoss the parent's held-out cross-entropy
 * @param trainLoss            the candidate's training cross-entropy
 * @param validationLoss       the candidate's held-out cross-entropy
 * @param candidate            the tuned version, or null when the tuning found no weights lowering the held-out loss
 * @param note                 why there is no candidate (the tuner's message), else null
 * @param gateRun              the gate's run id (under {@code <out>/games})
 * @param verdict              {@code H1}, {@code H0}, {@code inconclusive}, or {@code none} (no candidate)
 * @param llr                  the gate's last log-likelihood ratio
 * @param gateGames            games the gate played
 * @param elo                  the candidate's Elo against its parent from the gate's games (logistic)
 * @param eloLow               the 95% interval's lower end
 * @param eloHigh              the 95% interval's upper end
 * @param promoted             the version promoted (the candidate after H1), else null
 * @param anchor               the fixed version the candidate played its anchor match against, else null (no
 *                             candidate, anchor matches off, or a table written before they existed)
 * @param anchorGames          games of the anchor match
 * @param anchorElo            the candidate's Elo against the anchor from those games (logistic, of the game pairs)
 * @param anchorLow            the 95% interval's lower end (null where it runs past a score of 0)
 * @param anchorHigh           the 95% interval's upper end (null where it runs past a score of 1)
 */
public record GenerationRow(int generation, String step, String parent, String dataRun, Long games, Integer positions,
                            Double parentValidationLoss, Double trainLoss, Double validationLoss, String candidate,
                            String note, String gateRun, String verdict, Double llr, Long gateGames, Double elo,
                            Double eloLow, Double eloHigh, String promoted, String anchor, Long anchorGames,
                            Double anchorElo, Double anchorLow, Double anchorHigh) {
    /**
     * The steps in order; {@code anchored} comes after {@code done} (the next generation does not wait for it), so a
     * table of before the anchor matches reads as {@code done} and a resumed run plays its rows' anchor matches.
     */
    public static final List<String> STEPS = List.of("started", "data", "tuned", "gated", "done", "anchored");
    /** The verdict of a generation without a candidate. */
    public static final String NO_CANDIDATE = "none";

    /** A generation that has begun from {@code parent}. */
    public static GenerationRow started(int generation, String parent) {
        return new GenerationRow(generation, "started", parent, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /** True when {@code s} is done (this row's step is {@code s} or later). */
    public boolean did(String s) {
        return STEPS.indexOf(step) >= STEPS.indexOf(s);
    }

    /** The version the next generation starts from: the promoted one, else the unchanged parent. */
    public String next() {
        return promoted != null ? promoted : parent;
    }

    /** After the data step. */
    public GenerationRow withData(String runId, long gameCount) {
        return new GenerationRow(generation, "data", parent, runId, gameCount, positions, parentValidationLoss, trainLoss,
                validationLoss, candidate, note, gateRun, verdict, llr, gateGames, elo, eloLow, eloHigh, promoted, anchor, anchorGames, anchorElo, anchorLow, anchorHigh);
    }

    /** After the tuning step (candidate null: none, and {@code why} says why). */
    public GenerationRow withTuning(Integer used, Double parentValid, Double train, Double valid, String version,
                                    String why) {
        return new GenerationRow(generation, "tuned", parent, dataRun, games, used, parentValid, train, valid, version,
                why, gateRun, verdict, llr, gateGames, elo, eloLow, eloHigh, promoted, anchor, anchorGames, anchorElo, anchorLow, anchorHigh);
    }

    /** After the gate step. */
    public GenerationRow withGate(String runId, String result, Double logLikelihoodRatio, Long played, Double e,
                                  Double low, Double high) {
        return new GenerationRow(generation, "gated", parent, dataRun, games, positions, parentValidationLoss, trainLoss,
                validationLoss, candidate, note, runId, result, logLikelihoodRatio, played, e, low, high, promoted, anchor, anchorGames, anchorElo, anchorLow, anchorHigh);
    }

    /** The generation done, with the version promoted (or null). */
    public GenerationRow done(String version) {
        return new GenerationRow(generation, "done", parent, dataRun, games, positions, parentValidationLoss, trainLoss,
                validationLoss, candidate, note, gateRun, verdict, llr, gateGames, elo, eloLow, eloHigh, version, anchor, anchorGames, anchorElo, anchorLow, anchorHigh);
    }

    /**
     * After the anchor match of the candidate against {@code version}: {@code played} games, Elo {@code e} with its
     * 95% interval {@code [low, high]} (an end null where it is infinite).
     */
    public GenerationRow withAnchor(String version, long played, Double e, Double low, Double high) {
        return new GenerationRow(generation, "anchored", parent, dataRun, games, positions, parentValidationLoss,
                trainLoss, validationLoss, candidate, note, gateRun, verdict, llr, gateGames, elo, eloLow, eloHigh,
                promoted, version, played, e, low, high);
    }
}
