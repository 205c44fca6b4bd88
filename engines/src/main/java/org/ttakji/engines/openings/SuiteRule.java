package org.ttakji.engines.openings;

import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.StartRequest;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.StartRules;
import org.ttakji.engines.core.VariantRules;

/**
 * {@code suite:<name or file>[,order:shuffle|sequential]}: pair {@code k} starts at one position of a suite,
 * line {@code k} in file order ({@code sequential}) or in a seeded shuffle of the suite ({@code shuffle}, the
 * default: records list neighbouring games together). The shuffle is one permutation per run and variant (from the
 * series seed), so pairs {@code 0..n-1} of a suite of {@code n} positions all start differently; a series of more
 * pairs goes round again in the same order ({@link #period()} is {@code n}).
 *
 * @param name      the suite's name as the rule text gives it (a name, or a file's absolute path)
 * @param positions the suite's positions
 * @param order     the order pairs take them in
 */
public record SuiteRule(String name, List<String> positions, Order order) implements StartRule {
    /** Separates the shuffle's generator from other uses of the series seed. */
    private static final long SALT = 0x5355495445L;

    /** The order of a suite's positions over the pairs. */
    public enum Order {
        /** A seeded permutation of the suite. */
        SHUFFLE,
        /** File order. */
        SEQUENTIAL;

        /** The name in rule text. */
        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Copies the list.
     *
     * @throws IllegalArgumentException if the suite is empty
     */
    public SuiteRule {
        positions = List.copyOf(positions);
        if (positions.isEmpty()) {
            throw new IllegalArgumentException("an opening suite needs a position");
        }
        java.util.Objects.requireNonNull(order, "order");
    }

    @Override
    public Start start(VariantRules rules, StartRequest pair) {
        int n = positions.size();
        int k = (int) Math.floorMod(pair.pairNumber(), (long) n);
        return Start.given(positions.get(order == Order.SEQUENTIAL ? k : StartRules.permutation(n, pair.seriesSeed() ^ SALT)[k]));
    }

    @Override
    public String toText() {
        return "suite:" + name + ",order:" + order.text();
    }

    @Override
    public OptionalLong period() {
        return OptionalLong.of(positions.size());
    }

    /** Without the positions. */
    @Override
    public String toString() {
        return "SuiteRule[" + toText() + ", " + positions.size() + " positions]";
    }
}
