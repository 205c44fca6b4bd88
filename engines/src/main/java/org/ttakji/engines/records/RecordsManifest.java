package org.ttakji.engines.records;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.LabInputException;

/**
 * The expected totals of {@code lab records check} over the folders of a collection of records: a small
 * tab-separated file ({@value #FILE}) beside the records, so that the same replay tests check any folder of
 * records. Lines: {@code # comment}, blank, or {@code folder games replayed refused plies reasons} (folder relative
 * to the manifest's folder, {@code /}-separated; numbers as {@link RecordCheck.Totals} counts them; reasons = the
 * refusals by reason, {@code no-result=2021,illegal-move=1}, or {@code -} for none). A header line starting with
 * {@code folder} is allowed.
 *
 * @param entries the folders with their expected totals, in file order
 */
public record RecordsManifest(List<Entry> entries) {
    /** The manifest's file name beside the records. */
    public static final String FILE = "records-expected.tsv";

    /**
     * One folder's expected totals.
     *
     * @param folder   the folder, relative to the manifest's folder
     * @param games    records read
     * @param replayed records replayed
     * @param refused  records refused
     * @param plies    moves of the replayed records
     * @param reasons  the refusals by reason ({@link RecordCheck.Totals#reasonsText()})
     */
    public record Entry(String folder, long games, long replayed, long refused, long plies, String reasons) {
        /** True when the totals of a check are these (the file count is not part of the manifest). */
        public boolean matches(RecordCheck.Totals t) {
            return t.games() == games && t.replayed() == replayed && t.refused() == refused && t.plies() == plies
                    && t.reasonsText().equals(reasons);
        }

        /** The entry for a folder's totals. */
        public static Entry of(String folder, RecordCheck.Totals t) {
            return new Entry(folder, t.games(), t.replayed(), t.refused(), t.plies(), t.reasonsText());
        }

        /** The entry as a manifest line (without the line end). */
        public String toLine() {
            return folder + "\t" + games + "\t" + replayed + "\t" + refused + "\t" + plies + "\t" + reasons;
        }
    }

    /** Copies the list. */
    public RecordsManifest {
        entries = List.copyOf(entries);
    }

    /**
     * Reads a manifest file.
     *
     * @throws LabInputException naming the file and line of a line it cannot read, or when it cannot be read
     */
    public static RecordsManifest read(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
        } catch (IOException e) {
            throw new LabInputException("cannot read records manifest " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads a manifest's text.
     *
     * @param source the file's name for messages
     * @throws LabInputException naming the source and line of a line that is not {@code folder games replayed
     *                           refused plies}
     */
    public static RecordsManifest parse(String text, String source) {
        List<Entry> entries = new ArrayList<>();
        int n = 0;
        for (String line : text.split("\r\n|\r|\n")) {
            n++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("folder\t")) {
                continue;
            }
            String[] f = t.split("\t");
            try {
                if (f.length != 6) {
                    throw new NumberFormatException("expected 6 tab-separated fields, got " + f.length);
                }
                entries.add(new Entry(f[0].strip(), Long.parseLong(f[1].strip()), Long.parseLong(f[2].strip()),
                        Long.parseLong(f[3].strip()), Long.parseLong(f[4].strip()), f[5].strip()));
            } catch (NumberFormatException e) {
                throw new LabInputException(source + " line " + n + ": '" + t + "' is not 'folder<TAB>games<TAB>"
                        + "replayed<TAB>refused<TAB>plies<TAB>reasons' (" + e.getMessage() + ")");
            }
        }
        return new RecordsManifest(entries);
    }

    /** The manifest's text, with a comment and a header line. */
    public String toText() {
        StringBuilder sb = new StringBuilder("# Expected totals of `lab records check` per folder (paths relative to"
                + " this file's folder).\nfolder\tgames\treplayed\trefused\tplies\treasons\n");
        for (Entry e : entries) {
            sb.append(e.toLine()).append('\n');
        }
        return sb.toString();
    }
}
