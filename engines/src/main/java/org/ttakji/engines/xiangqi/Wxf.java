package org.ttakji.engines.xiangqi;

import java.util.Locale;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.xiangqi.Traditional.Description;
import org.ttakji.engines.xiangqi.Traditional.Order;
import org.ttakji.engines.xiangqi.Traditional.Parsed;

/**
 * WXF notation (World Xiangqi Federation; docs/rules/xiangqi.md, notation), e.g. {@code C2.5},
 * {@code H8+7}, {@code R+.3}: four characters.
 * <ol>
 *   <li>Piece letter: {@code K A E H R C P} (general, advisor, elephant, horse, chariot, cannon, soldier;
 *       {@code B} and {@code N} are accepted for elephant and horse).</li>
 *   <li>Its file, 1..9 from the mover's right; or {@code +} / {@code -} for the front / rear of two same
 *       pieces on one file. Advisors and elephants always give the file: the direction tells which one
 *       moves.</li>
 *   <li>{@code +} forward, {@code -} back, {@code .} sideways ({@code =} accepted).</li>
 *   <li>The destination file for sideways moves and for advisor, elephant and horse; else the points moved.</li>
 * </ol>
 * Soldiers in columns, as in the WXF's rules for tandem pawns: three on a file are {@code P+} (front),
 * {@code P<file>} (middle), {@code P-} (rear); four are {@code ++ P+ P- --} and five
 * {@code ++ P+ P<file> P- --} from the front; when two files hold two or more soldiers each, the letter is
 * replaced by the file: {@code 3+}, {@code 33} (middle), {@code 3-}.
 */
final class Wxf {
    private static final String LETTERS = ".KAEHRCP";

    private Wxf() {
    }

    /** The WXF text of a legal move of the position. */
    static String write(XiangqiPosition p, int move) {
        Description d = Traditional.describe(p, move);
        StringBuilder sb = new StringBuilder(4);
        char letter = LETTERS.charAt(d.type());
        char file = (char) ('0' + d.file());
        if (d.byFile()) {
            sb.append(letter).append(file);
        } else if (d.type() == XiangqiPiece.SOLDIER && d.tandemFiles() >= 2) {
            sb.append(file).append(d.index() == 0 ? '+' : d.index() == d.column() - 1 ? '-' : file);
        } else if (d.column() <= 3) {
            sb.append(letter).append(d.index() == 0 ? '+' : d.index() == d.column() - 1 ? '-' : file);
        } else {
            int fromRear = d.column() - 1 - d.index();
            if (d.index() == 0) {
                sb.append("++");
            } else if (fromRear == 0) {
                sb.append("--");
            } else if (d.index() == 1) {
                sb.append(letter).append('+');
            } else if (fromRear == 1) {
                sb.append(letter).append('-');
            } else {
                sb.append(letter).append(file);
            }
        }
        sb.append(d.direction() == Traditional.FORWARD ? '+' : d.direction() == Traditional.BACKWARD ? '-' : '.');
        return sb.append((char) ('0' + d.number())).toString();
    }

    /**
     * Reads WXF text into its parts.
     *
     * @throws NotationException naming the text when it is not WXF
     */
    static Parsed parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
        if (t.length() != 4) {
            throw bad(text, "expected four characters, e.g. C2.5 or R+.3");
        }
        char a = t.charAt(0);
        char b = t.charAt(1);
        int direction = switch (t.charAt(2)) {
            case '+' -> Traditional.FORWARD;
            case '-' -> Traditional.BACKWARD;
            case '.', '=' -> Traditional.SIDEWAYS;
            default -> throw bad(text, "third character must be + (forward), - (back) or . (sideways)");
        };
        int number = digit(t.charAt(3));
        if (number == 0) {
            throw bad(text, "fourth character must be a digit 1..9");
        }
        int type = pieceType(a);
        if (type != 0) {
            if (digit(b) != 0) {
                return new Parsed(type, digit(b), Order.NONE, 0, direction, number);
            }
            if (b == '+' || b == '-') {
                return new Parsed(type, 0, b == '+' ? Order.WXF_PLUS : Order.WXF_MINUS, 0, direction, number);
            }
            throw bad(text, "second character must be a file 1..9, + (front) or - (rear)");
        }
        if ((a == '+' || a == '-') && a == b) {
            return new Parsed(XiangqiPiece.SOLDIER, 0, a == '+' ? Order.FRONT : Order.REAR, 0, direction, number);
        }
        int file = digit(a);
        if (file != 0) {
            if (b == '+' || b == '-') {
                return new Parsed(XiangqiPiece.SOLDIER, file, b == '+' ? Order.WXF_PLUS : Order.WXF_MINUS, 0,
                        direction, number);
            }
            if (digit(b) == file) {
                return new Parsed(XiangqiPiece.SOLDIER, file, Order.MIDDLE, 0, direction, number);
            }
        }
        throw bad(text, "must start with a piece letter (K A E H R C P), ++, --, or a soldier's file and +, - or the file again");
    }

    private static int pieceType(char c) {
        return switch (c) {
            case 'K' -> XiangqiPiece.GENERAL;
            case 'A' -> XiangqiPiece.ADVISOR;
            case 'E', 'B' -> XiangqiPiece.ELEPHANT;
            case 'H', 'N' -> XiangqiPiece.HORSE;
            case 'R' -> XiangqiPiece.CHARIOT;
            case 'C' -> XiangqiPiece.CANNON;
            case 'P' -> XiangqiPiece.SOLDIER;
            default -> 0;
        };
    }

    private static int digit(char c) {
        return c >= '1' && c <= '9' ? c - '0' : 0;
    }

    private static NotationException bad(String text, String problem) {
        return new NotationException(String.valueOf(text), "not WXF notation: " + problem);
    }
}
