package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.weights.CanonicalJson;
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

    /**
     * Two versions in the engine's own Janggi feature set: v0002 changes the soldier's middlegame weight by -10 and the
     * tempo's by +5.
     */
    private void publishTwoVersions() {
        FeatureSet set = Variants.featureExtractor(Variant.JANGGI).featureSet();
        Weights first = Weights.of(set, new double[set.size()]).with("material.soldier.mg", 100).with("tempo.mg", 10);
        WeightsStore store = WeightsStore.at(data);
        store.publishNext(Variant.JANGGI, null, first, Map.of("trainer", "hand-set"));
        store.publishNext(Variant.JANGGI, "v0001", first.with("material.soldier.mg", 90).with("tempo.mg", 15),
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

    @Test
    void aFileOfAnEarlierFeatureSetIsComparedAsTheEngineLiftsIt() {
        // Chess960 v0001 is of chess960-v1, v0012 of chess960-v2, v0013 of chess960-v3: all three compared in v3
        String d = "--data=" + org.ttakji.engines.eval.StartingFiles.dataDir();
        int size = Variants.featureExtractor(Variant.CHESS960).featureSet().size();
        String diff = run(new WeightsCommand(), "diff", "chess960", "v0001", "v0012", d);
        assertTrue(diff.contains(" of " + size + " weights differ"), diff);
        assertTrue(diff.lines().noneMatch(l -> l.startsWith("material.queen ")), "no unlifted v1 name: " + diff);
        String added = run(new WeightsCommand(), "diff", "chess960", "v0012", "v0013", d, "--top", "400");
        assertTrue(added.lines().anyMatch(l -> l.startsWith("threat.hanging.onMover.mg") && l.contains("0.0000")),
                "a feature v2 lacked is v0012's 0 once lifted: " + added);
    }

    private static int failing(Object command, StringWriter out, StringWriter err, String... args) {
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new BadInputHandler());
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
    void showPrintsEachPromotionWithTheTestThatAdmittedIt() {
        publishTwoVersions();
        WeightsStore.at(data).store().promote(Variant.JANGGI, "v0002", "gate H1",
                Map.of("test", "SPRT <0,10>", "games", 448, "elo", "+36.6 [+13.6, +59.8]"));
        String show = run(new WeightsCommand(), "show", "janggi", "v0002", "--data=" + data);
        assertTrue(show.contains("promoted    ") && show.contains(" (gate H1)"), show);
        assertTrue(show.contains("  test      games = 448"), show);
        assertTrue(show.contains("  test      elo = +36.6 [+13.6, +59.8]"), show);
        String unpromoted = run(new WeightsCommand(), "show", "janggi", "v0001", "--data=" + data);
        assertTrue(!unpromoted.contains("promoted    "), unpromoted);
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

    /**
     * Xiangqi's starting files (v0001 promoted, whatever later versions the repository holds), v0002 a valid copy of
     * v0001, and three signed, well-formed weights files that play refuses: v0003 names another feature-set id (with
     * the engine's hash), v0004 lacks {@code material.advisor}, v0005 gives it a weight of 1e308. Returns each
     * refused version with the words play uses for its problem.
     */
    private Map<String, String> xiangqiWeightsPlayRefuses() throws IOException {
        StartingFiles.copyStartingInto(data, Variant.XIANGQI);
        WeightsStore store = WeightsStore.at(data);
        Map<String, Consumer<ObjectNode>> edits = new LinkedHashMap<>();
        edits.put("v0002", r -> { });
        edits.put("v0003", r -> ((ObjectNode) r.get("featureSet")).put("id", "xiangqi-v0"));
        edits.put("v0004", r -> ((ObjectNode) r.get("weights")).remove("material.advisor"));
        edits.put("v0005", r -> ((ObjectNode) r.get("weights")).put("material.advisor", 1e308));
        Map<String, String> problems = new LinkedHashMap<>();
        problems.put("v0003", "feature set mismatch: the file was made for xiangqi-v0");
        problems.put("v0004", "missing feature: material.advisor");
        problems.put("v0005", "weight of material.advisor is 1.0E308 (must be finite, |w| <= 1000000)");
        for (Map.Entry<String, Consumer<ObjectNode>> e : edits.entrySet()) {
            ObjectNode root = CanonicalJson.parseObject("v0001", store.readText(Variant.XIANGQI, "v0001"));
            root.put("version", e.getKey());
            e.getValue().accept(root);
            store.files().writeNew(Variant.XIANGQI, e.getKey(), CanonicalJson.sign(root));
        }
        return problems;
    }

    /** What play says about weights version {@code v} (EngineFiles: every player loads its files so). */
    private String playRefuses(String v) {
        return assertThrows(LabInputException.class, () -> EngineFiles.loadFromData(data, Variant.XIANGQI,
                new EngineConfig(EngineConfig.TTAKJI, "normal", v, null, null, null, null))).getMessage();
    }

    @Test
    void showDiffAndPromoteRefuseWhatPlayRefusesWithPlaysMessage() throws IOException {
        Map<String, String> cases = xiangqiWeightsPlayRefuses();
        String d = "--data=" + data;
        for (Map.Entry<String, String> c : cases.entrySet()) {
            String v = c.getKey();
            String play = playRefuses(v);
            assertTrue(play.contains(c.getValue()), play);
            assertTrue(play.startsWith(data.resolve("weights/xiangqi/" + v + ".json") + ": "), play);
            String[][] commands = {{"show", "xiangqi", v, d}, {"diff", "xiangqi", "v0001", v, d},
                {"diff", "xiangqi", v, "promoted", d}, {"promote", "xiangqi", v, d}};
            for (String[] args : commands) {
                StringWriter out = new StringWriter();
                StringWriter err = new StringWriter();
                assertEquals(2, failing(new WeightsCommand(), out, err, args), String.join(" ", args));
                assertEquals("error: " + play, err.toString().strip(), String.join(" ", args));
                assertEquals("", out.toString(), String.join(" ", args));
            }
        }
        assertEquals("v0001", WeightsStore.at(data).promoted(Variant.XIANGQI).orElseThrow(), "nothing promoted");
    }

    @Test
    void listShowsWhatPlayRefusesWithItsProblem() throws IOException {
        xiangqiWeightsPlayRefuses();
        List<String> lines = run(new WeightsCommand(), "list", "xiangqi", "--data=" + data).lines().toList();
        assertEquals(6, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(1).startsWith("v0001   * ") && lines.get(1).endsWith("  ok"), lines.get(1));
        assertTrue(lines.get(2).startsWith("v0002     ") && lines.get(2).endsWith("  ok"), lines.get(2));
        assertTrue(lines.get(3).endsWith("  other feature set"), lines.get(3));
        assertTrue(lines.get(4).endsWith("  INVALID: missing feature: material.advisor"), lines.get(4));
        assertEquals("v0005     INVALID: weight of material.advisor is 1.0E308 (must be finite, |w| <= 1000000)",
                lines.get(5));
    }
}
