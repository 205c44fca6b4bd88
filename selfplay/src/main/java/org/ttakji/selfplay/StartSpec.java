package org.ttakji.selfplay;

import java.io.Serializable;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;

/**
 * Which start positions a variant's games use (the {@code starts} field of a match spec). Both games of
 * a game pair share their start. Text forms:
 * <ul>
 *   <li>{@code standard}: the variant's standard start (Chess960 #518); the only choice for Shogi,
 *       Xiangqi and Janggi;</li>
 *   <li>{@code random}: Chess960 a seeded-random Scharnagl number per game pair, Banqi a seeded shuffle
 *       per game pair (the default for both);</li>
 *   <li>{@code all} (Chess960): the numbers 0..959 in order, one per game pair of a pairing, cycling;</li>
 *   <li>{@code daily} or {@code daily:YYYY-MM-DD} (Chess960): one number for the day (UTC today when no
 *       date is given; resolved to a date when the spec is read, so a resumed run keeps it);</li>
 *   <li>a list {@code 12,518,700}: Chess960 numbers or Banqi layout seeds, one per game pair, cycling.</li>
 * </ul>
 *
 * @param kind    which rule
 * @param date    the day of {@link Kind#DAILY}, else null
 * @param numbers the list of {@link Kind#LIST}, else empty
 */
public record StartSpec(Kind kind, LocalDate date, List<Long> numbers) implements Serializable {

    /** The start rules. */
    public enum Kind {
        /** The variant's standard start. */
        STANDARD,
        /** Seeded random per game pair. */
        RANDOM,
        /** Chess960: every number in order. */
        ALL,
        /** Chess960: the number of the day. */
        DAILY,
        /** Given numbers (Chess960) or layout seeds (Banqi). */
        LIST
    }

    private static final int CHESS960_STARTS = 960;
    /** Salt separating start choices from other uses of a game-pair seed. */
    private static final long START_SALT = 0x5741525453L;

    /** Copies the list. */
    public StartSpec {
        numbers = List.copyOf(numbers);
    }

    /** The default for a variant: {@code random} for Chess960 and Banqi, {@code standard} otherwise. */
    public static StartSpec defaultFor(Variant variant) {
        return variant == Variant.CHESS960 || variant == Variant.BANQI
                ? new StartSpec(Kind.RANDOM, null, List.of())
                : new StartSpec(Kind.STANDARD, null, List.of());
    }

    /**
     * Reads the text form for a variant.
     *
     * @param today the date a bare {@code daily} resolves to
     * @throws LabInputException naming the variant and the text when it does not apply to the variant
     */
    public static StartSpec parse(Variant variant, String text, LocalDate today) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        boolean chess = variant == Variant.CHESS960;
        boolean banqi = variant == Variant.BANQI;
        StartSpec spec;
        if (t.equals("standard")) {
            spec = new StartSpec(Kind.STANDARD, null, List.of());
        } else if (t.equals("random") && (chess || banqi)) {
            spec = new StartSpec(Kind.RANDOM, null, List.of());
        } else if (t.equals("all") && chess) {
            spec = new StartSpec(Kind.ALL, null, List.of());
        } else if ((t.equals("daily") || t.startsWith("daily:")) && chess) {
            spec = new StartSpec(Kind.DAILY, t.equals("daily") ? today : parseDate(t.substring(6), text), List.of());
        } else if (!t.isEmpty() && t.matches("[0-9, ]+") && (chess || banqi)) {
            List<Long> list = new ArrayList<>();
            for (String part : t.split(",")) {
                if (!part.isBlank()) {
                    try {
                        list.add(Long.parseLong(part.trim()));
                    } catch (NumberFormatException e) { // digits only, so too many of them
                        throw new LabInputException("bad start number '" + part.trim() + "' in '" + text + "' for "
                                + variant + " (too large)", e);
                    }
                }
            }
            spec = new StartSpec(Kind.LIST, null, list);
        } else {
            throw new LabInputException("bad start '" + text + "' for " + variant + " (expected " + allowed(variant) + ")");
        }
        if (chess && spec.kind == Kind.LIST) {
            for (long n : spec.numbers) {
                if (n < 0 || n >= CHESS960_STARTS) {
                    throw new LabInputException("bad Chess960 start number " + n + " in '" + text + "' (expected 0..959)");
                }
            }
        }
        return spec;
    }

    private static LocalDate parseDate(String date, String text) {
        try {
            return LocalDate.parse(date);
        } catch (DateTimeParseException e) {
            throw new LabInputException("bad date in start '" + text + "' (expected daily:YYYY-MM-DD)", e);
        }
    }

    private static String allowed(Variant variant) {
        return switch (variant) {
            case CHESS960 -> "standard, random, all, daily, daily:YYYY-MM-DD or a list of numbers 0..959";
            case BANQI -> "random, standard or a list of layout seeds";
            default -> "standard (the variant has one start position)";
        };
    }

    /** The UTC date now, for a bare {@code daily}. */
    public static LocalDate todayUtc() {
        return LocalDate.now(ZoneOffset.UTC);
    }

    /**
     * The start selector of a game pair, as {@link org.ttakji.engines.core.VariantRules#startPosition}
     * takes it (Scharnagl number, Banqi layout seed, 0 for the standard start of the others).
     *
     * @param variant      the variant (Chess960 draws a Scharnagl number, Banqi a layout seed)
     * @param defaultStart the variant's standard selector (518 for Chess960)
     * @param pairSeed     the seed of the game pair (the seed of its first game)
     * @param pairNumber   the game pair's number within its pairing, from 0
     */
    public long select(Variant variant, long defaultStart, long pairSeed, long pairNumber) {
        return switch (kind) {
            case STANDARD -> defaultStart;
            case RANDOM -> randomStart(variant, pairSeed);
            case ALL -> pairNumber % CHESS960_STARTS;
            case DAILY -> Math.floorMod(SplitMix64.mix(date.toEpochDay() ^ START_SALT), CHESS960_STARTS);
            case LIST -> numbers.get((int) (pairNumber % numbers.size()));
        };
    }

    private static long randomStart(Variant variant, long pairSeed) {
        SplitMix64 random = new SplitMix64(pairSeed ^ START_SALT);
        // Chess960's selector is a Scharnagl number; Banqi's is any layout seed (kept non-negative for the text).
        return variant == Variant.CHESS960 ? random.nextInt(CHESS960_STARTS) : random.nextLong() >>> 1;
    }

    /** The text form, which {@link #parse} reads back (a bare {@code daily} is written with its date). */
    public String toText() {
        return switch (kind) {
            case DAILY -> "daily:" + date;
            case LIST -> numbers.stream().map(String::valueOf).collect(Collectors.joining(","));
            default -> kind.name().toLowerCase(Locale.ROOT);
        };
    }
}
