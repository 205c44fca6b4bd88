package org.ttakji.selfplay;

import org.ttakji.engines.cli.protocol.UciCommand;
import picocli.CommandLine;

/**
 * Test engines started as processes by the self-play tests: {@code LabUciMain [--data DIR]} is the lab's own
 * {@code uci} command; {@code LabUciMain --silent} answers the handshake and {@code isready} but never a
 * {@code go}.
 */
public final class LabUciMain {
    private LabUciMain() {
    }

    /** Runs the engine on standard input and output. */
    public static void main(String[] args) throws java.io.IOException {
        if (args.length > 0 && args[0].equals("--silent")) {
            java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in,
                    java.nio.charset.StandardCharsets.UTF_8));
            for (String line; (line = in.readLine()) != null; ) {
                switch (line.trim()) {
                    case "uci" -> System.out.println("id name Silent\noption name UCI_Chess960 type check default false\nuciok");
                    case "isready" -> System.out.println("readyok");
                    case "quit" -> {
                        return;
                    }
                    default -> { }
                }
                System.out.flush();
            }
            return;
        }
        System.exit(new CommandLine(new UciCommand()).execute(args));
    }
}
