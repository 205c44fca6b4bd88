package org.ttakji.tuning.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.tuning.stats.EloModel;
import org.ttakji.tuning.stats.Pentanomial;
import org.ttakji.tuning.stats.Sprt;

/** The gate's stopping rule on synthetic streams of batch counts: no games are played. */
class SequentialGateTest {
    private static GateSettings settings(Sprt sprt, int maxBatches) {
        return new GateSettings(sprt, 16, maxBatches);
    }

    private static List<Pentanomial> repeat(Pentanomial batch, int times) {
        return new ArrayList<>(Collections.nCopies(times, batch));
    }

    @Test
    void aClearlyStrongerCandidateIsAcceptedAsSoonAsTheLlrPassesTheUpperBound() {
        GateSettings s = settings(Sprt.normalized(0, 20), 100);
        List<GateStep> steps = SequentialGate.replay(s, repeat(Pentanomial.of(1, 2, 6, 4, 3), 100));
        GateStep last = steps.get(steps.size() - 1);
        assertEquals(GateVerdict.H1, last.verdict());
        assertTrue(last.test().llr() > s.sprt().upperBound());
        assertTrue(steps.size() < 100, "it stops before the games run out: " + steps.size());
        for (GateStep before : steps.subList(0, steps.size() - 1)) {
            assertNull(before.verdict(), "batch " + before.batch() + " plays on");
            assertTrue(before.test().llr() <= s.sprt().upperBound() && before.test().llr() >= s.sprt().lowerBound());
        }
        assertEquals(steps.size() * 16L * 2, last.games(), "every batch of 16 pairs counted");
    }

    @Test
    void aWeakerCandidateIsRejected() {
        List<GateStep> steps = SequentialGate.replay(settings(Sprt.normalized(0, 20), 100),
                repeat(Pentanomial.of(3, 4, 6, 2, 1), 100));
        assertEquals(GateVerdict.H0, steps.get(steps.size() - 1).verdict());
        assertTrue(steps.get(steps.size() - 1).test().llr() < Sprt.normalized(0, 20).lowerBound());
    }

    @Test
    void anEvenMatchWithTooFewGamesIsInconclusiveAtItsLastBatch() {
        // a candidate half way between the bounds drifts slowly: 3 batches are not enough for either
        GateSettings s = settings(Sprt.normalized(-20, 20), 3);
        List<GateStep> steps = SequentialGate.replay(s, repeat(Pentanomial.of(2, 3, 6, 3, 2), 10));
        assertEquals(3, steps.size(), "the gate plays no batch beyond its most");
        assertEquals(GateVerdict.INCONCLUSIVE, steps.get(2).verdict());
        assertEquals(0, steps.get(2).test().llr(), 1e-9, "symmetric counts, symmetric bounds");
    }

    @Test
    void anIdenticalPlayerIsRejectedAfterAsManyPairsAsAnyPlayerAtElo0() {
        // A version against itself from colour-swapped starts: nearly every pair is worth one point. Normalized Elo
        // is a t-value, blind to how small the variance is, so H0 takes as long as for any candidate at elo0: the
        // LLR falls by about t1²/2 per pair, t1 = 20·√2 / (800 / ln 10) = 0.081, to -2.94 in about 890 pairs.
        List<GateStep> steps = SequentialGate.replay(settings(Sprt.normalized(0, 20), 100),
                repeat(Pentanomial.of(0, 1, 14, 1, 0), 100));
        assertEquals(GateVerdict.H0, steps.get(steps.size() - 1).verdict());
        assertTrue(steps.size() >= 45 && steps.size() <= 65, "about 890 pairs: " + steps.size() + " batches of 16");
    }

    /**
     * The gate's LLR is fishtest's: a fishtest instance's Xiangqi non-regression run, normalized bounds -1.75..0.25,
     * Ptnml 53, 4675, 12862, 4701, 139, "exact terminal LLR was 2.9552727429174466" (as in SprtTest), fed to the gate
     * in two batches that add up to it: the second batch ends the gate with that LLR, H1.
     */
    @Test
    void theGatesLlrAfterItsBatchesIsFishtestsLlrOfTheirSum() {
        GateSettings s = settings(Sprt.normalized(-1.75, 0.25), 2);
        List<GateStep> steps = SequentialGate.replay(s, List.of(Pentanomial.of(20, 2000, 6000, 2100, 60),
                Pentanomial.of(33, 2675, 6862, 2601, 79)));
        assertEquals(2, steps.size());
        assertEquals(Pentanomial.of(53, 4675, 12862, 4701, 139), steps.get(1).counts());
        assertEquals(2.9552727429174466, steps.get(1).test().llr(), 1e-10);
        assertEquals(GateVerdict.H1, steps.get(1).verdict());
    }

    /**
     * Fishtest run 6549951b136acbc573529528 ("phRed8", normalized 0..2): Ptnml 369, 12695, 27124, 12664, 332,
     * "llr": -2.936953911013966. Fishtest stopped it by its overshoot-corrected bound; the gate uses Wald's bound
     * (-2.944), so as the gate's last batch it is inconclusive, not H0.
     */
    @Test
    void aFishtestRunStoppedByItsCorrectedBoundIsInconclusiveUnderWaldsBound() {
        List<GateStep> steps = SequentialGate.replay(settings(Sprt.normalized(0, 2), 1),
                List.of(Pentanomial.of(369, 12695, 27124, 12664, 332)));
        assertEquals(-2.936953911013966, steps.get(0).test().llr(), 1e-10);
        assertEquals(GateVerdict.INCONCLUSIVE, steps.get(0).verdict());
    }

    /**
     * Stockfish's December 2020 STC test in logistic bounds {-0.25,1.25}: Ptnml 292, 5905, 28939, 6129, 299,
     * "LLR: 2.95 (-2.94,2.94)" (as in SprtTest): the gate with --model logistic accepts H1 there.
     */
    @Test
    void logisticBoundsFollowFishtestToo() {
        GateSettings s = GateSettings.of(-0.25, 1.25, 0.05, 0.05, "logistic", 2 * 41564, 41564);
        assertEquals(EloModel.LOGISTIC, s.sprt().model());
        GateStep step = SequentialGate.replay(s, List.of(Pentanomial.of(292, 5905, 28939, 6129, 299))).get(0);
        assertEquals("2.95", String.format(java.util.Locale.ROOT, "%.2f", step.test().llr()));
        assertEquals(GateVerdict.H1, step.verdict());
    }

    @Test
    void replayIgnoresBatchesAfterTheEndAndAnEndedGateTakesNoMore() {
        GateSettings s = settings(Sprt.normalized(0, 20), 100);
        List<Pentanomial> strong = repeat(Pentanomial.of(0, 0, 4, 6, 6), 50);
        List<GateStep> steps = SequentialGate.replay(s, strong);
        List<Pentanomial> withWeakTail = new ArrayList<>(strong.subList(0, steps.size()));
        withWeakTail.addAll(repeat(Pentanomial.of(16, 0, 0, 0, 0), 20));
        assertEquals(steps, SequentialGate.replay(s, withWeakTail), "a batch after the end changes nothing");
        SequentialGate gate = new SequentialGate(s);
        strong.subList(0, steps.size()).forEach(gate::add);
        assertTrue(gate.ended());
        assertThrows(IllegalStateException.class, () -> gate.add(Pentanomial.of(1, 0, 0, 0, 0)));
    }
}
