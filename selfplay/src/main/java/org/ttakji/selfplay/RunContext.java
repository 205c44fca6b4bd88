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

    /** The resolved player of a pairing side ({@code a} when {@code aSide}, else {@code b}). */
    public ResolvedPlayer player(Variant variant, int pairing, boolean aSide) {
        return players.get(variant).get(pairing).get(aSide ? 0 : 1);
    }
}
