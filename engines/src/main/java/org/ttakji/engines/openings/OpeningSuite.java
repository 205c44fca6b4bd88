package org.ttakji.engines.openings;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/**
 * A suite of opening positions read from a text file: UTF-8, one position per line in the variant's position
 * format ({@link VariantRules#fromFen}: FEN, SFEN, ...); blank lines and lines starting with {@code #} (the
 * provenance header) are skipped. An EPD line (the four position fields of a FEN followed by operations such as
 * {@code id "..."}) is read as its position with the move counters {@code 0 1}. Every position must be valid
 * under the variant's standard rules, have a legal move and not be over, and appear once: a bad line is refused
 * with the file and the line number.
 *
 * @param name      how the suite is named in rules and reports (a name under {@code data/openings/<variant>/}, or
 *                  the file's path)
 * @param file      the file it was read from
 * @param positions the positions in file order, as the variant writes them ({@link Position#toFen()})
 */
public record OpeningSuite(String name, Path file, List<String> positions) {
    /** Copies the list. */
    public OpeningSuite {
        positions = List.copyOf(positions);
    }

    /**
     * Reads a suite file.
     *
     * @param rules the variant's rules
     * @param file  the file
     * @param name  the suite's name for the result
     * @throws LabInputException naming the file when it is missing, unreadable, not UTF-8 or holds no position, and
     *                           the file and line of a line that is not a valid position, has no legal move, is
     *                           over, or repeats an earlier line's position
     */
    public static OpeningSuite read(VariantRules rules, Path file, String name) {
        List<String> lines = lines(file);
        RuleOptions options = rules.defaultRules();
        List<String> positions = new ArrayList<>();
        Map<Long, Integer> firstLine = new HashMap<>();
        MoveList moves = new MoveList();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            String where = file + ":" + (i + 1);
            Position p = position(rules, text, options, where);
            moves.clear();
            p.generateLegal(moves);
            if (moves.isEmpty() || p.status().isOver()) {
                throw new LabInputException(where + ": the game is over in this position ('" + text + "'): an opening"
                        + " needs a position to play on");
            }
            Integer earlier = firstLine.putIfAbsent(p.hash(), i + 1);
            if (earlier != null) {
                throw new LabInputException(where + ": the same position as line " + earlier + " ('" + text + "')");
            }
            positions.add(p.toFen());
        }
        if (positions.isEmpty()) {
            throw new LabInputException("opening suite " + file + " holds no position (one position per line, '#'"
                    + " starts a comment)");
        }
        return new OpeningSuite(name, file, positions);
    }

    /** The line as a position, or as an EPD line's position. */
    private static Position position(VariantRules rules, String text, RuleOptions options, String where) {
        try {
            return rules.fromFen(text, options);
        } catch (LabInputException e) {
            String[] fields = text.split("\\s+");
            if (fields.length > 4) {
                try {
                    return rules.fromFen(String.join(" ", fields[0], fields[1], fields[2], fields[3]) + " 0 1", options);
                } catch (LabInputException ignored) {
                    // not EPD either: report the line as it is written
                }
            }
            throw new LabInputException(where + ": not a " + rules.positionFormat() + " position: " + e.getMessage(), e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            return text.lines().toList();
        } catch (NoSuchFileException e) {
            throw new LabInputException("opening suite " + file + " does not exist");
        } catch (CharacterCodingException e) {
            throw new LabInputException("opening suite " + file + " is not UTF-8 text", e);
        } catch (IOException e) {
            throw new LabInputException("cannot read opening suite " + file + ": " + e.getMessage(), e);
        }
    }
}
