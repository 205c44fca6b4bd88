package org.ttakji.gamelog;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/**
 * The moves of a game as schema v3 stores them ({@code move_codes}, one Parquet binary value per game): ply
 * {@code i} is the index of its move among the candidates of the position before it, written as an unsigned
 * LEB128 varint (one byte below 128 candidates, two up to 16,383: Shogi has at most 593 legal moves). The
 * candidates are the position's legal moves and actions ({@link Position#generateLegal},
 * {@link Position#generateActions}, e.g. Shogi's {@code declare}) in their machine notation
 * ({@link VariantRules#toMachine}), sorted by {@link String#compareTo} and without duplicates: an order that
 * depends only on the rules and the notation, never on move generation order or packed move ints.
 *
 * <p>Decoding replays the game from its start position ({@code start_fen}, {@code rules}), so it needs the
 * variant's rules of this build; a game whose codes do not replay (an index beyond the candidates, bytes left
 * over or missing) is refused with {@link IllegalArgumentException} naming the ply, never decoded into other
 * moves. Encoding refuses a move that is not a candidate of its position. Thread-safe (no shared state).
 */
public final class MoveCodes {
    private MoveCodes() {
    }

    /**
     * The codes of a game's moves, read from the log row's fields.
     *
     * @param variant  the variant's command-line name
     * @param rules    the canonical rule options ({@code k=v,...}, empty for the defaults)
     * @param startFen the start position in the variant's text format
     * @param moves    the moves in machine notation
     * @throws IllegalArgumentException if a move is not legal in its position (the game's plies are not a game
     *                                  of these rules), naming the ply and the move
     * @throws org.ttakji.engines.core.LabInputException if the variant is not implemented in this build, or the
     *                                  rules or the start position do not parse
     */
    public static byte[] encode(String variant, String rules, String startFen, List<String> moves) {
        VariantRules r = Variants.rules(variant);
        return encode(r, start(r, rules, startFen), moves);
    }

    /**
     * The machine-notation moves of a game's codes, read from the log row's fields (as {@link #encode}).
     *
     * @throws IllegalArgumentException if the codes are not a game of this start position (see the class
     *                                  comment), naming the ply
     */
    public static String[] decode(String variant, String rules, String startFen, byte[] codes) {
        VariantRules r = Variants.rules(variant);
        return decode(r, start(r, rules, startFen), codes);
    }

    /**
     * The codes of the moves played from {@code start}, which is played on (pass a copy to keep it).
     *
     * @throws IllegalArgumentException if a move is not a candidate of its position
     */
    public static byte[] encode(VariantRules rules, Position start, List<String> moves) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(moves.size() + 8);
        MoveList scratch = new MoveList();
        for (int ply = 0; ply < moves.size(); ply++) {
            Candidates c = candidates(rules, start, scratch);
            int index = Arrays.binarySearch(c.texts, moves.get(ply));
            if (index < 0) {
                throw new IllegalArgumentException("ply " + (ply + 1) + ": move '" + moves.get(ply)
                        + "' is not legal in " + start.toFen());
            }
            writeVarint(out, index);
            start.makeMove(c.moves[index]);
        }
        return out.toByteArray();
    }

    /**
     * The machine-notation moves of {@code codes} played from {@code start}, which is played on.
     *
     * @throws IllegalArgumentException if the codes are not a game of this start position
     */
    public static String[] decode(VariantRules rules, Position start, byte[] codes) {
        List<String> out = new ArrayList<>(codes.length);
        MoveList scratch = new MoveList();
        int at = 0;
        while (at < codes.length) {
            int index = 0;
            int shift = 0;
            int b;
            do {
                if (at >= codes.length || shift > 21) {
                    throw new IllegalArgumentException("ply " + (out.size() + 1) + ": truncated move code");
                }
                b = codes[at++] & 0xff;
                index |= (b & 0x7f) << shift;
                shift += 7;
            } while ((b & 0x80) != 0);
            Candidates c = candidates(rules, start, scratch);
            if (index >= c.texts.length) {
                throw new IllegalArgumentException("ply " + (out.size() + 1) + ": move code " + index + " but only "
                        + c.texts.length + " legal moves in " + start.toFen()
                        + " (were the codes written by other rules?)");
            }
            out.add(c.texts[index]);
            start.makeMove(c.moves[index]);
        }
        return out.toArray(new String[0]);
    }

    private static Position start(VariantRules r, String rules, String startFen) {
        RuleOptions options = r.parseRules(rules == null || rules.isBlank() ? List.of() : List.of(rules));
        return r.fromFen(startFen, options);
    }

    /** The candidates of a position: machine texts sorted, and the packed move of each text. */
    private record Candidates(String[] texts, int[] moves) {
    }

    private static Candidates candidates(VariantRules rules, Position p, MoveList scratch) {
        scratch.clear();
        p.generateLegal(scratch);
        p.generateActions(scratch);
        int n = scratch.size();
        Integer[] order = new Integer[n];
        String[] texts = new String[n];
        for (int i = 0; i < n; i++) {
            texts[i] = rules.toMachine(p, scratch.get(i));
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> texts[a].compareTo(texts[b]));
        String[] sorted = new String[n];
        int[] moves = new int[n];
        int k = 0;
        for (Integer i : order) {
            if (k > 0 && sorted[k - 1].equals(texts[i])) {
                continue; // two packed moves with one text: the notation (and so the log) cannot tell them apart
            }
            sorted[k] = texts[i];
            moves[k++] = scratch.get(i);
        }
        return new Candidates(k == n ? sorted : Arrays.copyOf(sorted, k), k == n ? moves : Arrays.copyOf(moves, k));
    }

    private static void writeVarint(ByteArrayOutputStream out, int value) {
        int v = value;
        while (v >= 0x80) {
            out.write((v & 0x7f) | 0x80);
            v >>>= 7;
        }
        out.write(v);
    }
}
