package org.ttakji.engines.play.external;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.PlayerFailure;

/**
 * One running external engine, driven as its GUI would: the handshake (reading {@code id name} and the
 * announced options), the variant's option and the configured ones, {@code isready}; then per game a new-game
 * command, per move {@code position ...} and {@code go ...}, reading {@code info} lines (the last score, depth
 * and nodes) up to {@code bestmove}. Everything that goes wrong during play is a {@link PlayerFailure}: no
 * {@code bestmove} within the per-move timeout is {@link Termination#TIME_FORFEIT}, a crash, closed output or an
 * unanswered handshake or {@code isready} is {@link Termination#ENGINE_FAILURE}; after either the engine is
 * {@link #broken()} and must be closed. The wall clock is read only for those timeouts (safety nets) and to
 * measure a move's time. Not thread-safe.
 */
public final class ExternalEngine implements AutoCloseable {
    private final ExternalEngineConfig config;
    private final EngineProcess process;
    private final String idName;
    private final Map<String, String> announced;
    private boolean broken;

    private ExternalEngine(ExternalEngineConfig config, EngineProcess process, String idName,
                           Map<String, String> announced) {
        this.config = config;
        this.process = process;
        this.idName = idName;
        this.announced = announced;
    }

    /**
     * Starts the engine and makes it ready for the variant: handshake, the variant's option ({@code UCI_Chess960}
     * for Chess960, {@code UCI_Variant} for Xiangqi and Janggi under UCI), the configured options (each under
     * the name the engine announced it by), {@code isready}.
     *
     * @param config           the engine
     * @param variant          the variant it will play
     * @param workingDirectory where the process runs, or null for the current directory
     * @throws LabInputException if the program cannot be started, or the engine does not announce an option the
     *                           configuration sets or the variant needs (a configuration error, not a game's)
     * @throws PlayerFailure     ({@link Termination#ENGINE_FAILURE}) if the engine crashes or does not finish the
     *                           handshake or answer {@code isready} within the start-up timeout
     */
    public static ExternalEngine start(ExternalEngineConfig config, Variant variant, Path workingDirectory) {
        EngineNotation.of(variant, config.protocol(), config.notation()); // refuse an impossible pairing first
        EngineProcess process;
        try {
            process = EngineProcess.start(config.name(), config.command(), workingDirectory);
        } catch (IOException e) {
            throw new LabInputException("cannot start external engine " + config.name() + " (command "
                    + String.join(" ", config.command()) + "): " + e.getMessage(), e);
        }
        try {
            EngineProtocol protocol = config.protocol();
            long deadline = deadline(config.startupTimeoutMs());
            send(process, config, protocol.handshake());
            String idName = null;
            Map<String, String> announced = new LinkedHashMap<>();
            while (true) {
                String line = read(process, config, deadline, "the " + protocol.handshake() + " handshake");
                String word = firstWord(line);
                if (word.equals(protocol.okWord())) {
                    break;
                }
                if (word.equals("id") && line.trim().startsWith("id name ") && idName == null) {
                    idName = line.trim().substring("id name ".length()).trim();
                }
                String option = protocol.announcedOption(line);
                if (option != null) {
                    announced.put(normal(option), option);
                }
            }
            ExternalEngine engine = new ExternalEngine(config, process, idName == null ? config.name() : idName,
                    announced);
            for (Map.Entry<String, String> o : engine.optionsFor(variant).entrySet()) {
                send(process, config, protocol.setOption(o.getKey(), o.getValue()));
            }
            engine.ready();
            return engine;
        } catch (RuntimeException e) {
            process.close();
            throw e;
        }
    }

    /** The variant's option and the configured ones, under the names the engine announced. */
    private Map<String, String> optionsFor(Variant variant) {
        Map<String, String> out = new LinkedHashMap<>();
        if (config.protocol() == EngineProtocol.UCI) {
            if (variant == Variant.CHESS960) {
                out.put(required("UCI_Chess960", "Chess960 castling (king takes rook)"), "true");
            } else {
                out.put(required("UCI_Variant", variant.cliName()), variant.cliName());
            }
        } else if (config.protocol() == EngineProtocol.USI && announced.containsKey(normal("USI_Variant"))) {
            out.put(announced.get(normal("USI_Variant")), "shogi");
        }
        for (Map.Entry<String, String> o : config.options().entrySet()) {
            String name = announced.get(normal(o.getKey()));
            if (name == null) {
                throw new LabInputException("external engine " + config.name() + " (" + idName + ") has no option '"
                        + o.getKey() + "' (it announces: " + String.join(", ", announced.values()) + ")");
            }
            out.remove(name);
            out.put(name, o.getValue());
        }
        return out;
    }

    private String required(String option, String purpose) {
        String name = announced.get(normal(option));
        if (name == null) {
            throw new LabInputException("external engine " + config.name() + " (" + idName + ") does not announce "
                    + option + ", which " + purpose + " needs under " + config.protocol().specName());
        }
        return name;
    }

    /**
     * An option name as compared with the engine's: case, {@code _} versus space and a {@code UCI_} or {@code USI_}
     * prefix do not count (USI names UCI's {@code Hash} {@code USI_Hash}, and Fairy-Stockfish announces
     * {@code Skill_Level} and {@code USI_Elo} under USI).
     */
    static String normal(String option) {
        String n = option.trim().toLowerCase(Locale.ROOT).replace('_', ' ');
        return n.startsWith("uci ") || n.startsWith("usi ") ? n.substring(4) : n;
    }

    /** The engine's {@code id name} (its configured name if it gave none). */
    public String idName() {
        return idName;
    }

    /** True once a timeout or crash has left the engine in an unknown state: close it, start another. */
    public boolean broken() {
        return broken;
    }

    /**
     * Tells the engine a new game starts ({@code ucinewgame}, {@code usinewgame}; nothing under UCCI) and waits
     * for {@code readyok}.
     *
     * @throws PlayerFailure ({@link Termination#ENGINE_FAILURE}) on a crash or no {@code readyok} in time
     */
    public void newGame() {
        if (config.protocol().newGame() != null) {
            sendOrFail(config.protocol().newGame());
        }
        ready();
    }

    private void ready() {
        sendOrFail("isready");
        long deadline = deadline(config.startupTimeoutMs());
        while (true) {
            String line = readOrFail(deadline, "isready");
            if (firstWord(line).equals("readyok")) {
                return;
            }
        }
    }

    /**
     * One search: sends the position and the {@code go} command, reads up to {@code bestmove}.
     *
     * @param position the {@code position ...} command
     * @param go       the {@code go ...} command
     * @return the engine's answer
     * @throws PlayerFailure {@link Termination#TIME_FORFEIT} when no {@code bestmove} came within the per-move
     *                       timeout, {@link Termination#ENGINE_FAILURE} on a crash or closed output
     */
    public Answer search(String position, String go) {
        process.discardPending();
        sendOrFail(position);
        long t0 = System.nanoTime();
        long deadline = deadline(config.timeoutMs());
        sendOrFail(go);
        int score = 0;
        int depth = 0;
        long nodes = 0;
        while (true) {
            String line;
            try {
                line = process.readLine(deadline);
            } catch (EngineProcess.EndOfOutput e) {
                throw failed(Termination.ENGINE_FAILURE, "closed its output during a search (crashed?)", e);
            }
            if (line == null) {
                notInterrupted();
                throw failed(Termination.TIME_FORFEIT, "gave no bestmove within the per-move timeout of "
                        + config.timeoutMs() + " ms (after '" + go + "')", null);
            }
            String best = config.protocol().bestMove(line);
            if (best != null) {
                return new Answer(best, line.trim(), score, depth, nodes, (System.nanoTime() - t0) / 1000);
            }
            String[] w = line.trim().split("\\s+");
            if (w[0].equals("info")) {
                for (int i = 1; i < w.length - 1; i++) {
                    switch (w[i]) {
                        case "depth" -> depth = intOr(w[i + 1], depth);
                        case "nodes" -> nodes = longOr(w[i + 1], nodes);
                        case "score" -> {
                            Integer s = config.protocol().score(w, i);
                            score = s == null ? score : s;
                        }
                        case "string", "pv" -> i = w.length; // free text and moves follow
                        default -> { }
                    }
                }
            }
        }
    }

    /**
     * An engine's answer to one {@code go}.
     *
     * @param move       the move in the engine's notation, {@code ""} when it said it has none
     * @param line       the whole {@code bestmove} line, for messages
     * @param scoreCp    the last reported score, lab convention (mover's view, cp, mate = {@code MATE - plies});
     *                   0 if none
     * @param depth      the last reported depth, plies (0 if none)
     * @param nodes      the last reported node count (0 if none)
     * @param timeMicros wall time from {@code go} to {@code bestmove}, µs (measured, never used to decide)
     */
    public record Answer(String move, String line, int scoreCp, int depth, long nodes, long timeMicros) {
    }

    private static int intOr(String text, int fallback) {
        Long n = EngineProtocol.number(text);
        return n == null ? fallback : (int) Math.max(0, Math.min(Integer.MAX_VALUE, n));
    }

    private static long longOr(String text, long fallback) {
        Long n = EngineProtocol.number(text);
        return n == null ? fallback : Math.max(0, n);
    }

    private void sendOrFail(String line) {
        try {
            process.send(line);
        } catch (IOException e) {
            throw failed(Termination.ENGINE_FAILURE, "does not read its input any more ('" + line + "')", e);
        }
    }

    private String readOrFail(long deadline, String waitingFor) {
        try {
            String line = process.readLine(deadline);
            if (line == null) {
                notInterrupted();
                throw failed(Termination.ENGINE_FAILURE, "did not answer " + waitingFor + " within "
                        + config.startupTimeoutMs() + " ms", null);
            }
            return line;
        } catch (EngineProcess.EndOfOutput e) {
            throw failed(Termination.ENGINE_FAILURE, "closed its output while answering " + waitingFor, e);
        }
    }

    private PlayerFailure failed(Termination termination, String what, Throwable cause) {
        broken = true;
        return new PlayerFailure(termination, "external engine " + config.name() + " (" + idName + ") " + what
                + "; " + process.diagnosis(termination == Termination.ENGINE_FAILURE ? 1_000 : 0), cause);
    }

    private static void send(EngineProcess process, ExternalEngineConfig config, String line) {
        try {
            process.send(line);
        } catch (IOException e) {
            throw new PlayerFailure(Termination.ENGINE_FAILURE, "external engine " + config.name()
                    + " does not read its input ('" + line + "'); " + process.diagnosis(1_000), e);
        }
    }

    private static String read(EngineProcess process, ExternalEngineConfig config, long deadline, String what) {
        try {
            String line = process.readLine(deadline);
            if (line == null) {
                notInterrupted();
                throw new PlayerFailure(Termination.ENGINE_FAILURE, "external engine " + config.name()
                        + " did not finish " + what + " within " + config.startupTimeoutMs() + " ms; "
                        + process.diagnosis(0));
            }
            return line;
        } catch (EngineProcess.EndOfOutput e) {
            throw new PlayerFailure(Termination.ENGINE_FAILURE, "external engine " + config.name()
                    + " closed its output during " + what + "; " + process.diagnosis(1_000), e);
        }
    }

    /**
     * A wait cut short by an interrupt (Spark cancelling the task) is not the engine's fault: no game result.
     *
     * @throws IllegalStateException if the thread was interrupted
     */
    private static void notInterrupted() {
        if (Thread.currentThread().isInterrupted()) {
            throw new IllegalStateException("interrupted while waiting for an external engine");
        }
    }

    private static long deadline(long timeoutMs) {
        return System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
    }

    private static String firstWord(String line) {
        String t = line.trim();
        int space = t.indexOf(' ');
        return space < 0 ? t : t.substring(0, space);
    }

    /** Sends {@code quit} and ends the process (killing it after a short grace period). */
    @Override
    public void close() {
        process.close();
    }
}
