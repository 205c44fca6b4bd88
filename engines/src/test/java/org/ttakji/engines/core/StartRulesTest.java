package org.ttakji.engines.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;

/**
 * The start rules every variant shares (standard, random, a list), written once in {@link StartRules}, and
 * how each variant reads them: its own rules, its random start and its default.
 */
class StartRulesTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 30);

    private static VariantRules rules(Variant v) {
        return Variants.rules(v);
    }

    @Test
    void standardIsTheVariantsDefaultStartAndRandomItsRandomStartFromThePairSeed() {
        for (Variant v : Variant.values()) {
            VariantRules r = rules(v);
            assertEquals(r.defaultStart(), StartRules.STANDARD.select(r, 99, 3), v.cliName());
            assertEquals(r.randomStart(new SplitMix64(12345 ^ StartRules.SALT)), StartRules.RANDOM.select(r, 12345, 0),
                    v.cliName());
        }
    }

    @Test
    void aListGivesOneSelectorPerPairCycling() {
        StartRules.Numbered list = (StartRules.Numbered) StartRules.parse(" 5, 3 ,", true);
        assertEquals("5,3", list.toText());
        assertEquals(List.of(5L, 3L, 5L), List.of(list.select(null, 0, 0), list.select(null, 0, 1),
                list.select(null, 0, 2)));
    }

    @Test
    void onlyStandardIsReadWhereTheVariantHasOneStart() {
        assertEquals(StartRules.STANDARD, StartRules.parse("Standard", false));
        assertNull(StartRules.parse("random", false));
        assertNull(StartRules.parse("5", false));
        assertEquals(StartRules.RANDOM, StartRules.parse(" RANDOM ", true));
        assertNull(StartRules.parse("all", true), "a variant's own rule is left to the variant");
    }

    @Test
    void aListWithoutANumberOrWithOneTooLargeIsRefusedNamingTheText() {
        LabInputException empty = assertThrows(LabInputException.class, () -> StartRules.parse(" , ", true));
        assertEquals("bad start ' , ': the list names no start", empty.getMessage());
        LabInputException large = assertThrows(LabInputException.class,
                () -> StartRules.parse("1,99999999999999999999", true));
        assertTrue(large.getMessage().startsWith("bad start '1,99999999999999999999': '99999999999999999999' is not a"
                + " selector"), large.getMessage());
        LabInputException spaced = assertThrows(LabInputException.class, () -> StartRules.parse("5 3", true));
        assertTrue(spaced.getMessage().contains("'5 3' is not a selector"), spaced.getMessage());
    }

    @Test
    void everyVariantReadsStandardAndItsDefaultBackFromItsText() {
        for (Variant v : Variant.values()) {
            VariantRules r = rules(v);
            assertEquals(StartRules.STANDARD, r.parseStartRule("standard", DAY), v.cliName());
            StartRule d = r.defaultStartRule();
            assertEquals(d, r.parseStartRule(d.toText(), DAY), v.cliName());
        }
    }

    @Test
    void theOneStartVariantsRefuseEveryOtherRule() {
        for (Variant v : List.of(Variant.SHOGI, Variant.XIANGQI, Variant.JANGGI)) {
            VariantRules r = rules(v);
            assertEquals(StartRules.STANDARD, r.defaultStartRule());
            assertEquals(r.defaultStart(), r.randomStart(new SplitMix64(1)), "a random start is the only start");
            LabInputException e = assertThrows(LabInputException.class, () -> r.parseStartRule("random", DAY));
            assertEquals("bad start 'random' for " + v + " (expected standard (the variant has one start position))",
                    e.getMessage());
        }
    }

    @Test
    void rulesSurviveJavaSerializationAsTheyTravelWithASpec() throws IOException, ClassNotFoundException {
        for (StartRule rule : List.of(StartRules.STANDARD, StartRules.RANDOM, StartRules.parse("4,2", true),
                rules(Variant.CHESS960).parseStartRule("all", DAY), rules(Variant.CHESS960).parseStartRule("daily", DAY))) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(rule);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                assertEquals(rule, in.readObject(), rule.toText());
            }
        }
    }
}
