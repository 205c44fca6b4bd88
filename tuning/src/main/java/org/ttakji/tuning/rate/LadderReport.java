package org.ttakji.tuning.rate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.tuning.stats.RatingInterval;
import org.ttakji.tuning.stats.RatingKind;

/**
 * A rating run's report: the ladder table and the measured promises ({@link #lines()}), or the same as a JSON
 * object ({@link #json()}) written next to the run.
 *
 * @param runId       the run id
 * @param runDir      the run directory
 * @param spec        the run's spec
 * @param result      the ladder
 * @param labVersion  the build that rated it ({@code git describe})
 * @param loadAverage the machine's one-minute load average when the report was made (-1 if unknown): the measured
 *                    times depend on it
 * @param seconds     wall time of the playing in this process, or negative for a report of an existing run
 */
public record LadderReport(String runId, String runDir, MatchSpec spec, LadderResult result, String labVersion,
                           double loadAverage, double seconds) {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The run's variant. */
    public Variant variant() {
        return spec.variants().get(0);
    }

    /** The report as lines for a terminal. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "rate %s: run %s, %d games (%d pairs) in %d pairings, openings %s, seed %d",
                variant().cliName(), runId, result.games(), result.pairs(), spec.pairingsOf(variant()).size(),
                spec.starts().get(variant()).toText(), spec.seed()));
        out.add(scaleLine(result));
        if (result.priorGames() > 0) {
            out.add(String.format(Locale.ROOT, "prior: %d virtual draws (one drawn pair per two players that met): the"
                    + " games alone could not be rated (a group won every game against the rest)", result.priorGames()));
        }
        int width = Math.max(6, result.players().stream().mapToInt(r -> r.name().length()).max().orElse(6));
        out.add(String.format(Locale.ROOT, "%-" + width + "s  %7s  %-18s  %5s  %5s", "player", "rating",
                "95% interval", "games", "score"));
        List<LadderResult.Row> sorted = result.players().stream()
                .sorted((a, b) -> Double.compare(b.rating(), a.rating())).toList();
        for (LadderResult.Row r : sorted) {
            out.add(String.format(Locale.ROOT, "%-" + width + "s  %7s  %-18s  %5d  %5.3f%s", r.name(),
                    rating(r.rating(), r.kind()), interval(r.low(), r.high()), r.games(), r.score(),
                    r.level() ? "  (level)" : r.kind() == RatingKind.FIXED ? "  (fixed)" : ""));
        }
        if (result.costs().isEmpty()) {
            return out; // anchors alone: no level to hold to the promises
        }
        out.add("promises (measured in this run):");
        ScoreCheck e = result.easyVsRandom();
        if (e != null) {
            out.add(String.format(Locale.ROOT, "  %s beats the random mover: %s, %s +%d =%d -%d in %d pairs, score"
                    + " %.3f [%.3f, %.3f]", e.player(), e.beats() ? "yes" : "NOT SHOWN", e.player(), e.wins(),
                    e.draws(), e.losses(), e.pairs(), e.score(), e.low(), e.high()));
        }
        for (LevelCost c : result.costs()) {
            out.add(String.format(Locale.ROOT, "  %-6s %6d moves: nodes per move median %,.0f, max %,d%s; time per"
                    + " move median %s, max %s", c.player(), c.moves(), c.medianNodes(), c.maxNodes(),
                    c.nodeLimit() < 0 ? "" : String.format(Locale.ROOT, " (limit %,d: %d over)", c.nodeLimit(),
                            c.overLimit()), millis(c.medianMillis()), millis(c.maxMillis())));
        }
        LevelCost strongest = result.costs().get(result.costs().size() - 1);
        out.add(String.format(Locale.ROOT, "  %s answers every move within the %,d ms cap: %s (%d of %d moves over;"
                + " load average %.2f %s)", strongest.player(), strongest.capMillis(),
                Double.isNaN(strongest.maxMillis()) ? "not measured (no times recorded)"
                        : strongest.withinCap() ? "yes" : "NO", strongest.overCap(), strongest.moves(), loadAverage,
                seconds >= 0 ? "at the end of play" : "now; the games were played earlier"));
        return out;
    }

    /**
     * The report's second line: the scale (its anchor player and rating, or the fallback and why), the player the
     * fit was held at, the first-move advantage and draw parameter, and the bootstrap, e.g. {@code lab Elo:
     * fairy-stockfish:skill=0:nodes=20000 = +650 (the scale's anchor; fit anchored at ...); first-move advantage ...}.
     */
    public static String scaleLine(LadderResult result) {
        RatingInterval adv = result.ratings().firstMoveAdvantage();
        StringBuilder fixed = new StringBuilder();
        result.scaleUsed().fixed().forEach((p, e) -> fixed.append(fixed.isEmpty() ? "; held fixed: " : ", ")
                .append(new RatingScale(p, e).describe()));
        return String.format(Locale.ROOT, "lab Elo: %s (%s; fit anchored at %s)%s; first-move advantage %+.0f [%+.0f,"
                + " %+.0f]; draw parameter %.3f; %d bootstrap resamples over game pairs (%d failed)",
                result.scaleUsed().anchorOnly().describe(), result.scaleFellBack() ? "the scale's anchor "
                        + result.scale().anchorOnly().describe() + " did not play: fell back to "
                        + result.scaleUsed().describe() : "the scale's anchor", result.fitAnchor(), fixed,
                adv.estimate(), adv.low(), adv.high(),
                result.ratings().fit().drawParameter(), result.ratings().resamples(),
                result.ratings().failedResamples());
    }

    private static String rating(double elo, RatingKind kind) {
        String v = elo(elo);
        return switch (kind) {
            case AT_LEAST -> ">=" + v;
            case AT_MOST -> "<=" + v;
            default -> v;
        };
    }

    private static String interval(double low, double high) {
        return Double.isNaN(low) ? "-" : "[" + elo(low) + ", " + elo(high) + "]";
    }

    /** Signed whole Elo, never {@code -0}. */
    private static String elo(double v) {
        return String.format(Locale.ROOT, "%+d", Math.round(v));
    }

    private static String millis(double ms) {
        return Double.isNaN(ms) ? "-" : String.format(Locale.ROOT, "%,.0f ms", ms);
    }

    /** The report as a JSON object (pretty-printed). */
    public String json() {
        ObjectNode o = JSON.createObjectNode();
        o.put("format", "ttakji-ladder");
        o.put("formatVersion", 1);
        o.put("variant", variant().cliName());
        o.put("runId", runId);
        o.put("runDir", runDir);
        o.put("labVersion", labVersion);
        o.put("loadAverage", loadAverage);
        if (seconds >= 0) {
            o.put("seconds", seconds);
        }
        o.put("openings", spec.starts().get(variant()).toText());
        o.put("seed", spec.seed());
        o.put("pairings", spec.pairingsOf(variant()).size());
        o.put("games", result.games());
        o.put("pairs", result.pairs());
        o.put("reference", result.reference());
        o.put("referenceElo", result.referenceElo());
        ObjectNode scale = o.putObject("scale");
        scale.put("player", result.scale().player());
        scale.put("elo", result.scale().elo());
        scale.put("fellBack", result.scaleFellBack());
        ObjectNode fixed = scale.putObject("fixed");
        result.scaleUsed().fixed().forEach(fixed::put);
        o.put("fitAnchor", result.fitAnchor());
        putInterval(o.putObject("firstMoveAdvantage"), result.ratings().firstMoveAdvantage());
        o.put("drawParameter", result.ratings().fit().drawParameter());
        o.put("priorGames", result.priorGames());
        o.put("resamples", result.ratings().resamples());
        o.put("failedResamples", result.ratings().failedResamples());
        ArrayNode players = o.putArray("players");
        for (LadderResult.Row r : result.players()) {
            ObjectNode p = players.addObject();
            p.put("name", r.name());
            p.put("level", r.level());
            p.put("rating", r.rating());
            p.put("low", r.low());
            p.put("high", r.high());
            p.put("kind", r.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            p.put("games", r.games());
            p.put("score", r.score());
        }
        ObjectNode promises = o.putObject("promises");
        ScoreCheck e = result.easyVsRandom();
        if (e != null) {
            ObjectNode s = promises.putObject("easyBeatsRandom");
            s.put("player", e.player());
            s.put("holds", e.beats());
            s.put("pairs", e.pairs());
            s.put("wins", e.wins());
            s.put("draws", e.draws());
            s.put("losses", e.losses());
            s.put("score", e.score());
            s.put("low", e.low());
            s.put("high", e.high());
        }
        ArrayNode costs = promises.putArray("costs");
        for (LevelCost c : result.costs()) {
            ObjectNode n = costs.addObject();
            n.put("level", c.player());
            n.put("moves", c.moves());
            n.put("medianNodes", c.medianNodes());
            n.put("maxNodes", c.maxNodes());
            n.put("nodeLimit", c.nodeLimit());
            n.put("overLimit", c.overLimit());
            n.put("medianMillis", c.medianMillis());
            n.put("maxMillis", c.maxMillis());
            n.put("capMillis", c.capMillis());
            n.put("overCap", c.overCap());
        }
        if (!result.costs().isEmpty()) {
            promises.put("strongestWithinCap", result.costs().get(result.costs().size() - 1).withinCap());
        }
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    private static void putInterval(ObjectNode o, RatingInterval i) {
        o.put("estimate", i.estimate());
        o.put("low", i.low());
        o.put("high", i.high());
    }
}
