package org.ttakji.engines.levels;

/**
 * A level's measured playing strength, filled in by calibration (issue 9); every field may be null until
 * then.
 *
 * @param elo        Elo difference to the anchor
 * @param eloLow     lower end of the 95% confidence interval
 * @param eloHigh    upper end of the 95% confidence interval
 * @param games      games the measurement rests on
 * @param anchor     what the Elo is relative to, e.g. {@code random} or {@code normal}
 * @param measuredBy the run id or note of the measurement
 */
public record Strength(Double elo, Double eloLow, Double eloHigh, Long games, String anchor, String measuredBy) {
    /** Not measured yet. */
    public static final Strength UNKNOWN = new Strength(null, null, null, null, null, null);

    /** True when no figure has been measured. */
    public boolean isUnknown() {
        return elo == null;
    }

    /** As {@code levels show} prints it: {@code +120 Elo [+80, +160] vs random, 400 games}, or {@code not measured}. */
    public String describe() {
        return isUnknown() ? "not measured" : String.format("%+.0f Elo [%+.0f, %+.0f] vs %s, %d games",
                elo, eloLow, eloHigh, anchor, games);
    }
}
