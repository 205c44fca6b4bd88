package org.ttakji.engines.core;

import java.io.Serializable;
import java.util.OptionalLong;

/**
 * Which start each game pair of a series gets (the {@code starts} of a self-play spec), read from text by
 * {@link VariantRules#parseStartRule} (the variant's own rules) and {@code openings.Openings} (openings of any
 * variant: random plies, suites). The rules every variant shares ({@code standard}, {@code random}, a list) are
 * {@link StartRules}; a variant adds its own (Chess960 {@code all}, {@code daily}). Implementations are immutable
 * values, serializable (they travel with a run's spec), and choose deterministically: the same request gives the
 * same start on every machine.
 */
public interface StartRule extends Serializable {

    /**
     * The start of a game pair.
     *
     * @param rules the variant's rules (its standard start, its random start, its position format)
     * @param pair  the pair: rule options, seeds and number
     * @throws LabInputException if the rule cannot give this pair a start (e.g. no balanced opening was found)
     */
    Start start(VariantRules rules, StartRequest pair);

    /** The text form, which the reader that made the rule reads back to an equal rule. */
    String toText();

    /**
     * The number of game pairs after which the starts repeat (1 for {@code standard}, a list's or a suite's
     * length), or empty when each pair draws its start independently ({@code random}, random plies). A series of
     * more pairs than this shares starts between pairs.
     */
    default OptionalLong period() {
        return OptionalLong.empty();
    }
}
