package org.ttakji.tuning.rate;

import java.util.List;
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
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.levels.Level;

/**
 * Rating as a function of a level's parameters: a linear regression of lab Elo on {@link LevelFeatures}, fitted
 * with Deeplearning4j as the Texel tuner's model is ({@code LogisticModel}: one dense output layer in double
 * precision, Adam, full batch), here with the identity activation and mean squared error. Each point is weighted by
 * the inverse of its rating's variance, so a rating from many games counts more than one from a few (weighted
 * least squares: each row and its target scaled by the square root of its weight, the intercept an explicit
 * column). The features are standardised over the points and the weights get a small L2
 * penalty (ridge): parameters that hardly vary in the data (three levels are three mixes of noise, temperature and
 * blunders) get small coefficients instead of arbitrary ones. Each coefficient is held to the sign it must have
 * ({@link LevelFeatures#SIGNS}: a bigger budget never makes a level weaker, more noise, temperature or blunders never
 * stronger), by setting it to 0 whenever a step crosses it (projected gradient descent): with a few noisy ratings an
 * unconstrained fit readily credits a level's weaknesses with its strength. Immutable after {@link #fit}.
 */
public final class StrengthModel {
    /** Full-batch Adam iterations. */
    static final int ITERATIONS = 1500;
    private static final double LEARNING_RATE = 0.05;
    private static final double ELO_SCALE = 1000;
    private static final double L2 = 1e-4;
    private final MultiLayerNetwork network;
    private final double[] mean;
    private final double[] sd;
    private final double ratingMean;
    private final double weightedRms;
    private final int points;

    private StrengthModel(MultiLayerNetwork network, double[] mean, double[] sd, double ratingMean,
                          double weightedRms, int points) {
        this.network = network;
        this.mean = mean;
        this.sd = sd;
        this.ratingMean = ratingMean;
        this.weightedRms = weightedRms;
        this.points = points;
    }

    /**
     * Fits the model.
     *
     * @param data the measured players (at least two with different parameters)
     * @param seed DL4J's seed (the fit is deterministic for a seed)
     * @throws LabInputException if there are fewer than two points or every point has the same parameters
     */
    public static StrengthModel fit(List<LevelPoint> data, long seed) {
        int n = data.size();
        int k = LevelFeatures.NAMES.size();
        if (n < 2) {
            throw new LabInputException("the strength model needs at least two measured players of the lab's engine,"
                    + " got " + n + " (rate more levels or candidates)");
        }
        double[][] x = new double[n][];
        double[] w = new double[n];
        double wSum = 0;
        for (int i = 0; i < n; i++) {
            x[i] = LevelFeatures.of(data.get(i).parameters());
            w[i] = 1 / Math.pow(data.get(i).standardError(), 2);
            wSum += w[i];
        }
        double[] mean = new double[k];
        double[] sd = new double[k];
        double ratingMean = 0;
        for (int i = 0; i < n; i++) {
            w[i] = w[i] * n / wSum; // mean weight 1
            ratingMean += w[i] * data.get(i).rating() / n;
            for (int j = 0; j < k; j++) {
                mean[j] += w[i] * x[i][j] / n;
            }
        }
        boolean varies = false;
        for (int j = 0; j < k; j++) {
            double v = 0;
            for (int i = 0; i < n; i++) {
                v += w[i] * Math.pow(x[i][j] - mean[j], 2) / n;
            }
            sd[j] = Math.sqrt(v);
            varies |= sd[j] > 1e-9;
        }
        if (!varies) {
            throw new LabInputException("the strength model needs players with different parameters; all " + n
                    + " measured players have the same");
        }
        // Weighted least squares as ordinary least squares on rows scaled by sqrt(weight), the intercept an explicit
        // column (so it is scaled too): DL4J's label mask scales the loss but not every gradient as weights need.
        double[] z = standardised(x, mean, sd);
        double[] rows = new double[n * (k + 1)];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double root = Math.sqrt(w[i]);
            for (int j = 0; j < k; j++) {
                rows[i * (k + 1) + j] = root * z[i * k + j];
            }
            rows[i * (k + 1) + k] = root;
            y[i] = root * (data.get(i).rating() - ratingMean) / ELO_SCALE;
        }
        MultiLayerNetwork network = new MultiLayerNetwork(new NeuralNetConfiguration.Builder()
                .seed(seed)
                .dataType(DataType.DOUBLE)
                .updater(new Adam(LEARNING_RATE))
                .l2(L2)
                .list()
                .layer(new OutputLayer.Builder(LossFunctions.LossFunction.MSE).nIn(k + 1).nOut(1).hasBias(false)
                        .activation(Activation.IDENTITY).weightInit(WeightInit.ZERO).build())
                .build());
        network.init();
        DataSet batch = new DataSet(Nd4j.create(rows, new long[]{n, k + 1}, 'c'),
                Nd4j.create(y, new long[]{n, 1}, DataType.DOUBLE));
        INDArray theta = network.getParam("0_W");
        for (int it = 0; it < ITERATIONS; it++) {
            network.fit(batch);
            for (int j = 0; j < k; j++) { // projected gradient descent: each coefficient keeps its known sign
                if (LevelFeatures.SIGNS[j] * theta.getDouble(j, 0) < 0) {
                    theta.putScalar(j, 0, 0.0);
                }
            }
        }
        StrengthModel model = new StrengthModel(network, mean, sd, ratingMean, 0, n);
        double sq = 0;
        for (int i = 0; i < n; i++) {
            sq += w[i] * Math.pow(model.predict(data.get(i).parameters()) - data.get(i).rating(), 2);
        }
        return new StrengthModel(network, mean, sd, ratingMean, Math.sqrt(sq / n), n);
    }

    private static double[] standardised(double[][] x, double[] mean, double[] sd) {
        int k = mean.length;
        double[] flat = new double[x.length * k];
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < k; j++) {
                flat[i * k + j] = sd[j] > 1e-9 ? (x[i][j] - mean[j]) / sd[j] : 0;
            }
        }
        return flat;
    }

    /** The predicted rating of a level's parameters, lab Elo. */
    public double predict(Level level) {
        double[] z = standardised(new double[][]{LevelFeatures.of(level)}, mean, sd);
        double[] x = java.util.Arrays.copyOf(z, z.length + 1);
        x[z.length] = 1;
        INDArray out = network.output(Nd4j.create(x, new long[]{1, x.length}, 'c'), false);
        return ratingMean + ELO_SCALE * out.getDouble(0, 0);
    }

    /**
     * The fitted Elo per unit of each feature ({@link LevelFeatures#NAMES} order; 0 for a feature that did not
     * vary in the data), e.g. Elo per doubling of the node limit.
     */
    public double[] coefficients() {
        INDArray theta = network.getParam("0_W");
        double[] c = new double[mean.length];
        for (int j = 0; j < c.length; j++) {
            c[j] = sd[j] > 1e-9 ? ELO_SCALE * theta.getDouble(j, 0) / sd[j] : 0;
        }
        return c;
    }

    /** The fitted coefficient of a feature, Elo per unit. @throws IllegalArgumentException for an unknown name */
    public double coefficient(String feature) {
        int j = LevelFeatures.NAMES.indexOf(feature);
        if (j < 0) {
            throw new IllegalArgumentException("unknown feature " + feature);
        }
        return coefficients()[j];
    }

    /** The weighted root-mean-square residual over the points, Elo (weights of mean 1). */
    public double weightedRms() {
        return weightedRms;
    }

    /** The number of points fitted. */
    public int points() {
        return points;
    }
}
