package org.ttakji.engines.search;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.Evaluator;

/**
 * Test-only game with a root action, like Shogi's impasse declaration: at the root the side to move may
 * play one of several board moves (after which the game goes on with a single quiet move per turn, and the
 * evaluation is fixed by which root move was played) or {@code declare}, which ends the game with a given
 * outcome at once.
 */
final class ImpasseGame implements Position {
    private final int[] rootMoveValues;
    private final Outcome declaration;
    private boolean declarationKeepsTurn;
    private int rootMove = -1;
    private boolean declared;
    private int depth;

    /**
     * @param declaration     the outcome of declaring, for the declaring side 0 (null: no declaration allowed)
     * @param rootMoveValues  the evaluation, for side 0, after each root move
     */
    ImpasseGame(Outcome declaration, int... rootMoveValues) {
        this.rootMoveValues = rootMoveValues;
        this.declaration = declaration;
    }

    /** The evaluation: the chosen root move's value, from the side to move's view. */
    static Evaluator evaluator() {
        return p -> {
            ImpasseGame g = (ImpasseGame) p;
            int v = g.rootMove < 0 ? 0 : g.rootMoveValues[g.rootMove];
            return g.sideToMove() == 0 ? v : -v;
        };
    }

    /** Makes the declaration keep the turn (as Shogi's does: the game ends with the declarer still to move). */
    ImpasseGame keepingTurn() {
        declarationKeepsTurn = true;
        return this;
    }

    static int declareAction() {
        return Move.of(0, 0, Move.DECLARE, 0);
    }

    @Override
    public Variant variant() {
        return null;
    }

    @Override
    public RuleOptions rules() {
        return null;
    }

    @Override
    public int sideToMove() {
        return declared && declarationKeepsTurn ? 0 : depth & 1;
    }

    @Override
    public int ply() {
        return depth;
    }

    @Override
    public void generateLegal(MoveList out) {
        if (declared) {
            return;
        }
        if (depth == 0) {
            for (int i = 0; i < rootMoveValues.length; i++) {
                out.add(Move.of(i, 1, Move.NORMAL, 0));
            }
        } else {
            out.add(Move.of(0, 2, Move.NORMAL, 0));
        }
    }

    @Override
    public void generateActions(MoveList out) {
        if (depth == 0 && declaration != null) {
            out.add(declareAction());
        }
    }

    @Override
    public void makeMove(int move) {
        if (Move.kind(move) == Move.DECLARE) {
            declared = true;
        } else if (depth == 0) {
            rootMove = Move.from(move);
        }
        depth++;
    }

    @Override
    public void unmakeMove() {
        depth--;
        if (depth == 0) {
            declared = false;
            rootMove = -1;
        }
    }

    @Override
    public long hash() {
        return (declared ? 1_000_003L : 0) + 7919L * (rootMove + 1) + 31L * depth;
    }

    @Override
    public boolean inCheck() {
        return false;
    }

    @Override
    public Outcome ruleStatus() {
        return declared ? declaration : Outcome.ONGOING;
    }

    @Override
    public Outcome noLegalMoveOutcome() {
        return Outcome.draw(Termination.STALEMATE);
    }

    @Override
    public String toFen() {
        return "impasse game";
    }

    @Override
    public Position copy() {
        throw new UnsupportedOperationException();
    }
}
