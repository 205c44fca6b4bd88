package org.ttakji.engines.play.external;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * What a self-play spec says about an external player besides its engine and limits, before it is resolved
 * against the anchor registry into an {@link ExternalEngineConfig}. Two forms:
 * <ul>
 *   <li>{@code engine: external}: {@code name}, {@code protocol} ({@code uci|usi|ucci}) and {@code command}
 *       are required, {@code options} optional;</li>
 *   <li>{@code engine: <anchor>} (e.g. {@code fairy-stockfish}): the anchor fixes command and protocol; the spec
 *       may give the anchor's settings ({@code skill: 5}), extra {@code options} and a {@code name}.</li>
 * </ul>
 * Both take {@code timeoutMs} (per move, default {@link ExternalEngineConfig#defaultTimeoutMs}), {@code notation}
 * ({@code standard|lab}, default standard) and {@code searchMoves} (default true except under UCCI).
 *
 * @param name        the player's name in logs (required for {@code external}; default: the anchor's name)
 * @param protocol    {@code uci}, {@code usi} or {@code ucci} (only for {@code external})
 * @param command     program and arguments (only for {@code external}); {@code ${labHome}} is the lab's root
 * @param options     engine options, name → value, set after the anchor's
 * @param settings    an anchor's named settings, name → value (only for anchors)
 * @param timeoutMs   per-move wall-clock timeout, ms, or null for the default
 * @param notation    {@code standard} or {@code lab}, or null for standard
 * @param searchMoves whether {@code go} lists the lab's legal moves, or null for the default
 */
public record ExternalSpec(String name, String protocol, List<String> command, Map<String, String> options,
                           Map<String, String> settings, Long timeoutMs, String notation, Boolean searchMoves)
        implements Serializable {

    /** The engine name of a spec's own command line. */
    public static final String EXTERNAL = "external";

    /** Copies the collections (null → empty, keeping the given order). */
    public ExternalSpec {
        command = command == null ? null : List.copyOf(command);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options == null ? Map.of() : options));
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings == null ? Map.of() : settings));
    }

    /**
     * The engine to start for a variant.
     *
     * @param labHome the lab's root: where the anchor registry is ({@code data/anchors/anchors.json}) and what
     *                {@code ${labHome}} means in a command
     * @param variant the variant it will play
     * @param engine  {@code external} or an anchor's name
     * @param depth   depth limit, plies, or null
     * @param nodes   node limit, or null
     * @throws LabInputException naming the player and the problem: a field the form does not take or lacks, an
     *                           unknown anchor, protocol, notation or setting, a setting out of range, an anchor
     *                           that does not play the variant, no limit
     */
    public ExternalEngineConfig resolve(Path labHome, Variant variant, String engine, Integer depth, Long nodes) {
        String who = "player " + (name == null ? engine : name);
        EngineProtocol p;
        List<String> cmd;
        Map<String, String> opts = new LinkedHashMap<>();
        String player;
        if (EXTERNAL.equals(engine)) {
            if (name == null || name.isBlank() || protocol == null || command == null || command.isEmpty()) {
                throw new LabInputException("an external " + who + " needs name, protocol (uci, usi or ucci) and"
                        + " command (a list: program and arguments)");
            }
            if (!settings.isEmpty()) {
                throw new LabInputException(who + ": unknown player fields " + settings.keySet() + " (settings such"
                        + " as skill belong to anchors; an external engine's options go under options)");
            }
            p = EngineProtocol.parse(protocol);
            cmd = command.stream().map(w -> w.replace(AnchorRegistry.LAB_HOME, labHome.toAbsolutePath().toString()))
                    .toList();
            player = name;
        } else {
            AnchorRegistry.Anchor anchor = AnchorRegistry.load(labHome).anchor(engine);
            if (protocol != null || command != null) {
                throw new LabInputException(who + ": anchor " + engine + " fixes its command and protocol (use"
                        + " engine: external for another command line)");
            }
            p = anchor.protocols().get(variant);
            if (p == null) {
                throw new LabInputException("anchor " + engine + " does not play " + variant + " (it plays "
                        + String.join(", ", anchor.protocols().keySet().stream().map(Variant::cliName).toList()) + ")");
            }
            cmd = anchor.command(labHome);
            opts.putAll(anchor.options());
            for (Map.Entry<String, String> s : settings.entrySet()) {
                AnchorRegistry.Setting setting = anchor.settings().get(s.getKey());
                if (setting == null) {
                    throw new LabInputException(who + ": unknown player field '" + s.getKey() + "' (anchor " + engine
                            + " has the settings " + anchor.settings().keySet() + ")");
                }
                opts.putAll(setting.optionsFor(engine, s.getValue()));
            }
            player = name == null ? engine : name;
        }
        opts.putAll(options);
        long timeout = timeoutMs != null ? timeoutMs : ExternalEngineConfig.defaultTimeoutMs(depth, nodes);
        EngineNotation.Style style = notation == null ? EngineNotation.Style.STANDARD : EngineNotation.Style.parse(notation);
        ExternalEngineConfig config = new ExternalEngineConfig(player, p, cmd, opts, settings, depth, nodes, timeout,
                ExternalEngineConfig.DEFAULT_STARTUP_TIMEOUT_MS, style,
                searchMoves != null ? searchMoves : p != EngineProtocol.UCCI);
        EngineNotation.of(variant, p, style); // throws for a variant the protocol cannot carry
        return config;
    }
}
