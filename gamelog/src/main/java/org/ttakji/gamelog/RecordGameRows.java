package org.ttakji.gamelog;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Game records and game-log rows, both ways: a replayed record game as a {@link GameRecord} of the game table
 * ({@code lab records convert --to parquet}), and a logged game (a row as {@link GameLogReader} reads it) as a
 * record game with the lab's tags ({@code lab export}).
 */
public final class RecordGameRows {
    /** The run id of games converted from records. */
    public static final String RECORDS_RUN = "records";
    /** The termination column of a record that names no lab termination (a resignation, a result without a reason). */
    public static final String UNKNOWN_TERMINATION = "unknown";
    private static final String NO_PARAMS = "{}";

    private RecordGameRows() {
    }

    /**
     * A replayed record game as a game-table row: run {@code runId}, game id {@code <source>#<n>}, seed 0, players
     * from the record (engine = the player's name, else {@code unknown}; no level, weights or parameters), the moves
     * and result, termination as the record names it (else {@value #UNKNOWN_TERMINATION}), no search columns (empty
     * {@code eval_cp}, {@code depth}, {@code nodes}; null {@code time_us}), {@code clock_stops} 0.
     *
     * @param game       the game
     * @param variant    its variant
     * @param first      the first player's name, or null
     * @param second     the second player's name, or null
     * @param index      the game's index in the table (per variant)
     * @param runId      the run id to give it
     * @param labVersion the build converting it
     */
    public static GameRecord toGameRecord(RecordGame.Replayed game, Variant variant, String first, String second,
                                          long index, String runId, String labVersion) {
        VariantRules rules = Variants.rules(variant);
        Long start = game.startSelector();
        return new GameRecord(runId, game.name(), index, variant.cliName(), game.rules().toString(), game.startFen(),
                start == null ? null : rules.startNumber(start), start == null ? null : rules.hiddenLayout(start), 0L,
                player(first), player(second), game.moves(), new int[0], new int[0], new long[0], null,
                game.result().text(), game.termination() == null ? UNKNOWN_TERMINATION : game.termination().logName(),
                game.moves().size(), labVersion, 0);
    }

    private static PlayerInfo player(String name) {
        return new PlayerInfo(name == null || name.isBlank() ? "unknown" : name, null, null, NO_PARAMS);
    }

    /**
     * A logged game as a record game: start, rule options, moves, result and termination from the row, and the
     * lab's tags ({@link RecordTags}): event, site, round (the game index), both players (name = engine, level and
     * weights version), their engines, levels and weights versions, seed, run, game id and lab version. Source
     * {@code <run>/<variant>}, index {@code game_index + 1}.
     *
     * @param row a row of {@link GameLogReader#read} (columns of {@link GameLogSchema#SCHEMA})
     * @throws org.ttakji.engines.core.LabInputException when the variant is not in this build or the rules do not
     *                                                   parse
     */
    public static RecordGame.Replayed fromRow(Row row) {
        Variant variant = Variant.fromCliName(row.getAs("variant"));
        VariantRules rules = Variants.rules(variant);
        RuleOptions options = rules.parseRules(List.of((String) row.getAs("rules")));
        String runId = row.getAs("run_id");
        long index = row.<Long>getAs("game_index");
        String startFen = row.getAs("start_fen");
        Integer number = row.getAs("start_number");
        Long selector = number != null ? Long.valueOf(number)
                : rules.startPosition(options).toFen().equals(startFen) ? rules.defaultStart() : null;
        Row first = row.getAs("first");
        Row second = row.getAs("second");
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put(RecordTags.EVENT, RECORDS_RUN.equals(runId) ? "records" : "ttakji-lab self-play " + runId);
        tags.put(RecordTags.SITE, "Ttakji Lab");
        tags.put(RecordTags.ROUND, Long.toString(index));
        tags.put(RecordTags.FIRST, label(first));
        tags.put(RecordTags.SECOND, label(second));
        putPlayer(tags, first, RecordTags.FIRST_ENGINE, RecordTags.FIRST_LEVEL, RecordTags.FIRST_WEIGHTS);
        putPlayer(tags, second, RecordTags.SECOND_ENGINE, RecordTags.SECOND_LEVEL, RecordTags.SECOND_WEIGHTS);
        tags.put(RecordTags.SEED, Long.toString(row.<Long>getAs("seed")));
        tags.put(RecordTags.RUN, runId);
        tags.put(RecordTags.GAME_ID, row.getAs("game_id"));
        tags.put(RecordTags.LAB_VERSION, row.getAs("lab_version"));
        List<String> moves = new ArrayList<>(row.<String>getList(row.fieldIndex("moves")));
        tags.put(RecordTags.TERMINATION, row.getAs("termination"));
        Termination termination = RecordTags.termination(tags);
        tags.remove(RecordTags.TERMINATION);
        return new RecordGame.Replayed(runId + "/" + variant.cliName(), (int) index + 1, startFen, selector, options,
                moves, Result.fromText(row.getAs("result")), termination, tags);
    }

    /** {@code engine level weights}, the parts present. */
    private static String label(Row player) {
        StringBuilder sb = new StringBuilder((String) player.getAs("engine"));
        for (String field : List.of("level", "weights_version")) {
            String v = player.getAs(field);
            if (v != null && !v.isBlank()) {
                sb.append(' ').append(v);
            }
        }
        return sb.toString();
    }

    private static void putPlayer(Map<String, String> tags, Row player, String engine, String level, String weights) {
        tags.put(engine, player.getAs("engine"));
        String l = player.getAs("level");
        if (l != null) {
            tags.put(level, l);
        }
        String w = player.getAs("weights_version");
        if (w != null) {
            tags.put(weights, w);
        }
    }
}
