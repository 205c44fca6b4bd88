package org.ttakji.tuning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.spark.SparkException;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.weights.WeightsCodec;
import org.ttakji.engines.weights.WeightsFile;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.SparkSessions;

/**
 * Texel tuning of one variant's evaluation weights, end to end:
 * <ol>
 *   <li>load the parent weights (promoted, or the version asked for) and check they are of the engine's feature
 *       set;</li>
 *   <li>sample quiet positions from the game logs with Spark ({@link PositionSampler});</li>
 *   <li>split them into training and held-out validation positions ({@link TrainingSet});</li>
 *   <li>fit K on the parent's engine evaluations of the training positions and freeze it ({@link Texel#fitK});</li>
 *   <li>fit the logistic model {@code sigmoid(K · w·x / 400)} with Deeplearning4j, starting from the parent
 *       ({@link LogisticModel});</li>
 *   <li>round the weights to multiples of 1/{@value #WEIGHT_DENOMINATOR} cp (exact in the engine's fixed point, so
 *       the engine evaluates exactly {@code w·x} rounded to whole centipawns) and put them back into the model;</li>
 *   <li>compare parent and new weights with the engine's evaluation on the same positions, check that the model's
 *       logit and the engine agree, and publish the next version (not promoted) with its provenance.</li>
 * </ol>
 * Nothing is written when the input is bad (no games, too few positions, weights of another feature set) or when
 * the new weights do not lower the held-out loss.
 */
public final class Tuner {
    /** New weights are multiples of 1/64 cp per unit. */
    public static final int WEIGHT_DENOMINATOR = 64;
    /** Fewest positions a fit accepts: this many, and at least one per feature. */
    public static final int MIN_POSITIONS = 200;
    /** Fewest held-out positions. */
    public static final int MIN_VALIDATION = 50;
    /** How many weight changes the report lists. */
    public static final int CHANGES_REPORTED = 12;

    private Tuner() {
    }

    /**
     * Runs a tuning.
     *
     * @param request  what to tune and how
     * @param progress told one line at a time what is happening (sampling, each epoch)
     * @return the report; {@link TuneReport#newVersion()} names the file written (null for a dry run)
     * @throws LabInputException with nothing written, when the parent cannot be loaded or is of another feature
     *                           set, no game is found, there are too few positions, or the new weights do not
     *                           lower the held-out loss
     */
    public static TuneReport run(TuneRequest request, Consumer<String> progress) {
        return run(request, progress, Map.of());
    }

    /**
     * Runs a tuning whose new version's provenance also holds {@code extra} (e.g. {@code improve}: the generation
     * table row that made it).
     *
     * @param extra more provenance members, added after the tuner's own (a name of the tuner's own is refused)
     * @throws NoImprovementException with nothing written, when the new weights do not lower the held-out loss
     * @throws LabInputException      as {@link #run(TuneRequest, Consumer)}
     */
    public static TuneReport run(TuneRequest request, Consumer<String> progress, Map<String, Object> extra) {
        Fitted fitted = fit(request, progress);
        return request.dryRun() ? fitted.report() : publish(request, fitted, extra);
    }

    /** Writes the fitted weights as the next version (not promoted) and returns the report naming it. */
    static TuneReport publish(TuneRequest request, Fitted fitted) {
        return publish(request, fitted, Map.of());
    }

    private static TuneReport publish(TuneRequest request, Fitted fitted, Map<String, Object> extra) {
        TuneReport report = fitted.report();
        Map<String, Object> provenance = provenance(request, report, fitted.sources(), fitted.parentFile());
        for (Map.Entry<String, Object> e : extra.entrySet()) {
            if (provenance.putIfAbsent(e.getKey(), e.getValue()) != null) {
                throw new IllegalArgumentException("provenance member " + e.getKey() + " is the tuner's own");
            }
        }
        WeightsFile written = fitted.store().publishNext(request.variant(), report.parentVersion(), fitted.tuned(),
                provenance);
        return report.withNewVersion(written.version());
    }

    /**
     * A finished fit, before anything is written (package-private: tests compare the model with the engine).
     *
     * @param report     the report (no new version yet)
     * @param model      the DL4J model, holding exactly the rounded new weights
     * @param data       the positions, split
     * @param parent     the parent weights
     * @param tuned      the new weights
     * @param store      the weights store
     * @param parentFile the parent's file
     * @param sources    the games read
     */
    record Fitted(TuneReport report, LogisticModel model, TrainingSet data, Weights parent, Weights tuned,
                  WeightsStore store, WeightsFile parentFile, GameSources sources) {
    }

    /** Steps 1 to 7 of the class documentation, without writing. */
    static Fitted fit(TuneRequest request, Consumer<String> progress) {
        Variant variant = request.variant();
        FeatureSet featureSet = Variants.featureExtractor(variant).featureSet();
        WeightsStore store = WeightsStore.at(request.dataDir());
        String parentVersion = store.resolve(variant, request.parent());
        WeightsFile parentFile = store.read(variant, parentVersion);
        Weights parent = WeightsCodec.toWeights(store.file(variant, parentVersion).toString(), parentFile, featureSet);
        GameSources sources = GameSources.resolve(request.games(), request.gamesRoot(), variant);
        sources.notes().forEach(progress);
        request.fit().frozenMask(featureSet); // a --freeze name that matches nothing, before any sampling

        progress.accept("sampling " + variant.cliName() + " positions from " + String.join(", ", sources.labels())
                + " with Spark...");
        PositionSampler.Sampled sampled = sample(request, sources, store.readText(variant, parentVersion), parentVersion,
                progress);
        int minimum = Math.max(MIN_POSITIONS, featureSet.size());
        if (sampled.positions().size() < minimum) {
            throw new LabInputException(String.format(Locale.ROOT,
                    "too few positions: %d from %d games (need at least %d for %d features); give more games or"
                            + " raise --positions or --per-game", sampled.positions().size(), sampled.counts().games,
                    minimum, featureSet.size()));
        }
        TrainingSet data = TrainingSet.split(sampled.positions(), request.validationFraction(), request.sampling().seed());
        if (data.validation().size() < MIN_VALIDATION) {
            throw new LabInputException("too few held-out positions: " + data.validation().size() + " (need "
                    + MIN_VALIDATION + "); give more games or raise --validation");
        }
        data.checkIndexes(featureSet);
        progress.accept(String.format(Locale.ROOT, "sampled %d positions (%d distinct) from %d games in %.1f s",
                data.size(), sampled.distinct(), sampled.counts().games, sampled.seconds()));

        int[] parentTrain = TrainingSet.engineEvaluations(data.train(), parent);
        int[] parentValid = TrainingSet.engineEvaluations(data.validation(), parent);
        double k = Texel.fitK(parentTrain, TrainingSet.results(data.train()));
        double[] trainTargets = Texel.targets(TrainingSet.results(data.train()),
                TrainingSet.recordedScores(data.train()), request.lambda(), k);
        double[] validTargets = Texel.targets(TrainingSet.results(data.validation()),
                TrainingSet.recordedScores(data.validation()), request.lambda(), k);
        Losses parentLosses = Losses.of(parentTrain, trainTargets, parentValid, validTargets, k);
        progress.accept(String.format(Locale.ROOT, "K = %.6g; %s: train %.6f, validation %.6f (cross-entropy)", k,
                parentVersion, parentLosses.trainCrossEntropy(), parentLosses.validationCrossEntropy()));

        boolean[] frozen = request.fit().frozenMask(featureSet);
        double[] penaltyScale = request.fit().l2ByEvaluation()
                ? evaluationScale(data.train(), featureSet.size(), featureSet.valueScale()) : null;
        LogisticModel model = new LogisticModel(featureSet.size(), k, request.fit(), parent.toArray(), frozen,
                penaltyScale, featureSet.valueScale());
        model.setWeightsCp(parent.toArray());
        double seconds = model.fit(data.train(), trainTargets, (epoch, objective, m) -> {
            if (epoch == 1 || epoch % 10 == 0 || epoch == request.fit().epochs()) {
                Weights w = Weights.of(featureSet, clampWeights(m.weightsCp()));
                double valid = Texel.crossEntropy(TrainingSet.engineEvaluations(data.validation(), w), validTargets, k);
                progress.accept(String.format(Locale.ROOT, "epoch %d: training objective %.6f, validation %.6f",
                        epoch, objective, valid));
            }
        });

        double[] rounded = roundWeights(model.weightsCp());
        for (int i = 0; i < rounded.length; i++) {
            if (frozen[i]) {
                // the parent's weight as the engine holds it (its fixed point), so engine and model still agree
                rounded[i] = parent.fixed(i) / (double) (1L << Weights.FRACTION_BITS);
            }
        }
        Weights tuned = Weights.of(featureSet, rounded);
        model.setWeightsCp(tuned.toArray());
        int[] newTrain = TrainingSet.engineEvaluations(data.train(), tuned);
        int[] newValid = TrainingSet.engineEvaluations(data.validation(), tuned);
        Losses newLosses = Losses.of(newTrain, trainTargets, newValid, validTargets, k);
        double agreement = maxAgreementError(model, data.validation(), newValid, k);

        TuneReport report = new TuneReport(variant, parentVersion, null, sources.labels(), sampled.runIds(),
                sampled.counts(), sampled.distinct(), data.train().size(), data.validation().size(), k,
                request.lambda(), parentLosses, newLosses, largestChanges(parent, tuned), sampled.seconds(), seconds,
                request.fit().epochs(), data.validation().size(), agreement);
        if (!(newLosses.validationCrossEntropy() < parentLosses.validationCrossEntropy())) {
            report.lines().forEach(progress); // the numbers behind the refusal
            throw new NoImprovementException(String.format(Locale.ROOT,
                    "the new weights do not lower the held-out loss (%.6f vs %s's %.6f on %d positions); nothing"
                            + " written: give more games, fewer epochs or a larger --l2", newLosses.validationCrossEntropy(),
                    parentVersion, parentLosses.validationCrossEntropy(), data.validation().size()));
        }
        return new Fitted(report, model, data, parent, tuned, store, parentFile, sources);
    }

    private static PositionSampler.Sampled sample(TuneRequest request, GameSources sources, String parentJson,
                                                  String parentVersion, Consumer<String> progress) {
        SparkSession spark = SparkSupport.start(request.sparkMaster());
        try {
            return PositionSampler.sample(spark, sources, request.variant(), parentJson, parentVersion,
                    request.sampling(), request.maxPositions(), progress);
        } catch (Exception e) { // Spark throws its checked SparkException from Scala code, undeclared
            LabInputException bad = findBadInput(e);
            if (bad != null) {
                throw new LabInputException(bad.getMessage(), e);
            }
            // a corrupt log file, or a master that stopped the application: one line, as the self-play job says it
            Exception told = SparkSessions.failure(spark, SparkSessions.master(request.sparkMaster()), e);
            throw told instanceof RuntimeException r ? r : new IllegalStateException(told);
        }
    }

    /** The bad-input error inside a Spark failure (a task's exception arrives wrapped), or null. */
    static LabInputException findBadInput(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof LabInputException bad) {
                return bad;
            }
            if (t instanceof SparkException && t.getMessage() != null && t.getMessage().contains("LabInputException")) {
                String m = t.getMessage();
                int at = m.indexOf("LabInputException: ");
                String message = m.substring(at + "LabInputException: ".length()).lines().findFirst().orElse(m);
                return new LabInputException(message);
            }
        }
        return null;
    }

    /** Weights rounded to multiples of 1/{@value #WEIGHT_DENOMINATOR} and kept within the allowed range. */
    static double[] roundWeights(double[] w) {
        double[] out = clampWeights(w);
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.round(out[i] * WEIGHT_DENOMINATOR) / (double) WEIGHT_DENOMINATOR;
        }
        return out;
    }

    private static double[] clampWeights(double[] w) {
        double[] out = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            out[i] = Math.max(-Weights.MAX_ABS_WEIGHT, Math.min(Weights.MAX_ABS_WEIGHT, w[i]));
        }
        return out;
    }

    /**
     * The largest {@code |engine − 400 · logit / K|} over positions whose evaluation is not clamped: the engine
     * rounds {@code w·x} half up to whole centipawns, so with weights that are exact in its fixed point the bound is
     * 0.5 cp (plus floating-point noise of the model's double arithmetic).
     */
    static double maxAgreementError(LogisticModel model, List<Sample> positions, int[] engineEvals, double k) {
        double[] logits = model.logits(positions);
        double max = 0;
        for (int i = 0; i < logits.length; i++) {
            if (Math.abs(engineEvals[i]) < Weights.MAX_EVAL_CP) {
                max = Math.max(max, Math.abs(engineEvals[i] - logits[i] * Texel.SCALE_CP / k));
            }
        }
        return max;
    }

    static List<WeightChange> largestChanges(Weights parent, Weights tuned) {
        List<WeightChange> all = new ArrayList<>();
        for (int i = 0; i < parent.featureSet().size(); i++) {
            all.add(new WeightChange(parent.featureSet().name(i), parent.weight(i), tuned.weight(i)));
        }
        all.sort(Comparator.comparingDouble((WeightChange c) -> -Math.abs(c.delta())).thenComparing(WeightChange::feature));
        return all.subList(0, Math.min(CHANGES_REPORTED, all.size()));
    }

    private static Map<String, Object> provenance(TuneRequest request, TuneReport r, GameSources sources,
                                                  WeightsFile parentFile) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("trainer", "texel-dl4j");
        p.put("gitVersion", BuildVersions.git());
        p.put("labVersion", BuildVersions.lab());
        p.put("dl4jVersion", BuildVersions.dl4j());
        p.put("sparkVersion", BuildVersions.spark());
        p.put("parentSha256", parentFile.sha256());
        p.put("runs", r.runIds());
        p.put("games", sources.labels());
        p.put("gameCount", r.counts().games);
        p.put("positions", r.positions());
        p.put("positionsTrain", r.trainPositions());
        p.put("positionsValidation", r.validationPositions());
        p.put("K", r.k());
        p.put("lambda", r.lambda());
        Map<String, Object> loss = new LinkedHashMap<>();
        loss.put("function", "cross-entropy of sigmoid(K*eval/400)");
        loss.put("parent", lossMap(r.parentLosses().trainCrossEntropy(), r.parentLosses().validationCrossEntropy()));
        loss.put("new", lossMap(r.newLosses().trainCrossEntropy(), r.newLosses().validationCrossEntropy()));
        loss.put("parentMse", lossMap(r.parentLosses().trainMse(), r.parentLosses().validationMse()));
        loss.put("newMse", lossMap(r.newLosses().trainMse(), r.newLosses().validationMse()));
        p.put("loss", loss);
        Map<String, Object> sampling = new LinkedHashMap<>();
        sampling.put("skipPlies", request.sampling().skipPlies());
        sampling.put("perGame", request.sampling().perGame());
        sampling.put("seed", request.sampling().seed());
        sampling.put("quiescenceNodes", request.sampling().quiescenceNodes());
        sampling.put("maxPositions", request.maxPositions());
        sampling.put("validationFraction", request.validationFraction());
        p.put("sampling", sampling);
        Map<String, Object> fit = new LinkedHashMap<>();
        fit.put("model", "DL4J OutputLayer sigmoid/XENT, no bias, double precision");
        fit.put("updater", "adam");
        fit.put("learningRate", request.fit().learningRate());
        fit.put("epochs", request.fit().epochs());
        fit.put("batchSize", request.fit().batchSize());
        fit.put("l2TowardsParentPer100cp", request.fit().l2());
        if (request.fit().l2ByEvaluation()) { // only when on, so files tuned per weight read as before
            fit.put("l2PerEvaluation", "each weight's squared change times max(1, E[x^2]) of its feature");
        }
        fit.put("seed", request.fit().seed());
        fit.put("freeze", request.fit().freeze());
        fit.put("weightStep", "1/" + WEIGHT_DENOMINATOR);
        p.put("fit", fit);
        return p;
    }

    private static Map<String, Object> lossMap(double train, double validation) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("train", Texel.round6(train));
        m.put("validation", Texel.round6(validation));
        return m;
    }

    /**
     * Per feature, {@code max(1, E[x²])} over the positions: the factor that makes the L2 pull count the change of the
     * evaluation a weight causes ({@link FitSettings#l2ByEvaluation()}); {@code x} is the stored value divided by
     * the feature set's value scale.
     */
    static double[] evaluationScale(List<Sample> positions, int featureCount, int valueScale) {
        double[] sumSquares = new double[featureCount];
        for (Sample p : positions) {
            for (int j = 0; j < p.featureCount(); j++) {
                double v = p.value(j) / (double) valueScale;
                sumSquares[p.index(j)] += v * v;
            }
        }
        double[] scale = new double[featureCount];
        for (int i = 0; i < featureCount; i++) {
            scale[i] = Math.max(1.0, positions.isEmpty() ? 0 : sumSquares[i] / positions.size());
        }
        return scale;
    }
}
