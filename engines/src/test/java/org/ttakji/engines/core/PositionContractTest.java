package org.ttakji.engines.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The contract every variant's {@link Position} must pass (docs/decisions/core.md): random playouts in which
 * <ul>
 *   <li>the generated moves equal an independent, slow reference legality check (as sets of machine
 *       notation), without duplicates;</li>
 *   <li>make/unmake restores the position text and the hash;</li>
 *   <li>the position text round-trips and a re-read position has the same hash;</li>
 *   <li>machine and human notation round-trip for every legal move;</li>
 *   <li>{@link Position#copy()} is independent; chance outcomes' probabilities sum to 1.</li>
 * </ul>
 * A variant's test extends this class and supplies its rules, start positions and reference.
 */
public abstract class PositionContractTest {

    /** The variant under test. */
    protected abstract VariantRules rules();

    /** Positions to start playouts from (starts and tricky FENs). */
    protected abstract List<Position> playoutStarts();

    /**
     * The legal moves of {@code position} in machine notation, computed independently of the move
     * generator (e.g. every from/to pair tried by brute force with a naive attack test). May be slow.
     */
    protected abstract Set<String> slowLegalMoves(Position position);

    /** Random playouts per start position. */
    protected int playoutsPerStart() {
        return 6;
    }

    /** Maximum plies per playout. */
    protected int maxPlies() {
        return 160;
    }

    /** Whether to check the human notation round trip (variants without one may skip). */
    protected boolean checkHumanNotation() {
        return true;
    }

    /** Seed of the playouts, so a failure replays exactly. */
    protected long seed() {
        return 20261130L;
    }

    @Test
    void randomPlayoutsKeepTheContract() {
        SplitMix64 random = new SplitMix64(seed());
        VariantRules rules = rules();
        MoveList moves = new MoveList();
        int[] outcomes = new int[64];
        double[] probabilities = new double[64];
        for (Position start : playoutStarts()) {
            for (int playout = 0; playout < playoutsPerStart(); playout++) {
                Position p = start.copy();
                List<String> line = new ArrayList<>();
                for (int ply = 0; ply < maxPlies(); ply++) {
                    String where = "after " + line + " from " + start.toFen();
                    String fen = p.toFen();
                    long hash = p.hash();
                    moves.clear();
                    p.generateLegal(moves);

                    Set<String> generated = new TreeSet<>();
                    for (int i = 0; i < moves.size(); i++) {
                        int m = moves.get(i);
                        String text = rules.toMachine(p, m);
                        assertTrue(generated.add(text), "duplicate move " + text + " " + where);
                        assertEquals(m, rules.parseMachine(p, text), "machine notation round trip of " + text + " " + where);
                        if (checkHumanNotation()) {
                            String human = rules.toHuman(p, m);
                            assertEquals(m, rules.parseHuman(p, human), "human notation round trip of " + human
                                    + " (" + text + ") " + where);
                        }
                        p.makeMove(m);
                        p.unmakeMove();
                        assertEquals(fen, p.toFen(), "make/unmake of " + text + " must restore the position " + where);
                        assertEquals(hash, p.hash(), "make/unmake of " + text + " must restore the hash " + where);
                        int n = p.chanceOutcomes(m, outcomes, probabilities);
                        if (n > 0) {
                            double sum = 0;
                            for (int k = 0; k < n; k++) {
                                assertTrue(probabilities[k] > 0, "chance probability must be positive " + where);
                                sum += probabilities[k];
                            }
                            assertEquals(1.0, sum, 1e-9, "chance probabilities of " + text + " must sum to 1 " + where);
                        }
                    }
                    assertEquals(slowLegalMoves(p), generated, "legal moves must equal the slow reference " + where);

                    Position reread = rules.fromFen(fen, p.rules());
                    assertEquals(fen, reread.toFen(), "position text must round-trip " + where);
                    assertEquals(hash, reread.hash(), "a re-read position must hash the same " + where);

                    if (p.ruleStatus().isOver() || moves.isEmpty()) {
                        break;
                    }
                    int chosen = moves.get(random.nextInt(moves.size()));
                    line.add(rules.toMachine(p, chosen));
                    p.makeMove(chosen);
                }
                // Unwind the whole playout: every unmake restores the earlier position.
                for (int i = line.size() - 1; i >= 0; i--) {
                    p.unmakeMove();
                }
                assertEquals(start.toFen(), p.toFen(), "unwinding a playout must restore the start");
                assertEquals(start.hash(), p.hash(), "unwinding a playout must restore the start hash");
            }
        }
    }

    @Test
    void copyIsIndependent() {
        for (Position start : playoutStarts()) {
            Position copy = start.copy();
            MoveList moves = new MoveList();
            copy.generateLegal(moves);
            if (moves.isEmpty()) {
                continue;
            }
            String before = start.toFen();
            copy.makeMove(moves.get(0));
            assertEquals(before, start.toFen(), "moving on a copy must not change the original");
            assertNotEquals(before, copy.toFen(), "the copy must have moved");
            return;
        }
        fail("no start position with a legal move");
    }
}
