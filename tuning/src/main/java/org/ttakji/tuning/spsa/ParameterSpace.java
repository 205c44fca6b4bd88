package org.ttakji.tuning.spsa;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.eval.Tapered;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsCodec;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.tuning.stats.SpsaParameter;
import org.ttakji.tuning.stats.SpsaSchedule;

/**
 * The parameters an SPSA run can tune, read from a base weights file and a base levels file, and the resolution of
 * {@code --params} (names and globs) to {@link TunedParameter}s with their default ranges and gains.
 *
 * <p>Names: every feature of the weights file ({@code material.horse}, {@code rank.chariot.6}) and every numeric,
 * set field of every level as {@code level.<level>.<field>} (fields {@value #LEVEL_FIELDS_TEXT}; {@code moveTimeMs}
 * is left out: a clock makes play depend on the machine). Globs: {@code *} matches any run of characters (dots
 * too), {@code ?} one character ({@code material.*}, {@code rank.chariot.?}).
 *
 * <p>Defaults (docs/decisions/spsa.md): a scale {@code s} per parameter (weights {@code max(|start|/2, 20)} cp; level
 * fields half their start, at least 1 node or ply, 10 cp, 0.02 for the blunder rate); range
 * {@code [start - 2s, start + 2s]} cut to what the field allows; {@code c_end = s/10} (at least 1 for integer
 * fields); {@code r_end} such that a run without signal (every pair's result ±1 at random) ends, as a random walk,
 * {@code 2·c_end} from its start (one standard deviation; {@link #rEnd}): the same for every parameter, smaller for
 * longer runs.
 */
public final class ParameterSpace {
    /** The numeric level fields SPSA may tune. */
    public static final List<String> LEVEL_FIELDS = List.of("depth", "nodes", "evalNoiseCp", "temperatureCp",
            "blunderRate", "blunderMaxLossCp");
    private static final String LEVEL_FIELDS_TEXT = "depth, nodes, evalNoiseCp, temperatureCp, blunderRate, blunderMaxLossCp";
    private static final String LEVEL_PREFIX = "level.";
    /** The noise walk of a run without signal, in units of {@code c_end} (see {@link #rEnd}). */
    static final double NOISE_WALK = 2;

    private final Map<String, Double> weights;
    private final Map<String, Double> levelFields;

    private ParameterSpace(Map<String, Double> weights, Map<String, Double> levelFields) {
        this.weights = weights;
        this.levelFields = levelFields;
    }

    /**
     * The parameters of a base version pair.
     *
     * @param weights the base weights, feature name → cp (in the file's order)
     * @param levels  the base levels file
     */
    public static ParameterSpace of(Map<String, Double> weights, LevelsFile levels) {
        Map<String, Double> fields = new LinkedHashMap<>();
        for (Level l : levels.levels().values()) {
            for (String field : LEVEL_FIELDS) {
                Double v = value(l, field);
                if (v != null) {
                    fields.put(LEVEL_PREFIX + l.name() + "." + field, v);
                }
            }
        }
        return new ParameterSpace(new LinkedHashMap<>(weights), fields);
    }

    /**
     * Resolves {@code --params}: names and globs, comma-separated or as several items, to the parameters in the
     * order first named (weights in the file's order within a glob), each once, with the default range and gains
     * for a run of {@code schedule.iterations()} game pairs.
     *
     * @param items    the names and globs
     * @param schedule the run's gains (its game pairs give {@code r_end})
     * @throws LabInputException naming the name or glob that matches no parameter (with the kinds of names there
     *                           are), or when nothing is named
     */
    public List<TunedParameter> resolve(List<String> items, SpsaSchedule schedule) {
        Set<String> names = new LinkedHashSet<>();
        for (String item : items) {
            for (String raw : item.split(",")) {
                String name = raw.trim();
                if (name.isEmpty()) {
                    continue;
                }
                List<String> matched = matching(name);
                if (matched.isEmpty()) {
                    throw new LabInputException("--params: no parameter " + (isGlob(name) ? "matches '" : "named '")
                            + name + "' (weights features such as " + example(weights) + ", level fields such as "
                            + example(levelFields) + "; see ./lab weights show and ./lab levels show)");
                }
                names.addAll(matched);
            }
        }
        if (names.isEmpty()) {
            throw new LabInputException("--params: name at least one parameter (a weights feature such as material.*,"
                    + " or a level field such as level.normal.evalNoiseCp)");
        }
        List<TunedParameter> out = new ArrayList<>();
        for (String name : names) {
            out.add(weights.containsKey(name)
                    ? new TunedParameter(TunedParameter.Kind.WEIGHT, weightDefaults(name, weights.get(name), schedule))
                    : new TunedParameter(TunedParameter.Kind.LEVEL, levelDefaults(name, levelFields.get(name), schedule)));
        }
        return out;
    }

    /**
     * The parameters a name or glob names: weights and level fields it matches, and for a weights feature of a tapered
     * set also the middlegame and endgame copies of a base name it matches ({@code material.horse} names
     * {@code material.horse.mg} and {@code material.horse.eg}), as {@code tune --freeze} reads them.
     */
    private List<String> matching(String name) {
        List<String> out = new ArrayList<>();
        Pattern p = glob(name);
        for (String n : weights.keySet()) {
            boolean copy = (n.endsWith(Tapered.MG) || n.endsWith(Tapered.EG))
                    && p.matcher(n.substring(0, n.length() - Tapered.MG.length())).matches();
            if (p.matcher(n).matches() || copy) {
                out.add(n);
            }
        }
        for (String n : levelFields.keySet()) {
            if (p.matcher(n).matches()) {
                out.add(n);
            }
        }
        return out;
    }

    /** A glob as a regular expression: {@code *} any characters, {@code ?} one, everything else literally. */
    static Pattern glob(String glob) {
        StringBuilder re = new StringBuilder();
        for (char ch : glob.toCharArray()) {
            re.append(ch == '*' ? ".*" : ch == '?' ? "." : Pattern.quote(String.valueOf(ch)));
        }
        return Pattern.compile(re.toString());
    }

    private static boolean isGlob(String name) {
        return name.indexOf('*') >= 0 || name.indexOf('?') >= 0;
    }

    private static String example(Map<String, Double> names) {
        return names.keySet().stream().limit(2).reduce((a, b) -> a + ", " + b).orElse("(none)");
    }

    /** An evaluation weight's defaults: scale {@code max(|w|/2, 20)} cp. */
    static SpsaParameter weightDefaults(String name, double start, SpsaSchedule schedule) {
        double s = Math.max(Math.abs(start) / 2, 20);
        double cEnd = s / 10;
        return new SpsaParameter(name, start, start - 2 * s, start + 2 * s, cEnd, rEnd(schedule));
    }

    /** A level field's defaults (integers perturbed by at least 1; ranges cut to what the field allows). */
    static SpsaParameter levelDefaults(String name, double start, SpsaSchedule schedule) {
        String field = name.substring(name.lastIndexOf('.') + 1);
        double s;
        double min;
        double max;
        double cEnd;
        switch (field) {
            case "blunderRate" -> {
                s = Math.max(start / 2, 0.02);
                min = 0;
                max = Math.min(1, start + 2 * s);
                cEnd = s / 10;
            }
            case "depth", "nodes" -> {
                s = Math.max(start / 2, 1);
                min = 1;
                max = field.equals("depth") ? Math.min(LevelsCodec.MAX_DEPTH, start + 2 * s) : start + 2 * s;
                cEnd = Math.max(s / 10, 1);
            }
            default -> { // centipawn fields
                s = Math.max(start / 2, 10);
                min = 0;
                max = start + 2 * s;
                cEnd = Math.max(s / 10, 1);
            }
        }
        return new SpsaParameter(name, start, Math.min(min, start), Math.max(max, start), cEnd,
                rEnd(schedule));
    }

    /**
     * The {@code r_end} under which a run without signal, each pair's result ±1 at random, moves a parameter by a
     * random walk of standard deviation {@value #NOISE_WALK}{@code ·c_end}: {@code NOISE_WALK / sqrt(Σ_k g_k²)} with
     * {@code g_k = R_k·c_k / (r_end·c_end)} over the run's pairs, a function of the schedule alone. (A signal of
     * {@code μ} per pair then moves it by about {@code μ·Σ_k R_k·c_k}, some {@code 2μ·sqrt(N)·c_end}.)
     */
    static double rEnd(SpsaSchedule schedule) {
        SpsaParameter unit = new SpsaParameter("unit", 0, -1, 1, 1, 1);
        double sum = 0;
        for (long k = 0; k < schedule.iterations(); k++) {
            double g = schedule.r(unit, k) * schedule.c(unit, k);
            sum += g * g;
        }
        return NOISE_WALK / Math.sqrt(sum);
    }

    /** A level's field as a number, or null when it is not set (or not tunable). */
    static Double value(Level l, String field) {
        return switch (field) {
            case "depth" -> l.depth() == null ? null : l.depth().doubleValue();
            case "nodes" -> l.nodes() == null ? null : l.nodes().doubleValue();
            case "evalNoiseCp" -> (double) l.evalNoiseCp();
            case "temperatureCp" -> (double) l.temperatureCp();
            case "blunderRate" -> l.blunderRate();
            case "blunderMaxLossCp" -> (double) l.blunderMaxLossCp();
            default -> null;
        };
    }
}
