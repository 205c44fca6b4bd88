package org.ttakji.engines.records;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** Seeded random games of any variant as record games, for the writers' round trips. */
final class RandomGames {
    private RandomGames() {
    }

    /**
     * A game of random legal moves (captures preferred half of the time, so pieces get exchanged, promoted and
     * dropped) from the variant's start of {@code start}, until a rule ends it or after {@code maxPlies}; a game
     * still going is scored a draw by adjudication, as self-play's ply cap does.
     */
    static RecordGame.Replayed play(Variant variant, RuleOptions options, long start, int maxPlies, long seed) {
        VariantRules rules = Variants.rules(variant);
        Position p = rules.startPosition(options, start);
        String startFen = p.toFen();
        SplitMix64 random = new SplitMix64(seed);
        List<String> moves = new ArrayList<>();
        MoveList legal = new MoveList();
        Outcome end = Outcome.ONGOING;
        while (moves.size() < maxPlies) {
            end = p.status();
            if (end.isOver()) {
                break;
            }
            legal.clear();
            p.generateLegal(legal);
            int move = legal.get(random.nextInt(legal.size()));
            if (random.nextInt(2) == 0) {
                for (int i = 0; i < legal.size(); i++) {
                    if (org.ttakji.engines.core.Move.isCapture(legal.get(i))) {
                        move = legal.get(i);
                        break;
                    }
                }
            }
            moves.add(rules.toMachine(p, move));
            p.makeMove(move);
            end = p.status();
        }
        Result result = end.isOver() ? end.result() : Result.DRAW;
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put(RecordTags.EVENT, "round trip");
        tags.put(RecordTags.FIRST, "alpha one");
        tags.put(RecordTags.SECOND, "beta \"two\"");
        tags.put(RecordTags.SEED, Long.toString(seed));
        return new RecordGame.Replayed("random", 1, startFen, start, options, moves, result,
                end.isOver() ? end.termination() : org.ttakji.engines.core.Termination.ADJUDICATION, tags);
    }
}
