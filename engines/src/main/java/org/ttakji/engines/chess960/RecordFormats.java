package org.ttakji.engines.chess960;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.RecordWriter;
import org.ttakji.engines.core.RecordText;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;

/**
 * Chess960's record format: PGN ({@code .pgn}, UTF-8 when valid, else ISO-8859-1), read by {@link PgnReader}.
 * A game starts from its {@code [FEN]} tag, else from #518; its moves are SAN and replay with all four
 * promotion pieces ({@code promotion=all}: records may under-promote); its result is the result token after
 * the moves, else the {@code [Result]} tag; its termination is a {@code [Termination]} tag naming a lab termination
 * ({@link RecordTags#termination}), else none. A game whose {@code [Variant]} tag names another game is refused
 * as unsupported. Written by {@link PgnWriter}.
 */
final class RecordFormats {
    private static final Chess960Rules RULES = new Chess960Rules();
    /** Records may under-promote. */
    private static final RuleOptions OPTIONS = RULES.parseRules(
            List.of(Chess960Rules.PROMOTION + "=" + Chess960Rules.PROMOTION_ALL));

    /** PGN. */
    static final List<RecordFormat> ALL = List.of(new Pgn());
    /** A tag that only Xiangqi PGN files have ({@code [Red "..."]}, {@code [Game "Chinese Chess"]}, a Variant). */
    private static final Pattern XIANGQI_TAG = Pattern.compile(
            "(?m)^\\s*\\[(?:(?:Red|RedTeam)\\s|Game\\s+\"Chinese Chess|Variant\\s+\"(?:xiangqi|chinese chess))", Pattern.CASE_INSENSITIVE);

    /** A tag of chess PGN ({@code [White "..."]}, a chess960 Variant): positive evidence of a chess file. */
    private static final Pattern CHESS_TAG = Pattern.compile(
            "(?m)^\\s*\\[(?:White\\s|Variant\\s+\"(?:fischerandom|chess960|chess\\s*960))", Pattern.CASE_INSENSITIVE);

    private RecordFormats() {
    }

    /** The PGN format. */
    private record Pgn() implements RecordFormat {
        @Override
        public String name() {
            return "PGN";
        }

        @Override
        public List<String> extensions() {
            return List.of(".pgn");
        }

        /**
         * A file with a {@code [White]} or Chess960 {@code [Variant]} tag and none of Xiangqi PGN ({@code [Red]},
         * {@code [Game "Chinese Chess"]}); a file with neither is claimed by no format (and read as Chess960 unless a
         * variant is asked for).
         */
        @Override
        public boolean claims(String head) {
            return CHESS_TAG.matcher(head).find() && !XIANGQI_TAG.matcher(head).find();
        }

        @Override
        public String player(java.util.Map<String, String> tags, int side) {
            return RecordTags.player(tags, side, side == 0 ? "White" : "Black");
        }

        @Override
        public Optional<RecordWriter> writer() {
            return Optional.of(new PgnWriter());
        }

        @Override
        public List<RecordGame> read(Path file, String source) {
            String text = RecordText.decode(RecordText.bytes(file), StandardCharsets.ISO_8859_1);
            List<RecordGame> games = new ArrayList<>();
            try (PgnReader reader = new PgnReader(new StringReader(text), source)) {
                for (PgnGame game = reader.next(); game != null; game = reader.next()) {
                    games.add(game(source, games.size() + 1, game));
                }
            }
            return games;
        }
    }

    /** Replays one game of a PGN file. */
    static RecordGame game(String source, int index, PgnGame game) {
        if (!game.isChess960()) {
            return new RecordGame.Refused(source, index, 0, null, RecordGame.Reason.UNSUPPORTED,
                    "[Variant \"" + game.tag("Variant") + "\"] is not Chess960", game.tags());
        }
        Position p;
        try {
            p = game.fen() == null || game.fen().isBlank() ? RULES.startPosition(OPTIONS) : RULES.fromFen(game.fen(), OPTIONS);
        } catch (LabInputException e) {
            return new RecordGame.Refused(source, index, 0, null, RecordGame.Reason.BAD_START, e.getMessage(), game.tags());
        }
        String startFen = p.toFen();
        int number = Chess960Rules.startNumber(p);
        Long selector = number >= 0 && RULES.startPosition(OPTIONS, number).toFen().equals(startFen)
                ? Long.valueOf(number) : null;
        List<String> machine = new ArrayList<>(game.moves().size());
        for (String text : game.moves()) {
            int move;
            try {
                move = RULES.parseHuman(p, text);
            } catch (NotationException e) {
                return refusedMove(source, index, machine.size() + 1, text, RecordGame.Reason.UNREADABLE_MOVE, e, game);
            } catch (LabInputException e) {
                return refusedMove(source, index, machine.size() + 1, text, RecordGame.Reason.ILLEGAL_MOVE, e, game);
            }
            machine.add(RULES.toMachine(p, move));
            p.makeMove(move);
        }
        Result result = resultOf(game);
        if (result == null || result == Result.ONGOING) {
            return new RecordGame.Refused(source, index, 0, null, RecordGame.Reason.NO_RESULT,
                    "no result: the game ends with '" + (game.resultToken() != null ? game.resultToken()
                            : game.tags().getOrDefault("Result", "*")) + "'", game.tags());
        }
        return new RecordGame.Replayed(source, index, startFen, selector, OPTIONS, machine, result,
                RecordTags.termination(game.tags()), game.tags());
    }

    private static RecordGame refusedMove(String source, int index, int ply, String text, RecordGame.Reason reason,
                                          LabInputException e, PgnGame game) {
        return new RecordGame.Refused(source, index, ply, text, reason, e.getMessage(), game.tags());
    }

    private static Result resultOf(PgnGame game) {
        try {
            return game.result();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
