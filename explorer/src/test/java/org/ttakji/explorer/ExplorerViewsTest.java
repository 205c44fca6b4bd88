package org.ttakji.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/** {@code openings show}, {@code starts} and {@code info} over the shared explorer. */
class ExplorerViewsTest {
    private final BuiltExplorers in = BuiltExplorers.get();
    private final ExplorerTables tables = new ExplorerTables(in.all);
    private static final SourceFilter RECORDS = SourceFilter.of(List.of("record:*"));

    private ExplorerShow.Result show(Variant v, String start, List<String> moves, SourceFilter sources, boolean bySource,
                                     long minGames) {
        return new ExplorerShow(v, start, null, List.of(), moves, sources, bySource, minGames).run(tables);
    }

    private static String print(ExplorerShow show, ExplorerShow.Result r, OutputFormat f) {
        StringWriter s = new StringWriter();
        show.print(r, f, new PrintWriter(s));
        return s.toString();
    }

    @Test
    void theRootOfAStartListsItsFirstMovesWithHumanNotationAndTheMoversScore() {
        ExplorerShow.Result r = show(Variant.CHESS960, "518", List.of(), RECORDS, false, 1);
        assertEquals(1, r.positions());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", r.position());
        assertEquals(2, r.total().games());
        assertEquals(List.of(new ExplorerShow.MoveLine("e2e4", "e4", null, Score.of(1, 0, 1))), r.lines());
        ExplorerShow.Result reply = show(Variant.CHESS960, "518", List.of("e2e4"), RECORDS, false, 1);
        assertEquals(List.of(new ExplorerShow.MoveLine("c7c5", "c5", null, Score.of(1, 0, 0)),
                new ExplorerShow.MoveLine("e7e5", "e5", null, Score.of(0, 0, 1))), reply.lines(),
                "Black's moves, Black's score; ties by move");
    }

    @Test
    void transposedGamesMeetInOnePosition() {
        ExplorerShow.Result r = show(Variant.XIANGQI, null, List.of("h2e2", "h9g7", "b0c2", "b9c7"), SourceFilter.ALL,
                false, 1);
        assertEquals(2, r.total().games());
        assertEquals(List.of(new ExplorerShow.MoveLine("a0b0", "R9.8", null, Score.of(0, 1, 0)),
                new ExplorerShow.MoveLine("h0g2", "H2+3", null, Score.of(1, 0, 0))), r.lines());
    }

    @Test
    void withoutAStartEveryStartsRowsAtThePositionCountAndSourcesSplitOnRequest() {
        ExplorerShow.Result every = show(Variant.CHESS960, null, List.of(), SourceFilter.ALL, false, 1);
        long selfPlayAt518 = tables.starts(Variant.CHESS960).stream()
                .filter(s -> s.start().equals("518") && s.source().startsWith(Sources.SELF_PLAY))
                .mapToLong(s -> s.score().games()).sum();
        assertEquals(2 + selfPlayAt518, every.total().games());
        ExplorerShow.Result split = show(Variant.CHESS960, null, List.of(), SourceFilter.ALL, true, 1);
        assertEquals(every.total(), split.total());
        assertTrue(split.lines().stream().anyMatch(l -> "record:records/c960".equals(l.source())));
        assertTrue(split.lines().stream().anyMatch(l -> "selfplay:random".equals(l.source())));
        ExplorerShow.Result many = show(Variant.CHESS960, null, List.of(), SourceFilter.ALL, false, 2);
        assertTrue(many.lines().stream().allMatch(l -> l.score().games() >= 2));
        assertEquals(every.total(), many.total(), "the total counts every move");
    }

    @Test
    void banqiGamesOfEveryLayoutShareTheFaceDownRootAndTheStartKeySplitsThemByTheirFirstReveals() {
        ExplorerShow.Result root = show(Variant.BANQI, null, List.of(), SourceFilter.ALL, false, 1);
        assertEquals(8, root.total().games());
        long keyed = 0;
        for (ExplorerTables.StartRow s : tables.starts(Variant.BANQI)) {
            assertTrue(s.start().matches("[KABRNCPkabrncp]{2}"), s.start());
            ExplorerShow.Result one = show(Variant.BANQI, s.start(), List.of(), SourceFilter.ALL, false, 1);
            assertEquals(s.score().games(), one.total().games(), "key " + s.start());
            keyed += one.total().games();
        }
        assertEquals(8, keyed);
        StartsTable.Result byFirst = new StartsTable(Variant.BANQI, SourceFilter.ALL, false, 1, 1).run(tables);
        assertTrue(byFirst.lines().stream().allMatch(l -> l.start().length() == 1), byFirst.lines().toString());
        assertEquals(8, byFirst.lines().stream().mapToLong(l -> l.score().games()).sum(), "the first piece alone");
        String reveal = root.lines().get(0).move();
        ExplorerShow.Result after = show(Variant.BANQI, null, List.of(reveal), SourceFilter.ALL, false, 1);
        assertEquals(14, after.positions(), "every piece the reveal may turn up");
        assertEquals(root.lines().get(0).score().games(), after.total().games());
    }

    @Test
    void badSourcesStartsAndLimitsAreErrors() {
        LabInputException e = assertThrows(LabInputException.class,
                () -> show(Variant.CHESS960, null, List.of(), SourceFilter.of(List.of("record:tcec*")), false, 1));
        assertTrue(e.getMessage().startsWith("--source 'record:tcec*' matches no source of the explorer (sources: "),
                e.getMessage());
        e = assertThrows(LabInputException.class, () -> show(Variant.XIANGQI, "setup", List.of(), SourceFilter.ALL, false, 1));
        assertEquals("--start 'setup' is not a start key of xiangqi that names a position (see ./lab openings starts"
                + " xiangqi); give the position with --fen", e.getMessage());
        assertThrows(LabInputException.class, () -> show(Variant.CHESS960, null, List.of(), SourceFilter.ALL, false, 0));
        e = assertThrows(LabInputException.class, () -> new StartsTable(Variant.SHOGI, SourceFilter.ALL, false, 1)
                .run(tables));
        assertEquals("the explorer " + in.all + " has no shogi games", e.getMessage());
        assertThrows(LabInputException.class, () -> new ExplorerTables(in.root.resolve("nowhere")));
    }

    @Test
    void theFormatsCarryTheSameRows() throws Exception {
        ExplorerShow s = new ExplorerShow(Variant.CHESS960, "518", null, List.of(), List.of(), RECORDS, false, 1);
        ExplorerShow.Result r = s.run(tables);
        String csv = print(s, r, OutputFormat.CSV);
        assertEquals("move,human,games,share,score,score_low,score_high,draw_rate,wins,draws,losses", csv.lines().findFirst()
                .orElseThrow());
        assertTrue(csv.lines().skip(1).findFirst().orElseThrow().startsWith("e2e4,e4,2,1.000000,0.500000,"), csv);
        JsonNode json = new ObjectMapper().readTree(print(s, r, OutputFormat.JSON));
        assertEquals(2, json.get("games").asLong());
        assertEquals("e4", json.get("rows").get(0).get("human").asText());
        String text = print(s, r, OutputFormat.TEXT);
        assertTrue(text.startsWith("chess960 start 518 (sources record:*)\nposition  rnbqkbnr/"), text);
        assertTrue(text.contains("e2e4  e4"), text);
        assertThrows(LabInputException.class, () -> OutputFormat.parse("xml"));
    }

    @Test
    void startsListEachStartInNumberOrderWithTheOverallFirstMoveAdvantage() throws Exception {
        StartsTable t = new StartsTable(Variant.CHESS960, SourceFilter.ALL, false, 1);
        StartsTable.Result r = t.run(tables);
        assertEquals(List.of("0", "518"), r.lines().stream().map(StartsTable.StartLine::start).toList());
        assertEquals(8 + 3, r.overall().games(), "self-play and records");
        assertEquals(2, r.starts());
        StartsTable.Result records = new StartsTable(Variant.CHESS960, RECORDS, true, 1).run(tables);
        assertEquals(List.of(new StartsTable.StartLine("0", "record:records/c960", Score.of(0, 1, 0)),
                new StartsTable.StartLine("518", "record:records/c960", Score.of(1, 0, 1))), records.lines());
        StringWriter text = new StringWriter();
        t.print(r, OutputFormat.TEXT, new PrintWriter(text));
        assertTrue(text.toString().contains("the first-move advantage"), text.toString());
        StringWriter json = new StringWriter();
        t.print(r, OutputFormat.JSON, new PrintWriter(json));
        assertEquals(11, new ObjectMapper().readTree(json.toString()).get("overall").get("games").asLong());
    }

    @Test
    void infoNamesTheRunsRecordSetsAndGamesPerSource() {
        StringWriter s = new StringWriter();
        ExplorerInfo.print(tables, OutputFormat.TEXT, new PrintWriter(s));
        String text = s.toString();
        assertTrue(text.contains("run r1") && text.contains("16 games"), text);
        assertTrue(text.contains("record:records/xq (xiangqi)") && text.contains("1 refused"), text);
        StringWriter csv = new StringWriter();
        ExplorerInfo.print(tables, OutputFormat.CSV, new PrintWriter(csv));
        assertTrue(csv.toString().contains("xiangqi,record:records/xq,2,"), csv.toString());
    }
}
