package org.ttakji.engines.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * The start rules every variant shares, written once: {@code standard} (the variant's standard start),
 * {@code random} (the variant's {@link VariantRules#randomStart random start}, drawn from the pair seed) and a
 * list of selectors ({@code 12,518,700}: one per game pair, cycling). A variant reads them with {@link #parse}
 * and adds its own rules before or after.
 */
public final class StartRules {
    /** Salt separating start choices from other uses of a game-pair seed. */
    public static final long SALT = 0x5741525453L;

    /**
     * A rule choosing one of the variant's numbered starts: its {@link #select} gives the selector, {@link #start}
     * wraps it.
     */
    public interface Numbered extends StartRule {
        /**
         * The start selector of a game pair, as {@link VariantRules#startPosition(RuleOptions, long)} takes it.
         *
         * @param rules      the variant's rules (its standard start, its random start)
         * @param pairSeed   the seed of the game pair (the seed of its first game)
         * @param pairNumber the game pair's number within its series (pairing), from 0
         */
        long select(VariantRules rules, long pairSeed, long pairNumber);

        @Override
        default Start start(VariantRules rules, StartRequest pair) {
            return Start.numbered(select(rules, pair.pairSeed(), pair.pairNumber()));
        }
    }

    /** The variant's standard start ({@link VariantRules#defaultStart()}) for every pair. */
    public static final Numbered STANDARD = new Standard();

    /** A random start per game pair: {@link VariantRules#randomStart} of a generator seeded by the pair seed. */
    public static final Numbered RANDOM = new Random();

    private StartRules() {
    }

    /** The standard start for every pair; text {@code standard}. */
    record Standard() implements Numbered {
        @Override
        public long select(VariantRules rules, long pairSeed, long pairNumber) {
            return rules.defaultStart();
        }

        @Override
        public OptionalLong period() {
            return OptionalLong.of(1);
        }

        @Override
        public String toText() {
            return "standard";
        }
    }

    /** A random start per pair; text {@code random}. */
    record Random() implements Numbered {
        @Override
        public long select(VariantRules rules, long pairSeed, long pairNumber) {
            return rules.randomStart(new SplitMix64(pairSeed ^ SALT));
        }

        @Override
        public String toText() {
            return "random";
        }
    }

    /**
     * The given selectors, one per game pair in pair order, cycling; text {@code 12,518,700}.
     *
     * @param selectors at least one selector
     */
    public record Listed(List<Long> selectors) implements Numbered {
        /**
         * Copies the list.
         *
         * @throws IllegalArgumentException when it is empty
         */
        public Listed {
            selectors = List.copyOf(selectors);
            if (selectors.isEmpty()) {
                throw new IllegalArgumentException("a start list needs at least one selector");
            }
        }

        @Override
        public long select(VariantRules rules, long pairSeed, long pairNumber) {
            return selectors.get((int) (pairNumber % selectors.size()));
        }

        @Override
        public String toText() {
            return selectors.stream().map(String::valueOf).collect(Collectors.joining(","));
        }

        @Override
        public OptionalLong period() {
            return OptionalLong.of(selectors.size());
        }
    }

    /**
     * A seeded permutation of {@code 0..n-1} (Fisher-Yates with {@link SplitMix64}): the order in which a rule that
     * shuffles ({@code shuffle} of a suite or of Chess960's numbers) hands out its starts, so the first {@code n}
     * pairs all start differently.
     *
     * @param n    the number of starts, at least 1
     * @param seed the seed (a rule salts the series seed with its own constant)
     */
    public static int[] permutation(int n, long seed) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        SplitMix64 random = new SplitMix64(SplitMix64.mix(seed));
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** The text as rules are matched: trimmed and lower case ({@code " Random "} is {@code random}). */
    public static String normalise(String text) {
        return text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads a shared rule: {@code standard}; and, when the variant has several starts, {@code random} and a
     * comma-separated list of non-negative selectors.
     *
     * @param text    the rule as written
     * @param several whether the variant has more than one start (else only {@code standard} is read)
     * @return the rule, or null when the text is none of these (the variant may read it as its own rule)
     * @throws LabInputException naming the text when it looks like a list but is none (no number, a number
     *                           too large for a selector)
     */
    public static StartRule parse(String text, boolean several) {
        String t = normalise(text);
        if (t.equals("standard")) {
            return STANDARD;
        }
        if (!several) {
            return null;
        }
        if (t.equals("random")) {
            return RANDOM;
        }
        if (!t.isEmpty() && t.matches("[0-9, ]+")) {
            List<Long> list = new ArrayList<>();
            for (String part : t.split(",")) {
                if (!part.isBlank()) {
                    try {
                        list.add(Long.parseLong(part.trim()));
                    } catch (NumberFormatException e) {
                        throw new LabInputException("bad start '" + text + "': '" + part.trim()
                                + "' is not a selector (a whole number 0.." + Long.MAX_VALUE + ")", e);
                    }
                }
            }
            if (list.isEmpty()) {
                throw new LabInputException("bad start '" + text + "': the list names no start");
            }
            return new Listed(list);
        }
        return null;
    }

    /**
     * The error for a text that is none of the variant's rules.
     *
     * @param expected the variant's rules in words, e.g. {@code random, standard or a list of layout seeds}
     */
    public static Unknown unknown(Variant variant, String text, String expected) {
        return new Unknown(variant, text, expected);
    }

    /**
     * A start rule text that is none of a variant's rules: {@code bad start '<text>' for <variant> (expected
     * <expected>)}. Its parts let a reader of more rules (the openings) name them too.
     */
    public static final class Unknown extends LabInputException {
        private static final long serialVersionUID = 1L;
        private final Variant variant;
        private final String text;
        private final String expected;

        Unknown(Variant variant, String text, String expected) {
            super("bad start '" + text + "' for " + variant + " (expected " + expected + ")");
            this.variant = variant;
            this.text = text;
            this.expected = expected;
        }

        /** The variant. */
        public Variant variant() {
            return variant;
        }

        /** The text as written. */
        public String text() {
            return text;
        }

        /** The variant's rules in words. */
        public String expected() {
            return expected;
        }
    }
}
