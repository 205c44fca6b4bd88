package org.ttakji.engines.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class FeatureSetTest {

    @Test
    void hashIsSha256OfTheNamesEachFollowedByNewline() {
        assertEquals(FeatureSet.hashOf(List.of("a", "b", "c")), StubExtractor.SET.hash());
        // printf 'a\n' | sha256sum
        assertEquals("87428fc522803d31065e7bce3cf03fe475096631e5e07bbd7a0fde60c4cf25c7",
                FeatureSet.hashOf(List.of("a")));
    }

    @Test
    void reorderingOrRenamingChangesTheHashButRewordingDoesNot() {
        FeatureSet.Builder b1 = FeatureSet.builder("x");
        b1.add("a", "one");
        b1.add("b", "two");
        FeatureSet.Builder b2 = FeatureSet.builder("x");
        b2.add("b", "two");
        b2.add("a", "one");
        FeatureSet.Builder b3 = FeatureSet.builder("x");
        b3.add("a", "reworded");
        b3.add("b", "two");
        assertNotEquals(b1.build().hash(), b2.build().hash());
        assertEquals(b1.build().hash(), b3.build().hash());
    }

    @Test
    void duplicateOrMalformedNamesAndEmptyDescriptionsAreRefused() {
        FeatureSet.Builder b = FeatureSet.builder("x");
        b.add("a", "one");
        assertThrows(IllegalArgumentException.class, () -> b.add("a", "again"));
        assertThrows(IllegalArgumentException.class, () -> b.add("has space", "bad"));
        assertThrows(IllegalArgumentException.class, () -> b.add("ok", " "));
        assertThrows(IllegalArgumentException.class, () -> FeatureSet.builder("x").build());
    }

    @Test
    void indexOfFindsFeaturesByName() {
        assertEquals(1, StubExtractor.SET.indexOf("b"));
        assertEquals(-1, StubExtractor.SET.indexOf("z"));
        assertEquals("c", StubExtractor.SET.name(2));
    }
}
