package org.ttakji.engines.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.StartRules;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;

/** Reading start rules: the openings' forms and errors, the variant's own rules for any other text. */
class OpeningsTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 30);
    private static final Path DATA = StartingFiles.dataDir();

    private static StartRule parse(Variant v, String text) {
        return Openings.parse(Variants.rules(v), text, DAY, DATA);
    }

    private static String error(Variant v, String text) {
        return assertThrows(LabInputException.class, () -> parse(v, text)).getMessage();
    }

    @Test
    void everyOtherTextIsTheVariantsOwnRule() {
        assertEquals(StartRules.STANDARD, parse(Variant.XIANGQI, "standard"));
        assertEquals("daily:2026-11-30", parse(Variant.CHESS960, "daily").toText());
        assertEquals(StartRules.RANDOM, parse(Variant.BANQI, "random"));
    }

    @Test
    void anUnknownRuleListsTheVariantsRulesAndTheOpenings() {
        assertEquals("bad start 'random' for xiangqi (expected standard (the variant has one start position)); or an"
                + " opening: " + Openings.FORMS, error(Variant.XIANGQI, "random"));
        assertEquals("bad start 'all' for banqi (expected random, standard or a list of layout seeds)",
                error(Variant.BANQI, "all"), "no openings for a variant with hidden pieces");
    }

    @Test
    void banqiHasNoOpeningsOfMoves() {
        assertTrue(error(Variant.BANQI, "random-plies:4").contains("openings of moves do not apply to a variant with"
                + " hidden pieces"));
        assertTrue(error(Variant.BANQI, "suite:records").contains("hidden pieces"));
    }

    @Test
    void badOptionsAreNamed() {
        assertEquals("bad start 'random-plies:0': random-plies must be a whole number 1..100, not '0'",
                error(Variant.SHOGI, "random-plies:0"));
        assertEquals("bad start 'random-plies': random-plies must be a whole number 1..100, not ''",
                error(Variant.SHOGI, "random-plies"));
        assertTrue(error(Variant.SHOGI, "random-plies:4,nodes:100").contains("add balanced:CP"));
        assertTrue(error(Variant.SHOGI, "random-plies:4,speed:3").contains("unknown option 'speed'"));
        assertTrue(error(Variant.SHOGI, "random-plies:4,balanced").contains("'balanced' is not an option key:value"));
        assertTrue(error(Variant.SHOGI, "random-plies:4,balanced:50,weights:v0099").startsWith(
                "bad start 'random-plies:4,balanced:50,weights:v0099': the balance check needs shogi weights: "));
        assertTrue(error(Variant.XIANGQI, "suite:records,order:random").contains("order must be shuffle or sequential"));
        assertEquals("bad start 'suite:': suite needs a name or a file (suite:NAME|FILE)", error(Variant.XIANGQI, "suite:"));
    }

    @Test
    void anUnknownSuiteNameListsTheSuitesOfTheVariant() {
        String m = error(Variant.XIANGQI, "suite:masters");
        assertTrue(m.startsWith("bad start 'suite:masters': no opening suite 'masters' for xiangqi ("), m);
        assertTrue(m.endsWith("does not exist; suites here: records)"), m);
    }

    @Test
    void rulesReadBackFromTheirTextAndSurviveJavaSerialization() throws Exception {
        Map<String, Variant> texts = new LinkedHashMap<>();
        texts.put("suite:records", Variant.XIANGQI);
        texts.put("suite:records,order:sequential", Variant.JANGGI);
        texts.put("random-plies:6", Variant.SHOGI);
        texts.put("random-plies:6,balanced:100,depth:3,weights:v0001", Variant.XIANGQI);
        for (Map.Entry<String, Variant> e : texts.entrySet()) {
            StartRule rule = parse(e.getValue(), e.getKey());
            assertEquals(rule, parse(e.getValue(), rule.toText()), rule.toText());
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(rule);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                assertEquals(rule, in.readObject(), rule.toText());
            }
        }
    }

    @Test
    void aMatchWithoutOpeningsGivesEveryPairItsOwnStart() {
        assertEquals("shuffle", Openings.matchDefault(Variants.rules(Variant.CHESS960), DATA).toText());
        assertEquals(StartRules.RANDOM, Openings.matchDefault(Variants.rules(Variant.BANQI), DATA));
        for (Variant v : List.of(Variant.SHOGI, Variant.XIANGQI, Variant.JANGGI)) {
            assertEquals("suite:records,order:shuffle", Openings.matchDefault(Variants.rules(v), DATA).toText(), v.cliName());
        }
        assertEquals("random-plies:8", Openings.matchDefault(Variants.rules(Variant.XIANGQI), Path.of("/nonexistent"))
                .toText(), "without a suite");
    }
}
