package org.ttakji.tuning.gate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.tuning.stats.EloInterval;
import org.ttakji.tuning.stats.Sprt;

/**
 * The gate as plain JSON values (String, Number, List, Map): its settings, kept in the run's {@code gate.json} so
 * {@code --resume} tests as the gate began, and its test record, kept there at the end and in the weights index
 * entry of a promotion.
 *
 * <p>Settings members: {@code model}, {@code elo0}, {@code elo1}, {@code alpha}, {@code beta}, {@code batchPairs},
 * {@code maxBatches}. The test record: {@code kind} ({@code "sprt"}), {@code variant}, {@code candidate},
 * {@code base}, {@code runId}, the settings, {@code verdict} ({@code H1}, {@code H0}, {@code inconclusive}),
 * {@code llr}, {@code lowerBound}, {@code upperBound}, {@code pentanomial} (five pair counts, 0 to 2 points),
 * {@code games}, {@code batches}, {@code elo} and {@code nElo} ({@code [estimate, low, high]}, 95%; non-finite
 * ends as null), {@code labVersion}.
 */
public final class GateRecord {
    private GateRecord() {
    }

    /** The settings as JSON values. */
    public static Map<String, Object> settings(GateSettings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("model", s.modelName());
        m.put("elo0", s.sprt().elo0());
        m.put("elo1", s.sprt().elo1());
        m.put("alpha", s.sprt().alpha());
        m.put("beta", s.sprt().beta());
        m.put("batchPairs", s.batchPairs());
        m.put("maxBatches", s.maxBatches());
        return m;
    }

    /**
     * The settings of their JSON values ({@link #settings}).
     *
     * @param file the file they come from, for messages
     * @throws LabInputException naming the file when a member is missing or bad
     */
    public static GateSettings settingsOf(Map<String, Object> m, String file) {
        try {
            GateSettings s = GateSettings.of(number(m, "elo0"), number(m, "elo1"), number(m, "alpha"),
                    number(m, "beta"), (String) m.get("model"), 2, (int) number(m, "batchPairs"));
            return new GateSettings(s.sprt(), s.batchPairs(), (int) number(m, "maxBatches"));
        } catch (LabInputException | ClassCastException | NullPointerException e) {
            throw new LabInputException(file + ": bad gate settings " + m + " (" + e.getMessage() + ")", e);
        }
    }

    /**
     * The record of a finished test.
     *
     * @param labVersion the build that ran the gate ({@code git describe})
     */
    public static Map<String, Object> test(String variant, String candidate, String base, String runId,
                                           GateSettings settings, GateStep last, String labVersion) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "sprt");
        m.put("variant", variant);
        m.put("candidate", candidate);
        m.put("base", base);
        m.put("runId", runId);
        m.putAll(settings(settings));
        m.put("verdict", last.verdict() == null ? "running" : last.verdict().recordName());
        Sprt sprt = settings.sprt();
        m.put("llr", last.test().llr());
        m.put("lowerBound", sprt.lowerBound());
        m.put("upperBound", sprt.upperBound());
        List<Long> counts = new ArrayList<>();
        for (long c : last.counts().countsByScore()) {
            counts.add(c);
        }
        m.put("pentanomial", counts);
        m.put("games", last.games());
        m.put("batches", last.batch());
        m.put("elo", interval(last.elo().elo()));
        m.put("nElo", interval(last.elo().normalizedElo()));
        m.put("labVersion", labVersion);
        return m;
    }

    private static List<Double> interval(EloInterval e) {
        List<Double> out = new ArrayList<>();
        for (double v : new double[]{e.estimate(), e.low(), e.high()}) {
            out.add(Double.isFinite(v) ? v : null);
        }
        return out;
    }

    private static double number(Map<String, Object> m, String key) {
        Object v = m.get(key);
        if (!(v instanceof Number n)) {
            throw new LabInputException(key + " is not a number: " + v);
        }
        return n.doubleValue();
    }
}
