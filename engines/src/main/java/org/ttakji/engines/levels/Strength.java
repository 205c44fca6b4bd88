package org.ttakji.engines.levels;

import java.util.List;

/**
 * A level's measured playing strength, filled in by calibration ({@code ./lab calibrate}); every field may be null
 * until then.
 *
 * @param elo        rating relative to the anchor, lab Elo
 * @param eloLow     lower end of the 95% confidence interval
 * @param eloHigh    upper end of the 95% confidence interval
 * @param games      games the measurement rests on
 * @param anchor     what the Elo is relative to, e.g. {@code random} (the lab Elo scale's zero)
 * @param measuredBy the run id or note of the measurement
 * @param anchors    the ladder's anchors the rating was measured against (their text forms, weakest first), or
 *                   empty when not recorded (files written before calibration recorded them)
 */
public record Strength(Double elo, Double eloLow, Double eloHigh, Long games, String anchor, String measuredBy,
                       List<String> anchors) {
    /** Not measured yet. */
    public static final Strength UNKNOWN = new Strength(null, null, null, null, null, null);

    /** Copies the anchors (null = none recorded). */
    public Strength {
        anchors = anchors == null ? List.of() : List.copyOf(anchors);
    }

    /** A strength without the anchors recorded. */
    public Strength(Double elo, Double eloLow, Double eloHigh, Long games, String anchor, String measuredBy) {
        this(elo, eloLow, eloHigh, games, anchor, measuredBy, List.of());
    }

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
