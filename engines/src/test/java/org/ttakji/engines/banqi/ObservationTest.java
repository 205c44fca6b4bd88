package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.banqi.BanqiTestPositions.RULES;
import static org.ttakji.engines.banqi.BanqiTestPositions.moves;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;

/**
 * A player's view (docs/rules/banqi.md, hidden information): the observation holds the public board, the captured
 * pieces and the bag of face-down pieces, never the layout; its reveals are chance events over the bag.
 */
class ObservationTest {
    private static final String MIDGAME = "?b?Ppa?p?prb/n?aR?K1k?n?R/?P?B?r?PCp?Nc/?cC?A?A?P?P?B?p 1 b 0 15";

    /** The same text with the face-down identities rotated among the face-down squares. */
    private static String rotateHidden(String fullForm, int by) {
        String board = fullForm.substring(0, fullForm.indexOf(' '));
        List<Character> hidden = new ArrayList<>();
        for (int i = 0; i < board.length(); i++) {
            if (board.charAt(i) == '?') {
                hidden.add(board.charAt(i + 1));
            }
        }
        StringBuilder sb = new StringBuilder();
        int k = 0;
        for (int i = 0; i < board.length(); i++) {
            sb.append(board.charAt(i));
            if (board.charAt(i) == '?') {
                sb.append(hidden.get((k++ + by) % hidden.size()));
                i++;
            }
        }
        return sb + fullForm.substring(fullForm.indexOf(' '));
    }

    @Test
    void positionsDifferingOnlyInWhereHiddenPiecesLieGiveEqualObservations() {
        BanqiPosition a = RULES.truePosition(MIDGAME);
        for (int by = 1; by < 4; by++) {
            BanqiPosition b = RULES.truePosition(rotateHidden(MIDGAME, by));
            assertNotEquals(a.toFen(), b.toFen(), "the truths differ");
            assertNotEquals(a.hash(), b.hash(), "the true hashes differ");
            assertEquals(a.observation(), b.observation());
            assertEquals(a.observation().hashCode(), b.observation().hashCode());
            assertEquals(a.playerView().hash(), b.playerView().hash());
            assertEquals(a.playerView().toFen(), b.playerView().toFen());
            assertEquals(moves(a.playerView()), moves(b.playerView()));
        }
        // Every start position looks the same: 32 face-down pieces, the full bag.
        assertEquals(RULES.startPosition(RULES.defaultRules(), 1).observation(),
                RULES.startPosition(RULES.defaultRules(), 2).observation());
    }

    @Test
    void observationsDifferWhenPublicFactsDiffer() {
        BanqiPosition a = RULES.truePosition(MIDGAME);
        BanqiPosition b = RULES.truePosition(MIDGAME.replace(" 1 b 0 15", " 1 b 3 15"));
        assertNotEquals(a.observation(), b.observation());
        // Same public board, different captured pieces: the bag (and the view's hash) differ.
        Observation x = RULES.observation("R??????1/????????/????????/???????? 2 r 3 9 p");
        Observation y = RULES.observation("R??????1/????????/????????/???????? 2 r 3 9 k");
        assertNotEquals(x, y);
        assertNotEquals(x.toPosition().hash(), y.toPosition().hash());
    }

    @Test
    void chanceProbabilitiesSumToOneAndMatchTheBag() {
        for (String fen : new String[] {MIDGAME, BanqiLayout.fromSeed(5).startFen()}) {
            BanqiView view = RULES.truePosition(fen).playerView();
            MoveList moves = new MoveList();
            view.generateLegal(moves);
            int[] outcomes = new int[16];
            double[] probabilities = new double[16];
            int kinds = 0;
            for (int code = 1; code < BanqiPieces.CODES; code++) {
                kinds += view.hiddenCount(code) > 0 ? 1 : 0;
            }
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                int n = view.chanceOutcomes(move, outcomes, probabilities);
                if (Move.kind(move) != Move.REVEAL) {
                    assertEquals(0, n, "a move or capture is not a chance event");
                    continue;
                }
                assertEquals(0, Move.piece(move), "the view does not know what a reveal turns up");
                assertEquals(kinds, n);
                double sum = 0;
                for (int k = 0; k < n; k++) {
                    int code = Move.piece(outcomes[k]);
                    assertEquals((double) view.hiddenCount(code) / view.faceDownCount(), probabilities[k], 1e-12);
                    assertEquals(Move.from(move), Move.from(outcomes[k]));
                    sum += probabilities[k];
                }
                assertEquals(1.0, sum, 1e-12);
            }
        }
        BanqiView start = RULES.startPosition(RULES.defaultRules(), 5).playerView();
        int[] outcomes = new int[16];
        double[] probabilities = new double[16];
        assertEquals(14, start.chanceOutcomes(Move.of(0, 0, Move.REVEAL, 0, 0), outcomes, probabilities));
        assertEquals(1.0 / 32, probabilities[0], 1e-12, "one red general among 32");
        assertEquals(5.0 / 32, probabilities[6], 1e-12, "five red soldiers among 32");
    }

    @Test
    void chanceOutcomesArePlayableAndUnmakeRestores() {
        BanqiView view = RULES.truePosition(MIDGAME).playerView();
        String fen = view.toFen();
        long hash = view.hash();
        int reveal = RULES.parseMachine(view, "a4?");
        int[] outcomes = new int[16];
        double[] probabilities = new double[16];
        int n = view.chanceOutcomes(reveal, outcomes, probabilities);
        for (int k = 0; k < n; k++) {
            int code = Move.piece(outcomes[k]);
            int before = view.hiddenCount(code);
            view.makeMove(outcomes[k]);
            assertEquals(code, view.pieceAt(BanqiSquares.parse("a4", 0)));
            assertEquals(before - 1, view.hiddenCount(code));
            assertEquals(1, view.sideToMove());
            view.unmakeMove();
            assertEquals(fen, view.toFen());
            assertEquals(hash, view.hash());
        }
    }

    @Test
    void aRevealWithoutItsOutcomeIsRefusedByTheView() {
        BanqiView view = RULES.truePosition(MIDGAME).playerView();
        int reveal = RULES.parseMachine(view, "a4?");
        assertThrows(IllegalArgumentException.class, () -> view.makeMove(reveal));
        int noneLeft = Move.withPiece(reveal, BanqiPieces.code(BanqiPieces.BLACK, BanqiPieces.GENERAL));
        assertEquals(0, view.hiddenCount(BanqiPieces.code(BanqiPieces.BLACK, BanqiPieces.GENERAL)));
        assertThrows(IllegalArgumentException.class, () -> view.makeMove(noneLeft));
    }

    @Test
    void viewFollowsTheTrueGameThroughMachineNotation() {
        SplitMix64 random = new SplitMix64(99);
        MoveList moves = new MoveList();
        int[] outcomes = new int[16];
        double[] probabilities = new double[16];
        for (long seed = 0; seed < 20; seed++) {
            BanqiPosition truth = RULES.startPosition(RULES.defaultRules(), seed);
            BanqiView follower = truth.playerView(); // kept up to date by the moves' text and the revealed pieces
            String followerStart = follower.toFen();
            int plies = 0;
            while (!truth.status().isOver()) {
                BanqiView view = truth.playerView();
                assertEquals(moves(truth), moves(view), "same moves in machine notation, seed " + seed);
                moves.clear();
                truth.generateLegal(moves);
                int trueMove = moves.get(random.nextInt(moves.size()));
                String text = RULES.toMachine(truth, trueMove);
                int viewMove = RULES.parseMachine(follower, text);
                if (Move.kind(viewMove) == Move.REVEAL) {
                    int n = follower.chanceOutcomes(viewMove, outcomes, probabilities);
                    int outcome = Move.withPiece(viewMove, Move.piece(trueMove));
                    boolean listed = false;
                    for (int k = 0; k < n; k++) {
                        listed |= outcomes[k] == outcome;
                    }
                    assertTrue(listed, "the true piece is among the chance outcomes of " + text);
                    viewMove = outcome;
                }
                truth.makeMove(trueMove);
                follower.makeMove(viewMove);
                plies++;
                assertEquals(truth.observation(), follower.observation(), "after " + text + ", seed " + seed);
                assertEquals(truth.playerView().hash(), follower.hash());
                assertEquals(truth.ruleStatus(), follower.ruleStatus());
            }
            assertEquals(truth.status(), follower.status());
            for (int i = 0; i < plies; i++) {
                follower.unmakeMove();
            }
            assertEquals(followerStart, follower.toFen());
        }
    }

    @Test
    void observationCannotHoldTheLayout() {
        // By construction: no class of the view reaches a true position, a layout or any other Position.
        for (Class<?> c : new Class<?>[] {Observation.class, BanqiView.class, BanqiBoard.class}) {
            for (Field f : c.getDeclaredFields()) {
                Class<?> t = f.getType();
                assertFalse(Position.class.isAssignableFrom(t) || t == BanqiLayout.class || t == String.class,
                        c.getSimpleName() + "." + f.getName() + " could hold the truth");
            }
        }
        // The observation's cells cannot even express a face-down identity.
        int[] cells = new int[32];
        int[] bag = new int[16];
        cells[0] = BanqiPieces.FACE_DOWN | BanqiPieces.GENERAL;
        bag[BanqiPieces.GENERAL] = 1;
        assertThrows(IllegalArgumentException.class, () -> new Observation(cells, bag, 0, 0, 0, 10));
        // The view's public API reports a face-down square as FACE_DOWN, and so does the true position's.
        BanqiPosition truth = RULES.truePosition(MIDGAME);
        for (int sq = 0; sq < 32; sq++) {
            assertTrue(truth.pieceAt(sq) <= BanqiPieces.FACE_DOWN);
            assertEquals(truth.pieceAt(sq), truth.playerView().pieceAt(sq));
        }
    }

    @Test
    void viewIsItsOwnViewAndCopiesAreIndependent() {
        BanqiView view = RULES.truePosition(MIDGAME).playerView();
        assertSame(view, view.playerView());
        BanqiView copy = view.copy();
        copy.makeMove(RULES.parseMachine(copy, "f3-e3"));
        assertNotEquals(view.toFen(), copy.toFen());
        assertEquals(RULES.truePosition(MIDGAME).playerView().toFen(), view.toFen());
    }

    @Test
    void trueMovesAndViewMovesCorrespondEvenForCaptures() {
        BanqiPosition truth = RULES.truePosition(MIDGAME);
        Position view = truth.playerView();
        MoveList moves = new MoveList();
        truth.generateLegal(moves);
        for (int i = 0; i < moves.size(); i++) {
            String text = RULES.toMachine(truth, moves.get(i));
            int v = RULES.parseMachine(view, text);
            assertEquals(text, RULES.toMachine(view, v));
            if (Move.kind(v) != Move.REVEAL) {
                assertEquals(moves.get(i), v, "moves and captures are the same int in both");
            }
        }
    }
}
