package org.ttakji.tuning.spsa;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The trajectories as a PNG (JFreeChart, headless): one line per parameter, its value minus its start against the
 * iteration (0 = the start), so parameters of different sizes share one axis.
 */
public final class TrajectoryChart {
    /** The file's name in the run directory. */
    public static final String FILE = "trajectory.png";
    /** Width and height of the image, pixels. */
    public static final int WIDTH = 1000;
    /** Height of the image, pixels. */
    public static final int HEIGHT = 560;

    private TrajectoryChart() {
    }

    /**
     * Writes {@code dir/trajectory.png} (temp file, then rename).
     *
     * @throws UncheckedIOException if the file cannot be written
     */
    public static Path write(Path dir, SpsaSpec spec, List<TrajectoryRow> rows) {
        System.setProperty("java.awt.headless", "true");
        XYSeriesCollection data = new XYSeriesCollection();
        List<TunedParameter> params = spec.parameters();
        for (int i = 0; i < params.size(); i++) {
            double start = params.get(i).parameter().start();
            XYSeries s = new XYSeries(params.get(i).name(), false, true);
            s.add(0, 0);
            for (TrajectoryRow r : rows) {
                s.add(r.iteration() + 1, r.theta()[i] - start);
            }
            data.addSeries(s);
        }
        JFreeChart chart = ChartFactory.createXYLineChart("SPSA " + spec.variant().cliName() + " run " + spec.runId()
                        + " (" + spec.pairsPerIteration() + " pair(s) per iteration, seed " + spec.seed() + ")",
                "iteration", "value − start (cp for weights)", data, PlotOrientation.VERTICAL, params.size() <= 24,
                false, false);
        var plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        Path target = dir.resolve(FILE);
        try {
            Path tmp = Files.createTempFile(dir, ".trajectory-", ".png");
            ChartUtils.saveChartAsPNG(tmp.toFile(), chart, WIDTH, HEIGHT);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
        return target;
    }
}
