package org.ttakji.selfplay;

import java.io.Serializable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Where a self-play run finds the rules of a variant, on the driver and on every executor. Production
 * runs use {@link #builtIn()} ({@link Variants}); tests may plug in other rules. Serializable because it
 * travels with the Spark tasks.
 */
@FunctionalInterface
public interface RulesCatalog extends Serializable {

    /**
     * The rules of a variant.
     *
     * @throws LabInputException if the variant is not implemented in this build
     */
    VariantRules rules(Variant variant);

    /** True when the variant is implemented (its rules can be had). */
    default boolean has(Variant variant) {
        try {
            rules(variant);
            return true;
        } catch (LabInputException e) {
            return false;
        }
    }

    /** The variants registered in {@link Variants}. */
    static RulesCatalog builtIn() {
        return BuiltIn.INSTANCE;
    }

    /** {@link Variants} as a serializable catalog (an enum singleton serializes as itself). */
    enum BuiltIn implements RulesCatalog {
        /** The only instance. */
        INSTANCE;

        @Override
        public VariantRules rules(Variant variant) {
            return Variants.rules(variant);
        }
    }
}
