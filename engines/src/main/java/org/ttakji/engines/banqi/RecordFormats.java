package org.ttakji.engines.banqi;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ttakji.engines.core.MachinePgnFormat;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;

/**
 * Banqi's record format: the lab's Banqi-PGN ({@code .bpgn}, {@link MachinePgnFormat}): no public record format of
 * Banqi exists, and a record must hold the hidden layout, which ordinary game UIs do not export. The start is the
 * {@code [FEN]} tag in the full form ({@code ?K} = a face-down general), else the {@code [Layout]} tag (the 32 piece
 * letters in square order a1..h4, the game log's {@code banqi_layout}: every piece face down, player 1 to move);
 * the writer adds {@code [Layout]} whenever the game starts with every piece face down. Moves are the machine
 * notation ({@code a1?}, {@code a1-a2}, {@code a1xa3}), reveals included, so the reader knows what each reveal
 * turned up.
 */
final class RecordFormats {
    /** The tag holding the start layout. */
    static final String LAYOUT = "Layout";
    private static final BanqiRules RULES = new BanqiRules();
    /** An all-face-down start in the full form: four ranks of eight {@code ?X}, player 1 to move, undecided. */
    private static final Pattern FACE_DOWN_START = Pattern.compile(
            "((?:\\?[A-Za-z]){8})/((?:\\?[A-Za-z]){8})/((?:\\?[A-Za-z]){8})/((?:\\?[A-Za-z]){8}) 1 - 0 1");

    /** Banqi-PGN. */
    static final List<RecordFormat> ALL = List.of(new MachinePgnFormat(RULES, "Banqi-PGN", ".bpgn",
            RecordFormats::startOfLayoutTag, RecordFormats::layoutTag));

    private RecordFormats() {
    }

    /** The start of a {@code [Layout]} tag, or null when there is none. */
    private static String startOfLayoutTag(Map<String, String> tags) {
        String layout = tags.get(LAYOUT);
        return layout == null || layout.isBlank() ? null : BanqiLayout.parse(layout).startFen();
    }

    /** {@code [Layout]} when the game starts with every piece face down, else nothing. */
    private static Map<String, String> layoutTag(RecordGame.Replayed game) {
        String layout = layoutOf(game.startFen());
        return layout == null ? Map.of() : Map.of(LAYOUT, layout);
    }

    /** The 32 letters in square order a1..h4 of an all-face-down start text, or null for any other position. */
    static String layoutOf(String startFen) {
        Matcher m = FACE_DOWN_START.matcher(startFen);
        if (!m.matches()) {
            return null;
        }
        StringBuilder letters = new StringBuilder(32);
        for (int rank = 4; rank >= 1; rank--) { // the text lists rank 4 first, the layout rank 1 first
            letters.append(m.group(rank).replace("?", ""));
        }
        return letters.toString();
    }
}
