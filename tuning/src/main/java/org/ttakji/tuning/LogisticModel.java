package org.ttakji.tuning;

import java.util.ArrayList;
import java.util.List;
import org.deeplearning4j.nn.conf.MultiLayerConfiguration;
import org.deeplearning4j.nn.conf.NeuralNetConfiguration;
import org.deeplearning4j.nn.conf.layers.OutputLayer;
import org.deeplearning4j.nn.multilayer.MultiLayerNetwork;
import org.deeplearning4j.nn.weights.WeightInit;
import org.nd4j.linalg.activations.Activation;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.dataset.DataSet;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.learning.config.Adam;
import org.nd4j.linalg.lossfunctions.LossFunctions;
import org.ttakji.engines.core.SplitMix64;

/**
 * The tuner's Deeplearning4j model: logistic regression {@code p = sigmoid(θ · x)} as one dense output layer
 * (sigmoid activation, binary cross-entropy loss, no bias, no hidden layer), in double precision. Its parameters
 * are the weights in the sigmoid's units, {@code θ_i = K · w_i / 400} with {@code w_i} in centipawns per unit of
 * feature {@code i}, so the model's logit {@code θ · x} is {@code K · eval / 400} where {@code eval = w · x} is
 * the engine's linear evaluation (before its rounding to whole centipawns). The constant {@code tempo}-style
 * feature of each variant plays the role of the bias. Not thread-safe.
 */
public final class LogisticModel {
    private final int featureCount;
    private final double k;
    private final FitSettings settings;
    private final double[] priorCp;
    private final boolean[] frozen;
    private final double[] penaltyScale;
    private final int valueScale;
    private final MultiLayerNetwork network;

    /**
     * A model over {@code featureCount} features with all weights 0.
     *
     * @param featureCount number of features (the variant's feature set size)
     * @param k            Texel's scaling constant, frozen, &gt; 0
     * @param settings     how {@link #fit} trains (its {@link FitSettings#l2()} pulls towards {@code priorCp})
     * @param priorCp      the weights the L2 penalty pulls towards, cp per unit (the parent's), or null for none
     * @throws IllegalArgumentException if K is not positive, there is no feature or the prior has another length
     */
    public LogisticModel(int featureCount, double k, FitSettings settings, double[] priorCp) {
        this(featureCount, k, settings, priorCp, null);
    }

    /**
     * A model over {@code featureCount} features with all weights 0, some of them frozen: set them with
     * {@link #setWeightsCp} before {@link #fit}, which never moves them.
     *
     * @param frozen one flag per feature, or null for none
     * @throws IllegalArgumentException as the other constructor, or if {@code frozen} has another length
     */
    public LogisticModel(int featureCount, double k, FitSettings settings, double[] priorCp, boolean[] frozen) {
        this(featureCount, k, settings, priorCp, frozen, null);
    }

    /**
     * As the constructor with frozen features, with a factor per weight on its pull towards the prior (see
     * {@link FitSettings#l2ByEvaluation()}).
     *
     * @param penaltyScale one factor &gt; 0 per feature, or null for 1 everywhere
     * @throws IllegalArgumentException as the other constructors, or if {@code penaltyScale} has another length
     */
    public LogisticModel(int featureCount, double k, FitSettings settings, double[] priorCp, boolean[] frozen,
                         double[] penaltyScale) {
        this(featureCount, k, settings, priorCp, frozen, penaltyScale, 1);
    }

    /**
     * As the constructor with a factor per weight, over features whose stored values are {@code valueScale} times
     * their value ({@link org.ttakji.engines.eval.FeatureSet#valueScale()}, e.g. a tapered set's phase maximum):
     * the model divides them, so its weights stay in centipawns per unit, as the engine's.
     *
     * @param valueScale the feature set's value scale, at least 1
     * @throws IllegalArgumentException as the other constructors, or if {@code valueScale < 1}
     */
    public LogisticModel(int featureCount, double k, FitSettings settings, double[] priorCp, boolean[] frozen,
                         double[] penaltyScale, int valueScale) {
        if (valueScale < 1) {
            throw new IllegalArgumentException("value scale must be at least 1, got " + valueScale);
        }
        this.valueScale = valueScale;
        if (penaltyScale != null && penaltyScale.length != featureCount) {
            throw new IllegalArgumentException("penalty scale has " + penaltyScale.length + " factors, expected "
                    + featureCount);
        }
        this.penaltyScale = penaltyScale == null ? null : penaltyScale.clone();
        if (!(k > 0) || featureCount < 1) {
            throw new IllegalArgumentException("need K > 0 and at least one feature, got K " + k + ", "
                    + featureCount + " features");
        }
        this.featureCount = featureCount;
        this.k = k;
        this.settings = settings;
        if (priorCp != null && priorCp.length != featureCount) {
            throw new IllegalArgumentException("prior has " + priorCp.length + " weights, expected " + featureCount);
        }
        this.priorCp = priorCp == null ? new double[featureCount] : priorCp.clone();
        if (frozen != null && frozen.length != featureCount) {
            throw new IllegalArgumentException("frozen mask has " + frozen.length + " flags, expected " + featureCount);
        }
        this.frozen = frozen;
        this.network = new MultiLayerNetwork(configuration(Activation.SIGMOID, LossFunctions.LossFunction.XENT));
        network.init();
    }

    private MultiLayerConfiguration configuration(Activation activation, LossFunctions.LossFunction loss) {
        double[] priorTheta = new double[featureCount];
        for (int i = 0; i < featureCount; i++) {
            priorTheta[i] = priorCp[i] * k / Texel.SCALE_CP;
        }
        // The penalty is given per (100 cp)^2 of weight change; in the model's units 1 cp is K/400.
        double coefficient = settings.l2() * Math.pow(Texel.SCALE_CP / (100 * k), 2);
        return new NeuralNetConfiguration.Builder()
                .seed(settings.seed())
                .dataType(DataType.DOUBLE)
                .updater(new Adam(settings.learningRate()))
                .list()
                .layer(new OutputLayer.Builder(loss).nIn(featureCount).nOut(1).activation(activation)
                        .hasBias(false).weightInit(WeightInit.ZERO)
                        .regularization(List.of(new PriorL2(coefficient, priorTheta, frozen, penaltyScale))).build())
                .build();
    }

    /** Told after each epoch. */
    @FunctionalInterface
    public interface EpochListener {
        /**
         * @param epoch     1-based epoch number
         * @param batchLoss mean of the mini-batch objectives DL4J reported during the epoch (cross-entropy plus the
         *                  pull towards the prior)
         * @param model     the model after the epoch (read its weights; do not fit it)
         */
        void epochDone(int epoch, double batchLoss, LogisticModel model);
    }

    /** Sets the weights from centipawns per unit ({@code θ = K · w / 400}). */
    public void setWeightsCp(double[] weightsCp) {
        if (weightsCp.length != featureCount) {
            throw new IllegalArgumentException("expected " + featureCount + " weights, got " + weightsCp.length);
        }
        double[] theta = new double[featureCount];
        for (int i = 0; i < featureCount; i++) {
            theta[i] = weightsCp[i] * k / Texel.SCALE_CP;
        }
        network.setParam("0_W", Nd4j.create(theta, new long[]{featureCount, 1}, DataType.DOUBLE));
    }

    /** The weights in centipawns per unit ({@code w = 400 · θ / K}). */
    public double[] weightsCp() {
        INDArray theta = network.getParam("0_W");
        double[] w = new double[featureCount];
        for (int i = 0; i < featureCount; i++) {
            w[i] = theta.getDouble(i, 0) * Texel.SCALE_CP / k;
        }
        return w;
    }

    /** Texel's K the model was built with. */
    public double k() {
        return k;
    }

    /**
     * Trains on the positions with Adam, starting from the current weights: the mini-batches are built once
     * (their order is shuffled per epoch with the settings' seed).
     *
     * @param train    training positions
     * @param targets  their targets 0..1, same order
     * @param listener told after each epoch
     * @return the training time in seconds (mini-batch construction excluded)
     */
    public double fit(List<Sample> train, double[] targets, EpochListener listener) {
        if (train.size() != targets.length || train.isEmpty()) {
            throw new IllegalArgumentException("need as many targets as positions (and at least one): "
                    + train.size() + " positions, " + targets.length + " targets");
        }
        List<DataSet> batches = new ArrayList<>();
        for (int from = 0; from < train.size(); from += settings.batchSize()) {
            int to = Math.min(train.size(), from + settings.batchSize());
            double[] labels = new double[to - from];
            System.arraycopy(targets, from, labels, 0, labels.length);
            batches.add(new DataSet(featureMatrix(train.subList(from, to)),
                    Nd4j.create(labels, new long[]{labels.length, 1}, DataType.DOUBLE)));
        }
        SplitMix64 random = new SplitMix64(settings.seed());
        int[] order = new int[batches.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        long t0 = System.nanoTime();
        for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
            for (int i = order.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            double lossSum = 0;
            for (int b : order) {
                network.fit(batches.get(b));
                lossSum += network.score() * batches.get(b).numExamples();
            }
            listener.epochDone(epoch, lossSum / train.size(), this);
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    /**
     * The model's logits {@code θ · x} for the positions, computed by the network itself (a twin of it with
     * the identity activation and the same parameters), in the order given.
     */
    public double[] logits(List<Sample> positions) {
        MultiLayerNetwork linear = new MultiLayerNetwork(configuration(Activation.IDENTITY, LossFunctions.LossFunction.MSE));
        linear.init();
        linear.setParams(network.params().dup());
        double[] out = new double[positions.size()];
        int batch = 4096;
        for (int from = 0; from < positions.size(); from += batch) {
            int to = Math.min(positions.size(), from + batch);
            INDArray z = linear.output(featureMatrix(positions.subList(from, to)), false);
            for (int i = from; i < to; i++) {
                out[i] = z.getDouble(i - from, 0);
            }
        }
        return out;
    }

    /** The probabilities {@code sigmoid(θ · x)} the network outputs for the positions. */
    public double[] probabilities(List<Sample> positions) {
        double[] out = new double[positions.size()];
        int batch = 4096;
        for (int from = 0; from < positions.size(); from += batch) {
            int to = Math.min(positions.size(), from + batch);
            INDArray p = network.output(featureMatrix(positions.subList(from, to)), false);
            for (int i = from; i < to; i++) {
                out[i] = p.getDouble(i - from, 0);
            }
        }
        return out;
    }

    /** Dense {@code [positions, features]} matrix of the positions' feature values (stored values / value scale). */
    private INDArray featureMatrix(List<Sample> positions) {
        double[] dense = new double[positions.size() * featureCount];
        for (int r = 0; r < positions.size(); r++) {
            Sample s = positions.get(r);
            int base = r * featureCount;
            for (int j = 0; j < s.featureCount(); j++) {
                dense[base + s.index(j)] += s.value(j) / (double) valueScale;
            }
        }
        return Nd4j.create(dense, new long[]{positions.size(), featureCount}, DataType.DOUBLE);
    }
}
