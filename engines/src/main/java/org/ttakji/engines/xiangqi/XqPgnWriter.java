package org.ttakji.engines.xiangqi;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.ttakji.engines.core.MachinePgnFormat;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.RecordWriter;

/**
 * Writes Xiangqi games as XQ-PGN: {@code [Game "Chinese Chess"]}, {@code Event}, {@code Red} and {@code Black}
 * (the record's players or the lab's {@link RecordTags#FIRST}/{@link RecordTags#SECOND}), {@code Result},
 * {@code [FEN]} (the start, Red {@code w}), {@code [Format "WXF"]} or {@code "ICCS"}, {@code [Rules]} when they are
 * not the defaults, the game's other tags and the lab's {@code [Termination]}, then the moves with move numbers
 * (WXF such as {@code C2.5}, or ICCS coordinates with ranks 0..9 such as {@code h2e2}) and the result token. The
 * reader ({@link RecordFormats}) reads either notation back.
 */
final class XqPgnWriter implements RecordWriter {
    private static final XiangqiRules RULES = new XiangqiRules();
    private static final Set<String> DERIVED = Set.of("Game", "Event", "Red", "Black", "Result", "FEN", "Format",
            RecordTags.RULES, RecordTags.FIRST, RecordTags.SECOND, RecordTags.TERMINATION);

    private final boolean iccs;

    /**
     * A writer.
     *
     * @param iccs true for ICCS coordinates, false for WXF
     */
    XqPgnWriter(boolean iccs) {
        this.iccs = iccs;
    }

    @Override
    public void write(RecordGame.Replayed game, Appendable out) throws IOException {
        Map<String, String> in = game.tags();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Game", "Chinese Chess");
        tags.put("Event", in.getOrDefault("Event", "?"));
        tags.put("Red", orUnknown(RecordTags.player(in, 0, "Red")));
        tags.put("Black", orUnknown(RecordTags.player(in, 1, "Black")));
        tags.put("Result", game.result().text());
        tags.put("FEN", game.startFen());
        tags.put("Format", iccs ? "ICCS" : "WXF");
        if (!game.rules().equals(RULES.defaultRules())) {
            tags.put(RecordTags.RULES, game.rules().toString());
        }
        in.forEach((k, v) -> {
            if (!DERIVED.contains(k)) {
                tags.put(k, v);
            }
        });
        if (game.termination() != null) {
            tags.put(RecordTags.TERMINATION, game.termination().logName());
        }
        for (Map.Entry<String, String> t : tags.entrySet()) {
            out.append(MachinePgnFormat.tag(t.getKey(), t.getValue())).append('\n');
        }
        out.append('\n');
        Position p = RULES.fromFen(game.startFen(), game.rules());
        StringBuilder line = new StringBuilder();
        int number = 1;
        boolean first = true;
        for (String coordinates : game.moves()) {
            int move = RULES.parseMachine(p, coordinates);
            String text = iccs ? RULES.toMachine(p, move) : RULES.toHuman(p, move);
            String item = p.sideToMove() == 0 ? number + ". " + text : first ? number + "... " + text : text;
            if (p.sideToMove() == 1) {
                number++;
            }
            first = false;
            p.makeMove(move);
            line = append(out, line, item);
        }
        line = append(out, line, game.result().text());
        out.append(line).append("\n\n");
    }

    private static String orUnknown(String s) {
        return s == null ? "?" : s;
    }

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
