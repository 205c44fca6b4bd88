package org.ttakji.engines.core;

import java.io.Serializable;

/**
 * Which start each game pair of a series gets (the {@code starts} of a self-play spec), read from text by
 * {@link VariantRules#parseStartRule}. The rules every variant shares ({@code standard}, {@code random}, a
 * list) are {@link StartRules}; a variant adds its own (Chess960 {@code all}, {@code daily}). Implementations
 * are immutable values, serializable (they travel with a run's spec), and choose deterministically: the
 * same pair seed and pair number give the same start on every machine.
 */
public interface StartRule extends Serializable {

    /**
     * The start selector of a game pair, as {@link VariantRules#startPosition(RuleOptions, long)} takes it.
     *
     * @param rules      the variant's rules (its standard start, its random start)
     * @param pairSeed   the seed of the game pair (the seed of its first game)
     * @param pairNumber the game pair's number within its series (pairing), from 0
     */
    long select(VariantRules rules, long pairSeed, long pairNumber);

    /** The text form, which {@link VariantRules#parseStartRule} reads back to an equal rule. */
    String toText();
}
