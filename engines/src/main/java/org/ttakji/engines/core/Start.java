package org.ttakji.engines.core;

import java.io.Serializable;

/**
 * Where a game pair starts: one of the variant's numbered starts ({@link Numbered}: a selector as
 * {@link VariantRules#startPosition(RuleOptions, long)} takes it) or a position given as text in the variant's
 * format ({@link Given}: an opening, such as the position after a few random plies or a line of a suite). What a
 * {@link StartRule} chooses for each pair; serializable, since it travels with a game to a Spark executor.
 */
public sealed interface Start extends Serializable permits Start.Numbered, Start.Given {

    /** A numbered start of the variant. */
    static Start numbered(long selector) {
        return new Numbered(selector);
    }

    /** A start at a position given as text in the variant's format ({@link VariantRules#fromFen}). */
    static Start given(String text) {
        return new Given(text);
    }

    /**
     * The start position.
     *
     * @param rules   the variant's rules
     * @param options the rule options in force
     * @throws LabInputException if the selector is out of range or the text is not a valid position
     */
    Position toPosition(VariantRules rules, RuleOptions options);

    /**
     * The game log's {@code start_number}: {@link VariantRules#startNumber} of a numbered start; null for a given
     * position (which is not one of the numbered starts).
     */
    Integer startNumber(VariantRules rules);

    /**
     * The game log's {@code banqi_layout}: {@link VariantRules#hiddenLayout} of a numbered start; null for a given
     * position (the opening rules refuse variants with hidden pieces).
     */
    String hiddenLayout(VariantRules rules);

    /**
     * One of the variant's numbered starts.
     *
     * @param selector the start selector (Chess960's Scharnagl number, Banqi's layout seed, 0 for the one start of
     *                 the other variants)
     */
    record Numbered(long selector) implements Start {
        @Override
        public Position toPosition(VariantRules rules, RuleOptions options) {
            return rules.startPosition(options, selector);
        }

        @Override
        public Integer startNumber(VariantRules rules) {
            return rules.startNumber(selector);
        }

        @Override
        public String hiddenLayout(VariantRules rules) {
            return rules.hiddenLayout(selector);
        }
    }

    /**
     * A position given as text.
     *
     * @param text the position in the variant's text format ({@link Position#toFen()})
     */
    record Given(String text) implements Start {
        /** Requires the text. */
        public Given {
            java.util.Objects.requireNonNull(text, "text");
        }

        @Override
        public Position toPosition(VariantRules rules, RuleOptions options) {
            return rules.fromFen(text, options);
        }

        @Override
        public Integer startNumber(VariantRules rules) {
            return null;
        }

        @Override
        public String hiddenLayout(VariantRules rules) {
            return null;
        }
    }
}
