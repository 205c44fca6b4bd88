package org.ttakji.tuning.improve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.weights.AtomicFiles;

/**
 * The generations table of an improve run: one {@link GenerationRow} per generation begun, kept beside the run as
 * {@code generations.json} ({@code format} {@code ttakji-improve-generations}, {@code formatVersion} 1,
 * {@code variant}, {@code rows}) and {@code generations.csv} (a header of the row's member names, then one line per
 * row; empty for null; the anchor columns last, so that older readers by position read on), both rewritten whole (temporary file, rename) after every step; {@link #lines} is the text
 * the command prints.
 *
 * <p>Rows of a table written before the anchor matches have no {@code anchor...} members: they read as null.
 *
 * @param variant the variant's CLI name
 * @param rows    the rows, generation 1 first
 */
public record GenerationTable(String variant, List<GenerationRow> rows) {
    /** The JSON file's name in the run directory. */
    public static final String JSON_FILE = "generations.json";
    /** The CSV file's name in the run directory. */
    public static final String CSV_FILE = "generations.csv";
    private static final String FORMAT = "ttakji-improve-generations";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** The CSV columns: the row's members in order. */
    static final List<String> COLUMNS = List.of("generation", "step", "parent", "dataRun", "games", "positions",
            "parentValidationLoss", "trainLoss", "validationLoss", "candidate", "note", "gateRun", "verdict", "llr",
            "gateGames", "elo", "eloLow", "eloHigh", "promoted", "anchor", "anchorGames", "anchorElo", "anchorLow",
            "anchorHigh");

    /** Copies the rows. */
    public GenerationTable {
        rows = List.copyOf(rows);
    }

    /** The table with row {@code row.generation()} replaced, or added as the next one. */
    public GenerationTable with(GenerationRow row) {
        List<GenerationRow> out = new ArrayList<>(rows);
        if (row.generation() <= out.size()) {
            out.set(row.generation() - 1, row);
        } else if (row.generation() == out.size() + 1) {
            out.add(row);
        } else {
            throw new IllegalArgumentException("generation " + row.generation() + " after " + out.size() + " rows");
        }
        return new GenerationTable(variant, out);
    }

    /** Writes {@code generations.json} and {@code generations.csv} into {@code dir}. */
    public void write(Path dir) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("formatVersion", 1);
        root.put("variant", variant);
        root.set("rows", JSON.valueToTree(rows));
        try {
            AtomicFiles.write(dir.resolve(JSON_FILE), JSON.writeValueAsString(root) + "\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        AtomicFiles.write(dir.resolve(CSV_FILE), csv(root.get("rows")));
    }

    private static String csv(JsonNode rows) {
        StringBuilder b = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        for (JsonNode r : rows) {
            List<String> cells = new ArrayList<>();
            for (String c : COLUMNS) {
                JsonNode v = r.get(c);
                cells.add(v == null || v.isNull() ? "" : v.isTextual() ? quoted(v.asText()) : v.asText());
            }
            b.append(String.join(",", cells)).append('\n');
        }
        return b.toString();
    }

    /** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
    private static String quoted(String s) {
        return s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")
                ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    /**
     * Reads {@code dir/generations.json}; no file is an empty table.
     *
     * @throws LabInputException if the file is not a generations table of {@code variant}
     */
    public static GenerationTable read(Path dir, String variant) {
        Path file = dir.resolve(JSON_FILE);
        if (!Files.exists(file)) {
            return new GenerationTable(variant, List.of());
        }
        try {
            JsonNode root = JSON.readTree(file.toFile());
            if (!FORMAT.equals(root.path("format").asText()) || root.path("formatVersion").asInt() != 1
                    || !variant.equals(root.path("variant").asText()) || !(root.get("rows") instanceof ArrayNode rows)) {
                throw new LabInputException(file + " is not a generations table of " + variant + " (format " + FORMAT
                        + " 1)");
            }
            List<GenerationRow> out = new ArrayList<>();
            for (JsonNode r : rows) {
                out.add(JSON.treeToValue(r, GenerationRow.class));
            }
            return new GenerationTable(variant, out);
        } catch (IOException e) {
            throw new LabInputException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The table for people: one line per generation, {@code gen parent data games positions loss (parent → new)
     * candidate gate LLR games Elo [95%] (against the parent, from the gate) vs vX [95%] (against the anchor, with
     * the anchor match's games) promoted}; the anchor column is named after the first row's anchor ({@code vs anchor}
     * while there is none).
     */
    public List<String> lines() {
        String anchor = rows.stream().map(GenerationRow::anchor).filter(a -> a != null).findFirst().orElse("anchor");
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "%-3s %-7s %-10s %6s %9s %-19s %-9s %-12s %6s %6s %-24s %-30s %-8s",
                "gen", "parent", "data run", "games", "positions", "valid loss", "candidate", "gate", "LLR", "games",
                "Elo [95%]", "vs " + anchor + " [95%]", "promoted"));
        for (GenerationRow r : rows) {
            String loss = r.validationLoss() == null ? "-" : String.format(Locale.ROOT, "%.5f->%.5f",
                    r.parentValidationLoss(), r.validationLoss());
            String gate = r.verdict() == null ? (r.did("done") ? "-" : "(" + r.step() + ")") : r.verdict();
            String vsAnchor = r.anchorGames() == null ? "-" : interval(r.anchorElo(), r.anchorLow(), r.anchorHigh())
                    + " " + r.anchorGames() + "g" + (r.anchor().equals(anchor) ? "" : " vs " + r.anchor());
            out.add(String.format(Locale.ROOT, "%-3d %-7s %-10s %6s %9s %-19s %-9s %-12s %6s %6s %-24s %-30s %-8s",
                    r.generation(), r.parent(), dash(r.dataRun()), dash(r.games()), dash(r.positions()), loss,
                    r.candidate() == null ? (r.did("tuned") ? "none" : "-") : r.candidate(), gate,
                    r.llr() == null ? "-" : String.format(Locale.ROOT, "%.2f", r.llr()), dash(r.gateGames()),
                    interval(r.elo(), r.eloLow(), r.eloHigh()), vsAnchor, r.promoted() == null ? "-" : r.promoted()));
        }
        return out;
    }

    /** {@code +12.3 [-4.5, +29.0]}, {@code ?} for an infinite end, {@code -} without an estimate. */
    private static String interval(Double estimate, Double low, Double high) {
        return estimate == null ? "-" : signed(estimate) + " [" + signed(low) + ", " + signed(high) + "]";
    }

    private static String signed(Double v) {
        return v == null ? "?" : String.format(Locale.ROOT, "%+.1f", v + 0.0); // + 0.0: no -0.0
    }

    private static String dash(Object v) {
        return v == null ? "-" : v.toString();
    }
}
