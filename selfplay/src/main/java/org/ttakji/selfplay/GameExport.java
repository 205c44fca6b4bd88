package org.ttakji.selfplay;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.RecordWriter;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.records.OutputTree;
import org.ttakji.engines.records.RecordConversion;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.gamelog.RecordGameRows;

/**
 * Logged games as game records ({@code lab export}): each game read through the game-log layer
 * ({@link GameLogReader}, {@link RecordGameRows#fromRow}) and written by its variant's record writer, with the
 * players, levels, weights versions, seed, result and termination as tags.
 *
 * <p>Layout under {@code --out} (a folder): a format holding several games a file writes one file per variant,
 * {@code <variant><ext>} (e.g. {@code chess960.pgn}), its games in run and game order; a one-game format (CSA, KIF)
 * writes {@code <variant>/<run>-<game index, 6 digits><ext>}. With one variant and a several-games format,
 * {@code --out} may be a file ending with the format's extension. The output appears at once ({@link OutputTree}).
 */
public final class GameExport {
    private GameExport() {
    }

    /**
     * What was exported.
     *
     * @param games   games written, per variant
     * @param skipped games of other variants than the format's, left out
     * @param outputs the files written, relative to {@code --out}
     */
    public record Summary(Map<Variant, Integer> games, long skipped, List<String> outputs) {
        /** Copies the collections. */
        public Summary {
            games = Map.copyOf(games);
            outputs = List.copyOf(outputs);
        }

        /** Games written in all. */
        public int total() {
            return games.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /**
     * Exports the games of the files.
     *
     * @param spark    the session
     * @param files    game-log Parquet files, as {@link org.ttakji.gamelog.GameLogFiles} resolves them
     * @param formatId the format ({@link RecordFormat#id()}), or null for each variant's first writable format
     * @param out      the folder (or single file) to write
     * @throws LabInputException when the format is unknown, no game of its variant is in the logs, or {@code out}
     *                           cannot be written
     */
    public static Summary export(SparkSession spark, List<String> files, String formatId, Path out) {
        Variant only = formatId == null ? null : RecordConversion.variantOf(formatId);
        Dataset<Row> games = GameLogReader.read(spark, files);
        long skipped = 0;
        if (only != null) {
            long all = games.count();
            games = games.where(functions.col("variant").equalTo(only.cliName()));
            skipped = all - games.count();
        }
        List<Row> variants = games.select("variant").distinct().collectAsList();
        if (variants.isEmpty()) {
            throw new LabInputException("no " + (only == null ? "" : only.cliName() + " ") + "games in the logs to export");
        }
        Map<Variant, RecordFormat> formats = new EnumMap<>(Variant.class);
        for (Row v : variants) {
            Variant variant = Variant.fromCliName(v.getString(0));
            formats.put(variant, only != null ? RecordConversion.target(variant, formatId)
                    : RecordConversion.defaultTarget(variant));
        }
        RecordFormat single = formats.size() == 1 ? formats.values().iterator().next() : null;
        boolean oneFile = single != null && !single.oneGamePerFile() && out.getFileName() != null
                && out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(single.extensions().get(0));
        Map<Variant, Integer> counts = new TreeMap<>();
        try (OutputTree tree = oneFile ? OutputTree.file(out) : OutputTree.folder(out)) {
            Iterator<Row> rows = games.orderBy("variant", "run_id", "game_index").toLocalIterator();
            while (rows.hasNext()) {
                Row row = rows.next();
                Variant variant = Variant.fromCliName(row.getAs("variant"));
                RecordGame.Replayed game = RecordGameRows.fromRow(row);
                RecordFormat format = formats.get(variant);
                RecordWriter writer = format.writer().orElseThrow();
                String ext = format.extensions().get(0);
                String name = format.oneGamePerFile()
                        ? variant.cliName() + "/" + game.tags().get(RecordTags.RUN) + "-"
                        + String.format(Locale.ROOT, "%06d", game.index() - 1) + ext
                        : variant.cliName() + ext;
                tree.append(name, RecordConversion.encode(writer, game));
                counts.merge(variant, 1, Integer::sum);
            }
            tree.commit();
            List<String> outputs = oneFile ? List.of(out.getFileName().toString())
                    : tree.written().stream().sorted().toList();
            return new Summary(counts, skipped, outputs);
        }
    }
}
