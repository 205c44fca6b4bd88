package org.ttakji.tuning;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.ttakji.engines.Variants;
import org.ttakji.engines.chess960.Chess960Rules;
import org.ttakji.engines.chess960.PgnGame;
import org.ttakji.engines.chess960.PgnReader;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.janggi.GibReader;
import org.ttakji.engines.janggi.GibRecord;
import org.ttakji.engines.janggi.GibReplay;
import org.ttakji.engines.janggi.JanggiRules;
import org.ttakji.engines.shogi.RecordEnding;
import org.ttakji.engines.shogi.ShogiRecord;
import org.ttakji.engines.shogi.ShogiRecords;
import org.ttakji.engines.xiangqi.CoordinateRanks;
import org.ttakji.engines.xiangqi.XiangqiPgn;
import org.ttakji.engines.xiangqi.XiangqiRecord;
import org.ttakji.engines.xiangqi.XiangqiReplay;

/**
 * Real game records (the formats of {@code shared/data/real-games/}) as {@link LoggedGame}s, so that the tuner
 * learns from human and engine games the same way as from self-play logs.
 *
 * <p>Record files by variant: Chess960 {@code .pgn} (SAN; {@code [FEN]} tag, else start #518); Xiangqi
 * {@code .pgn} (XQ-PGN, Big5 or UTF-8, Chinese, WXF or ICCS moves); Janggi {@code .gib} (standard set-up games
 * only: the formation tags give the start, Cho moves first; the result is read from {@code [대국결과]});
 * Shogi {@code .csa}, {@code .kif}, {@code .kifu}, {@code .ki2}, {@code .ki2u} (result from the recorded
 * ending: resignation, checkmate and time-up lose for the side to move, a declaration wins for it, a
 * recorded win goes to the last mover, jishogi and the move limit draw; sennichite and fouls are skipped, since
 * the record does not say who gave perpetual check or whose foul it was). Banqi has no records.
 *
 * <p>Lab decisions: a game is kept only when it has a decisive or drawn result and every move replays
 * legally; the rest are counted as skipped, never guessed. Record games carry no search scores
 * ({@link LoggedGame#evalCp()} is empty): every ply past the opening qualifies for sampling. Game ids are
 * {@code <name>#<n>}: the file's name as given (its path relative to the {@code --games} item, so ids are unique
 * and the same on every machine) and n from 1 within the file; run id {@code records}.
 */
public final class RecordGames {
    /** The run id given to games read from records. */
    public static final String RUN_ID = "records";

    /**
     * What was read.
     *
     * @param games   the games kept, in file and game order
     * @param skipped games left out (no result, unknown start, or a move that does not replay)
     */
    public record Read(List<LoggedGame> games, int skipped) {
        /** Copies the list. */
        public Read {
            games = List.copyOf(games);
        }
    }

    private RecordGames() {
    }

    /** True when the file's name has one of the variant's record extensions. */
    public static boolean isRecordFile(Variant variant, Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return switch (variant) {
            case CHESS960, XIANGQI -> name.endsWith(".pgn");
            case JANGGI -> name.endsWith(".gib");
            case SHOGI -> name.endsWith(".csa") || name.endsWith(".kif") || name.endsWith(".kifu")
                    || name.endsWith(".ki2") || name.endsWith(".ki2u");
            case BANQI -> false;
        };
    }

    /**
     * The variant's record files: the file itself, or every record file under a directory (recursively), sorted.
     *
     * @throws UncheckedIOException when the directory cannot be listed
     */
    public static List<Path> find(Variant variant, Path path) {
        if (Files.isRegularFile(path)) {
            return isRecordFile(variant, path) ? List.of(path) : List.of();
        }
        try (Stream<Path> s = Files.walk(path)) {
            return s.filter(p -> Files.isRegularFile(p) && isRecordFile(variant, p)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads every game of the files.
     *
     * @throws LabInputException naming the file when one cannot be read
     */
    public static Read read(Variant variant, List<Path> files) {
        List<LoggedGame> games = new ArrayList<>();
        int skipped = 0;
        for (Path file : files) {
            Read r = read(variant, file, file.getFileName().toString());
            games.addAll(r.games());
            skipped += r.skipped();
        }
        return new Read(games, skipped);
    }

    /**
     * Reads every game of one file; its game ids start with its file name.
     *
     * @throws LabInputException naming the file when it cannot be read
     */
    public static Read read(Variant variant, Path file) {
        return read(variant, file, file.getFileName().toString());
    }

    /**
     * Reads every game of one file.
     *
     * @param name the file's name for the game ids (see the class comment)
     * @throws LabInputException naming the file when it cannot be read
     */
    public static Read read(Variant variant, Path file, String name) {
        return switch (variant) {
            case CHESS960 -> chess960(name, decode(file, false));
            case XIANGQI -> xiangqi(name, decode(file, true));
            case JANGGI -> janggi(name, GibReader.read(file));
            case SHOGI -> shogi(name, file);
            case BANQI -> new Read(List.of(), 0);
        };
    }

    private static Read chess960(String name, String text) {
        VariantRules rules = Variants.rules(Variant.CHESS960);
        // records may under-promote
        RuleOptions options = rules.parseRules(List.of(Chess960Rules.PROMOTION + "=" + Chess960Rules.PROMOTION_ALL));
        List<LoggedGame> games = new ArrayList<>();
        int skipped = 0;
        int n = 0;
        try (PgnReader reader = new PgnReader(new StringReader(text), name)) {
            for (PgnGame game = reader.next(); game != null; game = reader.next()) {
                n++;
                Result result = resultOf(game);
                if (!game.isChess960() || result == null || result == Result.ONGOING || game.moves().isEmpty()) {
                    skipped++;
                    continue;
                }
                LoggedGame g = replay(rules, options, game.fen() == null ? null : game.fen(), game.moves(),
                        name + "#" + n, result);
                if (g == null) {
                    skipped++;
                } else {
                    games.add(g);
                }
            }
        }
        return new Read(games, skipped);
    }

    private static Result resultOf(PgnGame game) {
        try {
            return game.result();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Plays human-notation moves from a FEN (null: the start); null when a move does not replay. */
    private static LoggedGame replay(VariantRules rules, RuleOptions options, String fen, List<String> moves,
                                     String gameId, Result result) {
        try {
            Position p = fen == null || fen.isBlank() ? rules.startPosition(options) : rules.fromFen(fen, options);
            String startFen = p.toFen();
            List<String> machine = new ArrayList<>(moves.size());
            for (String text : moves) {
                int move = rules.parseHuman(p, text);
                machine.add(rules.toMachine(p, move));
                p.makeMove(move);
            }
            return new LoggedGame(RUN_ID, gameId, options.toString(), startFen, machine, List.of(), result.text());
        } catch (LabInputException e) {
            return null;
        }
    }

    private static Read xiangqi(String name, String text) {
        VariantRules rules = Variants.rules(Variant.XIANGQI);
        RuleOptions options = rules.defaultRules();
        List<LoggedGame> games = new ArrayList<>();
        int skipped = 0;
        int n = 0;
        for (XiangqiRecord record : XiangqiPgn.read(text)) {
            n++;
            Result result = parseResult(record.result());
            XiangqiReplay.Result r = XiangqiReplay.replay(record, options, CoordinateRanks.ZERO_BASED);
            if (result == null || result == Result.ONGOING || !r.legal() || r.moves().isEmpty()) {
                skipped++;
                continue;
            }
            String fen = record.tag("FEN");
            String startFen = (fen == null || fen.isBlank() ? rules.startPosition(options) : rules.fromFen(fen, options))
                    .toFen();
            games.add(new LoggedGame(RUN_ID, name + "#" + n, options.toString(), startFen, r.moves(), List.of(),
                    result.text()));
        }
        return new Read(games, skipped);
    }

    private static Result parseResult(String text) {
        try {
            return text == null ? null : Result.fromText(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static Read janggi(String name, List<GibRecord> records) {
        JanggiRules janggi = (JanggiRules) Variants.rules(Variant.JANGGI);
        List<LoggedGame> games = new ArrayList<>();
        int skipped = 0;
        int n = 0;
        for (GibRecord record : records) {
            n++;
            Result result = janggiResult(record.tags().get("대국결과"));
            GibReplay.Result r = result == null ? null : GibReplay.replay(record, janggi);
            if (r == null || !r.legal() || r.start() != GibReplay.Start.FORMATIONS || r.moves().isEmpty()) {
                skipped++;
                continue;
            }
            games.add(new LoggedGame(RUN_ID, name + "#" + n, r.rules().toString(), r.startFen(), r.moves(), List.of(),
                    result.text()));
        }
        return new Read(games, skipped);
    }

    /**
     * The result of a {@code [대국결과]} tag for a game Cho (초, 楚) started: 무승부 (any kind) is a draw;
     * otherwise the side named first wins (…승) or loses (…패); anything else (미상 = unknown, an aborted game,
     * a garbled word) is null.
     */
    static Result janggiResult(String tag) {
        if (tag == null) {
            return null;
        }
        String t = tag.strip();
        if (t.contains("무승부")) {
            return Result.DRAW;
        }
        if (t.isEmpty()) {
            return null;
        }
        char first = t.charAt(0);
        int side = first == '초' || first == '楚' ? 0 : first == '한' || first == '漢' ? 1 : -1;
        if (side < 0) {
            return null;
        }
        if (t.contains("패")) {
            return Result.lossFor(side);
        }
        return t.contains("승") ? Result.winFor(side) : null;
    }

    private static Read shogi(String name, Path file) {
        ShogiRecord record;
        try {
            record = ShogiRecords.read(file);
        } catch (LabInputException e) { // a record that does not replay is skipped, as in the other variants
            return new Read(List.of(), 1);
        }
        VariantRules rules = Variants.rules(Variant.SHOGI);
        RuleOptions options = rules.defaultRules();
        Position p = rules.fromFen(record.startSfen(), options);
        String startFen = p.toFen();
        for (String move : record.moves()) {
            p.makeMove(rules.parseMachine(p, move));
        }
        int toMove = p.sideToMove();
        Result result = switch (record.ending()) {
            case RESIGNATION, CHECKMATE, TIME_UP -> Result.lossFor(toMove);
            case DECLARATION -> Result.winFor(toMove);
            case WIN -> Result.lossFor(toMove);
            case JISHOGI, MAX_MOVES -> Result.DRAW;
            // sennichite may be a perpetual-check loss, a foul may be either side's; aborted games have no result
            default -> null;
        };
        if (result == null || record.moves().isEmpty()) {
            return new Read(List.of(), 1);
        }
        return new Read(List.of(new LoggedGame(RUN_ID, name + "#1", options.toString(), startFen, record.moves(),
                List.of(), result.text())), 0);
    }

    /** The file as text: UTF-8 when it is valid UTF-8, else (when {@code big5Fallback}) Big5, else ISO-8859-1. */
    private static String decode(Path file, boolean big5Fallback) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new LabInputException("cannot read record file " + file + ": " + e.getMessage(), e);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, big5Fallback ? XiangqiPgn.BIG5 : StandardCharsets.ISO_8859_1);
        }
    }
}
