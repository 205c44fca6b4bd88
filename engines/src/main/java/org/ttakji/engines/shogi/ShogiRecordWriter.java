package org.ttakji.engines.shogi;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.RecordWriter;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Termination;

/**
 * Writes Shogi games as KIF or CSA, one game per file, so that {@link RecordFormats}' readers read them back as the
 * same game.
 *
 * <p>KIF (Shift_JIS): {@code 手合割} (平手 or a named handicap; other starts cannot be written as KIF: use CSA),
 * {@code 先手}/{@code 後手}, the game's other tags as {@code key：value} headers, numbered moves such as
 * {@code ７六歩(77)}, {@code 同　歩(33)}, {@code ２二角成(88)}, {@code ５五角打}, {@code 不成} where a promotion was
 * declined, and the ending word. CSA (UTF-8, marked {@code 'CSA encoding=UTF-8}): {@code V2.2}, {@code N+}/{@code N-},
 * the record's {@code $KEY:value} headers, the lab's tags as comments {@code 'Key: value}, {@code PI} or the
 * {@code P1..P9} rows with {@code P+}/{@code P-} pieces in hand, the side to move, moves such as {@code +7776FU} and
 * the ending ({@code %TORYO}, ...).
 *
 * <p>The ending: checkmate {@code 詰み}/{@code %TSUMI}, a declaration (the game's last move {@code declare}, which
 * is not written as a move) {@code 入玉勝ち}/{@code %KACHI}, repetition and perpetual check
 * {@code 千日手}/{@code %SENNICHITE}, the move limit {@code 持将棋}/{@code %MAX_MOVES}, an impasse draw
 * {@code 持将棋}/{@code %JISHOGI}, a time forfeit {@code 切れ負け}/{@code %TIME_UP}, another loss of the side to move
 * {@code 投了}/{@code %TORYO}, else {@code 中断}/{@code %CHUDAN}. Whenever that word does not itself give the game's
 * result (sennichite may be a perpetual-check loss, an interruption has none), the reader takes it from the lab's
 * {@code Result} tag, which is always written.
 */
final class ShogiRecordWriter implements RecordWriter {
    private static final ShogiRules RULES = new ShogiRules();
    private static final List<String> CSA_PIECES = List.of("", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU",
            "TO", "NY", "NK", "NG", "UM", "RY");
    private static final List<String> KIF_PIECES = List.of("", "歩", "香", "桂", "銀", "角", "飛", "金", "玉",
            "と", "成香", "成桂", "成銀", "馬", "龍");
    private static final String FILES = "１２３４５６７８９";
    private static final String RANKS = "一二三四五六七八九";

    private final boolean csa;

    /**
     * A writer.
     *
     * @param csa true for CSA, false for KIF
     */
    ShogiRecordWriter(boolean csa) {
        this.csa = csa;
    }

    @Override
    public Charset charset() {
        return csa ? StandardCharsets.UTF_8 : JapaneseText.SHIFT_JIS;
    }

    @Override
    public void write(RecordGame.Replayed game, Appendable out) throws IOException {
        RuleOptions options = game.rules();
        ShogiPosition p = RULES.fromFen(game.startFen(), RULES.parseRules(List.of(options.toString(),
                ShogiRules.MOVE_LIMIT + "=none")));
        List<String> moves = new ArrayList<>(game.moves());
        boolean declared = !moves.isEmpty() && moves.get(moves.size() - 1).equals(UsiNotation.DECLARE);
        if (declared) {
            moves.remove(moves.size() - 1);
        }
        Map<String, String> tags = game.tags();
        String first = RecordTags.player(tags, 0, "先手", "下手", "sente");
        String second = RecordTags.player(tags, 1, "後手", "上手", "gote");
        List<String> lines = new ArrayList<>();
        if (csa) {
            lines.add("'CSA encoding=UTF-8");
            lines.add("V2.2");
            lines.add("N+" + oneLine(first == null ? "" : first));
            lines.add("N-" + oneLine(second == null ? "" : second));
            tags.forEach((k, v) -> {
                if (k.matches("[A-Z][A-Z_]*") && !k.equals(RecordTags.FEN)) {
                    lines.add("$" + k + ":" + oneLine(v));
                }
            });
            labTags(game).forEach((k, v) -> lines.add("'" + k + ": " + oneLine(v)));
            lines.addAll(csaStart(p));
        } else {
            lines.add("# ---- Ttakji Lab KIF ----");
            lines.add("手合割：" + handicap(game.startFen()));
            lines.add("先手：" + oneLine(first == null ? "" : first));
            lines.add("後手：" + oneLine(second == null ? "" : second));
            tags.forEach((k, v) -> {
                if (!k.equals("手合割") && !k.equals("先手") && !k.equals("後手") && !k.equals("下手") && !k.equals("上手")
                        && !k.equals("sente") && !k.equals("gote") && !RecordTags.LAB.contains(k) && !k.contains("：")) {
                    lines.add(k + "：" + oneLine(v));
                }
            });
            labTags(game).forEach((k, v) -> lines.add(k + "：" + oneLine(v)));
            lines.add("手数----指手---------消費時間--");
        }
        int previousTo = -1;
        int number = 0;
        MoveList legal = new MoveList();
        for (String usi : moves) {
            number++;
            int move = RULES.parseMachine(p, usi);
            if (Move.kind(move) == Move.DECLARE) {
                throw new LabInputException(game.name() + ": 'declare' is not the last move");
            }
            legal.clear();
            p.generateLegal(legal);
            lines.add(csa ? csaMove(p, move) : String.format("%4d %s", number, kifMove(p, move, previousTo, legal)));
            previousTo = Move.to(move);
            p.makeMove(move);
        }
        Ending ending = ending(game, p.sideToMove(), declared);
        lines.add(csa ? ending.csa : String.format("%4d %s", moves.size() + 1, ending.kif));
        for (String line : lines) {
            out.append(line).append(csa ? "\n" : "\r\n");
        }
    }

    /** The lab's tags: everything the format has no field of its own for, and the result and termination. */
    private static Map<String, String> labTags(RecordGame.Replayed game) {
        Map<String, String> lab = new java.util.LinkedHashMap<>();
        game.tags().forEach((k, v) -> {
            if (RecordTags.LAB.contains(k) && !k.equals(RecordTags.FIRST) && !k.equals(RecordTags.SECOND)) {
                lab.put(k, v);
            }
        });
        if (!game.rules().equals(RULES.defaultRules())) {
            lab.put(RecordTags.RULES, game.rules().toString());
        }
        lab.put(RecordTags.RESULT, game.result().text());
        if (game.termination() != null) {
            lab.put(RecordTags.TERMINATION, game.termination().logName());
        } else {
            lab.remove(RecordTags.TERMINATION);
        }
        return lab;
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\r\\n]+", " ");
    }

    /** The KIF 手合割 of a start: 平手 or the handicap whose position it is. */
    private static String handicap(String startFen) {
        for (Map.Entry<String, String> h : JapaneseText.HANDICAPS.entrySet()) {
            if (RULES.fromFen(h.getValue(), RULES.defaultRules()).toFen().equals(startFen)) {
                return h.getKey();
            }
        }
        throw new LabInputException("KIF: the start position '" + startFen + "' is neither 平手 nor a named handicap"
                + " (write CSA, which has any position)");
    }

    /** {@code PI} for the standard start, else the nine rows, the pieces in hand and the side to move. */
    private static List<String> csaStart(ShogiPosition p) {
        List<String> lines = new ArrayList<>();
        if (p.toFen().equals(RULES.startPosition(RULES.defaultRules()).toFen())) {
            lines.add("PI");
            lines.add("+");
            return lines;
        }
        for (int rank = 1; rank <= 9; rank++) {
            StringBuilder row = new StringBuilder("P").append(rank);
            for (int file = 9; file >= 1; file--) {
                int pc = p.pieceAt(ShogiSquare.of(file, rank));
                row.append(pc == 0 ? " * " : (ShogiPiece.side(pc) == 0 ? "+" : "-") + CSA_PIECES.get(ShogiPiece.type(pc)));
            }
            lines.add(row.toString());
        }
        for (int side = 0; side < 2; side++) {
            StringBuilder hand = new StringBuilder(side == 0 ? "P+" : "P-");
            for (int t = ShogiPiece.ROOK; t >= ShogiPiece.PAWN; t--) {
                hand.append(("00" + CSA_PIECES.get(t)).repeat(p.handCount(side, t)));
            }
            hand.append(("00" + CSA_PIECES.get(ShogiPiece.GOLD)).repeat(p.handCount(side, ShogiPiece.GOLD)));
            if (hand.length() > 2) {
                lines.add(hand.toString());
            }
        }
        lines.add(p.sideToMove() == 0 ? "+" : "-");
        return lines;
    }

    private static String csaMove(ShogiPosition p, int move) {
        StringBuilder s = new StringBuilder(p.sideToMove() == 0 ? "+" : "-");
        int to = Move.to(move);
        int type;
        if (Move.kind(move) == Move.DROP) {
            s.append("00");
            type = ShogiPiece.type(Move.piece(move));
        } else {
            int from = Move.from(move);
            s.append(ShogiSquare.file(from)).append(ShogiSquare.rank(from));
            type = Move.kind(move) == Move.PROMOTION ? ShogiPiece.type(Move.piece(move)) : ShogiPiece.type(p.pieceAt(from));
        }
        return s.append(ShogiSquare.file(to)).append(ShogiSquare.rank(to)).append(CSA_PIECES.get(type)).toString();
    }

    private static String kifMove(ShogiPosition p, int move, int previousTo, MoveList legal) {
        int to = Move.to(move);
        StringBuilder s = new StringBuilder();
        if (to == previousTo) {
            s.append("同　");
        } else {
            s.append(FILES.charAt(ShogiSquare.file(to) - 1)).append(RANKS.charAt(ShogiSquare.rank(to) - 1));
        }
        if (Move.kind(move) == Move.DROP) {
            return s.append(KIF_PIECES.get(ShogiPiece.type(Move.piece(move)))).append("打").toString();
        }
        int from = Move.from(move);
        s.append(KIF_PIECES.get(ShogiPiece.type(p.pieceAt(from))));
        if (Move.kind(move) == Move.PROMOTION) {
            s.append("成");
        } else if (promotionDeclined(from, to, legal)) {
            s.append("不成");
        }
        return s.append('(').append(ShogiSquare.file(from)).append(ShogiSquare.rank(from)).append(')').toString();
    }

    private static boolean promotionDeclined(int from, int to, MoveList legal) {
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (Move.kind(m) == Move.PROMOTION && Move.from(m) == from && Move.to(m) == to) {
                return true;
            }
        }
        return false;
    }

    /** An ending word in both formats. */
    private record Ending(String kif, String csa, RecordEnding meaning) {
    }

    private static final Ending CHECKMATE = new Ending("詰み", "%TSUMI", RecordEnding.CHECKMATE);
    private static final Ending DECLARATION = new Ending("入玉勝ち", "%KACHI", RecordEnding.DECLARATION);
    private static final Ending SENNICHITE = new Ending("千日手", "%SENNICHITE", RecordEnding.SENNICHITE);
    private static final Ending MOVE_LIMIT = new Ending("持将棋", "%MAX_MOVES", RecordEnding.MAX_MOVES);
    private static final Ending JISHOGI = new Ending("持将棋", "%JISHOGI", RecordEnding.JISHOGI);
    private static final Ending TIME_UP = new Ending("切れ負け", "%TIME_UP", RecordEnding.TIME_UP);
    private static final Ending RESIGNATION = new Ending("投了", "%TORYO", RecordEnding.RESIGNATION);
    private static final Ending ABORT = new Ending("中断", "%CHUDAN", RecordEnding.ABORT);

    /**
     * The ending to write: the one that names how the game ended, unless what it implies contradicts the game's
     * result (then one that implies nothing, and the {@code Result} tag decides).
     */
    private static Ending ending(RecordGame.Replayed game, int sideToMove, boolean declared) {
        Termination t = game.termination();
        Result r = game.result();
        Ending e;
        if (declared) {
            e = DECLARATION;
        } else if (t == null) {
            e = r == Result.lossFor(sideToMove) ? RESIGNATION : ABORT;
        } else {
            e = switch (t) {
                case CHECKMATE -> CHECKMATE;
                case REPETITION, PERPETUAL_CHECK -> SENNICHITE;
                case MOVE_LIMIT -> MOVE_LIMIT;
                case IMPASSE -> JISHOGI;
                case TIME_FORFEIT -> TIME_UP;
                case NO_LEGAL_ACTION, ENGINE_FAILURE, ILLEGAL_MOVE -> RESIGNATION;
                default -> ABORT;
            };
        }
        Result implied = e.meaning().result(sideToMove);
        return implied == null || implied == r ? e : ABORT;
    }
}
