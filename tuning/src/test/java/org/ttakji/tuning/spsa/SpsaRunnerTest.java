package org.ttakji.tuning.spsa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;
import org.ttakji.tuning.stats.SpsaParameter;
import org.ttakji.tuning.stats.SpsaStep;
import org.ttakji.tuning.stats.Trinomial;

/** The SPSA loop on synthetic objectives: no games, a match function with a known optimum. */
class SpsaRunnerTest {
    @TempDir
    Path dir;

    private static final double[] OPTIMUM = {60, 40};

    /** Two weights starting 60 away from the optimum, c_end 10 and the lab's default r_end for the run's length. */
    private static SpsaSpec spec(String id, int iterations, int batch, long seed) {
        double rEnd = ParameterSpace.rEnd(SpsaSpec.schedule(iterations, 1));
        List<TunedParameter> params = List.of(
                new TunedParameter(TunedParameter.Kind.WEIGHT, new SpsaParameter("x", 0, -200, 200, 10, rEnd)),
                new TunedParameter(TunedParameter.Kind.WEIGHT, new SpsaParameter("y", 100, -200, 200, 10, rEnd)));
        return new SpsaSpec(Variant.XIANGQI, id, params, iterations, 1, batch, seed, "normal", 100L, 100, null,
                "v0001", "v0001");
    }

    private Path runDir(String name) throws IOException {
        return Files.createDirectories(dir.resolve(name));
    }

    @Test
    void theUpdateRuleAndScheduleMoveTowardAKnownOptimum() throws IOException {
        SpsaSpec s = spec("converge", 600, 4, 7);
        SyntheticMatches m = new SyntheticMatches(OPTIMUM, 10, 1);
        List<TrajectoryRow> rows = SpsaRunner.run(s, runDir("c"), m, line -> { });
        assertEquals(600, rows.size());
        double[] start = SpsaStep.start(s.spsaParameters());
        double[] fin = rows.get(rows.size() - 1).theta();
        double before = m.distance(start);
        double after = m.distance(fin);
        assertTrue(after < before / 3, "distance " + before + " -> " + after + " at " + fin[0] + ", " + fin[1]);
        assertEquals(150, m.batchesPlayed);
    }

    @Test
    void theSameSeedGivesTheSameTrajectoryAndAnotherSeedAnother() throws IOException {
        Path a = runDir("a");
        Path b = runDir("b");
        Path c = runDir("c");
        SpsaRunner.run(spec("r", 40, 4, 3), a, new SyntheticMatches(OPTIMUM, 10, 1), line -> { });
        SpsaRunner.run(spec("r", 40, 4, 3), b, new SyntheticMatches(OPTIMUM, 10, 1), line -> { });
        SpsaRunner.run(spec("r", 40, 4, 4), c, new SyntheticMatches(OPTIMUM, 10, 1), line -> { });
        String one = Files.readString(a.resolve(Trajectory.FILE));
        assertEquals(one, Files.readString(b.resolve(Trajectory.FILE)));
        assertTrue(!one.equals(Files.readString(c.resolve(Trajectory.FILE))));
    }

    @Test
    void aRunKilledAfterSomeBatchesResumesToTheSameTrajectory() throws IOException {
        Path whole = runDir("whole");
        Path killed = runDir("killed");
        SpsaRunner.run(spec("r", 20, 4, 5), whole, new SyntheticMatches(OPTIMUM, 10, 1), line -> { });
        SyntheticMatches real = new SyntheticMatches(OPTIMUM, 10, 1);
        SpsaMatches dying = (batch, steps) -> {
            if (batch == 3) {
                throw new IllegalStateException("killed");
            }
            return real.play(batch, steps);
        };
        assertThrows(IllegalStateException.class, () -> SpsaRunner.run(spec("r", 20, 4, 5), killed, dying, l -> { }));
        assertEquals(12, Trajectory.read(killed, spec("r", 20, 4, 5).parameters()).size());
        List<Integer> batches = new ArrayList<>();
        SpsaRunner.run(spec("r", 20, 4, 5), killed, (batch, steps) -> {
            batches.add(batch);
            return real.play(batch, steps);
        }, line -> { });
        assertEquals(List.of(3, 4), batches);
        assertEquals(Files.readString(whole.resolve(Trajectory.FILE)), Files.readString(killed.resolve(Trajectory.FILE)));
    }

    @Test
    void valuesAndPointsStayWithinTheirRangeWhenTheResultsPushOut() throws IOException {
        SpsaParameter narrow = new SpsaParameter("z", 9, 0, 10, 3, 0.5);
        SpsaSpec s = new SpsaSpec(Variant.XIANGQI, "clip", List.of(new TunedParameter(TunedParameter.Kind.WEIGHT,
                narrow)), 60, 1, 1, 1, "normal", 100L, 100, null, "v0001", "v0001");
        List<double[]> points = new ArrayList<>();
        // The plus point always wins both games: z follows the directions, and is pushed against both bounds.
        List<TrajectoryRow> rows = SpsaRunner.run(s, runDir("clip"), (batch, steps) -> {
            steps.forEach(st -> {
                points.add(st.plus());
                points.add(st.minus());
            });
            return steps.stream().map(st -> new Trinomial(2, 0, 0)).toList();
        }, line -> { });
        boolean hitMax = false;
        boolean hitMin = false;
        for (TrajectoryRow r : rows) {
            double z = r.theta()[0];
            assertTrue(z >= 0 && z <= 10, "z = " + z);
            hitMax |= z == 10;
            hitMin |= z == 0;
        }
        for (double[] p : points) {
            assertTrue(p[0] >= 0 && p[0] <= 10, "point " + p[0]);
        }
        assertTrue(hitMax && hitMin, "the results push z to both bounds");
    }

    @Test
    void theTrajectoryLogsIterationGainsResultAndValuesAndReadsBackExactly() throws IOException {
        SpsaSpec s = spec("log", 8, 4, 2);
        Path d = runDir("log");
        List<TrajectoryRow> rows = SpsaRunner.run(s, d, new SyntheticMatches(OPTIMUM, 10, 1), line -> { });
        List<String> lines = Files.readAllLines(d.resolve(Trajectory.FILE));
        assertEquals("iteration,pairs,wins,draws,losses,result,x,y,c:x,c:y,R:x,R:y,delta:x,delta:y", lines.get(0));
        assertEquals(9, lines.size());
        List<TrajectoryRow> back = Trajectory.read(d, s.parameters());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(i, back.get(i).iteration());
            assertEquals(i + 1, back.get(i).pairs());
            assertEquals(2, back.get(i).wins() + back.get(i).losses());
            assertEquals(rows.get(i).theta()[0], back.get(i).theta()[0]);
            assertEquals(s.schedule().c(s.spsaParameters().get(1), i), back.get(i).c()[1]);
            assertEquals(s.schedule().r(s.spsaParameters().get(0), i), back.get(i).r()[0]);
        }
        // the last iteration's gains are c_end and r_end
        assertEquals(s.spsaParameters().get(0).cEnd(), back.get(7).c()[0], 1e-9);
        assertEquals(s.spsaParameters().get(0).rEnd(), back.get(7).r()[0], 1e-12);
    }

    @Test
    void theProgressLineSaysIterationRateAndEta() {
        String line = SpsaRunner.progressLine(spec("p", 100, 4, 1), 8, 8, 120_000_000_000L, new double[] {1.5, 2});
        assertEquals("spsa: iteration 8 / 100, 4.0 iterations/min, ETA 23 min; x 1.50, y 2.00", line);
    }
}
