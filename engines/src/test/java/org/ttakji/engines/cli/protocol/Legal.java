package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.fail;

import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** Checks an engine's answer against the rules. */
final class Legal {
    private Legal() {
    }

    /**
     * Fails unless {@code move} (machine notation) is legal in the side to move's view of the position a
     * {@code position} command's arguments describe (default rule options).
     */
    static void assertLegal(Variant variant, String positionArgs, String move) {
        VariantRules rules = Variants.rules(variant);
        Position p = PositionCommand.parse(PositionCommand.words(positionArgs)).build(rules, rules.defaultRules());
        try {
            rules.parseMachine(p.playerView(), move);
        } catch (LabInputException e) {
            fail("bestmove '" + move + "' is not legal after 'position " + positionArgs + "': " + e.getMessage());
        }
    }
}
