package org.ttakji.engines.search;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;

/**
 * Test-only game: Nim (take any number of tokens from one heap; who cannot move loses). Many move orders
 * reach the same heaps, so the transposition table is used for real, and every game ends, so a deep enough
 * search knows the exact result and its distance.
 */
final class Nim implements Position {
    private static final long[][] KEYS = new long[8][16];
    private static final long SIDE_KEY;

    static {
        SplitMix64 r = new SplitMix64(42);
        for (long[] heap : KEYS) {
            for (int i = 0; i < heap.length; i++) {
                heap[i] = r.nextLong();
            }
        }
        SIDE_KEY = r.nextLong();
    }

    private final int[] heaps;
    private final int[] undoHeap = new int[256];
    private final int[] undoCount = new int[256];
    private int plies;
    /** True: {@link #hash()} is 0 for every position and only {@link #searchKey()} tells positions apart. */
    private boolean keyOnlyInSearchKey;

    Nim(int... heaps) {
        this.heaps = heaps.clone();
    }

    /**
     * A Nim game whose every position has hash 0 and whose {@link #searchKey()} is the real key: a search that keys
     * its table by the hash mixes all positions up, one that keys it by the search key solves the game.
     */
    static Nim keyedBySearchKeyOnly(int... heaps) {
        Nim n = new Nim(heaps);
        n.keyOnlyInSearchKey = true;
        return n;
    }

    /** The exact value for the side to move: win in k plies = MATE - k, loss in k plies = -(MATE - k). */
    static int solve(int[] heaps) {
        boolean any = false;
        int best = -Scores.INFINITE;
        for (int h = 0; h < heaps.length; h++) {
            for (int take = 1; take <= heaps[h]; take++) {
                any = true;
                heaps[h] -= take;
                int child = solve(heaps);
                heaps[h] += take;
                int mine = child > 0 ? -(child - 1) : -(child + 1);
                best = Math.max(best, mine);
            }
        }
        return any ? best : -Scores.MATE;
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
        return plies & 1;
    }

    @Override
    public int ply() {
        return plies;
    }

    @Override
    public void generateLegal(MoveList out) {
        for (int h = 0; h < heaps.length; h++) {
            for (int take = 1; take <= heaps[h]; take++) {
                out.add(Move.of(h, take, Move.NORMAL, 0));
            }
        }
    }

    @Override
    public void makeMove(int move) {
        undoHeap[plies] = Move.from(move);
        undoCount[plies] = Move.to(move);
        heaps[Move.from(move)] -= Move.to(move);
        plies++;
    }

    @Override
    public void unmakeMove() {
        plies--;
        heaps[undoHeap[plies]] += undoCount[plies];
    }

    @Override
    public long hash() {
        return keyOnlyInSearchKey ? 0 : key();
    }

    @Override
    public long searchKey() {
        return key();
    }

    private long key() {
        long h = (plies & 1) == 0 ? 0 : SIDE_KEY;
        for (int i = 0; i < heaps.length; i++) {
            h ^= KEYS[i][heaps[i]];
        }
        return h;
    }

    @Override
    public boolean inCheck() {
        return false;
    }

    @Override
    public Outcome ruleStatus() {
        return Outcome.ONGOING;
    }

    @Override
    public Outcome noLegalMoveOutcome() {
        return Outcome.loss(sideToMove(), Termination.NO_LEGAL_ACTION);
    }

    @Override
    public String toFen() {
        return java.util.Arrays.toString(heaps);
    }

    @Override
    public Position copy() {
        Nim c = new Nim(heaps);
        c.plies = plies;
        return c;
    }
}
