package org.ttakji.engines.chess960;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.OptionalLong;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.StartRequest;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.StartRules;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Chess960's start rules: the shared ones ({@code standard} = #518, {@code random}, a list of numbers 0..959)
 * and its own, {@code all} (0..959 in order, one per game pair, cycling), {@code shuffle} (0..959 in a seeded
 * order: random numbers that no two of the first 960 pairs share) and {@code daily} / {@code daily:YYYY-MM-DD} (one
 * number for the day; a bare {@code daily} is resolved to its date when read).
 */
final class Starts {
    private static final String EXPECTED = "standard, random, shuffle, all, daily, daily:YYYY-MM-DD or a list of numbers 0..959";

    private Starts() {
    }

    /** Every start number in order, cycling; text {@code all}. */
    record All() implements StartRules.Numbered {
        @Override
        public long select(VariantRules rules, long pairSeed, long pairNumber) {
            return pairNumber % Scharnagl.COUNT;
        }

        @Override
        public OptionalLong period() {
            return OptionalLong.of(Scharnagl.COUNT);
        }

        @Override
        public String toText() {
            return "all";
        }
    }

    /**
     * Every start number once in a seeded order (a permutation from the series seed), cycling; text {@code shuffle}.
     * Random like {@code random}, but the first 960 pairs of a series all start differently (independent draws share
     * a number among 50 pairs more often than not).
     */
    record Shuffle() implements StartRule {
        /** Separates the permutation's generator from other uses of the series seed. */
        private static final long SALT = 0x3936305348L;

        @Override
        public Start start(VariantRules rules, StartRequest pair) {
            int k = (int) Math.floorMod(pair.pairNumber(), (long) Scharnagl.COUNT);
            return Start.numbered(StartRules.permutation(Scharnagl.COUNT, pair.seriesSeed() ^ SALT)[k]);
        }

        @Override
        public String toText() {
            return "shuffle";
        }

        @Override
        public OptionalLong period() {
            return OptionalLong.of(Scharnagl.COUNT);
        }
    }

    /**
     * One number for every pair, a pure function of the day; text {@code daily:YYYY-MM-DD}.
     *
     * @param date the day
     */
    record Daily(LocalDate date) implements StartRules.Numbered {
        @Override
        public long select(VariantRules rules, long pairSeed, long pairNumber) {
            return Math.floorMod(SplitMix64.mix(date.toEpochDay() ^ StartRules.SALT), Scharnagl.COUNT);
        }

        @Override
        public OptionalLong period() {
            return OptionalLong.of(1);
        }

        @Override
        public String toText() {
            return "daily:" + date;
        }
    }

    /** Reads a start rule of Chess960 (see the class comment). */
    static StartRule parse(String text, LocalDate today) {
        String t = StartRules.normalise(text);
        if (t.equals("all")) {
            return new All();
        }
        if (t.equals("shuffle")) {
            return new Shuffle();
        }
        if (t.equals("daily") || t.startsWith("daily:")) {
            return new Daily(t.equals("daily") ? today : parseDate(t.substring("daily:".length()), text));
        }
        StartRule rule = StartRules.parse(text, true);
        if (rule == null) {
            throw StartRules.unknown(Variant.CHESS960, text, EXPECTED);
        }
        if (rule instanceof StartRules.Listed list) {
            for (long n : list.selectors()) {
                if (n >= Scharnagl.COUNT) {
                    throw new LabInputException("bad Chess960 start number " + n + " in '" + text + "' (expected 0..959)");
                }
            }
        }
        return rule;
    }

    private static LocalDate parseDate(String date, String text) {
        try {
            return LocalDate.parse(date);
        } catch (DateTimeParseException e) {
            throw new LabInputException("bad date in start '" + text + "' (expected daily:YYYY-MM-DD)", e);
        }
    }
}
