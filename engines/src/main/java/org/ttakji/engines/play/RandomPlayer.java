package org.ttakji.engines.play;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;

/** The baseline player: a uniformly random legal move. Used to prove the engine's strength. */
public final class RandomPlayer implements Player {
    private final MoveList moves = new MoveList();

    @Override
    public MoveChoice choose(Position view, SplitMix64 random) {
        long t0 = System.nanoTime();
        moves.clear();
        view.generateLegal(moves);
        if (moves.isEmpty()) {
            throw new IllegalStateException("no legal move in " + view.toFen());
        }
        int move = moves.get(random.nextInt(moves.size()));
        return new MoveChoice(move, 0, 0, 0, (System.nanoTime() - t0) / 1000);
    }

    @Override
    public EngineConfig config() {
        return EngineConfig.random();
    }
}
