package org.ttakji.engines.janggi;

import java.util.Locale;

/**
 * The four horse/elephant set-ups (차림, "formations") a side may choose in tournament Janggi. Each names
 * the pieces on files b, c, g and h of that side's back rank, left to right as seen from the bottom of
 * the board (the first mover's side) for BOTH sides, exactly as the {@code .gib} records name them
 * (their {@code 한차림} is not mirrored). The value is the FEN letters ({@code n} horse, {@code b}
 * elephant) on those files.
 */
public enum Formation {
    /** 마상상마: horse, elephant, elephant, horse (the classic symmetric layout; the product's). */
    NBBN("마상상마"),
    /** 상마마상: elephant, horse, horse, elephant. */
    BNNB("상마마상"),
    /** 마상마상: horse, elephant, horse, elephant. */
    NBNB("마상마상"),
    /** 상마상마: elephant, horse, elephant, horse. */
    BNBN("상마상마");

    private final String korean;

    Formation(String korean) {
        this.korean = korean;
    }

    /** The rule option value, e.g. {@code nbbn}. */
    public String optionValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The Korean name as written in {@code .gib} tags, e.g. {@code 마상상마}. */
    public String korean() {
        return korean;
    }

    /** The piece type on file b, c, g or h ({@code index} 0..3). */
    int typeAt(int index) {
        return name().charAt(index) == 'N' ? JanggiPiece.HORSE : JanggiPiece.ELEPHANT;
    }

    /**
     * Reads a rule option value ({@code nbbn}) or a Korean name ({@code 마상상마}).
     *
     * @return the formation, or null when the text names none
     */
    public static Formation parse(String text) {
        String t = text.trim();
        for (Formation f : values()) {
            if (f.optionValue().equalsIgnoreCase(t) || f.korean.equals(t)) {
                return f;
            }
        }
        return null;
    }
}
