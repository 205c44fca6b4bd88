package org.ttakji.engines.xiangqi;

import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.xiangqi.Traditional.Description;
import org.ttakji.engines.xiangqi.Traditional.Order;
import org.ttakji.engines.xiangqi.Traditional.Parsed;

/**
 * Traditional Chinese notation, as the CCPD records write it (炮二平五, 馬８進７): four characters.
 * <ol>
 *   <li>The piece: Red 車 馬 相 仕 帥 炮 兵, Black 車 馬 象 士 將 炮 卒 (on input also 俥 傌 砲 包 and
 *       the simplified 车 马 帅 将, for either side).</li>
 *   <li>Its file, counted from the mover's right: Red 一..九, Black full-width １..９ (on input either
 *       form, or ASCII digits, for either side).</li>
 *   <li>進 forward, 退 back, 平 sideways (also simplified 进).</li>
 *   <li>The destination file for sideways moves and for horse, elephant and advisor, else the points
 *       moved, in the mover's numerals.</li>
 * </ol>
 * Two same pieces on one file: 前X / 後X (front / rear) replaces piece and file (後 also 后). Advisors and
 * elephants always give the file (the direction tells which one moves; CCPD writes them so). Soldiers
 * in columns: three on a file 前兵 中兵 後兵; four or five 一兵 二兵 三兵 四兵 五兵 counted from the front;
 * when two files hold two or more soldiers each, the piece is replaced by the file: 前七, 中七, 後七.
 * On input 前/中/後 and 一..五 are read with these meanings whatever the column size.
 */
final class Chinese {
    private static final String RED_PIECES = " 帥仕相馬車炮兵";
    private static final String BLACK_PIECES = " 將士象馬車炮卒";
    private static final String RED_NUMERALS = " 一二三四五六七八九";
    private static final String BLACK_NUMERALS = " １２３４５６７８９";

    private Chinese() {
    }

    /** The Chinese text of a legal move of the position. */
    static String write(XiangqiPosition p, int move) {
        Description d = Traditional.describe(p, move);
        int side = p.sideToMove();
        char piece = (side == 0 ? RED_PIECES : BLACK_PIECES).charAt(d.type());
        String numerals = side == 0 ? RED_NUMERALS : BLACK_NUMERALS;
        StringBuilder sb = new StringBuilder(4);
        int fromRear = d.column() - 1 - d.index();
        if (d.byFile()) {
            sb.append(piece).append(numerals.charAt(d.file()));
        } else if (d.type() == XiangqiPiece.SOLDIER && d.tandemFiles() >= 2) {
            sb.append(d.index() == 0 ? '前' : fromRear == 0 ? '後' : '中').append(numerals.charAt(d.file()));
        } else if (d.column() <= 3) {
            sb.append(d.index() == 0 ? '前' : fromRear == 0 ? '後' : '中').append(piece);
        } else {
            sb.append(RED_NUMERALS.charAt(d.index() + 1)).append(piece);
        }
        sb.append(d.direction() == Traditional.FORWARD ? '進' : d.direction() == Traditional.BACKWARD ? '退' : '平');
        return sb.append(numerals.charAt(d.number())).toString();
    }

    /**
     * Reads Chinese text into its parts.
     *
     * @throws NotationException naming the text when it is not Chinese notation
     */
    static Parsed parse(String text) {
        String t = text == null ? "" : text.strip();
        if (t.length() != 4) {
            throw bad(text, "expected four characters, e.g. 炮二平五 or 前車進一");
        }
        char a = t.charAt(0);
        char b = t.charAt(1);
        int direction = switch (t.charAt(2)) {
            case '進', '进' -> Traditional.FORWARD;
            case '退' -> Traditional.BACKWARD;
            case '平' -> Traditional.SIDEWAYS;
            default -> throw bad(text, "third character must be 進 (forward), 退 (back) or 平 (sideways)");
        };
        int number = numeral(t.charAt(3));
        if (number == 0) {
            throw bad(text, "fourth character must be a number 1..9");
        }
        int typeA = pieceType(a);
        if (typeA != 0) {
            int file = numeral(b);
            if (file == 0) {
                throw bad(text, "second character must be the piece's file 1..9");
            }
            return new Parsed(typeA, file, Order.NONE, 0, direction, number);
        }
        Order order = switch (a) {
            case '前' -> Order.FRONT;
            case '後', '后' -> Order.REAR;
            case '中' -> Order.MIDDLE;
            default -> numeral(a) >= 1 && numeral(a) <= 5 ? Order.ORDINAL : null;
        };
        if (order == null) {
            throw bad(text, "must start with a piece, 前, 中, 後 or an ordinal 一..五");
        }
        int ordinal = order == Order.ORDINAL ? numeral(a) : 0;
        int typeB = pieceType(b);
        if (typeB != 0) {
            return new Parsed(typeB, 0, order, ordinal, direction, number);
        }
        int file = numeral(b);
        if (file != 0 && order != Order.ORDINAL) {
            return new Parsed(XiangqiPiece.SOLDIER, file, order, 0, direction, number);
        }
        throw bad(text, "second character must be a piece (or a soldier's file after 前, 中, 後)");
    }

    private static int pieceType(char c) {
        return switch (c) {
            case '帥', '將', '帅', '将' -> XiangqiPiece.GENERAL;
            case '仕', '士' -> XiangqiPiece.ADVISOR;
            case '相', '象' -> XiangqiPiece.ELEPHANT;
            case '馬', '傌', '马' -> XiangqiPiece.HORSE;
            case '車', '俥', '车' -> XiangqiPiece.CHARIOT;
            case '炮', '砲', '包' -> XiangqiPiece.CANNON;
            case '兵', '卒' -> XiangqiPiece.SOLDIER;
            default -> 0;
        };
    }

    /** 1..9 for 一..九, １..９ or 1..9; 0 otherwise. */
    private static int numeral(char c) {
        int i = RED_NUMERALS.indexOf(c);
        if (i > 0) {
            return i;
        }
        i = BLACK_NUMERALS.indexOf(c);
        if (i > 0) {
            return i;
        }
        return c >= '1' && c <= '9' ? c - '0' : 0;
    }

    private static NotationException bad(String text, String problem) {
        return new NotationException(String.valueOf(text), "not Chinese notation: " + problem);
    }
}
