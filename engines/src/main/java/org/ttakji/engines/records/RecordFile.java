package org.ttakji.engines.records;

import java.nio.file.Path;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.Variant;

/**
 * A record file and how to read it.
 *
 * @param path    the file
 * @param name    its name for reports and game ids: the path relative to the folder it was found under, with
 *                {@code /} separators (the file name when the file was named itself)
 * @param variant the variant whose format reads it
 * @param format  that format
 */
public record RecordFile(Path path, String name, Variant variant, RecordFormat format) {
}
