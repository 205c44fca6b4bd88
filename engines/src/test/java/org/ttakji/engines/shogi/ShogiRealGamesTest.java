package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.shogi.ShogiTesting.RULES;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.RealGames;
import org.ttakji.engines.core.Termination;

/**
 * Every shogi record of {@code shared/data/real-games/shogi/} (CSA, KIF, KI2) replays move by move under the
 * product's rules, and the games recorded as ending by checkmate, sennichite, a foul or a declaration end so
 * in the engine (or, where the record's server used other rules, as docs/rules/shogi.md says instead).
 */
class ShogiRealGamesTest {
    private static Map<String, ShogiRecord> records;

    /** Each test is reported as skipped (not silently absent) where the records are not on the machine. */
    @BeforeEach
    void recordsArePresent(TestInfo test) {
        RealGames.dir("shogi");
        if (!test.getTestMethod().map(m -> m.getName().equals("everyRealRecordReplaysMoveByMove")).orElse(false)) {
            RealGames.assumeProjectCopy(); // the other tests check named records of the project's copy
        }
    }

    @BeforeAll
    static void readAll() throws IOException {
        if (!RealGames.present("shogi")) {
            return; // an assumption failing here would drop the class's tests from the report
        }
        Path dir = RealGames.dir("shogi");
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).filter(f -> f.toString().matches(".*\\.(csa|kif|ki2)")).sorted()
                    .collect(Collectors.toList());
        }
        records = new TreeMap<>();
        for (Path f : files) {
            records.put(dir.relativize(f).toString().replace('\\', '/'), ShogiRecords.read(f));
        }
    }

    /** Replays a record through {@link Game}, which refuses an illegal move and any move after the game ended. */
    private static ShogiPosition replay(String name) {
        ShogiRecord r = records.get(name);
        assertNotNull(r, "missing record " + name);
        ShogiPosition p = RULES.fromFen(r.startSfen(), RULES.defaultRules());
        Game game = new Game(RULES, p);
        for (String m : r.moves()) {
            game.play(m);
        }
        return p;
    }

    @Test
    void everyRealRecordReplaysMoveByMove() {
        assertEquals(RealGames.expected("shogi").games(), records.size(), "CSA, KIF and KI2 files (records manifest)");
        int moves = 0;
        for (String name : records.keySet()) {
            ShogiPosition p = replay(name);
            moves += records.get(name).moves().size();
            assertEquals(records.get(name).moves().size(), p.ply() - (RULES.fromFen(records.get(name).startSfen(),
                    RULES.defaultRules()).ply()), name);
        }
        if (RealGames.projectCopy()) {
            assertEquals(6855, moves, "legal moves replayed");
        }
    }

    @Test
    void recordedCheckmatesEndByCheckmate() {
        for (String name : List.of("shogi-supplement-tests/narigin_abbrev_game1.kif",
                "shogi-supplement-tests/narikei_abbrev_game1.kif")) {
            assertEquals(RecordEnding.CHECKMATE, records.get(name).ending(), name);
            ShogiPosition p = replay(name);
            assertEquals(Termination.CHECKMATE, p.status().termination(), name);
        }
        // resigned when mated: Gikou v elmo (mate at move 168) and a floodgate game
        assertEquals(Outcome.win(1, Termination.CHECKMATE), replay("mog-core-scala-tests/kif/game/008.kif").status());
        assertEquals(Outcome.win(1, Termination.CHECKMATE), replay("kifu-for-js-tests/v2.csa").status());
    }

    @Test
    void recordedSennichiteEndsByRepetition() {
        assertEquals(RecordEnding.SENNICHITE, records.get("mog-core-scala-tests/kif/game/009.kif").ending());
        assertEquals(Outcome.draw(Termination.REPETITION), replay("mog-core-scala-tests/kif/game/009.kif").status());
        // a professional game whose record just stops at the fourth occurrence
        assertEquals(Outcome.draw(Termination.REPETITION), replay("sunfish4-pro10/kifu20023.csa").status());
        assertEquals(Outcome.ONGOING, replay("shogi-server-wdoor-logs/not_sennichite.csa").status(),
                "the last position of not_sennichite occurs only twice");
    }

    @Test
    void perpetualCheckRecordsLoseForTheCheckingSide() {
        // the 2007-2009 server scored these as plain sennichite draws; docs/rules/ makes the checking side lose
        for (String name : List.of("shogi-server-wdoor-logs/oute_sennichite.csa", "shogi-server-wdoor-logs/oute_sennichite3.csa")) {
            assertEquals(Outcome.loss(0, Termination.PERPETUAL_CHECK), replay(name).status(), name);
        }
    }

    @Test
    void uchifuzumeRecordStopsBeforeTheIllegalPawnDrop() {
        ShogiPosition p = replay("shogi-server-wdoor-logs/uchifuzume.csa");
        assertTrue(p.pawnDropWouldMate(ShogiSquare.of(6, 4)));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "P*6d"));
        assertTrue(e.getMessage().contains("uchifuzume"), e.getMessage());
    }

    @Test
    void illegalMoveEndingsKeepTheRecordedFoul() {
        ShogiRecord mated = records.get("mog-core-scala-tests/kif/game/014.kif");
        assertEquals(RecordEnding.ILLEGAL_MOVE, mated.ending());
        assertEquals("５三角打", mated.foulMove());
        assertEquals(156, mated.moves().size());
        assertEquals(Termination.CHECKMATE, replay("mog-core-scala-tests/kif/game/014.kif").status().termination(),
                "sente was already mated when it played the foul");
        ShogiRecord exposed = records.get("mog-core-scala-tests/kif/game/017.kif");
        assertEquals("４五桂(37)", exposed.foulMove());
        assertEquals(26, exposed.moves().size());
        ShogiPosition p = replay("mog-core-scala-tests/kif/game/017.kif");
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "3g4e"));
        assertTrue(e.getMessage().contains("leaves the own king in check"), e.getMessage());
    }

    @Test
    void declarationsAreJudgedByThe24PointRule() {
        // 315 plies then gote's %KACHI: the CSA server (27-point rule, pieces in the zone only) judged it
        // illegal; under the product's 24-point rule both kings are in their zones and gote (34 points against
        // 20) wins by declaring
        ShogiRecord kachi = records.get("shogi-server-wdoor-logs/jishogi_kachi.csa");
        assertEquals(RecordEnding.DECLARATION, kachi.ending());
        ShogiPosition p = replay("shogi-server-wdoor-logs/jishogi_kachi.csa");
        assertEquals(1, p.sideToMove());
        assertEquals(34, p.impassePoints(1));
        assertEquals(20, p.impassePoints(0));
        assertEquals(Outcome.win(1, Termination.IMPASSE), p.declarationOutcome());
        Game game = new Game(RULES, p);
        game.play("declare");
        assertEquals(Outcome.win(1, Termination.IMPASSE), game.status());

        // 400 plies then sente's %KACHI (valid for the 2020 server): the product's game is already over by the
        // 400-ply limit, a draw since gote's king is not in its enemy zone (so no declaration either)
        ShogiRecord valid = records.get("kifu-for-js-tests/dr1test1test0+tu-1_aobazero_viper-300-5F+aobazero+viper+20200719201040.csa");
        assertEquals(RecordEnding.DECLARATION, valid.ending());
        assertEquals(400, valid.moves().size());
        ShogiPosition q = replay("kifu-for-js-tests/dr1test1test0+tu-1_aobazero_viper-300-5F+aobazero+viper+20200719201040.csa");
        assertEquals(Outcome.draw(Termination.MOVE_LIMIT), q.status());
        assertTrue(q.kingInEnemyZone(0));
        assertFalse(q.kingInEnemyZone(1));
        assertFalse(q.canDeclare());
    }

    @Test
    void jishogiGameEndsWhereSenteCanDeclareAndWin() {
        // elmo v yaselmo, 258 plies, 持将棋 "Win by entering king declaration", in three formats
        for (String name : List.of("mog-core-scala-tests/csa/game/002.csa", "mog-core-scala-tests/kif/game/010.kif",
                "mog-core-scala-tests/ki2/game/005.ki2")) {
            ShogiPosition p = replay(name);
            assertEquals(258, p.ply(), name);
            assertEquals(Outcome.win(0, Termination.IMPASSE), p.declarationOutcome(), name);
        }
    }

    @Test
    void handicapRecordsStartFromTheHandicapPosition() {
        String lance = "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
        assertEquals(lance, records.get("kifu-for-js-tests/20081220kyoochi.kif").startSfen());
        assertEquals(lance, records.get("sunfish4-pro10/kifu25654.csa").startSfen());
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
                records.get("mog-core-scala-tests/kif/game/003.kif").startSfen());
    }

    @Test
    void sameGameInEveryFormatGivesTheSameMoves() {
        List<String> oza = records.get("mog-core-scala-tests/csa/game/001.csa").moves();
        assertEquals(111, oza.size());
        assertEquals(oza, records.get("mog-core-scala-tests/kif/game/001.kif").moves());
        assertEquals(oza, records.get("mog-core-scala-tests/ki2/game/001.ki2").moves());
        List<String> elmo = records.get("mog-core-scala-tests/csa/game/002.csa").moves();
        assertEquals(elmo, records.get("mog-core-scala-tests/kif/game/010.kif").moves());
        assertEquals(elmo, records.get("mog-core-scala-tests/ki2/game/005.ki2").moves());
    }
}
