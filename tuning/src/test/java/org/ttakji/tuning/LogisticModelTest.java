package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LogisticModelTest {
    @Test
    void fitsWithAPrior() {
        List<Sample> s = new ArrayList<>();
        double[] t = new double[40];
        for (int i = 0; i < 40; i++) {
            s.add(new Sample("g", i, 0, i, "x", i % 2, null, new int[]{0, 1}, new int[]{1, i % 2 == 0 ? -1 : 1}));
            t[i] = i % 2;
        }
        LogisticModel m = new LogisticModel(2, 1.0, new FitSettings(5, 8, 0.01, 0.1, 1), new double[]{0, 50});
        m.setWeightsCp(new double[]{0, 50});
        m.fit(s, t, (e, l, mm) -> { });
        assertEquals(2, m.weightsCp().length);
    }
}
