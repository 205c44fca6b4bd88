package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.RealGames;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/**
 * Replays the real Chess960 records of {@code shared/data/real-games/chess960/} (see its README): every
 * TCEC FRC move is legal, SAN and UCI round-trip, games recorded as mate or stalemate end so here, and
 * games adjudicated by threefold repetition or the 50-move rule end by that rule here. The headers-only
 * set must parse, with every FEN a Chess960 start position.
 */
class RealGamesReplayTest {
    private static final Chess960Rules R = Boards.RULES;

    private static List<Path> pgnFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        }
    }

    private static List<PgnGame> readAll(Path file) throws IOException {
        try (PgnReader r = new PgnReader(Files.newBufferedReader(file, StandardCharsets.UTF_8), file.getFileName().toString())) {
            return r.readAll();
        }
    }

    @Test
    void everyTcecFrcGameReplaysMoveByMove() throws IOException {
        Path dir = RealGames.dir("chess960/tcec-frc");
        int games = 0;
        int plies = 0;
        int sanAsWritten = 0;
        int mates = 0;
        int stalemates = 0;
        int repetitions = 0;
        int fiftyMoves = 0;
        List<String> failures = new ArrayList<>();
        MoveList moves = new MoveList();
        for (Path file : pgnFiles(dir)) {
            for (PgnGame g : readAll(file)) {
                games++;
                String where = file.getFileName() + " game at line " + g.line();
                assertTrue(g.isChess960(), where + ": variant " + g.tag("Variant"));
                Chess960Position p = R.fromFen(g.fen(), Boards.ALL);
                assertTrue(Chess960Rules.startNumber(p) >= 0, where + ": FEN is not a Chess960 start");
                Outcome earlyEnd = null;
                for (int i = 0; i < g.moves().size(); i++) {
                    String san = g.moves().get(i);
                    int move;
                    try {
                        move = R.parseHuman(p, san);
                    } catch (LabInputException e) {
                        failures.add(where + " ply " + (i + 1) + ": " + e.getMessage());
                        break;
                    }
                    String ours = R.toHuman(p, move);
                    assertEquals(move, R.parseHuman(p, ours), where + ": SAN round trip of " + ours);
                    assertEquals(move, R.parseMachine(p, R.toMachine(p, move)), where + ": UCI round trip of " + san);
                    sanAsWritten += ours.equals(san) ? 1 : 0;
                    if (earlyEnd == null && p.ruleStatus().isOver()) {
                        earlyEnd = p.ruleStatus();
                        failures.add(where + ": the engine ended the game (" + earlyEnd + ") before ply " + (i + 1));
                    }
                    p.makeMove(move);
                    plies++;
                }
                moves.clear();
                p.generateLegal(moves);
                String details = String.valueOf(g.tag("TerminationDetails"));
                if (moves.isEmpty()) {
                    Outcome o = p.noLegalMoveOutcome();
                    assertEquals(g.result(), o.result(), where + ": recorded result vs " + o);
                    if (o.termination() == Termination.CHECKMATE) {
                        mates++;
                    } else {
                        stalemates++;
                    }
                } else if (details.contains("mates")) {
                    failures.add(where + ": recorded as mate (" + details + ") but the engine has moves");
                }
                Outcome byRule = p.ruleStatus();
                if (details.toLowerCase().contains("3-fold")) {
                    repetitions++;
                    assertEquals(Outcome.draw(Termination.REPETITION), byRule, where + ": " + details);
                    assertEquals(Result.DRAW, g.result(), where);
                }
                if (details.contains("Fifty moves")) {
                    fiftyMoves++;
                    assertEquals(Outcome.draw(Termination.NO_PROGRESS), byRule, where + ": " + details);
                }
            }
        }
        System.out.printf("tcec-frc: %d games, %d plies replayed, %d SAN written exactly as recorded, "
                + "%d mates, %d stalemates, %d threefold repetitions, %d fifty-move draws%n",
                games, plies, sanAsWritten, mates, stalemates, repetitions, fiftyMoves);
        if (!failures.isEmpty()) {
            fail(failures.size() + " problems:\n" + String.join("\n", failures.subList(0, Math.min(20, failures.size()))));
        }
        assertEquals(RealGames.expected("chess960/tcec-frc").games(), games, "games in the set (records manifest)");
        assertTrue(mates > 0);
    }

    @Test
    void everyHeadersOnlyGameParsesWithAChess960Start() throws IOException {
        Path dir = RealGames.dir("chess960/chessiro-headers-only");
        int games = 0;
        int[] results = new int[Result.values().length];
        for (Path file : pgnFiles(dir)) {
            for (PgnGame g : readAll(file)) {
                games++;
                String where = file.getFileName() + " game at line " + g.line();
                assertTrue(g.isChess960(), where + ": variant " + g.tag("Variant"));
                assertTrue(g.moves().isEmpty(), where + ": headers only");
                Chess960Position p = g.fen() == null ? R.startPosition(Boards.ALL) : R.fromFen(g.fen(), Boards.ALL);
                assertTrue(Chess960Rules.startNumber(p) >= 0, where + ": not a Chess960 start: " + g.fen());
                results[g.result().ordinal()]++;
            }
        }
        System.out.printf("chessiro-headers-only: %d games, results 1-0 %d, 0-1 %d, draws %d%n", games,
                results[Result.FIRST_WINS.ordinal()], results[Result.SECOND_WINS.ordinal()], results[Result.DRAW.ordinal()]);
        assertEquals(RealGames.expected("chess960/chessiro-headers-only").games(), games,
                "games in the set (records manifest)");
    }
}
