package org.ttakji.engines.records;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordGame;

/**
 * Replays every game of record files with their formats and counts what replayed ({@code lab records check}).
 */
public final class RecordCheck {
    private RecordCheck() {
    }

    /**
     * What one file gave.
     *
     * @param file     the file
     * @param replayed games replayed (every move legal, a result)
     * @param refused  games refused, with where and why
     * @param plies    moves of the replayed games
     * @param error    why the file could not be read at all (it then counts as one refused record), or null
     */
    public record FileReport(RecordFile file, int replayed, List<RecordGame.Refused> refused, long plies, String error) {
        /** Copies the list. */
        public FileReport {
            refused = List.copyOf(refused);
        }

        /** Records read: replayed + refused (an unreadable file is one refused record). */
        public int games() {
            return replayed + refusedCount();
        }

        /** Refused records, an unreadable file counting as one. */
        public int refusedCount() {
            return refused.size() + (error == null ? 0 : 1);
        }

        /** One line per refused record ({@link RecordGame.Refused#describe()}; the file's error as {@code <file>: unreadable-record: ...}). */
        public List<String> refusalLines() {
            List<String> lines = new ArrayList<>();
            if (error != null) {
                lines.add(file.name() + ": " + RecordGame.Reason.UNREADABLE_RECORD.label() + ": " + error);
            }
            refused.forEach(r -> lines.add(r.describe()));
            return lines;
        }
    }

    /**
     * Totals over files.
     *
     * @param files    files read
     * @param games    records read
     * @param replayed records replayed
     * @param refused  records refused
     * @param plies    moves of the replayed records
     */
    public record Totals(int files, long games, long replayed, long refused, long plies,
                         java.util.SortedMap<String, Long> reasons) {
        /** No file yet. */
        public static final Totals NONE = new Totals(0, 0, 0, 0, 0, new java.util.TreeMap<>());

        /** Copies the map. */
        public Totals {
            reasons = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(reasons));
        }

        /** These totals with one more file. */
        public Totals plus(FileReport r) {
            java.util.SortedMap<String, Long> more = new java.util.TreeMap<>(reasons);
            r.refused().forEach(g -> more.merge(g.reason().label(), 1L, Long::sum));
            if (r.error() != null) {
                more.merge(RecordGame.Reason.UNREADABLE_RECORD.label(), 1L, Long::sum);
            }
            return new Totals(files + 1, games + r.games(), replayed + r.replayed(), refused + r.refusedCount(),
                    plies + r.plies(), more);
        }

        /** The refusals by reason as {@code reason=n,...} in reason order ({@code -} when none). */
        public String reasonsText() {
            if (reasons.isEmpty()) {
                return "-";
            }
            StringBuilder sb = new StringBuilder();
            reasons.forEach((k, v) -> sb.append(sb.isEmpty() ? "" : ",").append(k).append('=').append(v));
            return sb.toString();
        }

        /** {@code N files, G games, R replayed, F refused (reason n, ...), P plies}. */
        public String describe() {
            return files + (files == 1 ? " file, " : " files, ") + games + " games, " + replayed + " replayed, "
                    + refused + " refused" + (reasons.isEmpty() ? "" : " (" + reasonsText().replace('=', ' ')
                    .replace(",", ", ") + ")") + ", " + plies + " plies";
        }
    }

    /** Reads and replays every game of a file; a file that cannot be read gives a report with its error. */
    public static FileReport check(RecordFile file) {
        List<RecordGame> games;
        try {
            games = file.format().read(file.path(), file.name());
        } catch (LabInputException e) {
            return new FileReport(file, 0, List.of(), 0, e.getMessage());
        }
        int replayed = 0;
        long plies = 0;
        List<RecordGame.Refused> refused = new ArrayList<>();
        for (RecordGame g : games) {
            if (g instanceof RecordGame.Replayed r) {
                replayed++;
                plies += r.moves().size();
            } else {
                refused.add((RecordGame.Refused) g);
            }
        }
        return new FileReport(file, replayed, refused, plies, null);
    }

    /** The totals of checking every file. */
    public static Totals totals(List<RecordFile> files) {
        Totals t = Totals.NONE;
        for (RecordFile f : files) {
            t = t.plus(check(f));
        }
        return t;
    }
}
