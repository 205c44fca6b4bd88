package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericRecord;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.avro.AvroParquetReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.io.LocalInputFile;
import org.apache.spark.sql.types.StructField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.banqi.BanqiLayout;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.gamelog.GameLogSchema;
import org.ttakji.gamelog.GameRecord;
import org.ttakji.gamelog.MoveCodes;

/**
 * Reads the reference run back with parquet-avro (not Spark) through {@code LocalInputFile}: the schema
 * is the file schema of v3, the counts are the planned ones, every game's move codes decode to exactly the moves it
 * was played with, and every game replays legally in the engine from its recorded start and moves to its recorded
 * result and termination.
 */
class ParquetReplayTest {
    @TempDir
    Path tmp;

    /** The moves of a game read without Spark: its {@code move_codes} decoded. */
    static List<String> moves(GenericRecord g) {
        ByteBuffer b = ((ByteBuffer) g.get("move_codes")).duplicate();
        byte[] codes = new byte[b.remaining()];
        b.get(codes);
        return List.of(MoveCodes.decode(g.get("variant").toString(), g.get("rules").toString(),
                g.get("start_fen").toString(), codes));
    }

    /** Every game of a run directory, read without Spark. */
    static List<GenericRecord> readAll(Path runDir) throws IOException {
        Configuration conf = new Configuration(false);
        conf.setBoolean("parquet.avro.add-list-element-records", false);
        List<GenericRecord> out = new ArrayList<>();
        for (String name : TestRuns.parquetFiles(runDir).keySet()) {
            try (ParquetReader<GenericRecord> reader = AvroParquetReader
                    .<GenericRecord>builder(new LocalInputFile(runDir.resolve(name))).withConf(conf).build()) {
                for (GenericRecord r = reader.read(); r != null; r = reader.read()) {
                    out.add(r);
                }
            }
        }
        return out;
    }

    @Test
    void schemaIsTheFileSchemaWithEveryColumnInOrder() throws IOException {
        List<GenericRecord> games = readAll(TestRuns.referenceRunDir());
        Schema schema = games.get(0).getSchema();
        assertEquals(GameLogSchema.FILE_SCHEMA.fields().length, schema.getFields().size());
        for (int i = 0; i < schema.getFields().size(); i++) {
            StructField expected = GameLogSchema.FILE_SCHEMA.fields()[i];
            Schema.Field actual = schema.getFields().get(i);
            assertEquals(expected.name(), actual.name());
            assertEquals(expected.nullable(), actual.schema().isNullable(), expected.name() + " nullability");
        }
        assertEquals(List.of("engine", "level", "weights_version", "params_json"),
                schema.getField("first").schema().getFields().stream().map(Schema.Field::name).toList());
        assertEquals(Schema.Type.BYTES, schema.getField("move_codes").schema().getType());
        assertEquals(Schema.Type.LONG, schema.getField("nodes").schema().getElementType().getType());
    }

    @Test
    void everyGameDecodesToExactlyTheMovesItWasPlayedWith() throws IOException {
        MatchSpec spec = TestRuns.spec(tmp);
        SelfPlayJob.Prepared run = SelfPlayJob.prepareNew(spec, TestRuns.RUN_ID, TestRuns.options(tmp), new Configuration());
        GamePlayer player = new GamePlayer(run.context());
        Map<String, List<String>> played = new HashMap<>();
        for (Batch b : run.batches()) {
            for (GameTask t : RunPlan.tasks(spec, b, TestCatalog.INSTANCE.rules(b.variant()))) {
                GameRecord g = player.play(t);
                played.put(g.gameId(), g.moves());
            }
        }
        List<GenericRecord> games = readAll(TestRuns.referenceRunDir());
        assertEquals(played.size(), games.size());
        long plies = 0;
        for (GenericRecord g : games) {
            assertEquals(played.get(g.get("game_id").toString()), moves(g), g.get("game_id").toString());
            plies += moves(g).size();
        }
        assertTrue(plies > 16, "the games have moves: " + plies);
    }

    @Test
    void countsMatchThePlanAndGameIdsAreUnique() throws IOException {
        List<GenericRecord> games = readAll(TestRuns.referenceRunDir());
        assertEquals(16, games.size());
        Map<String, Integer> perVariant = new HashMap<>();
        Set<String> ids = new HashSet<>();
        Set<String> indexes = new HashSet<>();
        for (GenericRecord g : games) {
            perVariant.merge(g.get("variant").toString(), 1, Integer::sum);
            ids.add(g.get("game_id").toString());
            indexes.add(g.get("variant") + "/" + g.get("game_index"));
            assertEquals(TestRuns.RUN_ID, g.get("run_id").toString());
            assertEquals("test", g.get("lab_version").toString());
        }
        assertEquals(Map.of("chess960", 8, "banqi", 8), perVariant);
        assertEquals(16, ids.size());
        assertEquals(16, indexes.size());
    }

    @Test
    void everyGameReplaysLegallyToItsRecordedResultAndTermination() throws IOException {
        MatchSpec spec = TestRuns.spec(TestRuns.referenceRunDir().getParent());
        List<GenericRecord> games = readAll(TestRuns.referenceRunDir());
        int replayed = 0;
        for (GenericRecord g : games) {
            Variant variant = Variant.fromCliName(g.get("variant").toString());
            VariantRules rules = TestCatalog.INSTANCE.rules(variant);
            RuleOptions options = rules.parseRules(List.of(g.get("rules").toString()));
            String startFen = g.get("start_fen").toString();
            if (variant == Variant.CHESS960) {
                int number = (Integer) g.get("start_number");
                assertEquals(rules.startPosition(options, number).toFen(), startFen);
            } else {
                assertNull(g.get("start_number"));
            }
            if (variant == Variant.BANQI && TestCatalog.isReal(variant)) {
                // The truth layout is recorded, and it is the start position's.
                assertEquals(BanqiLayout.parse(g.get("banqi_layout").toString()).startFen(), startFen);
            } else if (variant != Variant.BANQI) {
                assertNull(g.get("banqi_layout"));
            }
            Game game = new Game(rules, rules.fromFen(startFen, options));
            List<String> moves = moves(g);
            for (String move : moves) {
                game.play(move); // throws on an illegal move
            }
            assertEquals((int) g.get("plies"), moves.size());
            assertEquals(moves.size(), ((List<?>) g.get("eval_cp")).size());
            assertNull(g.get("time_us"));
            Outcome status = game.status();
            String termination = g.get("termination").toString();
            if (status.isOver()) {
                assertEquals(status.result().text(), g.get("result").toString(), g.get("game_id").toString());
                assertEquals(status.termination().logName(), termination, g.get("game_id").toString());
            } else {
                // Only the lab's adjudication (the ply cap) ends a game the rules have not ended.
                assertEquals("adjudication", termination, g.get("game_id").toString());
                assertEquals("1/2-1/2", g.get("result").toString());
                assertEquals(spec.maxPlies(), moves.size());
            }
            replayed++;
        }
        assertEquals(16, replayed);
        assertFalse(games.isEmpty());
        assertTrue(replayed > 0);
    }
}
