package org.ttakji.explorer;

import java.util.Locale;
import org.ttakji.engines.core.LabInputException;

/** How the {@code openings} commands print a table: aligned text, CSV with a header line, or JSON. */
public enum OutputFormat {
    /** Aligned columns with a few summary lines, for people. */
    TEXT,
    /** One header line, then one line per row (RFC 4180 quoting), for scripts and notebooks. */
    CSV,
    /** One JSON object (the summary and the rows), for programs. */
    JSON;

    /**
     * Reads a format name (case-insensitive).
     *
     * @throws LabInputException naming the value and the formats
     */
    public static OutputFormat parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new LabInputException("--format '" + text + "': expected text, csv or json");
        }
    }
}
