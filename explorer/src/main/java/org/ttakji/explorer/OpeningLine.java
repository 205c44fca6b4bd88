package org.ttakji.explorer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.VariantRules;

/**
 * The positions a line of moves leads to from a root, as the players see them ({@link Position#playerView()}): one
 * position for a line of ordinary moves; where a move is a chance event (a Banqi reveal, which the machine notation
 * writes without its piece), every outcome it may have ({@link Position#chanceOutcomes}), so the explorer sums the
 * rows of all of them.
 *
 * @param positions the positions reached, without duplicates (by hash), in a stable order
 */
public record OpeningLine(List<Position> positions) {
    /** At most this many positions (each reveal multiplies them by up to 14). */
    public static final int MAX_POSITIONS = 100_000;

    /** Copies the list. */
    public OpeningLine {
        positions = List.copyOf(positions);
    }

    /**
     * Plays the line.
     *
     * @param rules the variant's rules
     * @param root  the root position (its player view is used)
     * @param moves the moves in machine notation
     * @throws LabInputException naming the move (1-based) that reads in no position reached, or when the line
     *                           reaches more than {@value #MAX_POSITIONS} positions
     */
    public static OpeningLine play(VariantRules rules, Position root, List<String> moves) {
        List<Position> current = List.of(root.playerView().copy());
        int[] outcomes = new int[64];
        double[] probabilities = new double[64];
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            Map<Long, Position> next = new LinkedHashMap<>();
            LabInputException firstError = null;
            for (Position p : current) {
                int move;
                try {
                    move = rules.parseMachine(p, text);
                } catch (LabInputException e) {
                    firstError = firstError == null ? e : firstError;
                    continue;
                }
                int n = p.chanceOutcomes(move, outcomes, probabilities);
                if (n == 0) {
                    Position q = p.copy();
                    q.makeMove(move);
                    next.putIfAbsent(q.hash(), q);
                } else {
                    for (int k = 0; k < n; k++) {
                        Position q = p.copy();
                        q.makeMove(outcomes[k]);
                        next.putIfAbsent(q.hash(), q);
                    }
                }
                if (next.size() > MAX_POSITIONS) {
                    throw new LabInputException("--moves: the line up to move " + (i + 1) + " '" + text + "' reaches"
                            + " more than " + MAX_POSITIONS + " positions (chance outcomes); fix the reveals with"
                            + " --start or shorten the line");
                }
            }
            if (next.isEmpty()) {
                throw new LabInputException("--moves: move " + (i + 1) + " '" + text + "': "
                        + (firstError == null ? "no position" : firstError.getMessage()));
            }
            current = new ArrayList<>(next.values());
        }
        return new OpeningLine(current);
    }

    /** The hashes of the positions. */
    public Set<Long> hashes() {
        Set<Long> out = new java.util.LinkedHashSet<>();
        positions.forEach(p -> out.add(p.hash()));
        return out;
    }

    /**
     * The human notation of a move (machine notation) in the first position where it is legal, else the machine
     * notation itself.
     */
    public String human(VariantRules rules, String machine) {
        for (Position p : positions) {
            try {
                return rules.toHuman(p, rules.parseMachine(p, machine));
            } catch (LabInputException e) {
                // not legal here: another outcome's position may have it
            }
        }
        return machine;
    }
}
