package org.ttakji.engines.weights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class CanonicalJsonTest {

    @Test
    void canonicalPayloadSortsMembersDropsWhitespaceAndNormalisesNumbers() {
        ObjectNode o = CanonicalJson.parseObject("t", "{ \"b\": [1.50, 1e2, -0.0], \"a\": {\"y\": \"q\\\"\\n\", \"x\": null},"
                + " \"sha256\": \"ignored\", \"c\": true }");
        assertEquals("{\"a\":{\"x\":null,\"y\":\"q\\\"\\u000a\"},\"b\":[1.5,100,0],\"c\":true}",
                new String(CanonicalJson.canonicalPayload(o), StandardCharsets.UTF_8));
    }

    @Test
    void checksumIgnoresIndentationMemberOrderAndNumberSpelling() {
        ObjectNode a = CanonicalJson.parseObject("a", "{\"x\": 100, \"y\": [0.5]}");
        ObjectNode b = CanonicalJson.parseObject("b", "{\n  \"y\" : [ 5e-1 ],\n  \"x\" : 100.000\n}");
        assertEquals(CanonicalJson.sha256(a), CanonicalJson.sha256(b));
        ObjectNode c = CanonicalJson.parseObject("c", "{\"x\": 100.001, \"y\": [0.5]}");
        assertNotEquals(CanonicalJson.sha256(a), CanonicalJson.sha256(c));
    }

    @Test
    void signedTextVerifies() {
        ObjectNode payload = CanonicalJson.parseObject("p", "{\"w\": 0.1, \"v\": 12345.678901234567}");
        String text = CanonicalJson.sign(payload);
        assertTrue(text.endsWith("\n"));
        assertNull(CanonicalJson.checksumProblem(CanonicalJson.parseObject("s", text)));
    }

    @Test
    void truncatedTextIsRefusedNamingTheFile() {
        DataFileException e = assertThrows(DataFileException.class,
                () -> CanonicalJson.parseObject("data/x.json", "{\"a\": [1, 2"));
        assertTrue(e.getMessage().startsWith("data/x.json: not valid JSON"), e.getMessage());
        assertThrows(DataFileException.class, () -> CanonicalJson.parseObject("f", ""));
        assertThrows(DataFileException.class, () -> CanonicalJson.parseObject("f", "[1]"));
        assertThrows(DataFileException.class, () -> CanonicalJson.parseObject("f", "{\"a\":1,\"a\":2}"));
        assertThrows(DataFileException.class, () -> CanonicalJson.parseObject("f", "{\"a\":1} {}"));
    }
}
