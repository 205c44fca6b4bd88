package org.ttakji.selfplay;

import java.util.List;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.PerftCase;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptionSpec;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * A tiny stand-in game for testing the pipeline while (or where) the real variants are not needed: a pile
 * of {@code 12 + start % 9} stones; a move takes 1..maxTake stones ({@code "1".."3"}) or passes
 * ({@code "0"}); who takes the last stone wins ({@code checkmate}); the third repetition of (pile, side) is
 * a draw ({@code repetition}). Plays under any {@link Variant} name.
 */
final class ToyRules implements VariantRules {
    private final Variant variant;

    ToyRules(Variant variant) {
        this.variant = variant;
    }

    /** A catalog giving the toy game for every variant. */
    static RulesCatalog catalog() {
        return ToyCatalog.INSTANCE;
    }

    /** The toy catalog, serializable as an enum. */
    enum ToyCatalog implements RulesCatalog {
        INSTANCE;

        @Override
        public VariantRules rules(Variant v) {
            return new ToyRules(v);
        }
    }

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public List<RuleOptionSpec> ruleOptions() {
        return List.of(new RuleOptionSpec("maxTake", List.of("3", "2"), "3", "most stones per move"));
    }

    @Override
    public Position startPosition(RuleOptions rules, long start) {
        return new Pile(variant, rules, (int) (12 + Math.floorMod(start, 9)), 0, 0);
    }

    @Override
    public long defaultStart() {
        return variant == Variant.CHESS960 ? 518 : 0;
    }

    @Override
    public Position fromFen(String text, RuleOptions rules) {
        String[] f = text.trim().split(" ");
        try {
            return new Pile(variant, rules, Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]));
        } catch (RuntimeException e) {
            throw new InvalidPositionException(text, List.of("expected '<pile> <side> <ply>'"));
        }
    }

    @Override
    public String positionFormat() {
        return "toy";
    }

    @Override
    public String toMachine(Position position, int move) {
        return Integer.toString(Move.to(move));
    }

    @Override
    public int parseMachine(Position position, String text) {
        MoveList moves = new MoveList();
        position.generateLegal(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (toMachine(position, moves.get(i)).equals(text)) {
                return moves.get(i);
            }
        }
        if (!text.matches("\\d")) {
            throw new NotationException(text, "expected a digit");
        }
        throw new IllegalMoveException(text, position.toFen(), "not legal");
    }

    @Override
    public String toHuman(Position position, int move) {
        return toMachine(position, move);
    }

    @Override
    public int parseHuman(Position position, String text) {
        return parseMachine(position, text);
    }

    @Override
    public List<PerftCase> benchPerftSuite() {
        return List.of();
    }

    /** The position: a pile, the side to move and the history of (pile, side) for repetitions. */
    private static final class Pile implements Position {
        private final Variant variant;
        private final RuleOptions rules;
        private final int startPly;
        private final int[] piles = new int[4096];
        private int n;
        private int side;

        Pile(Variant variant, RuleOptions rules, int pile, int side, int ply) {
            this.variant = variant;
            this.rules = rules;
            this.side = side;
            this.startPly = ply;
            piles[0] = pile;
        }

        @Override
        public Variant variant() {
            return variant;
        }

        @Override
        public RuleOptions rules() {
            return rules;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public int ply() {
            return startPly + n;
        }

        @Override
        public void generateLegal(MoveList out) {
            if (piles[n] == 0) {
                return;
            }
            int max = Math.min(piles[n], Integer.parseInt(rules.get("maxTake")));
            for (int take = 0; take <= max; take++) {
                out.add(Move.of(0, take, Move.NORMAL, 0));
            }
        }

        @Override
        public void makeMove(int move) {
            piles[n + 1] = piles[n] - Move.to(move);
            n++;
            side ^= 1;
        }

        @Override
        public void unmakeMove() {
            if (n == 0) {
                throw new IllegalStateException("no move to take back");
            }
            n--;
            side ^= 1;
        }

        @Override
        public long hash() {
            return piles[n] * 2L + side;
        }

        @Override
        public boolean inCheck() {
            return false;
        }

        @Override
        public Outcome ruleStatus() {
            if (piles[n] == 0) {
                return Outcome.ONGOING; // decided by noLegalMoveOutcome
            }
            int seen = 0;
            for (int i = n; i >= 0; i -= 2) {
                if (piles[i] == piles[n]) {
                    seen++;
                }
            }
            return seen >= 3 ? Outcome.draw(Termination.REPETITION) : Outcome.ONGOING;
        }

        @Override
        public Outcome noLegalMoveOutcome() {
            return Outcome.loss(side, Termination.CHECKMATE);
        }

        @Override
        public String toFen() {
            return piles[n] + " " + side + " " + ply();
        }

        @Override
        public Position copy() {
            Pile p = new Pile(variant, rules, piles[0], side ^ (n & 1), startPly);
            System.arraycopy(piles, 0, p.piles, 0, n + 1);
            p.n = n;
            p.side = side;
            return p;
        }
    }
}
