package org.ttakji.engines.cli.protocol;

import java.util.concurrent.Callable;
import org.ttakji.engines.cli.DataDirOption;
import org.ttakji.engines.core.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code usi [--data DIR]}: the engine speaks USI (Shogi) on standard input and output until {@code quit}. */
@Command(name = "usi", mixinStandardHelpOptions = true,
        description = "Run the engine under USI (Shogi) on stdin/stdout.")
public final class UsiCommand implements Callable<Integer> {
    @Mixin
    DataDirOption data;

    @Override
    public Integer call() {
        return ProtocolCommands.run(new UsiDialect(), Variant.SHOGI, data.path());
    }
}
