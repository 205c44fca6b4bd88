package org.ttakji.engines.shogi;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Japanese text of KIF and KI2 records: encodings, numerals, piece names and handicap names. */
final class JapaneseText {
    /** Shift_JIS as Windows writes it (a superset of JIS X 0208 Shift_JIS, e.g. for ～ and ①). */
    static final Charset SHIFT_JIS = Charset.forName("windows-31j");

    /** Start positions of the handicaps named in a KIF/KI2 {@code 手合割} header; the handicap giver (上手) is gote and moves first. */
    static final Map<String, String> HANDICAPS = Map.ofEntries(
            Map.entry("平手", ShogiRules.START_SFEN),
            Map.entry("香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("五枚落ち", "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("左五枚落ち", "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"));

    private JapaneseText() {
    }

    /**
     * Decodes a KIF/KI2 file: UTF-8 when it starts with a byte-order mark, declares {@code encoding=UTF-8}
     * or decodes as strict UTF-8; Shift_JIS (windows-31j) otherwise. A byte-order mark is dropped.
     */
    static String decode(byte[] bytes) {
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, SHIFT_JIS);
        }
    }

    /** 1..9 for an ASCII, full-width or kanji numeral one..nine; 0 for anything else. */
    static int digit(char c) {
        if (c >= '1' && c <= '9') {
            return c - '0';
        }
        if (c >= '１' && c <= '９') {
            return c - '１' + 1;
        }
        return "一二三四五六七八九".indexOf(c) + 1;
    }

    /** Piece names of KIF/KI2 (abbreviated promoted names included); longest first for matching. */
    static final String PIECE_PATTERN = "成香|成桂|成銀|[歩香桂銀金角飛玉王と杏圭全馬龍竜]";

    /** The type ({@link ShogiPiece}) of a KIF/KI2 piece name, 0 when unknown. */
    static int pieceType(String name) {
        return switch (name) {
            case "歩" -> ShogiPiece.PAWN;
            case "香" -> ShogiPiece.LANCE;
            case "桂" -> ShogiPiece.KNIGHT;
            case "銀" -> ShogiPiece.SILVER;
            case "金" -> ShogiPiece.GOLD;
            case "角" -> ShogiPiece.BISHOP;
            case "飛" -> ShogiPiece.ROOK;
            case "玉", "王" -> ShogiPiece.KING;
            case "と" -> ShogiPiece.TOKIN;
            case "成香", "杏" -> ShogiPiece.PRO_LANCE;
            case "成桂", "圭" -> ShogiPiece.PRO_KNIGHT;
            case "成銀", "全" -> ShogiPiece.PRO_SILVER;
            case "馬" -> ShogiPiece.HORSE;
            case "龍", "竜" -> ShogiPiece.DRAGON;
            default -> 0;
        };
    }

    /** Removes ASCII and full-width spaces at both ends. */
    static String strip(String s) {
        int a = 0;
        int b = s.length();
        while (a < b && (Character.isWhitespace(s.charAt(a)) || s.charAt(a) == '　')) {
            a++;
        }
        while (b > a && (Character.isWhitespace(s.charAt(b - 1)) || s.charAt(b - 1) == '　')) {
            b--;
        }
        return s.substring(a, b);
    }

    /** The ending a KIF/KI2 terminal word names, or null when the word is not one. */
    static RecordEnding ending(String word) {
        return switch (word) {
            case "投了" -> RecordEnding.RESIGNATION;
            case "詰み", "詰" -> RecordEnding.CHECKMATE;
            case "千日手" -> RecordEnding.SENNICHITE;
            case "持将棋" -> RecordEnding.JISHOGI;
            case "入玉勝ち" -> RecordEnding.DECLARATION;
            case "反則勝ち", "反則負け" -> RecordEnding.ILLEGAL_MOVE;
            case "切れ負け", "Time-up", "時間切れ" -> RecordEnding.TIME_UP;
            case "中断" -> RecordEnding.ABORT;
            case "封じ手" -> RecordEnding.SEALED_MOVE;
            case "不戦勝", "不戦敗", "引き分け", "不詰" -> RecordEnding.OTHER;
            default -> null;
        };
    }
}
