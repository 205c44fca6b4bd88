package org.ttakji.engines.records;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * {@code lab records check}: replays every record of the places and prints, on the output, one line per refused
 * record ({@code refused <file>#<game> ply <n> '<move>': <reason>: <detail>}), a summary line per file
 * ({@code file <name> (<variant> <format>): ...}) and per place ({@code place <path>: ...}) as asked, and the total
 * ({@code total: N files, G games, R replayed, F refused, P plies}); notes (files no format reads) go to the error
 * stream.
 */
public final class CheckRun {
    /** How much summary to print. */
    public enum Summary {
        /** A line per file, per place and the total. */
        FILE,
        /** A line per place and the total. */
        PLACE,
        /** The total only. */
        TOTAL;

        /**
         * Reads {@code file}, {@code place} or {@code total}.
         *
         * @throws LabInputException naming the text otherwise
         */
        public static Summary parse(String text) {
            for (Summary s : values()) {
                if (s.name().equalsIgnoreCase(text.strip())) {
                    return s;
                }
            }
            throw new LabInputException("--summary '" + text + "': expected file, place or total");
        }
    }

    /**
     * What a check found.
     *
     * @param total  the totals over every place
     * @param places each place's totals, in the order given (as a manifest would record them)
     */
    public record Outcome(RecordCheck.Totals total, List<RecordsManifest.Entry> places) {
        /** Copies the list. */
        public Outcome {
            places = List.copyOf(places);
        }

        /** True when every record replayed. */
        public boolean allReplayed() {
            return total.refused() == 0;
        }
    }

    private CheckRun() {
    }

    /**
     * Checks the places.
     *
     * @param places  files or folders of records
     * @param variant only this variant's formats, or null
     * @param summary how much to summarise
     * @param out     report lines
     * @param err     notes
     * @throws LabInputException when a place does not exist, a file given is no record file, or none is found
     */
    public static Outcome run(List<Path> places, Variant variant, Summary summary, PrintWriter out, PrintWriter err) {
        List<RecordFiles.Found> found = new ArrayList<>();
        for (Path place : places) {
            found.add(RecordFiles.find(List.of(place), variant)); // every place checked before any output
        }
        RecordCheck.Totals total = RecordCheck.Totals.NONE;
        List<RecordsManifest.Entry> entries = new ArrayList<>();
        for (int i = 0; i < places.size(); i++) {
            RecordFiles.Found f = found.get(i);
            if (!f.ignored().isEmpty()) {
                err.println("note: " + f.ignored().size() + " file(s) under " + places.get(i) + " are not records of"
                        + " a known format, e.g. " + f.ignored().get(0));
            }
            RecordCheck.Totals place = RecordCheck.Totals.NONE;
            for (RecordFile file : f.files()) {
                RecordCheck.FileReport r = RecordCheck.check(file);
                r.refusalLines().forEach(line -> out.println("refused " + line));
                if (summary == Summary.FILE) {
                    out.println("file " + file.name() + " (" + file.variant().cliName() + " "
                            + file.format().name() + "): " + games(r.games()) + ", " + r.replayed() + " replayed, "
                            + r.refusedCount() + " refused, " + r.plies() + " plies");
                }
                place = place.plus(r);
                total = total.plus(r);
            }
            if (summary != Summary.TOTAL) {
                out.println("place " + places.get(i) + ": " + place.describe());
            }
            entries.add(RecordsManifest.Entry.of(places.get(i).toString(), place));
            out.flush();
        }
        out.println("total: " + total.describe());
        out.flush();
        err.flush();
        return new Outcome(total, entries);
    }

    private static String games(int n) {
        return n + (n == 1 ? " game" : " games");
    }
}
