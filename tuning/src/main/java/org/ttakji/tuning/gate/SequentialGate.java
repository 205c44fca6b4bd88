package org.ttakji.tuning.gate;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.ttakji.tuning.stats.MatchElo;
import org.ttakji.tuning.stats.Pentanomial;
import org.ttakji.tuning.stats.SprtDecision;
import org.ttakji.tuning.stats.SprtResult;

/**
 * The gate's stopping rule, apart from any game: batches of pentanomial counts come in, and after each the SPRT
 * on all counts so far accepts H1 (LLR above the upper bound), H0 (below the lower bound), or, when the batch was
 * the last one allowed, the gate ends inconclusive. The test looks only at whole batches, so where a gate stops
 * depends on the games alone, never on timing. Not thread-safe.
 */
public final class SequentialGate {
    private final GateSettings settings;
    private final List<GateStep> steps = new ArrayList<>();
    private Pentanomial total = Pentanomial.of(0, 0, 0, 0, 0);

    /** A gate before its first batch. */
    public SequentialGate(GateSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /**
     * The steps of a gate fed these batches in order, up to the step that ends it (later batches are ignored: a
     * resumed gate that finds a batch played after its end decides as the gate did without it).
     */
    public static List<GateStep> replay(GateSettings settings, List<Pentanomial> batches) {
        SequentialGate gate = new SequentialGate(settings);
        for (Pentanomial b : batches) {
            if (gate.add(b).last()) {
                break;
            }
        }
        return gate.steps();
    }

    /**
     * Adds a batch's counts and tests all counts so far.
     *
     * @param batch the pentanomial counts of the batch's pairs (a batch may hold fewer pairs than planned when some
     *              game is missing from the log; it still counts as one of the allowed batches)
     * @return the step, ending the gate when its verdict is not null
     * @throws IllegalStateException if the gate has ended
     */
    public GateStep add(Pentanomial batch) {
        if (ended()) {
            throw new IllegalStateException("the gate has ended: " + verdict());
        }
        total = total.plus(batch);
        SprtResult test = settings.sprt().test(total);
        GateVerdict verdict = test.decision() == SprtDecision.ACCEPT_H1 ? GateVerdict.H1
                : test.decision() == SprtDecision.ACCEPT_H0 ? GateVerdict.H0
                : steps.size() + 1 >= settings.maxBatches() ? GateVerdict.INCONCLUSIVE : null;
        GateStep step = new GateStep(steps.size() + 1, total, test, MatchElo.of(total), verdict);
        steps.add(step);
        return step;
    }

    /** True once a step has a verdict. */
    public boolean ended() {
        return !steps.isEmpty() && steps.get(steps.size() - 1).last();
    }

    /** The verdict, or null while the gate plays on. */
    public GateVerdict verdict() {
        return steps.isEmpty() ? null : steps.get(steps.size() - 1).verdict();
    }

    /** Every step so far. */
    public List<GateStep> steps() {
        return List.copyOf(steps);
    }

    /** The counts of all batches so far. */
    public Pentanomial total() {
        return total;
    }

    /** The settings. */
    public GateSettings settings() {
        return settings;
    }
}
