package org.ttakji.engines.cli.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.search.SearchLimits;

/**
 * One engine-protocol session: the reader thread ({@link #run}) reads commands line by line and answers at once,
 * while each {@code go} searches on its own search thread ({@link SearchJob}), so {@code stop}, {@code isready}
 * and {@code quit} are answered during a search. Commands that change what the search uses ({@code position},
 * {@code setoption}, new game, {@code go}, {@code banmoves}, {@code gameover}) first stop a running search and
 * wait for its {@code bestmove}.
 *
 * <p>Bad input never ends the session: an unknown command, a malformed or illegal {@code position} (bad text,
 * a move that is not notation or not legal), an unknown option or value are answered with one
 * {@code info string error: <what and why>} line. After a refused {@code position} the engine has no position
 * until the next good one, and {@code go} answers the protocol's "no move" ({@code bestmove 0000},
 * {@code bestmove resign}, {@code nobestmove}) rather than play in a position the GUI did not mean.
 */
final class ProtocolSession {
    /** Default transposition table size, MiB. */
    static final int DEFAULT_HASH_MB = 16;
    /** Largest transposition table, MiB (the search's limit). */
    static final int MAX_HASH_MB = 4096;
    /** Default {@code MoveOverhead}, ms. */
    static final int DEFAULT_OVERHEAD_MS = 50;
    /** The {@code Level} values: full strength, then the levels of the levels files. */
    static final List<String> LEVELS = List.of(EngineOptions.FULL, "easy", "normal", "expert");

    private final Dialect dialect;
    private final ProtocolOutput out;
    private final Path data;
    private final EngineOptions options;
    private Variant variant;
    private VariantRules rules;
    private RuleOptions ruleOptions;
    private Position position;
    private List<String> banned = List.of();
    private Brain brain;
    private SearchJob job;
    private Thread searchThread;

    /**
     * A session.
     *
     * @param dialect the protocol
     * @param variant the variant to start with (one of the dialect's)
     * @param data    the lab's data directory (weights and levels)
     * @param out     where the GUI reads
     */
    ProtocolSession(Dialect dialect, Variant variant, Path data, Writer out) {
        if (!dialect.variants().contains(variant)) {
            throw new LabInputException(dialect.name() + " does not play " + variant + " (it plays "
                    + String.join(", ", dialect.variants().stream().map(Variant::cliName).toList()) + ")");
        }
        this.dialect = dialect;
        this.out = new ProtocolOutput(out);
        this.data = data;
        this.options = new EngineOptions(dialect.options(variant));
        selectVariant(variant);
    }

    /**
     * Reads and answers commands until {@code quit} or the end of the input; then stops any search (its
     * {@code bestmove} is still written) and returns.
     *
     * @param in the GUI's commands
     * @throws IOException if reading fails
     */
    void run(Reader in) throws IOException {
        BufferedReader reader = in instanceof BufferedReader b ? b : new BufferedReader(in);
        try {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!handle(line)) {
                    return;
                }
            }
        } finally {
            finishSearch();
        }
    }

    /** Answers one command line; false after {@code quit}. */
    boolean handle(String line) {
        List<String> words = PositionCommand.words(line);
        if (words.isEmpty()) {
            return true;
        }
        String command = words.get(0);
        List<String> args = words.subList(1, words.size());
        try {
            return dispatch(command, args);
        } catch (LabInputException e) {
            out.error(e.getMessage());
        } catch (RuntimeException e) {
            out.error("internal error on '" + line.trim() + "': " + e);
        }
        return true;
    }

    private boolean dispatch(String command, List<String> args) {
        if (command.equals(dialect.handshake())) {
            handshake();
            return true;
        }
        if (dialect.newGameCommands().contains(command)) {
            finishSearch();
            newGame();
            return true;
        }
        switch (command) {
            case "isready" -> {
                if (searchThread == null) {
                    ensureBrain();
                }
                out.line("readyok");
            }
            case "setoption" -> {
                finishSearch();
                setOption(args);
            }
            case "position" -> {
                finishSearch();
                setPosition(args);
            }
            case "banmoves" -> {
                finishSearch();
                banned = List.copyOf(args);
            }
            case "go" -> {
                finishSearch();
                go(args);
            }
            case "stop", "ponderhit" -> finishSearch();
            case "gameover" -> finishSearch();
            case "debug", "register" -> { } // no debug output, no registration
            case "quit" -> {
                finishSearch();
                if (dialect.quitReply() != null) {
                    out.line(dialect.quitReply());
                }
                return false;
            }
            default -> out.error("unknown command '" + command + "' (" + dialect.name() + " commands: "
                    + dialect.handshake() + ", isready, setoption, position, go, stop, quit"
                    + (dialect.newGameCommands().isEmpty() ? "" : ", " + String.join(", ", dialect.newGameCommands()))
                    + ")");
        }
        return true;
    }

    private void handshake() {
        dialect.idLines(LabHome.gitVersion()).forEach(out::line);
        for (OptionSpec o : options.specs()) {
            out.line(dialect.optionLine(o));
        }
        out.line(dialect.okWord());
    }

    private void newGame() {
        banned = List.of();
        position = rules.startPosition(ruleOptions);
        if (brain != null) {
            brain.newGame();
        }
    }

    // ---- options -------------------------------------------------------------------------------------------

    /** {@code setoption name <name> [value <value>]}, or UCCI's {@code setoption <name> <value>}. */
    private void setOption(List<String> args) {
        String name;
        String value;
        int nameAt = args.indexOf("name");
        if (nameAt == 0) {
            int valueAt = args.indexOf("value");
            name = String.join(" ", valueAt < 0 ? args.subList(1, args.size()) : args.subList(1, valueAt));
            value = valueAt < 0 ? "" : String.join(" ", args.subList(valueAt + 1, args.size()));
        } else if (!args.isEmpty()) {
            name = args.get(0);
            value = String.join(" ", args.subList(1, args.size()));
        } else {
            throw new LabInputException("setoption: expected 'setoption name <name> value <value>'");
        }
        if (name.isEmpty()) {
            throw new LabInputException("setoption: the option name is missing");
        }
        if (value.equals("<empty>")) {
            value = "";
        }
        OptionSpec spec = options.find(name);
        String before = spec == null ? null : options.get(spec.key());
        if (spec != null) {
            value = dialect.optionValue(spec, value);
        }
        String key = options.set(name, value);
        try {
            applyOption(key);
        } catch (RuntimeException e) {
            options.restore(key, before);
            applyOption(key);
            throw e;
        }
    }

    private void applyOption(String key) {
        switch (key) {
            case EngineOptions.HASH, EngineOptions.LEVEL, EngineOptions.WEIGHTS, EngineOptions.SEED -> brain = null;
            case EngineOptions.VARIANT -> selectVariant(Variant.fromCliName(options.get(EngineOptions.VARIANT)));
            case EngineOptions.RULES -> ruleOptions = parseRules(options.get(EngineOptions.RULES)); // next position
            default -> { } // read when used
        }
    }

    private void selectVariant(Variant v) {
        VariantRules r = Variants.rules(v);
        RuleOptions ro;
        try {
            ro = parseRules(r, options.get(EngineOptions.RULES));
        } catch (LabInputException e) {
            out.error(e.getMessage() + "; rule options reset to the defaults of " + v);
            options.restore(EngineOptions.RULES, "");
            ro = r.defaultRules();
        }
        variant = v;
        rules = r;
        ruleOptions = ro;
        position = rules.startPosition(ruleOptions);
        banned = List.of();
        brain = null;
    }

    private RuleOptions parseRules(String text) {
        return parseRules(rules, text);
    }

    private static RuleOptions parseRules(VariantRules r, String text) {
        return text == null || text.isBlank() ? r.defaultRules() : r.parseRules(List.of(text));
    }

    /** The brain for the current options, built on first use; a level that cannot load falls back to full strength. */
    private Brain ensureBrain() {
        if (brain != null) {
            return brain;
        }
        int hash = (int) options.number(EngineOptions.HASH);
        String level = options.get(EngineOptions.LEVEL);
        String weights = options.get(EngineOptions.WEIGHTS);
        String pinned = weights == null || weights.isEmpty() || weights.equalsIgnoreCase(EngineOptions.PROMOTED)
                ? null : weights;
        Position start = rules.startPosition(ruleOptions).playerView();
        try {
            brain = EngineOptions.FULL.equals(level)
                    ? new FullStrengthBrain(variant, start, data, pinned, hash)
                    : new LevelBrain(variant, level, data, pinned, hash, options.number(EngineOptions.SEED));
        } catch (LabInputException e) { // bad files or versions; anything else is an internal error
            out.error(e.getMessage() + "; playing at full strength with the promoted weights instead");
            options.restore(EngineOptions.LEVEL, EngineOptions.FULL);
            options.restore(EngineOptions.WEIGHTS, EngineOptions.PROMOTED);
            brain = new FullStrengthBrain(variant, start, data, null, hash);
        }
        out.note(variant + ": " + brain.description());
        return brain;
    }

    // ---- position and go -----------------------------------------------------------------------------------

    private void setPosition(List<String> args) {
        position = null;
        banned = List.of();
        position = PositionCommand.parse(args).build(rules, ruleOptions);
    }

    private void go(List<String> args) {
        GoRequest go = new GoRequest();
        List<String> problems = new ArrayList<>();
        dialect.readGo(new Dialect.Tokens(args), go, options, problems);
        problems.forEach(out::error);
        String instead = dialect.answerInstead(go);
        if (instead != null) {
            out.line(instead);
            return;
        }
        if (position == null) {
            out.error("go: no position (the last position command was refused)");
            out.line(dialect.noMove());
            return;
        }
        Brain b = ensureBrain();
        Position view = position.playerView().copy();
        int[] only = allowedMoves(view, go.searchMoves);
        if (only != null && only.length == 0) {
            out.error("go: every legal move is excluded");
            out.line(dialect.noMove());
            return;
        }
        SearchLimits limits = TimeBudget.limits(go, view.sideToMove(), options.number(EngineOptions.MOVE_OVERHEAD),
                options.number(EngineOptions.MOVE_TIME_CAP));
        job = new SearchJob(b, view, limits, only, go.infinite || go.ponder, dialect, options, rules, out);
        searchThread = new Thread(job, "search");
        searchThread.setDaemon(true);
        searchThread.start();
    }

    /** The root moves allowed by {@code searchmoves} and {@code banmoves}, or null for all. */
    private int[] allowedMoves(Position view, List<String> searchMoves) {
        if (searchMoves.isEmpty() && banned.isEmpty()) {
            return null;
        }
        MoveList all = new MoveList();
        view.generateLegal(all);
        view.generateActions(all);
        List<Integer> allowed = new ArrayList<>();
        if (searchMoves.isEmpty()) {
            for (int i = 0; i < all.size(); i++) {
                allowed.add(all.get(i));
            }
        } else {
            for (String m : searchMoves) {
                Integer move = parse(view, m, "searchmoves");
                if (move != null && !allowed.contains(move)) {
                    allowed.add(move);
                }
            }
        }
        for (String m : banned) {
            Integer move = parse(view, m, "banmoves");
            if (move != null) {
                allowed.remove(move);
            }
        }
        return allowed.stream().mapToInt(Integer::intValue).toArray();
    }

    private Integer parse(Position view, String text, String where) {
        try {
            return rules.parseMachine(view, text);
        } catch (LabInputException e) {
            out.error(where + ": '" + text + "' ignored: " + e.getMessage());
            return null;
        }
    }

    /** Stops a running search, waits for its {@code bestmove}. */
    private void finishSearch() {
        if (searchThread == null) {
            return;
        }
        job.stop();
        boolean interrupted = false;
        while (searchThread.isAlive()) {
            try {
                searchThread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        searchThread = null;
        job = null;
    }

    /** The variant now in use (for tests). */
    Variant variant() {
        return variant;
    }
}
