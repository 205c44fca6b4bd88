package org.ttakji.engines.chess960;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ttakji.engines.core.MachinePgnFormat;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.RecordWriter;

/**
 * Writes Chess960 games as PGN (https://www.saremba.de/chessgml/standards/pgn/pgn-complete.htm): the seven-tag
 * roster ({@code White}/{@code Black} from the record's players or the lab's {@link RecordTags#FIRST}/
 * {@link RecordTags#SECOND}), {@code [Variant "chess960"]}, {@code [SetUp "1"]} and {@code [FEN]} (Shredder-FEN),
 * the game's other tags, {@code [Termination]} with the lab's name when known, then SAN moves with move numbers
 * and the result token. {@link RecordFormats}' reader reads it back as the same game.
 */
final class PgnWriter implements RecordWriter {
    private static final Chess960Rules RULES = new Chess960Rules();
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    /** Written from the game itself, not copied from its tags. */
    private static final Set<String> DERIVED = Set.of("Event", "Site", "Date", "Round", "White", "Black", "Result",
            "Variant", "SetUp", "FEN", RecordTags.FIRST, RecordTags.SECOND, RecordTags.TERMINATION);

    @Override
    public void write(RecordGame.Replayed game, Appendable out) throws IOException {
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, String> in = game.tags();
        for (String key : ROSTER) {
            String value = switch (key) {
                case "White" -> RecordTags.player(in, 0, "White");
                case "Black" -> RecordTags.player(in, 1, "Black");
                case "Result" -> game.result().text();
                case "Date" -> in.getOrDefault("Date", "????.??.??");
                default -> in.get(key);
            };
            tags.put(key, value == null || value.isBlank() ? "?" : value);
        }
        tags.put("Variant", "chess960");
        tags.put("SetUp", "1");
        tags.put("FEN", game.startFen());
        in.forEach((k, v) -> {
            if (!DERIVED.contains(k)) {
                tags.put(k, v);
            }
        });
        if (game.termination() != null) {
            tags.put(RecordTags.TERMINATION, game.termination().logName());
        } else if (in.containsKey(RecordTags.TERMINATION)) {
            tags.put(RecordTags.TERMINATION, in.get(RecordTags.TERMINATION));
        }
        for (Map.Entry<String, String> t : tags.entrySet()) {
            out.append(MachinePgnFormat.tag(t.getKey(), t.getValue())).append('\n');
        }
        out.append('\n');
        Position p = RULES.fromFen(game.startFen(), game.rules());
        StringBuilder line = new StringBuilder();
        boolean first = true;
        for (String uci : game.moves()) {
            int move = RULES.parseMachine(p, uci);
            String item = (p.sideToMove() == 0 ? (p.ply() / 2 + 1) + ". " : first ? (p.ply() / 2 + 1) + "... " : "")
                    + RULES.toHuman(p, move);
            first = false;
            p.makeMove(move);
            line = append(out, line, item);
        }
        line = append(out, line, game.result().text());
        out.append(line).append("\n\n");
    }

    /** Appends an item to the current line, breaking lines before 80 characters. */
    private static StringBuilder append(Appendable out, StringBuilder line, String item) throws IOException {
        if (line.length() > 0 && line.length() + 1 + item.length() > 79) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        return line.append(item);
    }
}
