package org.ttakji.engines.shogi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.RecordTags;

/**
 * Reads CSA records (versions 2, 2.1 and 2.2; one game per file): {@code V2.2}, {@code N+}/{@code N-}
 * players, {@code $KEY:value} information, the start position ({@code PI} with optional removed pieces
 * such as {@code PI82HI22KA}, or {@code P1}..{@code P9} rows plus {@code P+}/{@code P-} pieces with
 * {@code 00} = in hand and {@code 00AL} = all the rest), the first mover {@code +}/{@code -}, moves such as
 * {@code +7776FU} (the piece as it stands after the move, so a promotion shows as a changed piece),
 * {@code T} time lines, {@code '} comments (those of the form {@code 'Key: value} naming a lab tag, as the lab's
 * writer puts them, are kept as headers), several statements per line separated by commas (V2.2), and
 * the ending {@code %TORYO}, {@code %KACHI}, {@code %SENNICHITE}, ... after which nothing is read.
 */
final class CsaReader {
    private static final List<String> PIECES = List.of("", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU",
            "TO", "NY", "NK", "NG", "UM", "RY");

    private static final Pattern LAB_TAG = Pattern.compile("'([A-Za-z]+): ?(.*)");

    private final String source;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private final List<RecordMove> moves = new ArrayList<>();
    private final int[] board = new int[81];
    private final int[] hand = new int[16];
    private boolean boardGiven;
    private int side = -1;
    private RecordEnding ending = RecordEnding.NONE;
    private int lineNumber;

    private CsaReader(String source) {
        this.source = source;
    }

    /**
     * Reads a decoded CSA text.
     *
     * @throws NotationException naming the file and line of a statement it cannot read (a move that does not
     *                           replay is reported in the {@link RecordReplay.Replay} instead)
     */
    static RecordReplay.Replay read(String source, String text) {
        CsaReader r = new CsaReader(source);
        String[] lines = text.split("\r\n|\r|\n", -1);
        lines:
        for (int i = 0; i < lines.length; i++) {
            r.lineNumber = i + 1;
            for (String statement : lines[i].split(",")) {
                if (statement.startsWith("'")) {
                    r.labTag(lines[i].substring(lines[i].indexOf('\'')));
                    continue lines; // a comment runs to the end of the line
                }
                if (!r.readStatement(statement.strip())) {
                    break lines;
                }
            }
        }
        if (!r.boardGiven) {
            throw new NotationException(source, "no start position (PI or P1..P9 lines)");
        }
        ShogiSetup start = new ShogiSetup(r.board, r.hand, r.side < 0 ? 0 : r.side, 1, List.of());
        return RecordReplay.replay(source, "CSA", start, r.moves, r.ending, r.headers);
    }

    /** A comment {@code 'Key: value} naming one of the lab's tags ({@link RecordTags#LAB}) becomes a header. */
    private void labTag(String comment) {
        Matcher m = LAB_TAG.matcher(comment);
        if (m.matches() && RecordTags.LAB.contains(m.group(1))) {
            headers.put(m.group(1), m.group(2).strip());
        }
    }

    private NotationException error(String statement, String problem) {
        return new NotationException(statement, source + " line " + lineNumber + ": " + problem);
    }

    /** Reads one statement; false after the ending. */
    private boolean readStatement(String s) {
        if (s.isEmpty() || s.startsWith("V") || s.startsWith("T")) {
            return true;
        }
        if (s.startsWith("N+") || s.startsWith("N-")) {
            headers.put(s.charAt(1) == '+' ? "sente" : "gote", s.substring(2));
        } else if (s.startsWith("$")) {
            int colon = s.indexOf(':');
            headers.put(colon > 0 ? s.substring(1, colon) : s.substring(1), colon > 0 ? s.substring(colon + 1) : "");
        } else if (s.startsWith("PI")) {
            readHirate(s);
        } else if (s.length() >= 2 && s.charAt(0) == 'P' && s.charAt(1) >= '1' && s.charAt(1) <= '9') {
            readRow(s);
        } else if (s.startsWith("P+") || s.startsWith("P-")) {
            readPieces(s);
        } else if (s.equals("+") || s.equals("-")) {
            side = s.equals("+") ? 0 : 1;
        } else if ((s.charAt(0) == '+' || s.charAt(0) == '-') && s.length() == 7) {
            moves.add(readMove(s));
        } else if (s.startsWith("%")) {
            ending = ending(s);
            return false;
        } else if (s.equals("/")) {
            return false; // a second game follows: only the first is read
        } else {
            throw error(s, "not a CSA statement");
        }
        return true;
    }

    private int pieceType(String statement, String code) {
        int t = PIECES.indexOf(code);
        if (t <= 0) {
            throw error(statement, "unknown piece code '" + code + "'");
        }
        return t;
    }

    private void readHirate(String s) {
        int[] start = Fen.parse(ShogiRules.START_SFEN).board();
        System.arraycopy(start, 0, board, 0, 81);
        boardGiven = true;
        for (int i = 2; i + 4 <= s.length(); i += 4) {
            int sq = square(s, s.substring(i, i + 2));
            int t = pieceType(s, s.substring(i + 2, i + 4));
            if (sq < 0 || (board[sq] & 15) != t) {
                throw error(s, "no " + s.substring(i + 2, i + 4) + " to remove on " + s.substring(i, i + 2));
            }
            board[sq] = 0;
        }
    }

    private void readRow(String s) {
        int rank = s.charAt(1) - '0';
        String row = (s + " ".repeat(29)).substring(2, 29);
        for (int i = 0; i < 9; i++) {
            String cell = row.substring(3 * i, 3 * i + 3);
            int sq = ShogiSquare.of(9 - i, rank);
            if (cell.charAt(1) == '*' || cell.isBlank()) { // " * " (some writers end a row with " *.")
                board[sq] = 0;
            } else if (cell.charAt(0) == '+' || cell.charAt(0) == '-') {
                board[sq] = ShogiPiece.of(cell.charAt(0) == '+' ? 0 : 1, pieceType(s, cell.substring(1)));
            } else {
                throw error(s, "cannot read square '" + cell + "'");
            }
        }
        boardGiven = true;
    }

    private void readPieces(String s) {
        int owner = s.charAt(1) == '+' ? 0 : 1;
        for (int i = 2; i + 4 <= s.length(); i += 4) {
            String where = s.substring(i, i + 2);
            String code = s.substring(i + 2, i + 4);
            if (where.equals("00") && code.equals("AL")) {
                giveRestToHand(owner);
                continue;
            }
            int t = pieceType(s, code);
            if (where.equals("00")) {
                if (t > ShogiPiece.GOLD || t == ShogiPiece.KING) {
                    throw error(s, code + " cannot be held in hand");
                }
                hand[owner * 8 + t]++;
            } else {
                int sq = square(s, where);
                board[sq] = ShogiPiece.of(owner, t);
                boardGiven = true;
            }
        }
    }

    /** {@code 00AL}: every piece of a full set not on the board or in a hand goes to this hand (kings excepted). */
    private void giveRestToHand(int owner) {
        int[] full = {0, 18, 4, 4, 4, 2, 2, 4};
        for (int sq = 0; sq < 81; sq++) {
            int t = ShogiPiece.baseType(board[sq]);
            if (t >= 1 && t <= 7) {
                full[t]--;
            }
        }
        for (int t = 1; t <= 7; t++) {
            hand[owner * 8 + t] += Math.max(0, full[t] - hand[t] - hand[8 + t]);
        }
    }

    private int square(String statement, String digits) {
        int f = digits.charAt(0) - '0';
        int r = digits.charAt(1) - '0';
        if (f < 1 || f > 9 || r < 1 || r > 9) {
            throw error(statement, "bad square '" + digits + "'");
        }
        return ShogiSquare.of(f, r);
    }

    private RecordMove readMove(String s) {
        int mover = s.charAt(0) == '+' ? 0 : 1;
        int from = s.startsWith("00", 1) ? -1 : square(s, s.substring(1, 3));
        int to = square(s, s.substring(3, 5));
        int type = pieceType(s, s.substring(5, 7));
        return new CsaMove(s, lineNumber, mover, from, to, type);
    }

    private static RecordEnding ending(String s) {
        return switch (s) {
            case "%TORYO" -> RecordEnding.RESIGNATION;
            case "%TSUMI" -> RecordEnding.CHECKMATE;
            case "%SENNICHITE", "%OUTE_SENNICHITE" -> RecordEnding.SENNICHITE;
            case "%KACHI" -> RecordEnding.DECLARATION;
            case "%JISHOGI" -> RecordEnding.JISHOGI;
            case "%ILLEGAL_MOVE", "%+ILLEGAL_ACTION", "%-ILLEGAL_ACTION" -> RecordEnding.ILLEGAL_MOVE;
            case "%TIME_UP" -> RecordEnding.TIME_UP;
            case "%CHUDAN" -> RecordEnding.ABORT;
            case "%MAX_MOVES" -> RecordEnding.MAX_MOVES;
            default -> RecordEnding.OTHER;
        };
    }

    /** A CSA move: {@code from} -1 for a drop, {@code type} the piece after the move. */
    private record CsaMove(String text, int line, int mover, int from, int to, int type) implements RecordMove {
        @Override
        public int resolve(ShogiPosition p, MoveList legal, int previous) {
            if (mover != p.side) {
                return Move.NONE;
            }
            int wanted;
            if (from < 0) {
                wanted = Move.of(0, to, Move.DROP, ShogiPiece.of(mover, type), 0);
            } else {
                int pc = p.board[from];
                if (pc == 0) {
                    return Move.NONE;
                }
                if ((pc & 15) == type) {
                    wanted = Move.of(from, to, Move.NORMAL, 0, p.board[to]);
                } else if (ShogiPiece.canPromote(pc) && (pc & 15) + 8 == type) {
                    wanted = Move.of(from, to, Move.PROMOTION, pc + 8, p.board[to]);
                } else {
                    return Move.NONE;
                }
            }
            return legal.contains(wanted) ? wanted : Move.NONE;
        }
    }
}
