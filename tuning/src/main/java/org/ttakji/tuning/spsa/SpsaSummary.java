package org.ttakji.tuning.spsa;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The summary table of an SPSA run: per parameter its start, final value, change, range and {@code c_end},
 * {@code r_end}; and the games' totals.
 */
public final class SpsaSummary {
    private SpsaSummary() {
    }

    /** The table's lines. */
    public static List<String> lines(SpsaSpec spec, List<TrajectoryRow> rows) {
        List<String> out = new ArrayList<>();
        long w = 0;
        long d = 0;
        long l = 0;
        for (TrajectoryRow r : rows) {
            w += r.wins();
            d += r.draws();
            l += r.losses();
        }
        out.add(String.format(Locale.ROOT, "spsa %s run %s: %d / %d iterations, %d game pairs each, seed %d, %s%s,"
                        + " base weights %s, levels %s", spec.variant().cliName(), spec.runId(), rows.size(),
                spec.iterations(), spec.pairsPerIteration(), spec.seed(), spec.level(),
                spec.nodes() == null ? "" : " at " + spec.nodes() + " nodes", spec.baseWeights(), spec.baseLevels()));
        out.add(String.format(Locale.ROOT, "games %d: plus point +%d =%d -%d", w + d + l, w, d, l));
        int width = Math.max(9, spec.parameters().stream().mapToInt(p -> p.name().length()).max().orElse(9));
        out.add(String.format(Locale.ROOT, "%-" + width + "s %10s %10s %9s %21s %8s %8s", "parameter", "start", "final",
                "change", "range", "c_end", "r_end"));
        double[] last = rows.isEmpty() ? null : rows.get(rows.size() - 1).theta();
        for (int i = 0; i < spec.parameters().size(); i++) {
            var p = spec.parameters().get(i).parameter();
            double fin = last == null ? p.start() : last[i];
            out.add(String.format(Locale.ROOT, "%-" + width + "s %10.2f %10.2f %+9.2f %21s %8.3g %8.3g", p.name(),
                    p.start(), fin, fin - p.start(), String.format(Locale.ROOT, "[%.4g, %.4g]", p.min(), p.max()),
                    p.cEnd(), p.rEnd()));
        }
        return out;
    }
}
