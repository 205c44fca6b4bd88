package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.levels.Strength;

/**
 * {@code levels list/show} display a levels file whose weights version is missing, and say so; {@code diff}
 * names the parameters that differ; {@code promote} reports as {@code weights promote} does.
 */
class LevelsCommandTest {
    @TempDir
    Path data;

    private String levels(String... args) {
        StringWriter out = new StringWriter();
        picocli.CommandLine cl = new picocli.CommandLine(new LevelsCommand());
        cl.setOut(new PrintWriter(out));
        assertEquals(0, cl.execute(args), out.toString());
        return out.toString();
    }

    @Test
    void listAndShowSayTheWeightsVersionIsMissing() throws IOException {
        StartingFiles.copyStartingInto(data, Variant.CHESS960);
        LevelsStore store = LevelsStore.at(data);
        LevelsFile v1 = store.load(Variant.CHESS960, "v0001");
        store.publish(new LevelsFile(Variant.CHESS960, "v0002", "v0001", v1.createdAt(), "v0009", v1.levels(),
                v1.provenance(), null));
        String d = "--data=" + data;
        String list = levels("list", "chess960", d);
        assertEquals(1, list.lines().filter(l -> l.startsWith("v0002 ")
                && l.endsWith("weights=v0009 (MISSING: not in the weights store)")).count(), list);
        assertEquals(1, list.lines().filter(l -> l.startsWith("v0001 ") && l.endsWith("weights=v0001")).count(), list);
        String show = levels("show", "chess960", "v0002", d);
        assertEquals("chess960 levels v0002 (weights v0009, MISSING: not in the weights store, so play refuses these"
                + " levels, created " + v1.createdAt() + ")", show.lines().findFirst().orElseThrow());
        assertEquals(5, show.lines().count(), "header, column names and the three levels:\n" + show);
        assertEquals("chess960 levels v0001 (weights v0001, created " + v1.createdAt() + ")",
                levels("show", "chess960", "v0001", d).lines().findFirst().orElseThrow());
    }

    /** v0002 of the committed Chess960 levels: easy searches one ply deeper, expert gets a measured strength. */
    private LevelsStore withChangedLevels() throws IOException {
        StartingFiles.copyStartingInto(data, Variant.CHESS960);
        LevelsStore store = LevelsStore.at(data);
        LevelsFile v1 = store.load(Variant.CHESS960, "v0001");
        Map<String, Level> levels = new LinkedHashMap<>(v1.levels());
        Level e = levels.get("easy");
        levels.put("easy", new Level(e.name(), e.depth() + 1, e.nodes(), e.moveTimeMs(), e.evalNoiseCp(),
                e.temperatureCp(), e.blunderRate(), e.blunderMaxLossCp(), e.strength()));
        Level x = levels.get("expert");
        levels.put("expert", new Level(x.name(), x.depth(), x.nodes(), x.moveTimeMs(), x.evalNoiseCp(),
                x.temperatureCp(), x.blunderRate(), x.blunderMaxLossCp(),
                new Strength(250.0, 200.0, 300.0, 400L, "random", "run r1")));
        store.publish(new LevelsFile(Variant.CHESS960, "v0002", "v0001", v1.createdAt(), v1.weightsVersion(), levels,
                v1.provenance(), null));
        return store;
    }

    @Test
    void showPrintsTheMeasuredStrengthsAndWhatMeasuredThem() throws IOException {
        withChangedLevels();
        List<String> show = levels("show", "chess960", "v0002", "--data=" + data).lines().toList();
        assertTrue(show.stream().anyMatch(l -> l.startsWith("expert ") && l.endsWith(
                "+250 Elo [+200, +300] vs random, 400 games")), String.join("\n", show));
        assertTrue(show.stream().anyMatch(l -> l.startsWith("easy ") && l.endsWith("not measured")));
        assertTrue(show.contains("expert: measured by run r1"), String.join("\n", show));
    }

    @Test
    void promotingOtherWeightsMarksTheMeasuredLevelsStaleUntilTheyAreRatedAgain() throws IOException {
        LevelsStore store = withChangedLevels();
        String d = "--data=" + data;
        levels("promote", "chess960", "v0002", d);
        assertTrue(levels("show", "chess960", "v0002", d).lines().noneMatch(l -> l.startsWith("STALE")),
                "measured with the promoted weights v0001: not stale");
        org.ttakji.engines.weights.WeightsStore weights = org.ttakji.engines.weights.WeightsStore.at(data);
        weights.publishNext(Variant.CHESS960, "v0001", weights.load(Variant.CHESS960, "v0001",
                org.ttakji.engines.Variants.featureExtractor(Variant.CHESS960).featureSet()),
                Map.of("trainer", "hand-set"));
        StringWriter out = new StringWriter();
        picocli.CommandLine cl = new picocli.CommandLine(new WeightsCommand());
        cl.setOut(new PrintWriter(out));
        assertEquals(0, cl.execute("promote", "chess960", "v0002", d), out.toString());
        String stale = "STALE: strengths measured with weights v0001, the promoted weights are v0002; rate again"
                + " (./lab rate chess960)";
        assertTrue(out.toString().contains("chess960 levels v0002: " + stale), out.toString());
        List<String> show = levels("show", "chess960", "v0002", d).lines().toList();
        assertTrue(show.contains(stale), String.join("\n", show));
        String list = levels("list", "chess960", d);
        assertEquals(1, list.lines().filter(l -> l.startsWith("v0002 ") && l.endsWith("(" + stale + ")")).count(), list);
        assertTrue(list.lines().filter(l -> l.startsWith("v0001 ")).noneMatch(l -> l.contains("STALE")),
                "v0001 has no measured strength: nothing to be stale\n" + list);
        assertEquals(null, store.staleNote(store.load(Variant.CHESS960, "v0001")));
    }

    @Test
    void diffNamesTheLevelsAndParametersThatDiffer() throws IOException {
        withChangedLevels();
        String d = "--data=" + data;
        assertEquals(List.of("chess960 levels v0001 -> v0002",
                        "  easy.depth                 2 -> 3",
                        "  expert.strength            not measured -> +250 Elo [+200, +300] vs random, 400 games",
                        "2 of 3 levels differ: easy, expert"),
                levels("diff", "chess960", "v0001", "v0002", d).lines().toList());
        assertEquals(List.of("chess960 levels v0001 -> v0001", "0 of 3 levels differ"),
                levels("diff", "chess960", "promoted", "v0001", d).lines().toList());
    }

    @Test
    void promoteNamesTheVersionReplacedAndTheIndex() throws IOException {
        withChangedLevels();
        String d = "--data=" + data;
        assertEquals("promoted chess960 levels v0002, replacing v0001 (" + data.resolve("levels/chess960/index.json")
                + ")", levels("promote", "chess960", "v0002", d, "--note", "deeper easy").strip());
        assertEquals("chess960 levels v0002 is already promoted; nothing changed",
                levels("promote", "chess960", "v0002", d).strip());
    }
}
