package org.ttakji.selfplay;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.Variant;

/**
 * Everything an executor needs to play a run's games, built on the driver and shipped with each Spark
 * task (so nothing on an executor reads the driver's files).
 *
 * @param runId      the run id
 * @param labVersion the build's git version (game log column {@code lab_version})
 * @param spec       the match spec
 * @param catalog    where the variants' rules come from
 * @param players    per variant, the resolved players of each pairing: {@code [pairing][0]} is {@code a},
 *                   {@code [pairing][1]} is {@code b}
 * @param faults     fault injection (tests only; {@link FaultInjection#NONE} otherwise)
 */
public record RunContext(String runId, String labVersion, MatchSpec spec, RulesCatalog catalog,
                         Map<Variant, List<List<ResolvedPlayer>>> players, FaultInjection faults)
        implements Serializable {

    /** Copies the map. */
    public RunContext {
        players = Map.copyOf(players);
    }

    /**
     * The context a batch of {@code variant} ships with its tasks: the same, with only that variant's players (their
     * weights and levels files are most of a task's bytes; every task deserializes them).
     *
     * @throws IllegalArgumentException if the run does not play {@code variant}
     */
    public RunContext forVariant(Variant variant) {
        List<List<ResolvedPlayer>> own = players.get(variant);
        if (own == null) {
            throw new IllegalArgumentException("run " + runId + " does not play " + variant);
        }
        return players.size() == 1 ? this : new RunContext(runId, labVersion, spec, catalog, Map.of(variant, own), faults);
    }

    /** The resolved player of a pairing side ({@code a} when {@code aSide}, else {@code b}). */
    public ResolvedPlayer player(Variant variant, int pairing, boolean aSide) {
        return players.get(variant).get(pairing).get(aSide ? 0 : 1);
    }
}
