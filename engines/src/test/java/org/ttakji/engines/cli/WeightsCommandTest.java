package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.weights.WeightsStore;
import picocli.CommandLine;

class WeightsCommandTest {
    @TempDir
    Path data;

    private String run(Object command, String... args) {
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        assertEquals(0, cl.execute(args), out.toString());
        return out.toString();
    }

    /** Two versions in the engine's own Janggi feature set: v0002 changes the soldier by -10 and the tempo by +5. */
    private void publishTwoVersions() {
        FeatureSet set = Variants.featureExtractor(Variant.JANGGI).featureSet();
        Weights first = Weights.of(set, new double[set.size()]).with("material.soldier", 100).with("tempo", 10);
        WeightsStore store = WeightsStore.at(data);
        store.publishNext(Variant.JANGGI, null, first, Map.of("trainer", "hand-set"));
        store.publishNext(Variant.JANGGI, "v0001", first.with("material.soldier", 90).with("tempo", 15),
                Map.of("trainer", "texel-dl4j", "positions", 1234));
    }

    @Test
    void listShowDiffAndPromoteWork() {
        publishTwoVersions();
        String d = "--data=" + data;
        assertTrue(run(new WeightsCommand(), "promote", "janggi", "v0001", d).contains("promoted janggi weights v0001"));
        String list = run(new WeightsCommand(), "list", "janggi", d);
        assertTrue(list.contains("v0001   *"), list);
        assertTrue(list.contains("texel-dl4j"), list);
        String show = run(new WeightsCommand(), "show", "janggi", "v0002", d);
        assertTrue(show.contains("parent      v0001"), show);
        assertTrue(show.contains("provenance  positions = 1234"), show);
        String diff = run(new WeightsCommand(), "diff", "janggi", "promoted", "v0002", d);
        assertTrue(diff.indexOf("material.soldier") < diff.indexOf("tempo"), diff);
        assertTrue(diff.contains("-10.0000"), diff);
        assertTrue(diff.contains("2 of " + Variants.featureExtractor(Variant.JANGGI).featureSet().size()
                + " weights differ"), diff);
        assertTrue(show.contains("(matches the engine)"), show);
    }
}
