package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;

/** The summary's scores with colours swapped, and the progress lines (games, rate, ETA, per variant). */
class SummaryAndProgressTest {

    @Test
    void firstPlayerScoreAndPairingScoreFollowTheColourSwap() {
        MatchSpec spec = TestRuns.spec(Path.of("/tmp/unused")); // chess960, banqi; 2 pairings; 4 games each
        Summary s = new Summary(spec);
        s.add("chess960", 0, "1-0", "checkmate", 1, 40, 0); // a moves first and wins
        s.add("chess960", 1, "1-0", "checkmate", 1, 50, 0); // b moves first and wins
        s.add("chess960", 2, "1/2-1/2", "repetition", 1, 60, 0);
        s.add("chess960", 3, "0-1", "checkmate", 1, 70, 0); // b first, a wins
        SummaryRow row = s.rows().get(0);
        assertEquals("chess960", row.variant());
        assertEquals(4, row.games());
        assertEquals((1 + 1 + 0.5 + 0) / 4, row.firstScore(), 1e-12);
        assertEquals((1 + 0 + 0.5 + 1) / 4, row.aScore(), 1e-12);
        assertEquals(0.25, row.drawRate(), 1e-12);
        assertEquals(55, row.meanPlies(), 1e-12);
        assertEquals(Map.of("checkmate", 3L, "repetition", 1L), row.terminations());
        assertEquals(4, s.rows().size());

        StringWriter text = new StringWriter();
        Summary.print(s.rows(), new PrintWriter(text));
        assertTrue(text.toString().contains("random v random"), text.toString());
        assertTrue(text.toString().contains("checkmate 3, repetition 1"), text.toString());
        assertTrue(text.toString().contains("moves stopped by a clock: 0 (every game is reproducible from its seed)"),
                text.toString());
    }

    @Test
    void movesStoppedByAClockAreCountedAndReported() {
        Summary s = new Summary(TestRuns.spec(Path.of("/tmp/unused")));
        s.add("chess960", 0, "1-0", "checkmate", 2, 80, 3);
        s.add("banqi", 0, "1/2-1/2", "no-progress", 1, 50, 1);
        assertEquals(3, s.rows().get(0).clockStops());
        assertEquals(4, Summary.clockStops(s.rows()));
        StringWriter text = new StringWriter();
        Summary.print(s.rows(), new PrintWriter(text));
        assertTrue(text.toString().contains("moves stopped by a clock: 4 (games with such moves are not reproducible"),
                text.toString());
    }

    @Test
    void withExternalPlayersTheTableWidensAndTheLastLinePromisesOnlyTheLabsMoves() {
        MatchSpec spec = TestRuns.spec(MatchSpecReader.overlay(TestRuns.specTree(Path.of("/tmp/unused")),
                MatchSpecReader.parse("pairings: [{a: {engine: fairy-stockfish, skill: 5, nodes: 20000}, b: random}]",
                        false, "test")));
        Summary s = new Summary(spec);
        s.add("chess960", 0, "1-0", "checkmate", 1, 80, 0);
        StringWriter text = new StringWriter();
        Summary.print(s.rows(), new PrintWriter(text), true);
        String[] lines = text.toString().split("\n");
        String pairing = "fairy-stockfish:skill=5/n20000 v random";
        assertTrue(lines[2].startsWith("chess960  " + pairing + " "), lines[2]);
        assertEquals(lines[0].indexOf("games") + "games".length(), lines[2].indexOf(pairing) + pairing.length() + 7,
                "the games column stays aligned after a pairing longer than the default width:\n" + text);
        assertTrue(text.toString().contains("every move of the lab's players is reproducible from its seed; an external"
                + " engine's are when it plays deterministically"), text.toString());
    }

    @Test
    void progressLinesGiveGamesRateEtaAndEachVariant() {
        StringWriter text = new StringWriter();
        AtomicLong nanos = new AtomicLong();
        ConsoleProgress p = new ConsoleProgress(new PrintWriter(text), 1000, nanos::get);
        p.started(Map.of(Variant.CHESS960, 10L), Map.of(Variant.CHESS960, 2L));
        nanos.set(4_000_000_000L);
        p.gamesPlayed(Variant.CHESS960, 4); // 4 games in 4 s: 1 game/s, 4 left
        List<String> lines = text.toString().lines().toList();
        assertEquals("selfplay: 10 games to play (2 already committed): chess960 2/10", lines.get(0));
        assertEquals("[6/10 games] 1.00 games/s, ETA 4s | chess960 6/10", lines.get(1));
        nanos.set(4_500_000_000L);
        p.gamesPlayed(Variant.CHESS960, 1); // within the interval: no line
        assertEquals(2, text.toString().lines().count());
        p.batchCommitted(new Batch(0, Variant.CHESS960, 0, 7));
        assertTrue(text.toString().lines().toList().get(2).endsWith("(batch 0 committed)"));
        assertEquals("1h01m05s", ConsoleProgress.duration(3665));
    }
}
