package org.ttakji.engines.banqi;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.SplitMix64;

/**
 * The hidden truth of a Banqi game: which piece lies face down on which square at the start. A pure
 * function of the game's seed ({@link #fromSeed}), recorded in the game log ({@code banqi_layout}) as
 * its {@link #toString() text}: the 32 piece letters in square order a1, b1, .., h1, a2, .., h4 (square
 * index order, see {@link BanqiSquares}), red {@code KABRNCP}, black {@code kabrncp}; e.g. the text's
 * first letter is the piece on a1 and its ninth the piece on a2. Immutable.
 */
public final class BanqiLayout {
    /** The 32 pieces in the fixed order the shuffle starts from. */
    static final String SORTED = "KAABBRRNNCCPPPPPkaabbrrnnccppppp";

    private final String letters;

    private BanqiLayout(String letters) {
        this.letters = letters;
    }

    /**
     * The layout of a seed: a Fisher–Yates shuffle of {@code KAABBRRNNCCPPPPPkaabbrrnnccppppp} driven by
     * {@code new SplitMix64(seed)}: for i = 31 down to 1, swap entries i and {@code nextInt(i + 1)}.
     * SplitMix64 is fully specified, so a seed gives the same layout on every JVM and machine, and every
     * one of the 32!/(2^5 5!^2) distinct layouts is (up to the generator's quality) equally likely.
     *
     * @param seed any long
     */
    public static BanqiLayout fromSeed(long seed) {
        char[] pieces = SORTED.toCharArray();
        SplitMix64 random = new SplitMix64(seed);
        for (int i = pieces.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            char t = pieces[i];
            pieces[i] = pieces[j];
            pieces[j] = t;
        }
        return new BanqiLayout(new String(pieces));
    }

    /**
     * Reads a layout text (32 piece letters in square order a1..h4, see the class comment).
     *
     * @throws InvalidPositionException listing every problem: wrong length, characters that are not piece
     *                                  letters (with their square), and every piece whose count is wrong
     */
    public static BanqiLayout parse(String text) {
        List<String> problems = new ArrayList<>();
        String t = text == null ? "" : text.trim();
        if (t.length() != BanqiSquares.COUNT) {
            problems.add("a layout has " + BanqiSquares.COUNT + " piece letters, got " + t.length());
        }
        int[] counts = new int[BanqiPieces.CODES];
        for (int i = 0; i < t.length(); i++) {
            int code = BanqiPieces.fromLetter(t.charAt(i));
            if (code < 0) {
                problems.add("'" + t.charAt(i) + "' at position " + (i + 1)
                        + (i < BanqiSquares.COUNT ? " (square " + BanqiSquares.name(i) + ")" : "")
                        + " is not a piece letter (KABRNCP, kabrncp)");
            } else {
                counts[code]++;
            }
        }
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            int expected = BanqiPieces.initialCount(code);
            if (expected > 0 && counts[code] != expected) {
                problems.add("'" + BanqiPieces.letter(code) + "' occurs " + counts[code] + " times, expected "
                        + expected);
            }
        }
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(String.valueOf(text), problems);
        }
        return new BanqiLayout(t);
    }

    /** The piece code (1..15, see {@link BanqiPieces}) lying face down on a square 0..31 at the start. */
    public int pieceAt(int square) {
        return BanqiPieces.fromLetter(letters.charAt(square));
    }

    /**
     * The start position text in the full form: every square face down ({@code ?K} etc.), player 1 to move,
     * colours undecided, no-progress count 0, ply 1.
     */
    public String startFen() {
        StringBuilder sb = new StringBuilder(100);
        for (int rank = BanqiSquares.RANKS - 1; rank >= 0; rank--) {
            for (int file = 0; file < BanqiSquares.FILES; file++) {
                sb.append('?').append(letters.charAt(BanqiSquares.of(file, rank)));
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(" 1 - 0 1").toString();
    }

    /** The 32-letter text in square order a1..h4 (the game log's {@code banqi_layout}). */
    @Override
    public String toString() {
        return letters;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BanqiLayout l && l.letters.equals(letters);
    }

    @Override
    public int hashCode() {
        return letters.hashCode();
    }
}
