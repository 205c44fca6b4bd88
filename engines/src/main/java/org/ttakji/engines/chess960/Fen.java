package org.ttakji.engines.chess960;

import static org.ttakji.engines.chess960.Pieces.KING;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.RuleOptions;

/**
 * The Chess960 position text: X-FEN and Shredder-FEN in, Shredder-FEN out
 * (https://www.chessprogramming.org/Forsyth-Edwards_Notation#Shredder-FEN and #X-FEN).
 *
 * <p>Castling field: {@code -}, or per side any of {@code K}/{@code Q} (X-FEN: the outermost rook on the
 * king's h-side / a-side of the back rank) and file letters {@code A}..{@code H} (the rook on that file),
 * upper case for White and lower case for Black. Written back as file letters, White first, h-side
 * first ({@code HAha}). The en-passant field is kept only when an en-passant capture is legal, so equal
 * positions have equal text and hash (FIDE 9.2). The move counters may be left out (defaults 0 and 1).
 */
final class Fen {
    private Fen() {
    }

    /**
     * Reads the fields of a position text without checking that they make a legal position.
     *
     * @throws InvalidPositionException listing every malformed field
     */
    static FenSetup parse(String text) {
        List<String> problems = new ArrayList<>();
        String[] f = text == null ? new String[0] : text.trim().split("\\s+");
        if (f.length < 4 || f.length > 6 || f[0].isEmpty()) {
            problems.add("expected 4 to 6 space-separated fields (board, side, castling, en passant, "
                    + "half-move clock, full-move number), got " + (f.length == 1 && f[0].isEmpty() ? 0 : f.length));
            throw new InvalidPositionException(String.valueOf(text), problems);
        }
        int[] board = new int[64];
        parseBoard(f[0], board, problems);
        int side = switch (f[1]) {
            case "w" -> 0;
            case "b" -> 1;
            default -> {
                problems.add("side to move: '" + f[1] + "' is neither w nor b");
                yield 0;
            }
        };
        String castling = f[2];
        if (!castling.equals("-")) {
            for (int i = 0; i < castling.length(); i++) {
                char c = castling.charAt(i);
                if ("KQkqABCDEFGHabcdefgh".indexOf(c) < 0) {
                    problems.add("castling: '" + c + "' is not one of K Q k q A-H a-h (or -)");
                } else if (castling.indexOf(c) != i) {
                    problems.add("castling: '" + c + "' appears twice");
                }
            }
        }
        int ep = Squares.NONE;
        if (!f[3].equals("-")) {
            ep = Squares.parse(f[3]);
            if (ep == Squares.NONE) {
                problems.add("en passant: '" + f[3] + "' is not a square or -");
            } else if (Squares.rank(ep) != (side == 0 ? 5 : 2)) {
                problems.add("en passant: " + f[3] + " is not on rank " + (side == 0 ? 6 : 3)
                        + " (" + (side == 0 ? "White" : "Black") + " to move)");
            }
        }
        int halfmove = f.length > 4 ? number(f[4], "half-move clock", 0, problems) : 0;
        int fullmove = f.length > 5 ? number(f[5], "full-move number", 1, problems) : 1;
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(text, problems);
        }
        return new FenSetup(board, side, castling, ep, halfmove, fullmove);
    }

    private static void parseBoard(String field, int[] board, List<String> problems) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            problems.add("board: " + ranks.length + " ranks, expected 8 separated by /");
            return;
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    int piece = Pieces.ofFenLetter(c);
                    if (piece == Pieces.NONE) {
                        problems.add("board: '" + c + "' on rank " + (rank + 1) + " is not a piece letter or 1-8");
                    } else if (file < 8) {
                        board[Squares.of(file, rank)] = piece;
                    }
                    file++;
                }
            }
            if (file != 8) {
                problems.add("board: rank " + (rank + 1) + " ('" + ranks[i] + "') has " + file + " files, expected 8");
            }
        }
    }

    private static int number(String text, String field, int min, List<String> problems) {
        try {
            int n = Integer.parseInt(text);
            if (n >= min && n < 1_000_000) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(field + ": '" + text + "' is not a whole number >= " + min);
        return min;
    }

    /**
     * Builds a position from a parsed setup, validating it.
     *
     * @param text the original text, for the error message
     * @throws InvalidPositionException listing every problem (kings, pawns on the first or last rank,
     *                                  too many pieces, castling rights without their king or rook,
     *                                  an impossible en-passant square, the side not to move in check)
     */
    static Chess960Position build(FenSetup s, RuleOptions rules, String text) {
        return build(s, rules, text, false);
    }

    /**
     * As {@link #build(FenSetup, RuleOptions, String)}; {@code constructed} drops the limits of 8 pawns and 16 pieces
     * a side ({@link org.ttakji.engines.core.VariantRules#fromConstructedFen}).
     */
    static Chess960Position build(FenSetup s, RuleOptions rules, String text, boolean constructed) {
        List<String> problems = new ArrayList<>();
        Chess960Position p = new Chess960Position(rules);
        for (int sq = 0; sq < 64; sq++) {
            if (s.board()[sq] != 0) {
                p.put(sq, s.board()[sq]);
            }
        }
        for (int side = 0; side < 2; side++) {
            if (p.count(KING, side) == 1) {
                p.kingSquare[side] = Long.numberOfTrailingZeros(p.pieces(KING, side));
            }
        }
        SetupCheck.material(p, problems, constructed);
        p.side = s.side();
        p.halfmove = s.halfmove();
        p.ply = 2 * (s.fullmove() - 1) + s.side();
        if (problems.isEmpty()) { // castling and en passant need exactly one king per side
            p.castleRooks = SetupCheck.castlingRooks(p, s.castling(), problems);
            SetupCheck.enPassant(p, s.epSquare(), problems);
            SetupCheck.sideNotToMoveInCheck(p, problems);
        }
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(text, problems);
        }
        if (s.epSquare() != Squares.NONE && MoveGen.enPassantPossible(p, s.epSquare())) {
            p.epSquare = s.epSquare();
        }
        p.hash = p.computeHash();
        return p;
    }

    /** The position as Shredder-FEN: board, side, castling rook files ({@code HAha}), en passant, clocks. */
    static String write(Chess960Position p) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = p.board[Squares.of(file, rank)];
                if (piece == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Pieces.fenLetter(piece));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(p.side == 0 ? " w " : " b ");
        sb.append(castlingField(p.castleRooks));
        sb.append(' ').append(p.epSquare == Squares.NONE ? "-" : Squares.name(p.epSquare));
        sb.append(' ').append(p.halfmove).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }

    /** Shredder castling letters of a set of rook squares: White then Black, h-side (higher file) first. */
    static String castlingField(long rooks) {
        if (rooks == 0) {
            return "-";
        }
        StringBuilder sb = new StringBuilder(4);
        for (int sq = 7; sq >= 0; sq--) {
            if ((rooks >>> sq & 1) != 0) {
                sb.append((char) ('A' + sq));
            }
        }
        for (int sq = 63; sq >= 56; sq--) {
            if ((rooks >>> sq & 1) != 0) {
                sb.append((char) ('a' + sq - 56));
            }
        }
        return sb.toString();
    }
}
