package org.ttakji.selfplay;

import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * The rules the self-play tests use: a variant's real rules when this build registers it in
 * {@link org.ttakji.engines.Variants}, else the {@link ToyRules toy game} under its name, so the pipeline
 * tests run before every variant has landed and use real games as soon as they have.
 */
enum TestCatalog implements RulesCatalog {
    /** The only instance. */
    INSTANCE;

    @Override
    public VariantRules rules(Variant variant) {
        RulesCatalog builtIn = RulesCatalog.builtIn();
        return builtIn.has(variant) ? builtIn.rules(variant) : new ToyRules(variant);
    }

    /** True when the variant is played with its real rules in the tests. */
    static boolean isReal(Variant variant) {
        return RulesCatalog.builtIn().has(variant);
    }
}
