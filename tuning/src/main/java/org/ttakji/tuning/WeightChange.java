package org.ttakji.tuning;

/**
 * One weight before and after tuning.
 *
 * @param feature the feature name
 * @param parent  the parent's weight, cp per unit
 * @param tuned   the new weight, cp per unit
 */
public record WeightChange(String feature, double parent, double tuned) {
    /** {@code tuned - parent}. */
    public double delta() {
        return tuned - parent;
    }
}
