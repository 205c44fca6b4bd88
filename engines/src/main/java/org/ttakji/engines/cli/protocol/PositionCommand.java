package org.ttakji.engines.cli.protocol;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/**
 * A {@code position} command: {@code startpos} or {@code fen <text>} / {@code sfen <text>} (the variant's
 * position text, whatever the keyword), then optionally {@code moves <m1> <m2> ...} in the variant's machine
 * notation.
 *
 * @param text  the position text, or null for the start position
 * @param moves the moves to play from it
 */
record PositionCommand(String text, List<String> moves) {
    /** Copies the moves. */
    PositionCommand {
        moves = List.copyOf(moves);
    }

    /**
     * Reads the words after {@code position}.
     *
     * @throws LabInputException naming what is missing or not understood
     */
    static PositionCommand parse(List<String> words) {
        if (words.isEmpty()) {
            throw new LabInputException("position: expected startpos, fen <position> or sfen <position>");
        }
        String kind = words.get(0);
        int movesAt = words.indexOf("moves");
        int end = movesAt < 0 ? words.size() : movesAt;
        String text;
        switch (kind) {
            case "startpos" -> {
                if (end != 1) {
                    throw new LabInputException("position: unexpected '" + words.get(1) + "' after startpos (expected moves)");
                }
                text = null;
            }
            case "fen", "sfen" -> {
                if (end <= 1) {
                    throw new LabInputException("position: '" + kind + "' needs the position text");
                }
                text = String.join(" ", words.subList(1, end));
            }
            default -> throw new LabInputException("position: unknown '" + kind
                    + "' (expected startpos, fen <position> or sfen <position>)");
        }
        List<String> moves = movesAt < 0 ? List.of() : words.subList(movesAt + 1, words.size());
        return new PositionCommand(text, moves);
    }

    /**
     * Builds the position: the start or the text, validated, then every move checked and played. The text of a
     * Banqi position may be the full form (the true layout, {@code ?K}): the moves, reveals included, are
     * played on it, and the engine later searches only its {@code playerView()}. On a public form the moves
     * cannot include a reveal (its outcome is unknown).
     *
     * @param rules   the variant's rules
     * @param options the rule options in force
     * @return the position after the moves (the true position when the text was a full form)
     * @throws LabInputException naming the invalid position, or the move (its number and text) that is not
     *                           notation, not legal, or a chance move whose outcome the position does not hold
     */
    Position build(VariantRules rules, RuleOptions options) {
        Position p = text == null ? rules.startPosition(options) : rules.fromFen(text, options);
        int[] outcomes = new int[64];
        double[] probabilities = new double[64];
        for (int i = 0; i < moves.size(); i++) {
            String m = moves.get(i);
            int move;
            try {
                move = m.equals("0000") ? pass(p, m) : rules.parseMachine(p, m);
            } catch (LabInputException e) {
                throw new LabInputException("position: move " + (i + 1) + " '" + m + "': " + e.getMessage());
            }
            if (p.chanceOutcomes(move, outcomes, probabilities) > 0) {
                throw new LabInputException("position: move " + (i + 1) + " '" + m + "' turns up a piece this "
                        + "position does not know; send the full form (?K) or the public position after it");
            }
            p.makeMove(move);
        }
        return p;
    }

    /** {@code 0000}, the UCI null move, read as the variant's pass when it has one (Janggi). */
    private static int pass(Position p, String text) {
        MoveList legal = new MoveList();
        p.generateLegal(legal);
        for (int i = 0; i < legal.size(); i++) {
            if (Move.kind(legal.get(i)) == Move.PASS) {
                return legal.get(i);
            }
        }
        throw new LabInputException("'" + text + "' (a null move) is not legal here: no pass in this position");
    }

    /** The words of {@code text} split on white space (empty words dropped). */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.trim().split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
