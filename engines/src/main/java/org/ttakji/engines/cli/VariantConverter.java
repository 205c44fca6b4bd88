package org.ttakji.engines.cli;

import org.ttakji.engines.core.Variant;
import picocli.CommandLine;

/** Reads a variant argument by its command-line name; picocli reports the message as a usage error. */
public final class VariantConverter implements CommandLine.ITypeConverter<Variant> {
    /** @throws CommandLine.TypeConversionException naming the input and the known variants */
    @Override
    public Variant convert(String value) {
        try {
            return Variant.fromCliName(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
