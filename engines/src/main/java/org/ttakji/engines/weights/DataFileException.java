package org.ttakji.engines.weights;

import java.util.List;
import org.ttakji.engines.core.LabInputException;

/**
 * A weights, levels or index file that cannot be used: missing, not JSON (truncated), of another format,
 * variant or feature set, with a bad checksum, or with missing, unknown or malformed fields. Lists every
 * problem found and names the file.
 */
public class DataFileException extends LabInputException {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final List<String> problems;

    /**
     * @param file     the file (path or a name such as {@code chess960 weights v0002}) as shown to users
     * @param problems one entry per problem, each naming the field at fault
     */
    public DataFileException(String file, List<String> problems) {
        super(file + ": " + String.join("; ", problems));
        this.file = file;
        this.problems = List.copyOf(problems);
    }

    /** @param file the file; @param problem the one problem; @param cause the underlying error */
    public DataFileException(String file, String problem, Throwable cause) {
        super(file + ": " + problem, cause);
        this.file = file;
        this.problems = List.of(problem);
    }

    /** The file as named in the message. */
    public String file() {
        return file;
    }

    /** Every problem found. */
    public List<String> problems() {
        return problems;
    }
}
