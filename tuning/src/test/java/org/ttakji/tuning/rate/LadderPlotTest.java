package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The ladder's plot is a PNG with a row per player. */
class LadderPlotTest {
    @Test
    void thePlotIsAPngOfTheLaddersSize() throws IOException {
        Ladder ladder = Ladder.of(null, List.of("random", "lab:nodes=100"));
        LadderResult r = LadderResult.of(LadderResultTest.games(ladder, Map.of("random", 0.0, "lab:nodes=100", 300.0,
                "easy", 200.0, "normal", 400.0, "expert", 600.0), 6, 1, 10), ladder, Map.of(), 5000, 20, 1);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(LadderPlot.png("test", r)));
        assertEquals(LadderPlot.WIDTH, image.getWidth());
        assertEquals(140 + 34 * 5, image.getHeight());
    }
}
