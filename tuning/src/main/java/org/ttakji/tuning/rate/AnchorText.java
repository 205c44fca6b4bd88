package org.ttakji.tuning.rate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.external.AnchorRegistry;
import org.ttakji.engines.play.external.ExternalSpec;
import org.ttakji.selfplay.EngineSpec;

/**
 * The text form of a ladder player, both ways: {@code random}; {@code lab:nodes=N} (or {@code lab:depth=D}), the
 * lab's engine at the pure expert level with that fixed limit; {@code <anchor>:<setting>=<value>:nodes=N}, an
 * external anchor of {@code data/anchors/anchors.json} with its settings and a node (or depth) limit, e.g.
 * {@code fairy-stockfish:skill=5:nodes=20000}. A level of the lab is named by its level ({@code easy},
 * {@code normal}, {@code expert}). The name of a player in the ladder is its text form, so a run's pairings give
 * back the names.
 */
public final class AnchorText {
    /** The lab's engine at a fixed limit (the level it plays: the pure {@code expert}). */
    public static final String LAB = "lab";

    private AnchorText() {
    }

    /**
     * Reads an anchor.
     *
     * @param text           the anchor's text form
     * @param levelsVersion  the levels version of a {@code lab:} anchor, or null for the promoted one
     * @throws LabInputException naming the text: an unknown form, a missing or bad limit, a setting given twice
     */
    public static EngineSpec parse(String text, String levelsVersion) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        String[] parts = t.split(":");
        String engine = parts[0];
        if (engine.equals(EngineConfig.RANDOM)) {
            if (parts.length > 1) {
                throw new LabInputException("anchor '" + text + "': random takes no settings or limits");
            }
            return new EngineSpec(EngineConfig.RANDOM, null, null, null, null, null, null);
        }
        if (engine.isEmpty() || parts.length < 2) {
            throw new LabInputException("bad anchor '" + text + "' (expected random, lab:nodes=N or"
                    + " <engine>:<setting>=<value>:nodes=N, e.g. fairy-stockfish:skill=5:nodes=20000)");
        }
        Map<String, String> settings = new LinkedHashMap<>();
        Long nodes = null;
        Integer depth = null;
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq <= 0 || eq == parts[i].length() - 1) {
                throw new LabInputException("anchor '" + text + "': '" + parts[i] + "' is not <key>=<value>");
            }
            String key = parts[i].substring(0, eq);
            String value = parts[i].substring(eq + 1);
            if (key.equals("nodes") || key.equals("depth")) {
                long n;
                try {
                    n = Long.parseLong(value);
                } catch (NumberFormatException e) {
                    throw new LabInputException("anchor '" + text + "': " + key + " must be a whole number, got '"
                            + value + "'");
                }
                if (n < 1 || key.equals("depth") && n > Integer.MAX_VALUE) {
                    throw new LabInputException("anchor '" + text + "': " + key + " must be at least 1, got " + n);
                }
                if (key.equals("nodes")) {
                    nodes = n;
                } else {
                    depth = (int) n;
                }
            } else if (settings.put(key, value) != null) {
                throw new LabInputException("anchor '" + text + "': setting " + key + " given twice");
            }
        }
        if (nodes == null && depth == null) {
            throw new LabInputException("anchor '" + text + "' needs a node or depth limit (nodes=N or depth=D), so"
                    + " its strength does not depend on the machine's load");
        }
        if (engine.equals(LAB)) {
            if (!settings.isEmpty()) {
                throw new LabInputException("anchor '" + text + "': the lab's engine takes only nodes= or depth=");
            }
            return new EngineSpec(EngineConfig.TTAKJI, "expert", null, levelsVersion, depth, nodes, null);
        }
        return new EngineSpec(engine, null, null, null, depth, nodes, null,
                new ExternalSpec(null, null, null, Map.of(), settings, null, null, null));
    }

    /**
     * The name of a ladder player: its text form (see the class comment), or the level (with {@code @<weights>}
     * when pinned) for a level of the lab, followed by {@code :nodes=N} / {@code :depth=D} when it has explicit
     * limits (tests rate levels at tiny limits), {@code :blunders=R} when it plays another blunder rate than its
     * level's (calibration's candidates at a level's depth floor), e.g. {@code easy:depth=1:nodes=4000:blunders=0.24},
     * and {@code :noise=N} when it plays another evaluation noise (cp; the candidates at the depth floor), e.g.
     * {@code easy:depth=1:nodes=4000:blunders=0.5:noise=240}.
     */
    public static String nameOf(EngineSpec p) {
        if (EngineConfig.RANDOM.equals(p.engine())) {
            return EngineConfig.RANDOM;
        }
        StringBuilder b = new StringBuilder();
        if (p.isExternal()) {
            b.append(p.engine());
            p.external().settings().forEach((k, v) -> b.append(':').append(k).append('=').append(v));
        } else {
            String level = p.weightsVersion() == null ? p.level() : p.level() + "@" + p.weightsVersion();
            boolean character = p.blunderRate() != null || p.evalNoiseCp() != null;
            if (p.depth() == null && p.nodes() == null && !character) {
                return level;
            }
            b.append("expert".equals(level) && !character ? LAB : level);
        }
        if (p.depth() != null) {
            b.append(":depth=").append(p.depth());
        }
        if (p.nodes() != null) {
            b.append(":nodes=").append(p.nodes());
        }
        if (p.blunderRate() != null) {
            b.append(":blunders=").append(java.math.BigDecimal.valueOf(p.blunderRate()).stripTrailingZeros()
                    .toPlainString());
        }
        if (p.evalNoiseCp() != null) {
            b.append(":noise=").append(p.evalNoiseCp());
        }
        return b.toString();
    }

    /** The anchor engine of the default ladders. */
    public static final String DEFAULT_ENGINE = "fairy-stockfish";

    /**
     * The default anchors of a variant, weakest first: the random mover, then Fairy-Stockfish at Skill Levels -20,
     * 0, 5 and 10 (2,000 nodes for the weakest, else 20,000 a move); for a variant Fairy-Stockfish does not play in
     * the anchor registry ({@code data/anchors/anchors.json}: Banqi), the random mover and the lab's engine at 200,
     * 2,000 and 20,000 nodes a move.
     *
     * @param labHome where the anchor registry is
     * @throws LabInputException if the registry cannot be read
     */
    public static List<String> defaults(Variant variant, java.nio.file.Path labHome) {
        AnchorRegistry registry = AnchorRegistry.load(labHome);
        boolean external = registry.names().contains(DEFAULT_ENGINE)
                && registry.anchor(DEFAULT_ENGINE).protocols().containsKey(variant);
        if (!external) {
            return List.of("random", "lab:nodes=200", "lab:nodes=2000", "lab:nodes=20000");
        }
        return List.of("random", DEFAULT_ENGINE + ":skill=-20:nodes=2000", DEFAULT_ENGINE + ":skill=0:nodes=20000",
                DEFAULT_ENGINE + ":skill=5:nodes=20000", DEFAULT_ENGINE + ":skill=10:nodes=20000");
    }
}
