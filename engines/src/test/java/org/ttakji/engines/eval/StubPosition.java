package org.ttakji.engines.eval;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;

/** A position that only carries numbers for test extractors to read; no moves. */
public final class StubPosition implements Position {
    /** Values a test extractor reports as features. */
    public final int[] values;
    private final int side;

    /** @param side side to move; @param values what the stub extractor reports */
    public StubPosition(int side, int... values) {
        this.side = side;
        this.values = values;
    }

    @Override public Variant variant() { return Variant.CHESS960; }
    @Override public RuleOptions rules() { throw new UnsupportedOperationException(); }
    @Override public int sideToMove() { return side; }
    @Override public int ply() { return 0; }
    @Override public void generateLegal(MoveList out) { }
    @Override public void makeMove(int move) { throw new UnsupportedOperationException(); }
    @Override public void unmakeMove() { throw new UnsupportedOperationException(); }
    @Override public long hash() { return 0; }
    @Override public boolean inCheck() { return false; }
    @Override public Outcome ruleStatus() { return Outcome.ONGOING; }
    @Override public Outcome noLegalMoveOutcome() { throw new UnsupportedOperationException(); }
    @Override public String toFen() { return "stub"; }
    @Override public Position copy() { return new StubPosition(side, values.clone()); }
}
