package org.ttakji.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;

/**
 * Every variant package names each role the same way (docs/decisions/variants.md):
 * the public entry types carry the variant's name ({@code ShogiRules}, {@code ShogiPosition}), the package's
 * internals have the bare role name ({@code MoveGen}, {@code SetupCheck}), and the tests have one name per kind.
 */
class VariantPackageLayoutTest {
    private static final List<String> PREFIXED = List.of("Rules", "Position", "Features", "FeatureSet");
    private static final List<String> FIXED = List.of("MoveGen", "SetupCheck", "Endings", "Zobrist", "Fen");
    private static final List<String> PREFIXED_TESTS = List.of("PerftTest", "DeepPerftTest", "ContractTest");

    /** {@code chess960} -> {@code Chess960}. */
    private static String prefix(Variant v) {
        return v.cliName().substring(0, 1).toUpperCase(Locale.ROOT) + v.cliName().substring(1);
    }

    @Test
    void everyVariantPackageHasOneClassPerRoleUnderItsFixedName() {
        List<String> missing = new ArrayList<>();
        for (Variant v : Variant.values()) {
            String pkg = "org.ttakji.engines." + v.cliName() + ".";
            List<String> names = new ArrayList<>();
            PREFIXED.forEach(role -> names.add(prefix(v) + role));
            names.addAll(FIXED);
            if (!Variants.rules(v).recordFormats().isEmpty()) {
                names.add("RecordFormats");
            }
            PREFIXED_TESTS.forEach(test -> names.add(prefix(v) + test));
            for (String name : names) {
                try {
                    Class.forName(pkg + name, false, getClass().getClassLoader());
                } catch (ClassNotFoundException e) {
                    missing.add(pkg + name);
                }
            }
        }
        assertEquals(List.of(), missing);
    }
}
