package org.ttakji.tuning.improve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;

/**
 * An improve run's spec file: it reads back as written, and a spec written before the anchor matches existed (no
 * {@code anchor} member) reads with the default anchor, so a resumed old run plays them.
 */
class ImproveFileTest {
    @TempDir
    Path dir;

    @Test
    void theSpecReadsBackAsWritten() {
        ImproveSpec spec = ImproveSpec.defaults("banqi", "v0001", 15, 2);
        ImproveFile.write(dir, spec);
        assertEquals(spec, ImproveFile.read(dir));
        assertEquals(ImproveSpec.Anchor.DEFAULT, spec.anchor());
        assertEquals(new ImproveSpec.Anchor("v0001", 96), spec.anchor(), "v0001, 96 pairs (192 games)");
    }

    @Test
    void aSpecWithoutAnAnchorReadsWithTheDefaultOne() throws Exception {
        ImproveSpec spec = ImproveSpec.defaults("shogi", "v0001", 15, 1);
        ImproveFile.write(dir, spec);
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(dir.resolve(ImproveFile.NAME).toFile());
        ((ObjectNode) root.get("spec")).remove("anchor");
        Files.writeString(dir.resolve(ImproveFile.NAME), json.writeValueAsString(root));
        assertEquals(spec, ImproveFile.read(dir));
    }

    @Test
    void anAnchorMatchOfNoPairsIsOffAndNegativePairsAreRefused() {
        assertTrue(!new ImproveSpec.Anchor("v0001", 0).on());
        LabInputException e = assertThrows(LabInputException.class, () -> new ImproveSpec.Anchor("v0001", -1));
        assertTrue(e.getMessage().contains("--anchor-pairs"), e.getMessage());
    }

    @Test
    void aSpecWithoutADataWindowTunesOnItsOwnGenerationsDataAsItDidWhenWritten() throws Exception {
        ImproveSpec spec = ImproveSpec.defaults("chess960", "v0001", 82, 2);
        assertEquals(ImproveSpec.DEFAULT_DATA_WINDOW, spec.tune().dataWindow());
        ImproveFile.write(dir, spec);
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(dir.resolve(ImproveFile.NAME).toFile());
        ((ObjectNode) root.get("spec").get("tune")).remove("dataWindow");
        Files.writeString(dir.resolve(ImproveFile.NAME), json.writeValueAsString(root));
        assertEquals(1, ImproveFile.read(dir).tune().dataWindow());
        ImproveSpec.Tune t = spec.tune();
        LabInputException e = assertThrows(LabInputException.class, () -> new ImproveSpec.Tune(t.positions(),
                t.perGame(), t.skipPlies(), t.quiescenceNodes(), t.lambda(), t.validation(), t.epochs(), t.batch(),
                t.learningRate(), t.l2(), -1));
        assertTrue(e.getMessage().contains("--data-window"), e.getMessage());
    }
}
