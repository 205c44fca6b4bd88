package org.ttakji.selfplay;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.records.RecordFile;
import org.ttakji.gamelog.GameLogWriter;
import org.ttakji.gamelog.GameRecord;
import org.ttakji.gamelog.RecordGameRows;

/**
 * Real game records as the lab's game table ({@code lab records convert --to parquet}): every replayed game of the
 * files as a row ({@link RecordGameRows#toGameRecord}, players from the record's tags), written by the game-log
 * layer ({@link GameLogWriter}) as a run directory that {@code lab query --games <dir>} reads with self-play logs.
 */
public final class RecordTable {
    private RecordTable() {
    }

    /**
     * What was converted.
     *
     * @param written games written
     * @param refused records that do not replay (not written), an unreadable file counting as one
     */
    public record Summary(int written, int refused) {
    }

    /**
     * Reads the files and writes their replayed games.
     *
     * @param conf  the Hadoop configuration of the file system to write to
     * @param files the record files
     * @param runId the run id of the rows
     * @param out   the run directory to create
     * @throws LabInputException when no game replays, or {@code out} exists or cannot be written
     */
    public static Summary write(Configuration conf, List<RecordFile> files, String runId, String out) {
        List<GameRecord> rows = new ArrayList<>();
        Map<Variant, Long> next = new EnumMap<>(Variant.class);
        int refused = 0;
        for (RecordFile f : files) {
            List<RecordGame> games;
            try {
                games = f.format().read(f.path(), f.name());
            } catch (LabInputException e) {
                refused++;
                continue;
            }
            for (RecordGame g : games) {
                if (g instanceof RecordGame.Replayed r) {
                    long index = next.merge(f.variant(), 1L, Long::sum) - 1;
                    rows.add(RecordGameRows.toGameRecord(r, f.variant(), f.format().player(r.tags(), 0),
                            f.format().player(r.tags(), 1), index, runId, LabHome.gitVersion()));
                } else {
                    refused++;
                }
            }
        }
        if (rows.isEmpty()) {
            throw new LabInputException("no record replays, so there is nothing to convert (see ./lab records check)");
        }
        GameLogWriter.write(conf, rows, runId, "records convert", out);
        return new Summary(rows.size(), refused);
    }
}
