package org.ttakji.engines.core;

/**
 * Text that cannot be read as a move, or reads as more than one legal move (ambiguous SAN, WXF, ...).
 */
public class NotationException extends LabInputException {
    private static final long serialVersionUID = 1L;

    /**
     * @param input   the text as given
     * @param problem what is wrong, e.g. "ambiguous: Nbd2 or Nfd2"
     */
    public NotationException(String input, String problem) {
        super("cannot read '" + input + "': " + problem);
    }
}
