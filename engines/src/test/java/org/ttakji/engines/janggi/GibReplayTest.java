package org.ttakji.engines.janggi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.RealGames;

/**
 * Replays every record of {@code real-games/janggi/pobsiz-gibo/} (the main part, 12,583 games) and checks
 * the outcome against the committed report {@code janggi/pobsiz-gibo-rejections.tsv}, which names the
 * reason for every rejected record under both rule readings. The independent reference (Fairy-Stockfish
 * {@code janggimodern}, README of the records) found 15,296 of the 15,317 standard-set-up games of main +
 * held-out legal; its 21 rejections are 13 first-move failures (misc-026, misc-029 here, misc-040 held
 * out), 1 at ply 3, 5 mid-game and 2 passes; all but the first kind are play after a double pass.
 */
class GibReplayTest {
    private static final String REPORT = "/janggi/pobsiz-gibo-rejections.tsv";
    private static final List<Row> ROWS = new ArrayList<>();

    /** One record replayed under both readings. */
    private record Row(GibRecord record, GibReplay.Result reference, GibReplay.Result lab) {
    }

    /** Each test is reported as skipped (not silently absent) where the records are not on the machine. */
    @BeforeEach
    void recordsArePresent() {
        RealGames.dir("janggi/pobsiz-gibo");
    }

    @BeforeAll
    static void replayAll() throws IOException {
        if (!RealGames.present("janggi/pobsiz-gibo")) {
            return; // an assumption failing here would drop the class's tests from the report
        }
        Path dir = RealGames.dir("janggi/pobsiz-gibo");
        JanggiRules rules = new JanggiRules();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".gib")).sorted().toList();
        }
        for (Path f : files) {
            for (GibRecord r : GibReader.read(f)) {
                GibReplay.Result lab = GibReplay.replay(r, rules, false);
                // Both readings agree up to the first token after a double pass, so only records that
                // have one are replayed again (halves the test's time).
                GibReplay.Result reference = playsOnAfterDoublePass(r, lab) ? GibReplay.replay(r, rules, true) : lab;
                ROWS.add(new Row(r, reference, lab));
            }
        }
    }

    @Test
    void everyRecordOfTheMainPartIsRead() {
        assertEquals(RealGames.expected("janggi/pobsiz-gibo").games(), ROWS.size(), "records (records manifest)");
        RealGames.assumeProjectCopy(); // the counts below are the project's copy's (README of the records)
        assertEquals(12_546, count(GibReplay.Start.FORMATIONS, false, false), "records with formation tags");
        assertEquals(37, count(GibReplay.Start.BOARD, false, false), "records with only a [판] board");
    }

    @Test
    void standardSetupRecordsReplayLikeTheReferenceEngine() {
        RealGames.assumeProjectCopy();
        // 12,546 - 9 first-move failures (misc-026, misc-029) - 7 records playing on after a double pass.
        assertEquals(12_530, count(GibReplay.Start.FORMATIONS, true, true));
    }

    @Test
    void underTheLabRulesOnlyTheFirstMoveFailuresRemain() {
        RealGames.assumeProjectCopy();
        assertEquals(12_537, count(GibReplay.Start.FORMATIONS, true, false));
    }

    @Test
    void boardRecordsReplayAsFarAsTheirBoardsAllow() {
        RealGames.assumeProjectCopy();
        assertEquals(4, count(GibReplay.Start.BOARD, true, false));
    }

    @Test
    void everyRejectionIsNamedInTheCommittedReport() throws IOException {
        RealGames.assumeProjectCopy();
        String actual = report();
        Path written = Path.of("target", "pobsiz-gibo-rejections.tsv");
        Files.createDirectories(written.getParent());
        Path tmp = Files.createTempFile(written.getParent(), "report", ".tmp");
        Files.writeString(tmp, actual, StandardCharsets.UTF_8);
        Files.move(tmp, written, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        String expected;
        try (InputStream in = GibReplayTest.class.getResourceAsStream(REPORT)) {
            expected = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(expected, actual, "replay outcomes changed: compare " + written.toAbsolutePath()
                + " with src/test/resources" + REPORT + " (copy it over if the change is intended)");
    }

    private static boolean playsOnAfterDoublePass(GibRecord record, GibReplay.Result lab) {
        List<String> m = lab.moves();
        for (int i = 0; i + 1 < m.size(); i++) {
            if (m.get(i).equals("pass") && m.get(i + 1).equals("pass") && record.moves().size() > i + 2) {
                return true;
            }
        }
        return false;
    }

    private static long count(GibReplay.Start start, boolean legalOnly, boolean reference) {
        return ROWS.stream().filter(r -> r.lab().start() == start)
                .filter(r -> !legalOnly || (reference ? r.reference() : r.lab()).legal()).count();
    }

    private static String report() {
        StringBuilder sb = new StringBuilder();
        sb.append("# Replay of real-games/janggi/pobsiz-gibo (main part): every record rejected under either reading.\n");
        sb.append("# reference = Korean tournament rules as Fairy-Stockfish janggimodern applies them (Cho first,"
                + " formations from the tags, facing generals legal, two passes in a row end the game);\n");
        sb.append("# lab = the same but two passes in a row allowed (RULES.md). start: FORMATIONS (tags) or BOARD ([판]).\n");
        sb.append("record\tstart\treference\tlab\n");
        for (Row r : ROWS) {
            if (r.reference().legal() && r.lab().legal()) {
                continue;
            }
            sb.append(r.record().id()).append('\t').append(r.lab().start()).append('\t')
                    .append(reason(r.reference())).append('\t').append(reason(r.lab())).append('\n');
        }
        return sb.toString();
    }

    private static String reason(GibReplay.Result r) {
        return r.legal() ? "legal" : r.rejection();
    }
}
