package org.ttakji.engines.core;

/**
 * Bad input from a user or a file (a bad FEN, an unknown variant, an illegal move in a record, a corrupt
 * weight file, ...). The message names the input and the problem; command-line tools print it and exit
 * with status 2.
 */
public class LabInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message names the input and what is wrong with it */
    public LabInputException(String message) {
        super(message);
    }

    /** @param message names the input and what is wrong with it; @param cause the underlying error */
    public LabInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
