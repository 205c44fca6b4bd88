package org.ttakji.engines.play.external;

import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ttakji.engines.core.LabInputException;

/**
 * An external engine player, resolved and ready to start: which process, under which protocol, with which
 * options and limits. Serializable, so a self-play task can start the engine on an executor.
 *
 * @param name             the player's name in logs and tables (an anchor's name, or a spec's {@code name})
 * @param protocol         the protocol the engine is driven with
 * @param command          the program and its arguments (paths resolved)
 * @param options          options to set after the handshake, in order (the variant's own option, e.g.
 *                         {@code UCI_Variant}, is set before them, so these may override it)
 * @param settings         the strength settings the options came from, as given (e.g. {@code skill=5}); for
 *                         labels and logs only
 * @param depth            depth limit per move, plies, or null
 * @param nodes            node limit per move, or null (at least one of depth and nodes is given: they make
 *                         the engine's play independent of the machine's load)
 * @param timeoutMs        per-move wall-clock timeout, ms: no {@code bestmove} by then loses the game by
 *                         {@code time-forfeit} (a safety net, far above the expected time)
 * @param startupTimeoutMs wall-clock timeout of the handshake and of {@code isready}, ms (no answer by then:
 *                         {@code engine-failure})
 * @param notation         how moves and positions are written for the engine
 * @param searchMoves      true to send the lab's legal moves with {@code go searchmoves}, so the engine only
 *                         chooses among them where its rules differ (Chess960 queen-only promotion)
 */
public record ExternalEngineConfig(String name, EngineProtocol protocol, List<String> command,
                                   Map<String, String> options, Map<String, String> settings, Integer depth,
                                   Long nodes, long timeoutMs, long startupTimeoutMs, EngineNotation.Style notation,
                                   boolean searchMoves) implements Serializable {

    /** Base of the default per-move timeout, ms. */
    public static final long BASE_TIMEOUT_MS = 60_000;
    /** The default per-move timeout allows this many ms per node of the limit (as if 1,000 nodes/s). */
    public static final long TIMEOUT_MS_PER_NODE = 1;
    /** The default per-move timeout allows this many ms per ply of a depth limit. */
    public static final long TIMEOUT_MS_PER_PLY = 10_000;
    /** The default timeout of the handshake and {@code isready}, ms. */
    public static final long DEFAULT_STARTUP_TIMEOUT_MS = 120_000;

    /**
     * Validates and copies.
     *
     * @throws LabInputException naming the player and the problem: no name or command, no depth or nodes, a
     *                           limit or timeout below 1
     */
    public ExternalEngineConfig {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(notation, "notation");
        if (name == null || name.isBlank()) {
            throw new LabInputException("an external engine needs a name");
        }
        if (command == null || command.isEmpty() || command.stream().anyMatch(c -> c == null || c.isEmpty())) {
            throw new LabInputException("external engine " + name + ": command must be a non-empty list of"
                    + " non-empty words, got " + command);
        }
        if (depth == null && nodes == null) {
            throw new LabInputException("external engine " + name + " needs a node or depth limit (nodes: N or"
                    + " depth: D), so its play does not depend on the machine's load");
        }
        if (depth != null && depth < 1 || nodes != null && nodes < 1) {
            throw new LabInputException("external engine " + name + ": limits must be at least 1 (depth " + depth
                    + ", nodes " + nodes + ")");
        }
        if (timeoutMs < 1 || startupTimeoutMs < 1) {
            throw new LabInputException("external engine " + name + ": timeouts must be at least 1 ms (timeoutMs "
                    + timeoutMs + ", startup " + startupTimeoutMs + ")");
        }
        command = List.copyOf(command);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options == null ? Map.of() : options));
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings == null ? Map.of() : settings));
    }

    /**
     * The default per-move timeout of a limit: {@value #BASE_TIMEOUT_MS} ms plus {@value #TIMEOUT_MS_PER_NODE} ms
     * per node and {@value #TIMEOUT_MS_PER_PLY} ms per ply of depth (e.g. 80 s for 20,000 nodes): far above what
     * the slowest engine here needs (Fairy-Stockfish in WebAssembly: about 20,000 nodes/s under load).
     */
    public static long defaultTimeoutMs(Integer depth, Long nodes) {
        long ms = BASE_TIMEOUT_MS;
        if (nodes != null) {
            ms += Math.min(Long.MAX_VALUE / 4, nodes) * TIMEOUT_MS_PER_NODE;
        }
        if (depth != null) {
            ms += depth * TIMEOUT_MS_PER_PLY;
        }
        return ms;
    }

    /** Short label for tables, e.g. {@code fairy-stockfish:skill=5/n20000}. */
    public String label() {
        StringBuilder b = new StringBuilder(name);
        String sep = ":";
        for (Map.Entry<String, String> s : settings.entrySet()) {
            b.append(sep).append(s.getKey()).append('=').append(s.getValue());
            sep = ",";
        }
        if (depth != null) {
            b.append("/d").append(depth);
        }
        if (nodes != null) {
            b.append("/n").append(nodes);
        }
        return b.toString();
    }
}
