package org.ttakji.tuning.gate;

/** How a gate ended, and the exit status of {@code ./lab gate} for it. */
public enum GateVerdict {
    /** The SPRT accepted H1: the candidate is at least {@code elo1} stronger, as far as the test can tell. Exit 0. */
    H1(0, "H1 accepted: the candidate is stronger"),
    /** The SPRT accepted H0: the candidate is not {@code elo1} stronger (at most {@code elo0}). Exit 1. */
    H0(1, "H0 accepted: the candidate is not stronger"),
    /** The games ran out with the LLR still between its bounds. Exit 3. */
    INCONCLUSIVE(3, "inconclusive: the games ran out before the SPRT decided");

    private final int exitStatus;
    private final String description;

    GateVerdict(int exitStatus, String description) {
        this.exitStatus = exitStatus;
        this.description = description;
    }

    /** The exit status of {@code ./lab gate}: 0 for H1, 1 for H0, 3 for inconclusive (2 is bad input). */
    public int exitStatus() {
        return exitStatus;
    }

    /** One line for people. */
    public String description() {
        return description;
    }

    /** The name in the gate's records: {@code H1}, {@code H0}, {@code inconclusive}. */
    public String recordName() {
        return this == INCONCLUSIVE ? "inconclusive" : name();
    }

    /**
     * The verdict of a record name.
     *
     * @throws IllegalArgumentException for another name
     */
    public static GateVerdict ofRecordName(String name) {
        for (GateVerdict v : values()) {
            if (v.recordName().equals(name)) {
                return v;
            }
        }
        throw new IllegalArgumentException("not a gate verdict: " + name);
    }
}
