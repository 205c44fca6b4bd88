package org.ttakji.explorer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Variant;

/**
 * The build's row functions (Spark tasks): games of the logs and of the record files as {@link ExplorerSchema#GAME}
 * rows, and those as the rows of the two tables. Each is serializable and holds only settings.
 */
final class GameRows {
    private GameRows() {
    }

    /** A game-log row (as {@link org.ttakji.gamelog.GameLogReader} gives it) as a game row of one input. */
    static final class FromLog implements MapFunction<Row, Row> {
        private final String input;

        /** @param input the run key the game counts for */
        FromLog(String input) {
            this.input = input;
        }

        @Override
        public Row call(Row log) {
            String first = player(log.getAs("first"));
            String second = player(log.getAs("second"));
            List<String> moves = log.getList(log.fieldIndex("moves"));
            return RowFactory.create(input, log.getAs("game_id"), true, log.getAs("variant"), log.getAs("rules"),
                    log.getAs("start_fen"), moves.toArray(new String[0]), log.getAs("result"),
                    Sources.selfPlay(first), Sources.selfPlay(second), Sources.pairing(first, second));
        }

        private static String player(Row p) {
            return Sources.player(p.getAs("engine"), p.getAs("level"), p.getAs("weights_version"));
        }
    }

    /**
     * A record file, given as {@code path \t name \t source \t sha256 \t candidate variants (comma-separated)}, as
     * the game rows of its games: read with the format of each candidate variant, and taken as the variant whose
     * format replays the most of its games (the first in the lab's variant order on a tie); a format that cannot read
     * the file at all counts as replaying none, and a file no format can read is bad input. A refused game is a row
     * with {@code kept} false.
     */
    static final class FromRecordFile implements FlatMapFunction<String, Row> {
        @Override
        public Iterator<Row> call(String spec) {
            String[] f = spec.split("\t", -1);
            Path path = Path.of(f[0]);
            String name = f[1];
            String source = f[2];
            String input = f[3];
            Variant best = null;
            List<RecordGame> bestGames = List.of();
            long bestReplayed = -1;
            List<String> unreadable = new ArrayList<>();
            for (String v : f[4].split(",")) {
                Variant variant = Variant.fromCliName(v);
                RecordFormat format = RecordFormat.forFile(Variants.rules(variant).recordFormats(), path).orElseThrow();
                List<RecordGame> games;
                try {
                    games = format.read(path, name);
                } catch (LabInputException e) { // e.g. Big5 Xiangqi text read as a Chess960 PGN: not this format
                    unreadable.add(variant.cliName() + " " + format.name() + ": " + e.getMessage());
                    continue;
                }
                long replayed = games.stream().filter(g -> g instanceof RecordGame.Replayed).count();
                if (replayed > bestReplayed) {
                    best = variant;
                    bestGames = games;
                    bestReplayed = replayed;
                }
            }
            if (best == null) {
                throw new LabInputException(unreadable.size() == 1 ? unreadable.get(0)
                        : "record file " + name + " is not readable as any of its formats (" + String.join("; ",
                        unreadable) + ")");
            }
            List<Row> out = new ArrayList<>(bestGames.size());
            for (RecordGame g : bestGames) {
                if (g instanceof RecordGame.Replayed r) {
                    out.add(RowFactory.create(input, g.name(), true, best.cliName(), r.rules().toString(), r.startFen(),
                            r.moves().toArray(new String[0]), r.result().text(), source, source, source));
                } else {
                    out.add(RowFactory.create(input, g.name(), false, best.cliName(), null, null, null, null, null, null,
                            null));
                }
            }
            return out.iterator();
        }
    }

    /** Replays a kept game row, naming the game in any error. */
    static OpeningReplay replay(Row game, int plies) {
        try {
            List<String> moves = game.getList(game.fieldIndex("moves"));
            return OpeningReplay.of(Variant.fromCliName(game.getAs("variant")), game.getAs("rules"),
                    game.getAs("start_fen"), moves, plies);
        } catch (LabInputException e) {
            throw new LabInputException("game " + game.getAs("game") + ": " + e.getMessage(), e);
        }
    }

    private static Result result(Row game) {
        try {
            Result r = Result.fromText(game.getAs("result"));
            if (r == Result.ONGOING) {
                throw new IllegalArgumentException("ongoing");
            }
            return r;
        } catch (IllegalArgumentException e) {
            throw new LabInputException("game " + game.getAs("game") + ": no result ('" + game.getAs("result") + "')");
        }
    }

    /** A kept game row as the moves-table rows of its first plies (one game each, the mover's outcome). */
    static final class ToMoves implements FlatMapFunction<Row, Row> {
        private final int plies;

        /** @param plies the ply limit */
        ToMoves(int plies) {
            this.plies = plies;
        }

        @Override
        public Iterator<Row> call(Row game) {
            OpeningReplay replay = replay(game, plies);
            Result result = result(game);
            List<Row> out = new ArrayList<>(replay.steps().size());
            for (OpeningReplay.Step s : replay.steps()) {
                int o = OpeningReplay.outcomeFor(result, s.side());
                String source = game.getAs(s.side() == 0 ? "first_source" : "second_source");
                out.add(RowFactory.create(replay.variant().cliName(), replay.start(), s.position(), s.move(), source,
                        1L, o > 0 ? 1L : 0L, o == 0 ? 1L : 0L, o < 0 ? 1L : 0L));
            }
            return out.iterator();
        }
    }

    /** A kept game row as its starts-table row (the first player's outcome). */
    static final class ToStart implements MapFunction<Row, Row> {
        @Override
        public Row call(Row game) {
            OpeningReplay replay = replay(game, 0);
            int o = OpeningReplay.outcomeFor(result(game), 0);
            return RowFactory.create(replay.variant().cliName(), replay.start(), game.getAs("game_source"), 1L,
                    o > 0 ? 1L : 0L, o == 0 ? 1L : 0L, o < 0 ? 1L : 0L);
        }
    }

    /** A table row of counts with the score columns appended ({@link Score}). */
    static final class WithScores implements MapFunction<Row, Row> {
        @Override
        public Row call(Row row) {
            Score s = new Score(row.getAs("games"), row.getAs("wins"), row.getAs("draws"), row.getAs("losses"));
            Object[] values = new Object[row.size() + 3];
            for (int i = 0; i < row.size(); i++) {
                values[i] = row.get(i);
            }
            values[row.size()] = s.score();
            values[row.size() + 1] = s.low();
            values[row.size() + 2] = s.high();
            return RowFactory.create(values);
        }
    }
}
