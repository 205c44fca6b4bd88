package org.ttakji.engines.play.external;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.eval.StartingFiles;

/** Command lines and configurations of the engines the tests start as processes. */
final class TestEngines {
    /** The per-move timeout of engines that should answer: a safety net only (the machine may be loaded). */
    static final long GENEROUS_MS = 600_000;

    private TestEngines() {
    }

    /** A Java main of the test classpath as a command line (small heap, quick start). */
    static List<String> java(Class<?> main, String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), main.getName()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** The fake UCI engine in a mode ({@link FakeEngine}), logging what it reads to {@code log}, 1,000 nodes. */
    static ExternalEngineConfig fake(String mode, Path log, long timeoutMs, Map<String, String> options) {
        return new ExternalEngineConfig("fake-" + mode, EngineProtocol.UCI, java(FakeEngine.class, mode, log.toString()),
                options, Map.of(), null, 1000L, timeoutMs, GENEROUS_MS, EngineNotation.Style.STANDARD, true);
    }

    /** The repository root (it holds {@code data/} and {@code tools/anchors}). */
    static Path labHome() {
        return StartingFiles.dataDir().toAbsolutePath().getParent();
    }

    /** Null when {@code node} and the anchors are installed, else why not (the message of a skipped test). */
    static String anchorsMissing() {
        Path fairy = labHome().resolve("tools/anchors/node_modules/fairy-stockfish-nnue.wasm/uci.js");
        if (!Files.isRegularFile(fairy)) {
            return "the anchors are not installed (" + fairy + " is missing): run scripts/install-anchors";
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "node"))) {
                return null;
            }
        }
        return "node is not on the PATH: install Node.js 18+ and run scripts/install-anchors";
    }
}
