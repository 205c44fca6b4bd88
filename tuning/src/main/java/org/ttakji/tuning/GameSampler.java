package org.ttakji.tuning;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureVector;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.search.OrderingValues;
import org.ttakji.engines.search.QuiescenceSearch;
import org.ttakji.engines.search.Scores;
import org.ttakji.engines.search.SearchSettings;

/**
 * Draws training positions from one logged game (Texel's method): replays the game, picks up to
 * {@link SamplingSettings#perGame()} plies past the opening whose recorded score is not a mate score (in a game
 * without any scores, e.g. a real record, every ply past the opening qualifies; in a logged game, a ply
 * without a score, played by the random mover, does not),
 * resolves each to a quiet position by playing the principal variation of the engine's quiescence search (with
 * the weights being tuned; the static evaluation of that leaf is the sampled position's quiescent value), labels it with the game's result from that position's side to move, and reads its features with the
 * engine's own {@link FeatureExtractor}. Banqi positions are searched and read as the side to move's view, so
 * no feature depends on hidden pieces.
 *
 * <p>Deterministic: the same game, weights and settings give the same samples. Not thread-safe (one per
 * thread or Spark task).
 */
public final class GameSampler {
    private final Variant variant;
    private final VariantRules rules;
    private final FeatureExtractor extractor;
    private final FeatureVector features;
    private final QuiescenceSearch quiescence;
    private final SamplingSettings settings;
    private final SampleCounts counts = new SampleCounts();

    /**
     * A sampler.
     *
     * @param variant  the variant of the games
     * @param weights  the weights being tuned: the quiescence search evaluates with them
     * @param settings which plies and how much search
     * @throws IllegalArgumentException if the weights are not of the variant's feature set
     * @throws LabInputException        if the variant has no evaluation in this build
     */
    public GameSampler(Variant variant, Weights weights, SamplingSettings settings) {
        this.variant = variant;
        this.rules = Variants.rules(variant);
        this.extractor = Variants.featureExtractor(variant);
        this.features = new FeatureVector(extractor.featureSet());
        this.settings = settings;
        int[] pieceValues = extractor.pieceValues(weights);
        FeatureExtractor searchExtractor = Variants.featureExtractor(variant);
        this.quiescence = new QuiescenceSearch(new LinearEvaluator(searchExtractor, weights),
                SearchSettings.defaults().withHashMegabytes(1)
                        .withOrderingValues(pieceValues == null ? OrderingValues.uniform() : OrderingValues.of(pieceValues)));
    }

    /** The tally of everything sampled so far. */
    public SampleCounts counts() {
        return counts;
    }

    /**
     * The samples of one game, in ply order.
     *
     * @throws LabInputException naming the game when its rules, start position or a move cannot be read
     */
    public List<Sample> sample(LoggedGame game) {
        counts.games++;
        Result result;
        try {
            result = Result.fromText(game.result());
        } catch (IllegalArgumentException e) {
            result = Result.ONGOING;
        }
        if (result == Result.ONGOING) {
            counts.gamesWithoutResult++;
            return List.of();
        }
        int[] chosen = choosePlies(game);
        List<Sample> out = new ArrayList<>(chosen.length);
        if (chosen.length == 0) {
            return out;
        }
        Position position;
        try {
            RuleOptions options = rules.parseRules(game.rules() == null || game.rules().isBlank()
                    ? List.of() : List.of(game.rules()));
            position = rules.fromFen(game.startFen(), options);
        } catch (LabInputException e) {
            throw new LabInputException("game " + game.gameId() + ": " + e.getMessage(), e);
        }
        int next = 0;
        for (int ply = 0; ply < game.plies() && next < chosen.length; ply++) {
            if (ply == chosen[next]) {
                Sample s = resolve(game, ply, position, result);
                if (s != null) {
                    out.add(s);
                }
                next++;
            }
            try {
                position.makeMove(rules.parseMachine(position, game.moves().get(ply)));
            } catch (LabInputException e) {
                throw new LabInputException("game " + game.gameId() + ", ply " + (ply + 1) + ": " + e.getMessage(), e);
            }
        }
        return out;
    }

    /** Up to {@code perGame} qualifying plies, ascending, drawn with the game's own generator. */
    int[] choosePlies(LoggedGame game) {
        int n = game.plies();
        int[] candidates = new int[Math.max(0, n - settings.skipPlies())];
        int count = 0;
        boolean unscored = game.evalCp().isEmpty();
        for (int ply = settings.skipPlies(); ply < n; ply++) {
            Integer eval = ply < game.evalCp().size() ? game.evalCp().get(ply) : null;
            if (eval == null && !unscored) { // a player without a search (the random mover) in a logged game
                continue;
            }
            if (eval != null && Scores.isMate(eval)) {
                counts.mateScores++;
                continue;
            }
            candidates[count++] = ply;
        }
        counts.candidatePlies += count;
        SplitMix64 random = new SplitMix64(settings.seed() ^ gameKey(game.gameId()));
        int k = Math.min(settings.perGame(), count);
        for (int i = 0; i < k; i++) { // partial Fisher-Yates: the first k are a uniform choice
            int j = i + random.nextInt(count - i);
            int t = candidates[i];
            candidates[i] = candidates[j];
            candidates[j] = t;
        }
        int[] chosen = Arrays.copyOf(candidates, k);
        Arrays.sort(chosen);
        return chosen;
    }

    /** A stable 64-bit key of a game id (FNV-1a over its UTF-8 bytes, then mixed). */
    static long gameKey(String gameId) {
        long h = 0xcbf29ce484222325L;
        for (byte b : gameId.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        return SplitMix64.mix(h);
    }

    /** The quiet position reached from {@code position} by the quiescence line, as a sample; null if dropped. */
    private Sample resolve(LoggedGame game, int ply, Position position, Result result) {
        Position view = position.playerView();
        int sampledSide = view.sideToMove();
        long t0 = System.nanoTime();
        QuiescenceSearch.Result q = quiescence.search(view, settings.quiescenceNodes());
        counts.quiescenceNanos += System.nanoTime() - t0;
        if (!q.complete() || Scores.isMate(q.score())) {
            counts.unresolved++;
            return null;
        }
        for (int i = 0; i < q.length(); i++) {
            view.makeMove(q.move(i));
        }
        try {
            if (view.ruleStatus().isOver()) {
                counts.ended++;
                return null;
            }
            int side = view.sideToMove();
            features.clear();
            long t1 = System.nanoTime();
            extractor.extract(view, features);
            counts.extractNanos += System.nanoTime() - t1;
            features.sortIndexes();
            int n = 0;
            for (int k = 0; k < features.nonZeroCount(); k++) {
                n += features.value(k) != 0 ? 1 : 0;
            }
            int[] idx = new int[n];
            int[] val = new int[n];
            for (int k = 0, j = 0; k < features.nonZeroCount(); k++) {
                if (features.value(k) != 0) {
                    idx[j] = features.index(k);
                    val[j++] = features.value(k);
                }
            }
            double score = result == Result.DRAW ? 0.5 : result == Result.winFor(side) ? 1.0 : 0.0;
            Integer recorded = ply < game.evalCp().size() ? game.evalCp().get(ply) : null;
            Integer eval = recorded == null ? null : side == sampledSide ? recorded : -recorded;
            counts.positions++;
            return new Sample(game.gameId(), ply, q.length(), view.hash(), view.toFen(), score, eval, idx, val);
        } finally {
            for (int i = q.length() - 1; i >= 0; i--) {
                view.unmakeMove();
            }
        }
    }

    /** The variant sampled. */
    public Variant variant() {
        return variant;
    }
}
