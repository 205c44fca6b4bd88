package org.ttakji.engines.core;

import java.util.List;

/**
 * A position text that does not describe a valid position: malformed fields (e.g. a bad FEN field) or a
 * setup that breaks the variant's rules (two kings, pawns on the last rank, the side not to move in
 * check, ...). Lists every problem found, not only the first.
 */
public class InvalidPositionException extends LabInputException {
    private static final long serialVersionUID = 1L;
    private final String input;
    private final List<String> problems;

    /**
     * @param input    the position text as given
     * @param problems one line per problem, each naming the field or square at fault
     */
    public InvalidPositionException(String input, List<String> problems) {
        super("invalid position '" + input + "': " + String.join("; ", problems));
        this.input = input;
        this.problems = List.copyOf(problems);
    }

    /** The position text as given. */
    public String input() {
        return input;
    }

    /** Every problem found, one per entry. */
    public List<String> problems() {
        return problems;
    }
}
