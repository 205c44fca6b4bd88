package org.ttakji.tuning.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.StartRules;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.Pairing;
import org.ttakji.tuning.stats.EloInterval;

/** The match table and its JSON. */
class MatchReportTest {
    private static MatchReport report(List<MatchGame> games) {
        Variant v = Variant.XIANGQI;
        EngineSpec a = MatchSettings.labPlayer("expert", "v0002", null, null, 3000L);
        EngineSpec b = MatchSettings.labPlayer("expert", "v0001", null, null, 3000L);
        MatchSpec spec = new MatchSpec(List.of(v), Map.of(v, List.of(new Pairing(a, b))), 4,
                Map.of(v, StartRules.STANDARD), Map.of(), true, 1, null, "data/games", 64, 2, 400, false, true);
        return new MatchReport("r", "file:/x/run=r", spec, MatchStatistics.of(games), 12.0);
    }

    private static MatchGame game(long i, String moves, String result) {
        return new MatchGame(i, "s", moves, result, "checkmate", 40);
    }

    @Test
    void theTableNamesPlayersOpeningsCountsIntervalsAndDuplicates() {
        List<String> lines = report(List.of(game(0, "a", "1-0"), game(1, "b", "0-1"), game(2, "a", "1-0"),
                game(3, "c", "1/2-1/2"))).lines();
        assertEquals("match xiangqi: expert@v0002/n3000 vs expert@v0001/n3000", lines.get(0));
        assertEquals("run          r (file:/x/run=r)", lines.get(1));
        assertEquals("openings     standard; the openings give 1 distinct start(s) for 2 pairs: the starts repeat after"
                + " 1 pairs", lines.get(2));
        assertEquals("games        4 in 2 pairs (colours swapped)", lines.get(3));
        assertEquals("score        3.5/4 (+3 =1 -0), 0.875", lines.get(4));
        assertEquals("pairs        0 0 0 1 1 (0, 1/2, 1, 3/2, 2 points: LL, LD, WL+DD, WD, WW)", lines.get(5));
        assertTrue(lines.get(6).startsWith("Elo          +"), lines.get(6));
        assertEquals("terminations checkmate 4", lines.get(9));
        assertEquals("duplicates   1 pairs repeat an earlier start, 1 games repeat an earlier game, 0 pairs of two"
                + " identical games", lines.get(11));
        assertEquals("time         12 s (0.33 games/s)", lines.get(12));
    }

    @Test
    void aMatchOfFewPairsSaysItsIntervalsAreARoughGuide() throws Exception {
        MatchReport few = report(List.of(game(0, "a", "1-0"), game(1, "b", "0-1"), game(2, "c", "1/2-1/2"),
                game(3, "d", "1/2-1/2")));
        assertTrue(few.lines().get(6).endsWith("(95%, game pairs); only 2 pairs: below 30 pairs the intervals (Elo,"
                + " nElo, LOS) are a rough guide, play more games"), few.lines().get(6));
        assertTrue(new ObjectMapper().readTree(few.json()).get("fewPairs").asBoolean());
        assertEquals(30, new ObjectMapper().readTree(few.json()).get("fewPairsBelow").asInt());
        List<MatchGame> enough = new java.util.ArrayList<>();
        for (long i = 0; i < 2 * MatchReport.FEW_PAIRS; i++) {
            enough.add(game(i, "m" + i, i % 3 == 0 ? "1-0" : "1/2-1/2"));
        }
        MatchReport many = report(enough);
        assertTrue(many.lines().get(6).endsWith("(95%, game pairs)"), many.lines().get(6));
        assertFalse(new ObjectMapper().readTree(many.json()).get("fewPairs").asBoolean());
    }

    @Test
    void theJsonHoldsTheCountsAndWritesInfiniteEndsAsText() throws Exception {
        MatchReport r = report(List.of(game(0, "a", "1-0"), game(1, "b", "0-1")));
        JsonNode j = new ObjectMapper().readTree(r.json());
        assertEquals("xiangqi", j.get("variant").asText());
        assertEquals(2, j.get("games").asInt());
        assertEquals(List.of(0, 0, 0, 0, 1), List.of(j.get("pentanomial").get(0).asInt(), j.get("pentanomial").get(1)
                .asInt(), j.get("pentanomial").get(2).asInt(), j.get("pentanomial").get(3).asInt(),
                j.get("pentanomial").get(4).asInt()));
        assertEquals(2, j.get("trinomial").get("wins").asInt());
        EloInterval elo = r.stats().elo().elo();
        assertEquals(Double.isInfinite(elo.high()) ? "inf" : String.valueOf(elo.high()), j.get("elo").get("high").asText());
        assertEquals(0, j.get("duplicates").get("repeatedStarts").asInt());
        assertEquals(12.0, j.get("seconds").asDouble());
    }

    @Test
    void aSuiteAsLongAsTheMatchNeedsNoNote() {
        assertNull(MatchReport.repeatNote(new org.ttakji.engines.openings.SuiteRule("s", List.of("a", "b"),
                org.ttakji.engines.openings.SuiteRule.Order.SHUFFLE), 2));
        assertNull(MatchReport.repeatNote(StartRules.RANDOM, 1_000_000));
    }
}
