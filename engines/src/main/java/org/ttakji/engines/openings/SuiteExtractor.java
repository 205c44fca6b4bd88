package org.ttakji.engines.openings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/**
 * Makes an opening suite from real game records: the positions after given plies of every record game that
 * replays ({@link RecordFormat#read}, {@link RecordGame.Replayed}) from one of the variant's numbered starts and
 * lasts some plies beyond, read back under the variant's standard rules (the lab's games play under them),
 * deduplicated by position (Zobrist hash), most frequent first (ties in order of first appearance, files in path
 * order), at most {@code max} of them.
 */
public final class SuiteExtractor {
    private SuiteExtractor() {
    }

    /**
     * What to extract.
     *
     * @param plies        the plies after which a position is taken (each of them, from each game), each >= 1
     * @param minRemaining a game must have at least this many moves after the ply (so the suite holds openings, not
     *                     positions next to a game's end), >= 0
     * @param minGames     a position is kept only when at least this many games reached it, >= 1
     * @param max          at most this many positions, >= 1
     */
    public record Settings(List<Integer> plies, int minRemaining, int minGames, int max) {
        /**
         * Checks the ranges.
         *
         * @throws LabInputException naming the setting
         */
        public Settings {
            plies = List.copyOf(plies);
            if (plies.isEmpty() || plies.stream().anyMatch(p -> p < 1 || p > RandomPlies.MAX_PLIES)) {
                throw new LabInputException("plies must be 1.." + RandomPlies.MAX_PLIES + ", got " + plies);
            }
            if (minRemaining < 0 || minGames < 1 || max < 1) {
                throw new LabInputException("need min remaining plies >= 0 (got " + minRemaining + "), min games >= 1"
                        + " (got " + minGames + ") and max positions >= 1 (got " + max + ")");
            }
        }
    }

    /**
     * A position of the suite.
     *
     * @param text  the position as the variant writes it
     * @param games how many games reached it (at one of the plies)
     * @param first the first game that did ({@code <source>#<index>})
     */
    public record Entry(String text, int games, String first) {
    }

    /**
     * What was read and kept.
     *
     * @param files          record files read
     * @param unreadable     record files that could not be read at all (file errors), with the message
     * @param replayed       games that replayed
     * @param refused        games that did not (they say why under {@code records check})
     * @param otherStart     replayed games from a set-up or handicap position (no numbered start)
     * @param tooShort       (game, ply) samples dropped because the game ends too soon after the ply
     * @param notStandard    samples whose position the standard rules do not read or consider over
     * @param samples        positions taken (before deduplication)
     * @param distinct       distinct positions among them
     * @param kept           the suite, most frequent first
     */
    public record Extraction(int files, List<String> unreadable, int replayed, int refused, int otherStart,
                             int tooShort, int notStandard, int samples, int distinct, List<Entry> kept) {
        /** Copies the lists. */
        public Extraction {
            unreadable = List.copyOf(unreadable);
            kept = List.copyOf(kept);
        }
    }

    /**
     * Extracts a suite.
     *
     * @param rules    the variant's rules (its record formats)
     * @param places   record files and directories (searched recursively for the formats' extensions)
     * @param settings what to extract
     * @throws LabInputException if a place does not exist or holds no record file of the variant
     */
    public static Extraction extract(VariantRules rules, List<Path> places, Settings settings) {
        List<RecordFormat> formats = rules.recordFormats();
        if (formats.isEmpty()) {
            throw new LabInputException(rules.variant() + " has no record formats to extract openings from");
        }
        RuleOptions standard = rules.defaultRules();
        Map<Long, int[]> counts = new LinkedHashMap<>();
        Map<Long, Entry> firsts = new LinkedHashMap<>();
        List<String> unreadable = new ArrayList<>();
        int files = 0;
        int replayed = 0;
        int refused = 0;
        int otherStart = 0;
        int tooShort = 0;
        int notStandard = 0;
        int samples = 0;
        for (Path place : places) {
            for (Path file : recordFiles(place, formats)) {
                files++;
                String source = place.equals(file) ? file.getFileName().toString() : place.relativize(file).toString();
                List<RecordGame> games;
                try {
                    games = RecordFormat.forFile(formats, file).orElseThrow().read(file, source);
                } catch (LabInputException e) {
                    unreadable.add(e.getMessage());
                    continue;
                }
                for (RecordGame g : games) {
                    if (!(g instanceof RecordGame.Replayed r)) {
                        refused++;
                        continue;
                    }
                    replayed++;
                    if (r.startSelector() == null) {
                        otherStart++;
                        continue;
                    }
                    for (int ply : settings.plies()) {
                        if (r.moves().size() < ply + settings.minRemaining()) {
                            tooShort++;
                            continue;
                        }
                        Optional<Position> p = positionAfter(rules, r, ply, standard);
                        if (p.isEmpty()) {
                            notStandard++;
                            continue;
                        }
                        samples++;
                        long hash = p.get().hash();
                        counts.computeIfAbsent(hash, h -> new int[1])[0]++;
                        firsts.putIfAbsent(hash, new Entry(p.get().toFen(), 0, r.name()));
                    }
                }
            }
        }
        List<Entry> all = new ArrayList<>();
        for (Map.Entry<Long, Entry> e : firsts.entrySet()) {
            all.add(new Entry(e.getValue().text(), counts.get(e.getKey())[0], e.getValue().first()));
        }
        List<Entry> kept = all.stream().filter(e -> e.games() >= settings.minGames())
                .sorted(Comparator.comparingInt(Entry::games).reversed()) // stable: ties keep first appearance
                .limit(settings.max()).toList();
        return new Extraction(files, unreadable, replayed, refused, otherStart, tooShort, notStandard, samples,
                all.size(), kept);
    }

    /** The position after {@code ply} moves, read back under the standard rules; empty if it is not playable there. */
    private static Optional<Position> positionAfter(VariantRules rules, RecordGame.Replayed game, int ply,
                                                    RuleOptions standard) {
        Position p = rules.fromFen(game.startFen(), game.rules());
        for (int i = 0; i < ply; i++) {
            p.makeMove(rules.parseMachine(p, game.moves().get(i)));
        }
        try {
            Position q = rules.fromFen(p.toFen(), standard);
            return q.status().isOver() ? Optional.empty() : Optional.of(q);
        } catch (LabInputException e) {
            return Optional.empty();
        }
    }

    /** The record files of a place: the file itself, or the directory's files of the formats, in path order. */
    private static List<Path> recordFiles(Path place, List<RecordFormat> formats) {
        if (Files.isRegularFile(place)) {
            if (RecordFormat.forFile(formats, place).isEmpty()) {
                throw new LabInputException("record file " + place + " is none of the formats " + extensions(formats));
            }
            return List.of(place);
        }
        if (!Files.isDirectory(place)) {
            throw new LabInputException("record place " + place + " does not exist");
        }
        try (Stream<Path> walk = Files.walk(place)) {
            List<Path> found = walk.filter(Files::isRegularFile)
                    .filter(f -> RecordFormat.forFile(formats, f).isPresent()).sorted().toList();
            if (found.isEmpty()) {
                throw new LabInputException(place + " holds no record file (" + extensions(formats) + ")");
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String extensions(List<RecordFormat> formats) {
        return String.join(", ", formats.stream().flatMap(f -> f.extensions().stream()).distinct().toList());
    }

    /**
     * The suite file's text: the provenance header ({@code #} lines: what it is, the command, the sources and the
     * counts), then one position per line.
     *
     * @param rules   the variant's rules
     * @param x        the extraction
     * @param settings what was extracted
     * @param command the command line that made it, for the header
     * @param sources the record places as the header should name them
     */
    public static String text(VariantRules rules, Extraction x, Settings settings, String command, List<String> sources) {
        StringBuilder b = new StringBuilder();
        String plies = settings.plies().stream().map(String::valueOf).reduce((a, c) -> a + ", " + c).orElse("");
        b.append(String.format(Locale.ROOT, "# %s opening suite: the positions after ply %s of real game records%n",
                rules.variant(), plies));
        b.append("# made by: ").append(command).append('\n');
        for (String s : sources) {
            b.append("# records: ").append(s).append('\n');
        }
        b.append(String.format(Locale.ROOT, "# read: %d files, %d games replayed (%d refused, %d from a set-up position),"
                        + " %d unreadable files%n", x.files(), x.replayed(), x.refused(), x.otherStart(),
                x.unreadable().size()));
        b.append(String.format(Locale.ROOT, "# taken: %d positions from games lasting %d plies past the ply (%d too"
                        + " short, %d not playable under the standard rules), %d distinct%n", x.samples(),
                settings.minRemaining(), x.tooShort(), x.notStandard(), x.distinct()));
        b.append(String.format(Locale.ROOT, "# kept: %d, reached by at least %d game(s) each, most frequent first%s%n",
                x.kept().size(), settings.minGames(), x.kept().isEmpty() ? ""
                        : " (" + x.kept().get(0).games() + " to " + x.kept().get(x.kept().size() - 1).games() + " games)"));
        b.append("# format: one ").append(rules.positionFormat()).append(" position per line\n");
        for (Entry e : x.kept()) {
            b.append(e.text()).append('\n');
        }
        return b.toString();
    }
}
