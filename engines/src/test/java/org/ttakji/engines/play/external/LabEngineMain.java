package org.ttakji.engines.play.external;

import org.ttakji.engines.cli.protocol.UcciCommand;
import org.ttakji.engines.cli.protocol.UciCommand;
import org.ttakji.engines.cli.protocol.UsiCommand;
import picocli.CommandLine;

/**
 * The lab's own engine as an external process for tests: {@code LabEngineMain uci|usi|ucci [options...]} runs
 * that protocol command ({@code lab uci} and so on) on standard input and output.
 */
public final class LabEngineMain {
    private LabEngineMain() {
    }

    /** Runs the protocol command named by the first argument with the other arguments. */
    public static void main(String[] args) {
        Object command = switch (args[0]) {
            case "uci" -> new UciCommand();
            case "usi" -> new UsiCommand();
            case "ucci" -> new UcciCommand();
            default -> throw new IllegalArgumentException("expected uci, usi or ucci, got " + args[0]);
        };
        System.exit(new CommandLine(command).execute(java.util.Arrays.copyOfRange(args, 1, args.length)));
    }
}
