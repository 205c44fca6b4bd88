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
import org.ttakji.engines.core.LabInputException;
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

    private static int failing(Object command, StringWriter out, StringWriter err, String... args) {
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            if (ex instanceof LabInputException) {
                c.getErr().println("error: " + ex.getMessage());
                return 2;
            }
            throw ex;
        });
        return cl.execute(args);
    }

    @Test
    void aPromotionNamesTheVersionItReplaced() {
        publishTwoVersions();
        String d = "--data=" + data;
        run(new WeightsCommand(), "promote", "janggi", "v0001", d);
        String second = run(new WeightsCommand(), "promote", "janggi", "v0002", d);
        assertTrue(second.startsWith("promoted janggi weights v0002, replacing v0001 ("), second);
    }

    @Test
    void promotingThePromotedVersionAgainChangesNothing() {
        publishTwoVersions();
        String d = "--data=" + data;
        run(new WeightsCommand(), "promote", "janggi", "v0002", d, "--note", "better");
        String again = run(new WeightsCommand(), "promote", "janggi", "v0002", d);
        assertEquals("janggi weights v0002 is already promoted; nothing changed", again.strip());
        assertEquals(1, WeightsStore.at(data).files().index(Variant.JANGGI).orElseThrow().history().size());
    }

    @Test
    void blankNoteAndTopBelowOneAreRefused() {
        publishTwoVersions();
        String d = "--data=" + data;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(2, failing(new WeightsCommand(), out, err, "promote", "janggi", "v0002", d, "--note", " "));
        assertTrue(err.toString().startsWith("error: --note is blank"), err.toString());
        assertTrue(WeightsStore.at(data).promoted(Variant.JANGGI).isEmpty(), "nothing promoted");
        err = new StringWriter();
        assertEquals(2, failing(new LevelsCommand(), out, err, "promote", "janggi", "v0001", d, "--note="));
        assertTrue(err.toString().startsWith("error: --note is blank"), err.toString());
        err = new StringWriter();
        assertEquals(2, failing(new WeightsCommand(), out, err, "diff", "janggi", "v0001", "v0002", d, "--top", "-1"));
        assertTrue(err.toString().startsWith("error: --top must be at least 1, got -1"), err.toString());
        assertEquals("", out.toString());
    }
}
