package org.ttakji.engines.xiangqi;

import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.NotationException;

/**
 * The three move notations of Xiangqi, both ways. Every writer takes a legal move of the position
 * before the move; every reader returns the legal move the text names.
 * <ul>
 *   <li>Coordinates (machine notation): {@code h2e2}, files a..i from Red's left, ranks 0..9 from Red's
 *       back rank (UCCI/ICCS); see {@link CoordinateRanks} for reading Fairy-Stockfish's ranks 1..10.</li>
 *   <li>WXF (human notation): {@code C2.5}, {@code H8+7}, {@code R+.3}; see {@link Wxf}.</li>
 *   <li>Chinese: 炮二平五, 馬８進７, 前車進一; see {@link Chinese}.</li>
 * </ul>
 */
public final class XiangqiNotation {
    private XiangqiNotation() {
    }

    /** The move in coordinates, ranks 0..9 ({@code h2e2}). */
    public static String toCoordinates(int move) {
        return Coordinates.write(move);
    }

    /**
     * Reads coordinates.
     *
     * @param ranks how the ranks are numbered ({@link CoordinateRanks#AUTO} accepts both)
     * @throws NotationException    if the text is not coordinates
     * @throws IllegalMoveException if no legal move goes between the points
     */
    public static int parseCoordinates(XiangqiPosition position, String text, CoordinateRanks ranks) {
        return Coordinates.parse(position, text, ranks);
    }

    /** The move in WXF notation ({@code C2.5}). */
    public static String toWxf(XiangqiPosition position, int move) {
        return Wxf.write(position, move);
    }

    /**
     * Reads WXF notation.
     *
     * @throws NotationException    if the text is not WXF or fits several legal moves
     * @throws IllegalMoveException if it fits none
     */
    public static int parseWxf(XiangqiPosition position, String text) {
        return Traditional.find(position, Wxf.parse(text), text);
    }

    /** The move in traditional Chinese notation (炮二平五 / 馬８進７). */
    public static String toChinese(XiangqiPosition position, int move) {
        return Chinese.write(position, move);
    }

    /**
     * Reads traditional Chinese notation.
     *
     * @throws NotationException    if the text is not Chinese notation or fits several legal moves
     * @throws IllegalMoveException if it fits none
     */
    public static int parseChinese(XiangqiPosition position, String text) {
        return Traditional.find(position, Chinese.parse(text), text);
    }
}
