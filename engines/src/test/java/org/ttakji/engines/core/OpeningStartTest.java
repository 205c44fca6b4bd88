package org.ttakji.engines.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ttakji.engines.Variants;

/**
 * The default opening-explorer start key (the variants with one start position): "standard" for the standard start
 * under the game's rule options, "setup" for any other position.
 */
class OpeningStartTest {

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"SHOGI", "XIANGQI", "JANGGI"})
    void theStandardStartIsStandardAndAPositionAfterAMoveIsASetUp(Variant variant) {
        VariantRules rules = Variants.rules(variant);
        Position start = rules.startPosition(rules.defaultRules());
        assertEquals(VariantRules.OPENING_START_STANDARD, rules.openingStart(start, List.of()));
        MoveList moves = new MoveList();
        start.generateLegal(moves);
        Position after = start.copy();
        after.makeMove(moves.get(0));
        Position reread = rules.fromFen(after.toFen(), rules.defaultRules());
        assertEquals(VariantRules.OPENING_START_SETUP, rules.openingStart(reread, List.of()));
        assertEquals(start.toFen(), rules.openingStartPosition("standard", rules.defaultRules()).orElseThrow().toFen());
        assertTrue(rules.openingStartPosition("setup", rules.defaultRules()).isEmpty());
        assertTrue(rules.openingStartPosition("518", rules.defaultRules()).isEmpty());
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = {"JANGGI"})
    void aStartIsStandardUnderTheRuleOptionsItWasPlayedWith(Variant variant) {
        VariantRules rules = Variants.rules(variant);
        RuleOptions other = rules.parseRules(List.of("han-setup=bnnb,cho-setup=nbnb"));
        Position start = rules.startPosition(other);
        assertEquals(VariantRules.OPENING_START_STANDARD, rules.openingStart(start, List.of()));
        assertEquals(start.toFen(), rules.openingStartPosition("standard", other).orElseThrow().toFen());
    }
}
