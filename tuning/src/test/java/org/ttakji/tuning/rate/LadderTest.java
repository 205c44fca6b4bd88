package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.selfplay.Pairing;

/** Who plays whom in a rating run. */
class LadderTest {
    private static List<String> labels(Ladder l) {
        return l.pairings().stream().map(p -> AnchorText.nameOf(p.a()) + " v " + AnchorText.nameOf(p.b())).toList();
    }

    @Test
    void levelsPlayEveryAnchorButOnlyEasyPlaysTheRandomMoverAndNeighboursPlayEachOther() {
        Ladder l = Ladder.of(null, List.of("random", "lab:nodes=100", "lab:nodes=1000"));
        assertEquals(List.of("easy v random", "easy v lab:nodes=100", "easy v lab:nodes=1000",
                "normal v lab:nodes=100", "normal v lab:nodes=1000", "expert v lab:nodes=100", "expert v lab:nodes=1000",
                "normal v easy", "expert v normal", "lab:nodes=100 v random", "lab:nodes=1000 v lab:nodes=100"),
                labels(l));
    }

    @Test
    void aRunsPairingsGiveBackItsLadder() {
        Ladder l = Ladder.of("v0001", List.of("random", "fairy-stockfish:skill=0:nodes=20000", "lab:nodes=100"));
        List<Pairing> pairings = l.pairings();
        Ladder back = Ladder.fromPairings(pairings);
        assertEquals(l.levels(), back.levels());
        assertEquals(l.anchors(), back.anchors());
    }

    @Test
    void anchorsAlonePlayTheNextAnchorAndTheOneAfterIt() {
        Ladder l = Ladder.anchorsOnly(List.of("fairy-stockfish:skill=0:nodes=20000",
                "fairy-stockfish:skill=5:nodes=20000", "fairy-stockfish:skill=10:nodes=20000"));
        assertEquals(List.of("fairy-stockfish:skill=5:nodes=20000 v fairy-stockfish:skill=0:nodes=20000",
                "fairy-stockfish:skill=10:nodes=20000 v fairy-stockfish:skill=5:nodes=20000",
                "fairy-stockfish:skill=10:nodes=20000 v fairy-stockfish:skill=0:nodes=20000"), labels(l));
        Ladder back = Ladder.fromPairings(l.pairings());
        assertEquals(List.of(), back.levels(), "a report of the run finds no level");
        assertEquals(l.anchors(), back.anchors(), "weakest first, as played");
        assertThrows(LabInputException.class, () -> Ladder.anchorsOnly(List.of("random")), "one anchor plays nobody");
    }

    @Test
    void aPlayerNamedTwiceIsRefused() {
        assertThrows(LabInputException.class, () -> Ladder.of(null, List.of("random", "random")));
        assertThrows(LabInputException.class, () -> Ladder.of(null, List.of()));
    }
}
