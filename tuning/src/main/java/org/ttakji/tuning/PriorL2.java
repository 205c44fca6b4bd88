package org.ttakji.tuning;

import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.memory.MemoryWorkspace;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.learning.regularization.Regularization;

/**
 * An L2 penalty that pulls the parameters towards a prior (the parent's weights) instead of towards zero:
 * {@code (c / 2) · Σ (θ_i − prior_i)²} added to the loss, so its gradient {@code c · (θ − prior)} is added before
 * the updater (as DL4J's own {@code L2Regularization} does for zero). Texel tuning starts from working weights;
 * this keeps rarely seen features (most piece-square entries) near them unless the data say otherwise. It also
 * freezes chosen weights (their gradient is zeroed before the updater).
 * Immutable, so {@link #clone()} returns itself.
 */
final class PriorL2 implements Regularization {
    private final double coefficient;
    private final double[] prior;
    private final long[] frozen;
    private final double[] scale;
    private transient INDArray priorArray;
    private transient INDArray scaleArray;

    /**
     * @param coefficient {@code c} &gt;= 0, in the model's parameter units
     * @param prior       the prior parameters, one per weight (DL4J passes the layer's weights as {@code [n, 1]}
     *                    or as a flat view {@code [n]}; both hold them in this order)
     */
    PriorL2(double coefficient, double[] prior) {
        this(coefficient, prior, null);
    }

    /**
     * @param coefficient {@code c} &gt;= 0, in the model's parameter units
     * @param prior       the prior parameters, one per weight
     * @param frozen      weights whose gradient is set to 0 (so Adam never moves them), or null for none
     */
    PriorL2(double coefficient, double[] prior, boolean[] frozen) {
        this(coefficient, prior, frozen, null);
    }

    /**
     * @param coefficient {@code c} &gt;= 0, in the model's parameter units
     * @param prior       the prior parameters, one per weight
     * @param frozen      weights whose gradient is set to 0, or null for none
     * @param scale       a factor per weight on its squared distance from the prior (the penalty is
     *                    {@code (c / 2) · Σ scale_i (θ_i − prior_i)²}), or null for 1 everywhere
     */
    PriorL2(double coefficient, double[] prior, boolean[] frozen, double[] scale) {
        this.scale = scale == null ? null : scale.clone();
        this.coefficient = coefficient;
        this.prior = prior.clone();
        int n = 0;
        for (int i = 0; frozen != null && i < frozen.length; i++) {
            n += frozen[i] ? 1 : 0;
        }
        this.frozen = new long[n];
        for (int i = 0, j = 0; frozen != null && i < frozen.length; i++) {
            if (frozen[i]) {
                this.frozen[j++] = i;
            }
        }
    }

    private INDArray prior(INDArray like) {
        if (priorArray == null || !java.util.Arrays.equals(priorArray.shape(), like.shape())) {
            // Created outside DL4J's workspaces: the array outlives the iteration that first needs it.
            try (MemoryWorkspace ignored = Nd4j.getWorkspaceManager().scopeOutOfWorkspaces()) {
                priorArray = Nd4j.create(prior, like.shape(), DataType.DOUBLE).castTo(like.dataType());
            }
        }
        return priorArray;
    }

    private INDArray scaled(INDArray d) {
        if (scale == null) {
            return d;
        }
        if (scaleArray == null || !java.util.Arrays.equals(scaleArray.shape(), d.shape())) {
            try (MemoryWorkspace ignored = Nd4j.getWorkspaceManager().scopeOutOfWorkspaces()) {
                scaleArray = Nd4j.create(scale, d.shape(), DataType.DOUBLE).castTo(d.dataType());
            }
        }
        return d.muli(scaleArray);
    }

    @Override
    public ApplyStep applyStep() {
        return ApplyStep.BEFORE_UPDATER;
    }

    @Override
    public void apply(INDArray param, INDArray gradView, double lr, int iteration, int epoch) {
        if (coefficient > 0) {
            gradView.addi(scaled(param.sub(prior(param))).muli(coefficient));
        }
        for (long i : frozen) { // a zero gradient every step keeps Adam's moments, and so the step, at zero
            gradView.putScalar(i, 0.0);
        }
    }

    @Override
    public double score(INDArray param, int iteration, int epoch) {
        if (coefficient <= 0) {
            return 0;
        }
        INDArray d = param.sub(prior(param));
        return 0.5 * coefficient * scaled(d.mul(d)).sumNumber().doubleValue();
    }

    @Override
    public Regularization clone() {
        return this;
    }
}
