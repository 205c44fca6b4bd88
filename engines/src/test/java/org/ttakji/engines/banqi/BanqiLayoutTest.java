package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.banqi.BanqiTestPositions.RULES;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/** The hidden layout: a pure, uniform function of the seed, recorded as 32 letters in square order a1..h4. */
class BanqiLayoutTest {

    @Test
    void sameSeedGivesTheSameLayout() {
        assertEquals(BanqiLayout.fromSeed(123456789L), BanqiLayout.fromSeed(123456789L));
        assertNotEquals(BanqiLayout.fromSeed(1), BanqiLayout.fromSeed(2));
    }

    @Test
    void knownSeedsGiveTheirPinnedLayouts() {
        // Pinned: a change here changes every recorded game's start. SplitMix64 + Fisher–Yates, see BanqiLayout.
        assertEquals("KPNcpPBPprkNRPbCBrpAAaPabnRcpCpn", BanqiLayout.fromSeed(0).toString());
        assertEquals("CBpRraPCpabpnBrAbApncPRPpNckNPPK", BanqiLayout.fromSeed(1).toString());
        assertEquals("BaAPkpnPCaKcpRcbbrpnrpAPNNCRpPBP", BanqiLayout.fromSeed(20261130L).toString());
        assertEquals("PrncppAnNPpCRrbBPRpaPbCcNpaPAKBk", BanqiLayout.fromSeed(-1).toString());
    }

    @Test
    void layoutDistributionIsUniform() {
        // Chi-square of (square, piece) counts over many seeds against count(piece)/32 per square: its mean is
        // the sum of (1 - p) over the cells, 32 * 13. Loose threshold (Wilson–Hilferty, z = 5: p ≈ 3e-7), so it
        // never flakes; a biased shuffle (e.g. Sattolo's, no piece stays put) scores about 9000.
        int seeds = 20_000;
        long[][] observed = new long[32][BanqiPieces.CODES];
        for (long seed = 0; seed < seeds; seed++) {
            BanqiLayout layout = BanqiLayout.fromSeed(seed * 0x9E3779B97F4A7C15L);
            for (int sq = 0; sq < 32; sq++) {
                observed[sq][layout.pieceAt(sq)]++;
            }
        }
        double chi2 = 0;
        for (int sq = 0; sq < 32; sq++) {
            for (int code = 1; code < BanqiPieces.CODES; code++) {
                double expected = seeds * BanqiPieces.initialCount(code) / 32.0;
                if (expected > 0) {
                    double d = observed[sq][code] - expected;
                    chi2 += d * d / expected;
                }
            }
        }
        int df = 32 * 13;
        double t = 2.0 / (9 * df);
        double threshold = df * Math.pow(1 - t + 5 * Math.sqrt(t), 3);
        assertTrue(chi2 < threshold, "chi-square " + chi2 + " over " + threshold + " (df " + df + ")");
    }

    @Test
    void everyLayoutHoldsTheThirtyTwoPieces() {
        for (long seed = 0; seed < 200; seed++) {
            String text = BanqiLayout.fromSeed(seed).toString();
            assertEquals(BanqiLayout.fromSeed(seed), BanqiLayout.parse(text), "round trip of seed " + seed);
        }
    }

    @Test
    void layoutTextIsInSquareOrderA1ToH4() {
        BanqiLayout layout = BanqiLayout.parse("KAABBRRNNCCPPPPPkaabbrrnnccppppp");
        assertEquals(BanqiPieces.code(BanqiPieces.RED, BanqiPieces.GENERAL), layout.pieceAt(0)); // a1
        assertEquals(BanqiPieces.code(BanqiPieces.RED, BanqiPieces.HORSE), layout.pieceAt(8)); // a2
        assertEquals(BanqiPieces.code(BanqiPieces.BLACK, BanqiPieces.SOLDIER), layout.pieceAt(31)); // h4
        assertEquals("?n?c?c?p?p?p?p?p/?k?a?a?b?b?r?r?n/?N?C?C?P?P?P?P?P/?K?A?A?B?B?R?R?N 1 - 0 1",
                layout.startFen());
    }

    @Test
    void badLayoutTextListsEveryProblem() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> BanqiLayout.parse("KKABBRRNNCCPPPPPkaabbrrnnccpppp!"));
        assertTrue(e.problems().stream().anyMatch(p -> p.contains("'!'") && p.contains("h4")), e.getMessage());
        assertTrue(e.problems().stream().anyMatch(p -> p.contains("'K' occurs 2 times")), e.getMessage());
        assertTrue(e.problems().stream().anyMatch(p -> p.contains("'A' occurs 1 times")), e.getMessage());
        assertThrows(InvalidPositionException.class, () -> BanqiLayout.parse("KAAB"));
    }

    @Test
    void startPositionOfASeedIsItsLayoutFaceDown() {
        BanqiLayout layout = BanqiLayout.fromSeed(42);
        BanqiPosition start = RULES.startPosition(RULES.defaultRules(), 42);
        assertEquals(layout.startFen(), start.toFen());
        assertEquals(start.toFen(), RULES.startPosition(layout).toFen());
        MoveList moves = new MoveList();
        start.generateLegal(moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            assertEquals(BanqiPieces.FACE_DOWN, start.pieceAt(Move.from(m)), "the public API hides the piece");
            assertEquals(layout.pieceAt(Move.from(m)), Move.piece(m), "a true reveal carries the layout's piece");
        }
    }
}
