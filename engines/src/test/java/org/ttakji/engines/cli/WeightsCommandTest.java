package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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

    private void publishTwoVersions() {
        FeatureSet.Builder b = FeatureSet.builder("cli-v1");
        b.add("material.pawn", "pawns");
        b.add("tempo", "side to move");
        FeatureSet set = b.build();
        WeightsStore store = WeightsStore.at(data);
        store.publishNext(Variant.JANGGI, null, Weights.of(set, new double[]{100, 10}), Map.of("trainer", "hand-set"));
        store.publishNext(Variant.JANGGI, "v0001", Weights.of(set, new double[]{90, 15}),
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
        assertTrue(diff.indexOf("material.pawn") < diff.indexOf("tempo"), diff);
        assertTrue(diff.contains("-10.0000"), diff);
        assertTrue(diff.contains("2 of 2 weights differ"), diff);
    }
}
