package org.ttakji.tuning.gate;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.PromoteOutcome;
import org.ttakji.engines.weights.WeightsStore;

/**
 * The promotion a gate may end with: only on H1, through the weights store's promotion (the file validated as play
 * validates it, the index rewritten under its lock), with the test record ({@link GateRecord#test}) kept in the
 * index's new history entry. The version's own file is not rewritten: a version is fixed once published (its
 * checksum is what runs and child versions refer to), so the test lives in the index and in the run's gate file.
 */
public final class GatePromotion {
    private GatePromotion() {
    }

    /**
     * Promotes the candidate of a gate that accepted H1.
     *
     * @param dataDir the lab's {@code data} directory
     * @param gate    the gate's file with its result
     * @return what the promotion did
     * @throws LabInputException if the gate did not accept H1, or the version cannot be promoted
     */
    public static PromoteOutcome promote(Path dataDir, GateFile gate) {
        Map<String, Object> test = gate.result();
        if (test == null || !GateVerdict.H1.recordName().equals(test.get("verdict"))) {
            throw new LabInputException("gate of " + gate.candidate() + " did not accept H1 ("
                    + (test == null ? "not ended" : test.get("verdict")) + "): nothing to promote");
        }
        Variant variant = Variant.fromCliName(gate.variant());
        return WeightsStore.at(dataDir).promote(variant, gate.candidate(), note(test), test);
    }

    /** The index note: {@code gate <run>: H1 over v0001, LLR 2.97 <0.00,20.00> normalized, 320 games}. */
    static String note(Map<String, Object> test) {
        return String.format(Locale.ROOT, "gate %s: %s over %s, LLR %.2f, %s bounds [%s, %s], %s games", test.get("runId"),
                test.get("verdict"), test.get("base"), ((Number) test.get("llr")).doubleValue(), test.get("model"),
                test.get("elo0"), test.get("elo1"), test.get("games"));
    }
}
