package org.ttakji.engines.cli.protocol;

import java.util.concurrent.Callable;
import org.ttakji.engines.cli.DataDirOption;
import org.ttakji.engines.core.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code ucci [--data DIR]}: the engine speaks UCCI (Xiangqi) on standard input and output until {@code quit}. */
@Command(name = "ucci", mixinStandardHelpOptions = true,
        description = "Run the engine under UCCI (Xiangqi) on stdin/stdout.")
public final class UcciCommand implements Callable<Integer> {
    @Mixin
    DataDirOption data;

    @Override
    public Integer call() {
        return ProtocolCommands.run(new UcciDialect(), Variant.XIANGQI, data.path());
    }
}
