package org.ttakji.engines.cli.protocol;

import java.util.concurrent.Callable;
import org.ttakji.engines.cli.DataDirOption;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code uci [--variant V] [--data DIR]}: the engine speaks UCI on standard input and output until {@code quit},
 * Chess960 by default and any variant through {@code setoption name UCI_Variant value <variant>} (see
 * {@link UciDialect}, {@link ProtocolSession}).
 */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = "Run the engine under UCI (Chess960; other variants via the UCI_Variant option) on stdin/stdout.")
public final class UciCommand implements Callable<Integer> {
    @Option(names = "--variant", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "Variant to start with (default chess960); the GUI may change it with UCI_Variant.")
    Variant variant = Variant.CHESS960;

    @Mixin
    DataDirOption data;

    @Override
    public Integer call() {
        return ProtocolCommands.run(new UciDialect(), variant, data.path());
    }
}
