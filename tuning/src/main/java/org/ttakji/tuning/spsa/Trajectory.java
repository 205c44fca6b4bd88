package org.ttakji.tuning.spsa;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.weights.AtomicFiles;

/**
 * The trajectory file {@code trajectory.csv} of an SPSA run: a header, then one line per iteration: {@code iteration},
 * {@code pairs}, {@code wins}, {@code draws}, {@code losses}, {@code result} (wins minus losses of the plus point),
 * then per parameter {@code <name>} (its value after the update), {@code c:<name>} ({@code c_k}), {@code R:<name>}
 * ({@code R_k}) and {@code delta:<name>} (±1). Values are written in full precision (Java's shortest round-trip
 * form) so a resumed run continues from exactly the values logged. The file is rewritten whole (temp file, rename)
 * after each batch.
 */
public final class Trajectory {
    /** The file's name in the run directory. */
    public static final String FILE = "trajectory.csv";
    private static final int FIXED = 6;

    private Trajectory() {
    }

    /** The header line for these parameters. */
    public static String header(List<TunedParameter> parameters) {
        StringBuilder b = new StringBuilder("iteration,pairs,wins,draws,losses,result");
        for (TunedParameter p : parameters) {
            b.append(',').append(p.name());
        }
        for (String prefix : List.of("c:", "R:", "delta:")) {
            for (TunedParameter p : parameters) {
                b.append(',').append(prefix).append(p.name());
            }
        }
        return b.toString();
    }

    /** Writes the whole trajectory to {@code dir/trajectory.csv} (atomically). */
    public static void write(Path dir, List<TunedParameter> parameters, List<TrajectoryRow> rows) {
        StringBuilder b = new StringBuilder(header(parameters)).append('\n');
        for (TrajectoryRow r : rows) {
            b.append(r.iteration()).append(',').append(r.pairs()).append(',').append(r.wins()).append(',')
                    .append(r.draws()).append(',').append(r.losses()).append(',').append(r.result());
            for (double v : r.theta()) {
                b.append(',').append(v);
            }
            for (double v : r.c()) {
                b.append(',').append(v);
            }
            for (double v : r.r()) {
                b.append(',').append(v);
            }
            for (int f : r.flips()) {
                b.append(',').append(f);
            }
            b.append('\n');
        }
        AtomicFiles.write(dir.resolve(FILE), b.toString());
    }

    /**
     * Reads {@code dir/trajectory.csv}; no file is an empty trajectory.
     *
     * @throws LabInputException naming the file and line when its header is not that of these parameters or a line
     *                           does not parse
     */
    public static List<TrajectoryRow> read(Path dir, List<TunedParameter> parameters) {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file)) {
            return List.of();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new LabInputException("cannot read " + file + ": " + e.getMessage(), e);
        }
        if (lines.isEmpty() || !lines.get(0).equals(header(parameters))) {
            throw new LabInputException(file + ": the header is not that of the run's parameters (" + SpsaSpec.FILE
                    + ")");
        }
        int n = parameters.size();
        List<TrajectoryRow> rows = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",", -1);
            try {
                if (f.length != FIXED + 4 * n) {
                    throw new NumberFormatException(f.length + " fields, expected " + (FIXED + 4 * n));
                }
                double[] theta = new double[n];
                double[] c = new double[n];
                double[] r = new double[n];
                int[] flips = new int[n];
                for (int j = 0; j < n; j++) {
                    theta[j] = Double.parseDouble(f[FIXED + j]);
                    c[j] = Double.parseDouble(f[FIXED + n + j]);
                    r[j] = Double.parseDouble(f[FIXED + 2 * n + j]);
                    flips[j] = Integer.parseInt(f[FIXED + 3 * n + j]);
                }
                rows.add(new TrajectoryRow(Integer.parseInt(f[0]), Long.parseLong(f[1]), flips, c, r,
                        Long.parseLong(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]), theta));
            } catch (NumberFormatException e) {
                throw new LabInputException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return rows;
    }
}
