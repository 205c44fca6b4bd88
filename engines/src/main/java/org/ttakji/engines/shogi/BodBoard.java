package org.ttakji.engines.shogi;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.NotationException;

/**
 * The board diagram (BOD) that KIF and KI2 records use for a start position other than a named handicap:
 * nine lines {@code |v香v桂 ・ ...|一} (each square two characters, {@code v} = gote, {@code ・} = empty),
 * the hands {@code 先手の持駒：角　歩三} / {@code 後手の持駒：なし} (下手/上手 also accepted) and an optional
 * {@code 後手番} line when gote is to move. Collects lines, then builds a {@link ShogiSetup}.
 */
final class BodBoard {
    private final int[] board = new int[81];
    private final int[] hand = new int[16];
    private int ranks;
    private int side;
    private final List<String> problems = new ArrayList<>();

    /** Feeds one stripped line; returns true when it belonged to the diagram. */
    boolean accept(String line) {
        if (line.startsWith("|") && line.length() >= 19) {
            readRank(line);
            return true;
        }
        int colon = Math.max(line.indexOf('：'), line.indexOf(':'));
        String key = colon > 0 ? line.substring(0, colon) : "";
        if (key.endsWith("の持駒")) {
            int s = key.startsWith("先手") || key.startsWith("下手") ? 0 : 1;
            readHand(s, JapaneseText.strip(line.substring(colon + 1)));
            return true;
        }
        if (line.equals("後手番") || line.equals("上手番")) {
            side = 1;
            return true;
        }
        if (line.equals("先手番") || line.equals("下手番")) {
            side = 0;
            return true;
        }
        return line.startsWith("+---") || line.startsWith("９ ８") || line.startsWith("  ９");
    }

    /** True when board lines were read. */
    boolean present() {
        return ranks > 0;
    }

    private void readRank(String line) {
        if (ranks >= 9) {
            problems.add("more than 9 board lines");
            return;
        }
        int r = ranks++;
        for (int i = 0; i < 9; i++) {
            char owner = line.charAt(1 + 2 * i);
            char piece = line.charAt(2 + 2 * i);
            if (piece == '・') {
                continue;
            }
            int type = JapaneseText.pieceType(String.valueOf(piece));
            if (type == 0) {
                problems.add("unknown piece '" + piece + "' on rank " + (r + 1));
                continue;
            }
            board[ShogiSquare.of(9 - i, r + 1)] = ShogiPiece.of(owner == 'v' ? 1 : 0, type);
        }
    }

    private void readHand(int s, String text) {
        if (text.equals("なし") || text.isEmpty()) {
            return;
        }
        for (String item : text.split("[\\s　]+")) {
            if (item.isEmpty()) {
                continue;
            }
            int type = JapaneseText.pieceType(item.substring(0, 1));
            if (type < ShogiPiece.PAWN || type > ShogiPiece.GOLD) {
                problems.add("cannot read hand item '" + item + "'");
                continue;
            }
            hand[s * 8 + type] += count(item.substring(1));
        }
    }

    /** A kanji count such as 三, 十, 十八 (empty = 1). */
    private int count(String kanji) {
        if (kanji.isEmpty()) {
            return 1;
        }
        int n = 0;
        if (kanji.startsWith("十")) {
            n = 10;
            kanji = kanji.substring(1);
        }
        if (!kanji.isEmpty()) {
            int d = JapaneseText.digit(kanji.charAt(0));
            if (d == 0 || kanji.length() > 1) {
                problems.add("cannot read count '" + kanji + "'");
                return 0;
            }
            n += d;
        }
        return n;
    }

    /**
     * The diagram as a setup.
     *
     * @throws NotationException naming the source when the diagram is incomplete or unreadable
     */
    ShogiSetup setup(String source) {
        if (ranks != 9) {
            problems.add("board diagram has " + ranks + " ranks, expected 9");
        }
        if (!problems.isEmpty()) {
            throw new NotationException(source, "board diagram: " + String.join("; ", problems));
        }
        return new ShogiSetup(board, hand, side, 1, List.of());
    }
}
