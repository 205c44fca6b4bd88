package org.ttakji.explorer;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * One game replayed for the explorer: its start key ({@link VariantRules#openingStart}) and, for each of its first
 * plies, the position the mover saw and the move played.
 *
 * <p>The position is the Zobrist hash of the mover's view ({@link Position#playerView()}{@code .hash()}): the
 * position itself in the perfect-information variants, so transpositions merge; in Banqi the public board, the
 * pieces still face down as a bag and the colours, so games of different hidden layouts meet in the same positions
 * (the layout is not something the players know). Moves are the variant's machine notation as
 * {@link VariantRules#toMachine} writes it.
 *
 * @param variant the variant
 * @param start   the start key
 * @param steps   the first plies, in order (at most the replay's ply limit)
 */
public record OpeningReplay(Variant variant, String start, List<Step> steps) {
    /** Copies the list. */
    public OpeningReplay {
        steps = List.copyOf(steps);
    }

    /**
     * One ply.
     *
     * @param position the hash of the mover's view before the move
     * @param move     the move, machine notation
     * @param side     the mover: 0 = the first player, 1 = the second
     */
    public record Step(long position, String move, int side) {
    }

    /**
     * Replays a game.
     *
     * @param variant  the variant
     * @param rules    the rule options, canonical {@code k=v,...} text (may be empty)
     * @param startFen the start position in the variant's text (Banqi: the full form, the truth)
     * @param moves    the moves in machine notation
     * @param plies    how many plies to keep, at least 0 (0: only the start key)
     * @throws LabInputException when the rules, the start or a move within the first {@code plies} do not read or
     *                           are not legal (the message names the ply and the move)
     */
    public static OpeningReplay of(Variant variant, String rules, String startFen, List<String> moves, int plies) {
        VariantRules vr = Variants.rules(variant);
        RuleOptions options = vr.parseRules(rules == null || rules.isBlank() ? List.of() : List.of(rules));
        Position p = vr.fromFen(startFen, options);
        String start = vr.openingStart(p, moves);
        int n = Math.min(plies, moves.size());
        List<Step> steps = new ArrayList<>(n);
        for (int ply = 0; ply < n; ply++) {
            String text = moves.get(ply);
            int move;
            try {
                move = vr.parseMachine(p, text);
            } catch (LabInputException e) {
                throw new LabInputException("ply " + (ply + 1) + " '" + text + "': " + e.getMessage(), e);
            }
            steps.add(new Step(p.playerView().hash(), vr.toMachine(p, move), p.sideToMove()));
            p.makeMove(move);
        }
        return new OpeningReplay(variant, start, steps);
    }

    /**
     * The result from a side's view.
     *
     * @param result the game's result (first player's view), decided
     * @param side   0 = the first player, 1 = the second
     * @return +1 won, 0 drawn, -1 lost
     */
    public static int outcomeFor(Result result, int side) {
        if (result == Result.DRAW) {
            return 0;
        }
        return result == Result.winFor(side) ? 1 : -1;
    }
}
