package org.ttakji.engines.openings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.StartRules;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.weights.WeightsStore;

/**
 * Reads start rules: the openings of this package, and every other text as the variant's own rule
 * ({@link VariantRules#parseStartRule}). The forms (case-insensitive keys; see the package comment):
 * <pre>
 *   random-plies:N[,balanced:CP[,nodes:N|depth:D][,weights:vNNNN]]
 *   suite:NAME|FILE[,order:shuffle|sequential]
 * </pre>
 * Whatever a rule depends on is pinned when it is read, so that the same text gives the same starts when the run is
 * resumed or extended: {@code balanced} without {@code weights:} takes the promoted weights version and writes it
 * into the rule's text; a suite is read (and checked line by line) now and travels with the rule; a suite file's
 * path is made absolute.
 */
public final class Openings {
    /** Where named suites live, under the data directory: {@code openings/<variant>/<name>.txt}. */
    public static final String DIRECTORY = "openings";
    /** The extension of a named suite's file. */
    public static final String EXTENSION = ".txt";
    /** The suite a match uses by default where the variant has one start: {@code data/openings/<variant>/records.txt}. */
    public static final String DEFAULT_SUITE = "records";
    /** The plies of the default openings of a variant with one start and no suite. */
    public static final int DEFAULT_PLIES = 8;
    /** The forms of this package, for messages. */
    public static final String FORMS = "random-plies:N[,balanced:CP] or suite:<name or file>";

    private static final String RANDOM_PLIES = "random-plies";
    private static final String SUITE = "suite";

    private Openings() {
    }

    /**
     * Reads a start rule.
     *
     * @param rules   the variant's rules
     * @param text    the rule as written
     * @param today   the date a rule about the current day resolves to (Chess960 {@code daily})
     * @param dataDir the lab's data directory (named suites, the weights of a balance check)
     * @throws LabInputException naming the text and the problem: an unknown rule (listing the variant's rules and
     *                           the openings), a bad option, a suite that cannot be read, weights that cannot be
     *                           loaded, an opening of a variant with hidden pieces
     */
    public static StartRule parse(VariantRules rules, String text, LocalDate today, Path dataDir) {
        String t = text == null ? "" : text.strip();
        String key = t.contains(":") ? t.substring(0, t.indexOf(':')).strip().toLowerCase(Locale.ROOT)
                : t.toLowerCase(Locale.ROOT);
        if (key.equals(RANDOM_PLIES) || key.equals(SUITE)) {
            if (rules.hiddenLayout(rules.defaultStart()) != null) {
                throw new LabInputException("bad start '" + text + "' for " + rules.variant() + ": openings of moves do"
                        + " not apply to a variant with hidden pieces (its starts are its layouts)");
            }
            List<String> items = items(t.contains(":") ? t.substring(t.indexOf(':') + 1) : "");
            return key.equals(SUITE) ? suite(rules, text, items, dataDir) : randomPlies(rules, text, items, dataDir);
        }
        try {
            return rules.parseStartRule(text, today);
        } catch (StartRules.Unknown e) {
            String openings = rules.hiddenLayout(rules.defaultStart()) != null ? "" : "; or an opening: " + FORMS;
            throw new LabInputException(e.getMessage() + openings, e);
        }
    }

    /**
     * The start rule of a match that names none, so that each game pair gets its own start: the variant's shuffled
     * numbered starts where it has them ({@link VariantRules#shuffledStartRule}: Chess960 {@code shuffle}); else its
     * default rule where it has several starts (Banqi {@code random}); else the suite {@value #DEFAULT_SUITE} of
     * {@code data/openings/<variant>/} (Shogi, Xiangqi, Janggi: positions from real records); else
     * {@code random-plies:}{@value #DEFAULT_PLIES}.
     *
     * @param dataDir the lab's data directory
     * @throws LabInputException if the default suite exists but cannot be read
     */
    public static StartRule matchDefault(VariantRules rules, Path dataDir) {
        if (rules.shuffledStartRule().isPresent()) {
            return rules.shuffledStartRule().get();
        }
        if (!rules.defaultStartRule().equals(StartRules.STANDARD)) {
            return rules.defaultStartRule();
        }
        Path suite = dataDir.resolve(DIRECTORY).resolve(rules.variant().cliName()).resolve(DEFAULT_SUITE + EXTENSION);
        if (Files.isRegularFile(suite)) {
            return parse(rules, SUITE + ":" + DEFAULT_SUITE, LocalDate.EPOCH, dataDir);
        }
        return new RandomPlies(DEFAULT_PLIES, null);
    }

    /** The comma-separated items after the key, trimmed. */
    private static List<String> items(String rest) {
        List<String> out = new ArrayList<>();
        for (String s : rest.split(",", -1)) {
            out.add(s.strip());
        }
        return out;
    }

    private static StartRule randomPlies(VariantRules rules, String text, List<String> items, Path dataDir) {
        int plies = (int) number(text, "random-plies", items.get(0), 1, RandomPlies.MAX_PLIES);
        Integer bound = null;
        int depth = 0;
        long nodes = 0;
        String weights = null;
        for (String item : items.subList(1, items.size())) {
            String[] kv = option(text, item);
            switch (kv[0]) {
                case "balanced" -> bound = (int) number(text, "balanced", kv[1], 0, Balance.MAX_BOUND_CP);
                case "depth" -> depth = (int) number(text, "depth", kv[1], 1, org.ttakji.engines.search.SearchLimits.MAX_DEPTH);
                case "nodes" -> nodes = number(text, "nodes", kv[1], 1, org.ttakji.engines.search.SearchLimits.HARD_MAX_NODES);
                case "weights" -> weights = kv[1];
                default -> throw new LabInputException("bad start '" + text + "': unknown option '" + kv[0]
                        + "' (random-plies takes balanced:CP, and with it nodes:N, depth:D and weights:vNNNN)");
            }
        }
        if (bound == null) {
            if (depth > 0 || nodes > 0 || weights != null) {
                throw new LabInputException("bad start '" + text + "': nodes, depth and weights belong to the balance"
                        + " check; add balanced:CP");
            }
            return new RandomPlies(plies, null);
        }
        if (depth == 0 && nodes == 0) {
            nodes = Balance.DEFAULT_NODES;
        }
        Variant v = rules.variant();
        WeightsStore store = WeightsStore.at(dataDir);
        String version;
        String json;
        try {
            Variants.featureExtractor(v);
            version = store.resolve(v, weights);
            json = store.readText(v, version);
            new Balance(bound, depth, nodes, version, json).score(v, rules.startPosition(rules.defaultRules()));
        } catch (LabInputException e) {
            throw new LabInputException("bad start '" + text + "': the balance check needs " + v + " weights: "
                    + e.getMessage(), e);
        }
        return new RandomPlies(plies, new Balance(bound, depth, nodes, version, json));
    }

    private static StartRule suite(VariantRules rules, String text, List<String> items, Path dataDir) {
        String ref = items.get(0);
        if (ref.isEmpty()) {
            throw new LabInputException("bad start '" + text + "': suite needs a name or a file (suite:NAME|FILE)");
        }
        SuiteRule.Order order = SuiteRule.Order.SHUFFLE;
        for (String item : items.subList(1, items.size())) {
            String[] kv = option(text, item);
            if (!kv[0].equals("order")) {
                throw new LabInputException("bad start '" + text + "': unknown option '" + kv[0]
                        + "' (suite takes order:shuffle|sequential)");
            }
            try {
                order = SuiteRule.Order.valueOf(kv[1].toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new LabInputException("bad start '" + text + "': order must be shuffle or sequential, not '"
                        + kv[1] + "'", e);
            }
        }
        OpeningSuite suite;
        if (isFile(ref)) {
            Path file = Path.of(ref).toAbsolutePath().normalize();
            suite = OpeningSuite.read(rules, file, file.toString());
        } else {
            Path dir = dataDir.resolve(DIRECTORY).resolve(rules.variant().cliName());
            Path file = dir.resolve(ref + EXTENSION);
            if (!Files.isRegularFile(file)) {
                throw new LabInputException("bad start '" + text + "': no opening suite '" + ref + "' for "
                        + rules.variant() + " (" + file + " does not exist; suites here: " + named(dir) + ")");
            }
            suite = OpeningSuite.read(rules, file, ref);
        }
        return new SuiteRule(suite.name(), suite.positions(), order);
    }

    /** A reference to a file rather than a name: it has a directory or an extension. */
    private static boolean isFile(String ref) {
        return ref.contains("/") || ref.contains(java.io.File.separator) || ref.contains(".");
    }

    /** The suite names in a directory, or {@code none}. */
    public static String named(Path dir) {
        List<String> names = names(dir);
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    /** The names of the suites in a directory (files ending in {@value #EXTENSION}), sorted. */
    public static List<String> names(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(EXTENSION))
                    .map(n -> n.substring(0, n.length() - EXTENSION.length())).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** {@code key:value} with a lower-case key. */
    private static String[] option(String text, String item) {
        int colon = item.indexOf(':');
        if (colon <= 0 || colon == item.length() - 1) {
            throw new LabInputException("bad start '" + text + "': '" + item + "' is not an option key:value");
        }
        return new String[]{item.substring(0, colon).strip().toLowerCase(Locale.ROOT), item.substring(colon + 1).strip()};
    }

    private static long number(String text, String what, String value, long min, long max) {
        try {
            long n = Long.parseLong(value);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new LabInputException("bad start '" + text + "': " + what + " must be a whole number " + min + ".."
                + max + ", not '" + value + "'");
    }
}
