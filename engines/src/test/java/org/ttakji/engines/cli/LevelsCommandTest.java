package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;

/** {@code levels list/show} display a levels file whose weights version is missing, and say so. */
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
        StartingFiles.copyInto(data, Variant.CHESS960);
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
}
