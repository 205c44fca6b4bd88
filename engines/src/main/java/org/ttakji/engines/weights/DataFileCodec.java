package org.ttakji.engines.weights;

import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.Variant;

/**
 * How one kind of versioned data file (weights, levels) is read, checked, written and compared; what a
 * {@link DataFileStore} is parameterised by. Implementations are stateless and thread-safe.
 *
 * <p>A file is checked in two steps, both of which the engines apply before they play with it:
 * {@link #parse} checks what the file says on its own (JSON, format, checksum, variant, version, types and
 * ranges); {@link #problemsForUse} checks it against this build (for weights: the engine's feature set).
 * {@code list} shows a file that passes only the first step with its problems; {@code load}, {@code show},
 * {@code diff} and {@code promote} refuse it.
 *
 * @param <T> the parsed file
 */
public interface DataFileCodec<T extends DataFile> {
    /** The directory and the word in messages: {@code weights} or {@code levels}. */
    String kind();

    /**
     * Reads and checks a file's text on its own.
     *
     * @param fileName        the file as shown in errors (its path)
     * @param text            the content
     * @param variant         the variant the caller wants
     * @param expectedVersion the version the file name promises, or null to accept any
     * @throws DataFileException naming the file and listing every problem
     */
    T parse(String fileName, String text, Variant variant, String expectedVersion);

    /**
     * What the engines of this build refuse in a parsed file, beyond {@link #parse}; empty when they can use
     * it. Each entry names the field at fault, as in a {@link DataFileException}.
     */
    default List<String> problemsForUse(T file) {
        return List.of();
    }

    /**
     * The signed text of a file (its {@code sha256} is recomputed; see {@link CanonicalJson}).
     *
     * @throws IllegalArgumentException if the file is malformed (a programming error: files are built in code)
     */
    String toJson(T file);

    /**
     * The values {@code diff} compares, by name, in display order (e.g. a feature's weight, or
     * {@code easy.depth}); a value is a number, a string, a boolean or null.
     */
    Map<String, Object> comparedValues(T file);
}
