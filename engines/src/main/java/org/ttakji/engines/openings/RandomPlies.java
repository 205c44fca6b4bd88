package org.ttakji.engines.openings;

import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.StartRequest;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.VariantRules;

/**
 * {@code random-plies:N[,balanced:...]}: the position after {@code plies} random legal plies from the variant's
 * standard start, each ply drawn uniformly from the legal moves. A draw that ends the game on the way is thrown away
 * and drawn again, and so is one the {@link Balance} check (when given) does not accept; after
 * {@value #MAX_ATTEMPTS} draws the pair has no start (an error: the bound is too tight for the plies).
 *
 * <p>The generator of pair {@code k} is seeded by the series seed and {@code k} only ({@link StartRequest}), so the
 * opening of pair {@code k} is a function of the run seed, the variant and {@code k}: every pairing of a run gets
 * the same openings, and a run that plays more pairs keeps the ones it had.
 *
 * @param plies   random plies, 1..{@value #MAX_PLIES}
 * @param balance the balance check, or null to keep every draw
 */
public record RandomPlies(int plies, Balance balance) implements StartRule {
    /** The most plies a rule may ask for. */
    public static final int MAX_PLIES = 100;
    /** Draws per pair before giving up. */
    public static final int MAX_ATTEMPTS = 1_000;
    /** Separates this rule's generators from other uses of the series seed. */
    private static final long SALT = 0x52414E44504CL;

    /**
     * Checks the number of plies.
     *
     * @throws IllegalArgumentException if it is out of range
     */
    public RandomPlies {
        if (plies < 1 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("random plies must be 1.." + MAX_PLIES + ", got " + plies);
        }
    }

    @Override
    public Start start(VariantRules rules, StartRequest pair) {
        SplitMix64 random = new SplitMix64(SplitMix64.mix(SplitMix64.mix(pair.seriesSeed() ^ SALT) + pair.pairNumber()));
        MoveList moves = new MoveList();
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            Position p = draw(rules, pair, random, moves);
            if (p != null && (balance == null || balance.accepts(rules.variant(), p))) {
                return Start.given(p.toFen());
            }
        }
        throw new LabInputException("start rule '" + toText() + "' found no opening for " + rules.variant()
                + " pair " + pair.pairNumber() + " in " + MAX_ATTEMPTS + " draws" + (balance == null
                ? " (each ended the game)" : " within ±" + balance.boundCp() + " cp (widen the bound or play fewer plies)"));
    }

    /** One draw: the position after the random plies, or null when the game ended on the way. */
    private Position draw(VariantRules rules, StartRequest pair, SplitMix64 random, MoveList moves) {
        Position p = rules.startPosition(pair.options(), rules.defaultStart());
        for (int ply = 0; ply < plies; ply++) {
            moves.clear();
            p.generateLegal(moves);
            if (moves.isEmpty() || p.status().isOver()) {
                return null;
            }
            p.makeMove(moves.get(random.nextInt(moves.size())));
        }
        return p.status().isOver() ? null : p;
    }

    @Override
    public String toText() {
        return "random-plies:" + plies + (balance == null ? "" : "," + balance.toText());
    }
}
