package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.weights.WeightsStore;

class QuiescenceSearchTest {
    private static final VariantRules CHESS = Variants.rules(Variant.CHESS960);

    private static QuiescenceSearch chessQuiescence() {
        FeatureExtractor fx = Variants.featureExtractor(Variant.CHESS960);
        Weights w = WeightsStore.at(StartingFiles.dataDir()).load(Variant.CHESS960, "v0001", fx.featureSet());
        return new QuiescenceSearch(new LinearEvaluator(fx, w),
                SearchSettings.defaults().withHashMegabytes(1).withOrderingValues(OrderingValues.of(fx.pieceValues(w))));
    }

    private static Position chess(String fen) {
        return CHESS.fromFen(fen, CHESS.defaultRules());
    }

    @Test
    void quietPositionHasAnEmptyLineAndItsStaticValue() {
        Position p = chess("bqnbrnkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBRNKR w HEhe - 0 1");
        QuiescenceSearch.Result r = chessQuiescence().search(p, 10_000);
        assertTrue(r.complete());
        assertEquals(0, r.length());
    }

    @Test
    void hangingQueenIsTakenAndTheLineEndsQuiet() {
        // White's queen on d5 can be taken by the pawn on e6; nothing recaptures.
        Position p = chess("bqnbrnkr/pppp1ppp/4p3/3Q4/8/8/PPPPPPPP/B1NBRNKR b HEhe - 0 1");
        String before = p.toFen();
        QuiescenceSearch.Result r = chessQuiescence().search(p, 10_000);
        assertTrue(r.complete());
        assertTrue(r.length() >= 1);
        assertEquals("e6d5", CHESS.toMachine(p, r.move(0)));
        assertTrue(r.score() > 500, "a queen up: " + r.score());
        assertEquals(before, p.toFen(), "position left as found");
    }

    @Test
    void nodeLimitGivesAnIncompleteResult() {
        Position p = chess("bqnbrnkr/pppp1ppp/4p3/3Q4/8/8/PPPPPPPP/B1NBRNKR b HEhe - 0 1");
        QuiescenceSearch.Result r = chessQuiescence().search(p, 1);
        assertFalse(r.complete());
        assertEquals(0, r.length());
    }

    @Test
    void sameRootGivesTheSameResult() {
        Position p = chess("bqnbrnkr/pppp1ppp/4p3/3Q4/8/8/PPPPPPPP/B1NBRNKR b HEhe - 0 1");
        QuiescenceSearch q = chessQuiescence();
        assertEquals(q.search(p, 10_000), q.search(p, 10_000));
    }
}
