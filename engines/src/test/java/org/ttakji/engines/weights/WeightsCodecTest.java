package org.ttakji.engines.weights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Weights;

class WeightsCodecTest {
    static final FeatureSet SET = set("test-v1", "material.pawn", "material.knight", "tempo");
    static final String FILE = "data/weights/chess960/v0002.json";

    static FeatureSet set(String id, String... names) {
        FeatureSet.Builder b = FeatureSet.builder(id);
        for (String n : names) {
            b.add(n, "test feature " + n);
        }
        return b.build();
    }

    static String validText() {
        Weights w = Weights.of(SET, new double[]{100, 305.5, 12});
        return WeightsCodec.toJson(WeightsFile.create(Variant.CHESS960, "v0002", "v0001", w,
                Map.of("trainer", "hand-set", "gitVersion", "abc123", "positions", 0)));
    }

    /** Edits a valid file and re-signs it, so only the edited problem remains. */
    static String resigned(java.util.function.Consumer<ObjectNode> edit) {
        ObjectNode root = CanonicalJson.parseObject("t", validText());
        edit.accept(root);
        return CanonicalJson.sign(root);
    }

    static DataFileException refused(String text) {
        return assertThrows(DataFileException.class,
                () -> WeightsCodec.load(FILE, text, Variant.CHESS960, "v0002", SET));
    }

    @Test
    void writtenFileReadsBackIdentically() {
        String text = validText(); // once: createdAt (and so sha256) changes from one second to the next
        WeightsFile f = WeightsCodec.parse(FILE, text, Variant.CHESS960, "v0002");
        assertEquals("v0001", f.parent());
        assertEquals(SET.hash(), f.featureSetHash());
        assertEquals("hand-set", f.provenance().get("trainer"));
        Weights w = WeightsCodec.toWeights(FILE, f, SET);
        assertEquals(305.5, w.weight("material.knight"));
        assertEquals(text, WeightsCodec.toJson(f));
    }

    @Test
    void missingFeatureIsRefused() {
        DataFileException e = refused(resigned(r -> ((ObjectNode) r.get("weights")).remove("tempo")));
        assertEquals(FILE + ": missing feature: tempo", e.getMessage());
    }

    @Test
    void unknownFeatureIsRefused() {
        DataFileException e = refused(resigned(r -> ((ObjectNode) r.get("weights")).put("mobility.rook", 3)));
        assertEquals(FILE + ": unknown feature: mobility.rook (not in test-v1)", e.getMessage());
    }

    @Test
    void featureSetMismatchIsRefused() {
        FeatureSet engine = set("test-v2", "material.pawn", "material.knight", "tempo");
        DataFileException e = assertThrows(DataFileException.class,
                () -> WeightsCodec.load(FILE, validText(), Variant.CHESS960, "v0002", engine));
        assertTrue(e.getMessage().startsWith(FILE + ": feature set mismatch: the file was made for test-v1"),
                e.getMessage());
        FeatureSet reordered = set("test-v1", "material.knight", "material.pawn", "tempo");
        assertThrows(DataFileException.class,
                () -> WeightsCodec.load(FILE, validText(), Variant.CHESS960, "v0002", reordered));
    }

    @Test
    void badChecksumIsRefused() {
        String tampered = validText().replace("305.5", "315.5");
        DataFileException e = refused(tampered);
        assertTrue(e.getMessage().startsWith(FILE + ": checksum mismatch"), e.getMessage());
    }

    @Test
    void truncatedFileIsRefused() {
        String text = validText();
        DataFileException e = refused(text.substring(0, text.length() / 2));
        assertTrue(e.getMessage().startsWith(FILE + ": not valid JSON (truncated or corrupt?)"), e.getMessage());
    }

    @Test
    void invalidJsonIsRefused() {
        DataFileException e = refused("weights: 1\n");
        assertTrue(e.getMessage().startsWith(FILE + ": not valid JSON"), e.getMessage());
    }

    @Test
    void wrongVariantIsRefused() {
        DataFileException e = assertThrows(DataFileException.class,
                () -> WeightsCodec.load(FILE, validText(), Variant.SHOGI, "v0002", SET));
        assertEquals(FILE + ": wrong variant: the file is for 'chess960', expected 'shogi'", e.getMessage());
    }

    @Test
    void versionFieldMustMatchTheFileName() {
        DataFileException e = assertThrows(DataFileException.class,
                () -> WeightsCodec.load(FILE, validText(), Variant.CHESS960, "v0003", SET));
        assertEquals(FILE + ": version field says v0002 but the file is v0003", e.getMessage());
    }

    @Test
    void everyProblemIsListedInOneMessage() {
        String text = resigned(r -> {
            r.put("format", "other");
            r.remove("createdAt");
            ((ObjectNode) r.get("weights")).put("tempo", "high");
            r.put("extra", 1);
        });
        DataFileException e = refused(text);
        assertEquals(4, e.problems().size(), e.getMessage());
    }

    @Test
    void nonFiniteOrHugeWeightsAreRefused() {
        DataFileException e = refused(resigned(r -> ((ObjectNode) r.get("weights")).put("tempo", 1e300)));
        assertTrue(e.getMessage().contains("weight of tempo"), e.getMessage());
    }
}
