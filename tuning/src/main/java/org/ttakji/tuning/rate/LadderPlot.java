package org.ttakji.tuning.rate;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;

/**
 * The ladder as a PNG: one row per player, strongest on top, its rating as a point with its 95% interval as an
 * error bar, levels and anchors in two colours (JFreeChart, drawn headless).
 */
public final class LadderPlot {
    /** Width of the image, pixels. */
    public static final int WIDTH = 900;

    private LadderPlot() {
    }

    /**
     * Draws the ladder.
     *
     * @param title the chart's title
     * @return the PNG's bytes
     */
    public static byte[] png(String title, LadderResult result) {
        System.setProperty("java.awt.headless", "true");
        List<LadderResult.Row> rows = result.players().stream()
                .sorted((a, b) -> Double.compare(a.rating(), b.rating())).toList();
        XYIntervalSeries levels = new XYIntervalSeries("levels");
        XYIntervalSeries anchors = new XYIntervalSeries("anchors");
        String[] names = new String[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            LadderResult.Row r = rows.get(i);
            names[i] = r.name() + String.format(Locale.ROOT, " (%d games)", r.games());
            double low = Double.isNaN(r.low()) ? r.rating() : Math.min(r.low(), r.rating());
            double high = Double.isNaN(r.high()) ? r.rating() : Math.max(r.high(), r.rating());
            (r.level() ? levels : anchors).add(i, i, i, r.rating(), low, high);
        }
        XYIntervalSeriesCollection data = new XYIntervalSeriesCollection();
        data.addSeries(levels);
        data.addSeries(anchors);
        SymbolAxis players = new SymbolAxis(null, names);
        players.setGridBandsVisible(false);
        NumberAxis elo = new NumberAxis("lab Elo (" + result.scaleUsed().describe() + "), 95% intervals by bootstrap over"
                + " game pairs");
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDrawYError(true);
        renderer.setErrorStroke(new BasicStroke(2f));
        renderer.setCapLength(8);
        renderer.setSeriesPaint(0, new Color(0xC0392B));
        renderer.setSeriesPaint(1, new Color(0x2C3E50));
        XYPlot plot = new XYPlot(data, players, elo, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        JFreeChart chart = new JFreeChart(title, new Font(Font.SANS_SERIF, Font.BOLD, 14), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        int height = 140 + 34 * rows.size();
        BufferedImage image = chart.createBufferedImage(WIDTH, height);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
