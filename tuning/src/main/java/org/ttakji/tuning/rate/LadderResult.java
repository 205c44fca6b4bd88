package org.ttakji.tuning.rate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.tuning.stats.RatedGame;
import org.ttakji.tuning.stats.RatedPair;
import org.ttakji.tuning.stats.RatingBootstrap;
import org.ttakji.tuning.stats.RatingFitOptions;
import org.ttakji.tuning.stats.RatingInterval;
import org.ttakji.tuning.stats.RatingIntervals;
import org.ttakji.tuning.stats.RatingKind;

/**
 * The ladder of a rating run: every player's rating from one maximum-likelihood fit over all the run's games
 * (Bradley-Terry with Davidson's draw parameter and a fitted first-move advantage, {@code RatingFit}), with 95%
 * intervals by the bootstrap over game pairs ({@link RatingBootstrap}), on the lab Elo scale: the scale's anchor
 * player at its fixed rating ({@link RatingScale}, from the bands file: e.g. Fairy-Stockfish Skill 0 at 20,000
 * nodes = +650; and the scale's fixed players at theirs, Ordo's multiple anchors, except in a ladder of anchors alone,
 * which measures them), or, in a ladder without that player, the random mover at 0 (without it, the first anchor at 0),
 * which {@link #scaleFellBack()} says; plus the promises measured from the same games.
 *
 * <p>The fit itself is anchored at the reference when it can be (then its interval is the point of its fixed
 * rating), else at the first player, in ladder order (anchors first), that did not win or lose every game; results
 * are then shifted so the reference is at its rating. A reference with a perfect score has only Ordo's floor or
 * ceiling, which the scale then puts at the reference's rating: the zero of such a scale moves with the number of
 * games the reference lost, which is why the scale's anchor is a player that scores. Any other player that lost
 * every game (the random mover, usually) is shown with its ceiling ({@link RatingKind#AT_MOST}), and its games
 * do not move the others' ratings (unless the prior below is needed, whose virtual draws give it a score). When the games do not determine the first-move advantage (too few decisive games), it is held at 0
 * ({@link RatingIntervals#firstMoveAdvantage()} is then a point); when even then the draw parameter has no finite
 * maximum, it is held at the games' draw ratio ({@link RatingIntervals#drawParameter()} a point). When some group won every game against the
 * rest (likely with few games per pairing), maximum likelihood puts it infinitely far away; then every two players
 * that met get one virtual drawn pair, added to every fit and never resampled (BayesElo's prior of virtual draws),
 * which pulls ratings together a little ({@link #priorGames()} says how many).
 *
 * @param reference   the player the scale is tied to in this run
 * @param referenceElo its rating, lab Elo
 * @param scale       the scale asked for (the reference is its player unless that player did not play)
 * @param fitAnchor   the player the fit held at 0 before the shift
 * @param ratings     the fit and its intervals, on the scale ({@code reference} at {@code referenceElo})
 * @param players     the ladder's rows, levels first then anchors, in ladder order
 * @param easyVsRandom the first promise: the weakest level's score against the random mover, or null without one
 *                    (or without levels)
 * @param costs       per level, what its moves cost (nodes and measured time per move)
 * @param games       games rated
 * @param pairs       complete game pairs rated
 * @param priorGames  virtual drawn games added to every fit (0 unless the games alone could not be rated: then one
 *                    drawn pair for every two players that met, BayesElo's prior; the report says so)
 */
public record LadderResult(String reference, double referenceElo, RatingScale scale, String fitAnchor, RatingIntervals ratings, List<Row> players,
                           ScoreCheck easyVsRandom, List<LevelCost> costs, long games, long pairs,
                           int priorGames) {
    /** Bootstrap resamples unless told. */
    public static final int DEFAULT_RESAMPLES = 1000;

    /**
     * One row of the ladder.
     *
     * @param name   the player ({@link AnchorText#nameOf})
     * @param level  true for a level of the lab, false for an anchor
     * @param rating Elo relative to the reference
     * @param low    the 95% interval's low end (NaN if no resample had the player)
     * @param high   the 95% interval's high end
     * @param kind   an estimate, the reference, or a floor/ceiling for a perfect score
     * @param games  games played (in complete pairs; virtual draws of the prior not counted)
     * @param score  points per game in them
     */
    public record Row(String name, boolean level, double rating, double low, double high, RatingKind kind, long games,
                      double score) {
    }

    /**
     * Rates the games on the scale of the random mover at 0: {@link #of(List, Ladder, Map, long, int, long,
     * RatingScale)} with {@link RatingScale#RANDOM_ZERO}.
     */
    public static LadderResult of(List<LadderGame> games, Ladder ladder, Map<String, Long> nodeLimits,
                                  long capMillis, int resamples, long seed) {
        return of(games, ladder, nodeLimits, capMillis, resamples, seed, RatingScale.RANDOM_ZERO);
    }

    /**
     * Rates the games.
     *
     * @param games      the run's games (pairs {@code 2k, 2k + 1}; a pair missing a game is left out)
     * @param ladder     the run's ladder (its names and order)
     * @param nodeLimits each level's node limit per move (-1: none), by name
     * @param capMillis  the interactive cap per move, ms
     * @param resamples  bootstrap resamples, >= 1
     * @param seed       the bootstrap's seed
     * @param scale      the scale's anchor player and rating; when that player did not play, the random mover at 0
     *                   (or the first anchor at 0 without it)
     * @throws LabInputException if the games cannot be rated (no complete pair, or no player that can anchor the
     *                           fit, e.g. one pairing only that one side won entirely)
     */
    public static LadderResult of(List<LadderGame> games, Ladder ladder, Map<String, Long> nodeLimits,
                                  long capMillis, int resamples, long seed, RatingScale scale) {
        Map<Long, LadderGame[]> byPair = new TreeMap<>();
        for (LadderGame g : games) {
            byPair.computeIfAbsent(g.index() / 2, k -> new LadderGame[2])[(int) (g.index() % 2)] = g;
        }
        List<RatedPair> pairs = new ArrayList<>();
        List<LadderGame> paired = new ArrayList<>();
        for (LadderGame[] p : byPair.values()) {
            if (p[0] != null && p[1] != null) {
                pairs.add(new RatedPair(rated(p[0]), rated(p[1])));
                paired.add(p[0]);
                paired.add(p[1]);
            }
        }
        if (pairs.isEmpty()) {
            throw new LabInputException("no complete game pair to rate");
        }
        List<String> order = new ArrayList<>();
        ladder.anchors().forEach(a -> order.add(AnchorText.nameOf(a)));
        ladder.levels().forEach(l -> order.add(AnchorText.nameOf(l)));
        // a ladder of anchors alone measures them: it holds none but the scale's anchor
        RatingScale asked = ladder.levels().isEmpty() ? scale.anchorOnly() : scale;
        RatingScale used = played(paired, asked.player()) ? asked
                : new RatingScale(order.contains(EngineConfig.RANDOM) ? EngineConfig.RANDOM : order.get(0), 0);
        String reference = used.player();
        // the reference first: when it can anchor the fit, its interval is the point of its fixed rating
        order.remove(reference);
        order.add(0, reference);
        RatingIntervals ratings = null;
        String fitAnchor = null;
        LabInputException last = null;
        // Too few decisive games leave the first-move advantage undetermined: then it is held at 0 (and, if need be,
        // the draw parameter too). A group that won every game against the rest (few games) cannot be rated at all:
        // then the prior of virtual draws.
        List<RatedGame> prior = virtualDraws(paired);
        int priorGames = 0;
        for (List<RatedGame> extra : List.of(List.<RatedGame>of(), prior)) {
            for (RatingFitOptions options : fallbacks(paired, extra)) {
                for (String candidate : order) {
                    if (ratings != null || !played(paired, candidate)) {
                        continue;
                    }
                    try {
                        ratings = RatingBootstrap.run(pairs, extra, candidate, reference, used.elo(),
                                candidate.equals(reference) ? used.fixed() : Map.of(), options, resamples, seed);
                        fitAnchor = candidate;
                        priorGames = extra.size();
                    } catch (LabInputException e) {
                        last = e;
                    }
                }
            }
        }
        if (ratings == null) {
            throw new LabInputException("the games cannot be rated: " + (last == null ? "no player played"
                    : last.getMessage()), last);
        }
        List<Row> rows = new ArrayList<>();
        Map<String, Boolean> players = new LinkedHashMap<>();
        ladder.levels().forEach(l -> players.put(AnchorText.nameOf(l), true));
        ladder.anchors().forEach(a -> players.put(AnchorText.nameOf(a), false));
        for (Map.Entry<String, Boolean> e : players.entrySet()) {
            var fit = ratings.fit().player(e.getKey());
            if (fit.isEmpty()) {
                continue;
            }
            RatingInterval interval = ratings.player(e.getKey()).orElseThrow();
            String name = e.getKey();
            long played = 0;
            double points = 0;
            for (LadderGame g : paired) {
                if (g.first().equals(name) || g.second().equals(name)) {
                    played++;
                    double first = g.result().firstPlayerScore();
                    points += g.first().equals(name) ? first : 1 - first;
                }
            }
            rows.add(new Row(name, e.getValue(), fit.get().elo(), interval.low(), interval.high(), fit.get().kind(),
                    played, points / played));
        }
        ScoreCheck easy = order.contains(EngineConfig.RANDOM) && !ladder.levels().isEmpty()
                ? ScoreCheck.of(AnchorText.nameOf(ladder.levels().get(0)), EngineConfig.RANDOM, paired) : null;
        List<LevelCost> costs = new ArrayList<>();
        for (var level : ladder.levels()) {
            String name = AnchorText.nameOf(level);
            costs.add(LevelCost.of(name, paired, nodeLimits.getOrDefault(name, -1L), capMillis));
        }
        return new LadderResult(reference, used.elo(), scale, fitAnchor, ratings, rows, easy, costs, paired.size(), pairs.size(),
                priorGames);
    }

    /**
     * The fits tried in turn: everything estimated; the first-move advantage held at 0; and, when even that has no
     * maximum (a few games where the likelihood grows without bound along a ridge of ever more draws and ever wider
     * rating gaps), the draw parameter also held, at the value that gives equal players the games' draw ratio
     * ({@link org.ttakji.tuning.stats.DavidsonModel#drawParameterForEqualDrawRatio}), as BayesElo holds its drawElo.
     */
    private static List<RatingFitOptions> fallbacks(List<LadderGame> paired, List<RatedGame> extra) {
        long draws = extra.stream().filter(g -> g.result() == org.ttakji.engines.core.Result.DRAW).count()
                + paired.stream().filter(g -> g.result() == org.ttakji.engines.core.Result.DRAW).count();
        long games = paired.size() + extra.size();
        // every game drawn: equal ratings whatever the parameter; the ratio as if one more game had been decisive
        double ratio = draws < games ? (double) draws / games : draws / (draws + 1.0);
        List<RatingFitOptions> out = new ArrayList<>(List.of(RatingFitOptions.fitAll(), RatingFitOptions.withAdvantage(0)));
        if (draws > 0) {
            out.add(new RatingFitOptions(0.0, org.ttakji.tuning.stats.DavidsonModel.drawParameterForEqualDrawRatio(ratio)));
        }
        return out;
    }

    /** One virtual drawn game pair (colours swapped) for every two players that met. */
    private static List<RatedGame> virtualDraws(List<LadderGame> games) {
        java.util.Set<List<String>> met = new java.util.LinkedHashSet<>();
        for (LadderGame g : games) {
            met.add(g.first().compareTo(g.second()) < 0 ? List.of(g.first(), g.second()) : List.of(g.second(), g.first()));
        }
        List<RatedGame> out = new ArrayList<>();
        for (List<String> m : met) {
            out.add(new RatedGame(m.get(0), m.get(1), org.ttakji.engines.core.Result.DRAW));
            out.add(new RatedGame(m.get(1), m.get(0), org.ttakji.engines.core.Result.DRAW));
        }
        return out;
    }

    private static boolean played(List<LadderGame> games, String player) {
        return games.stream().anyMatch(g -> g.first().equals(player) || g.second().equals(player));
    }

    /** True when the scale asked for was not used: its anchor player did not play in this run. */
    public boolean scaleFellBack() {
        return !scale.player().equals(reference);
    }

    /**
     * The scale the ratings are on: {@code reference} at {@code referenceElo}, and the scale's fixed players that
     * were held in the fit (those that played, when the fit was anchored at the reference).
     */
    public RatingScale scaleUsed() {
        RatingScale used = new RatingScale(reference, referenceElo);
        for (Map.Entry<String, Double> f : scale.fixed().entrySet()) {
            var rating = ratings.fit().player(f.getKey());
            if (rating.isPresent() && rating.get().kind() == RatingKind.FIXED) {
                used = used.alsoFixing(f.getKey(), f.getValue());
            }
        }
        return used;
    }

    private static RatedGame rated(LadderGame g) {
        return new RatedGame(g.first(), g.second(), g.result());
    }

    /** The row of a player, if it played. */
    public java.util.Optional<Row> row(String name) {
        return players.stream().filter(r -> r.name().equals(name)).findFirst();
    }
}
