package org.ttakji.engines.play.external;

import java.util.List;
import java.util.Locale;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.search.Scores;

/**
 * The engine protocols the lab drives another engine with, as the engine's GUI: UCI (Chess960, and the other
 * variants through {@code UCI_Variant} as Fairy-Stockfish has them), USI (Shogi) and UCCI (Xiangqi). What
 * differs between them is here: the handshake, how options are set, the new-game command, how positions are
 * sent, how scores are written and how "no move" is answered. Lines are built and read; nothing is sent here.
 */
public enum EngineProtocol {
    /** The Universal Chess Interface: {@code uci}/{@code uciok}, {@code ucinewgame}, {@code position fen}. */
    UCI("uci", "uciok", "ucinewgame"),
    /** The Universal Shogi Interface: {@code usi}/{@code usiok}, {@code usinewgame}, {@code position sfen}. */
    USI("usi", "usiok", "usinewgame"),
    /** The Universal Chinese Chess Protocol: {@code ucci}/{@code ucciok}, no new-game command. */
    UCCI("ucci", "ucciok", null);

    private final String handshake;
    private final String okWord;
    private final String newGame;

    EngineProtocol(String handshake, String okWord, String newGame) {
        this.handshake = handshake;
        this.okWord = okWord;
        this.newGame = newGame;
    }

    /**
     * Reads a protocol name as specs write it ({@code uci}, {@code usi}, {@code ucci}; any case).
     *
     * @throws LabInputException naming the text and the protocols when it is none of them
     */
    public static EngineProtocol parse(String name) {
        for (EngineProtocol p : values()) {
            if (p.handshake.equalsIgnoreCase(name == null ? "" : name.trim())) {
                return p;
            }
        }
        throw new LabInputException("unknown engine protocol '" + name + "' (expected uci, usi or ucci)");
    }

    /** The name specs and logs use: {@code uci}, {@code usi}, {@code ucci}. */
    public String specName() {
        return handshake;
    }

    /** The command that starts the protocol. */
    public String handshake() {
        return handshake;
    }

    /** The engine's answer that ends the handshake. */
    public String okWord() {
        return okWord;
    }

    /** The command that tells the engine a new game starts, or null (UCCI has none). */
    public String newGame() {
        return newGame;
    }

    /** {@code setoption name <name> value <value>} (UCCI: {@code setoption <name> <value>}). */
    public String setOption(String name, String value) {
        return this == UCCI ? "setoption " + name + " " + value : "setoption name " + name + " value " + value;
    }

    /**
     * The {@code position} command.
     *
     * @param start the start position as the engine reads it after {@code position}, e.g. {@code fen <fen>} or
     *              {@code sfen <sfen>}
     * @param moves the moves played since, in the engine's notation
     */
    public String position(String start, List<String> moves) {
        return moves.isEmpty() ? "position " + start : "position " + start + " moves " + String.join(" ", moves);
    }

    /**
     * The {@code go} command of a node and/or depth limit, with the root moves the engine may choose from.
     *
     * @param depth       depth limit in plies, or null
     * @param nodes       node limit, or null
     * @param searchMoves the moves for {@code searchmoves} (engine notation), empty for none
     */
    public String go(Integer depth, Long nodes, List<String> searchMoves) {
        StringBuilder b = new StringBuilder("go");
        if (depth != null) {
            b.append(" depth ").append(depth);
        }
        if (nodes != null) {
            b.append(" nodes ").append(nodes);
        }
        if (!searchMoves.isEmpty()) {
            b.append(" searchmoves ").append(String.join(" ", searchMoves));
        }
        return b.toString();
    }

    /**
     * The option name an {@code option} line announces, or null if the line is not one: UCI/USI
     * {@code option name <words> type ...}, UCCI {@code option <name> type ...} (the UCI form is read too).
     */
    public String announcedOption(String line) {
        List<String> words = List.of(line.trim().split("\\s+"));
        if (words.size() < 2 || !words.get(0).equals("option")) {
            return null;
        }
        int type = words.indexOf("type");
        int from = words.get(1).equals("name") ? 2 : 1;
        int to = type < 0 ? words.size() : type;
        return to <= from ? null : String.join(" ", words.subList(from, to));
    }

    /**
     * The move of a {@code bestmove} line in the engine's notation, {@code ""} when the engine says it has no
     * move ({@code bestmove (none)}, {@code 0000}, {@code resign}, UCCI {@code nobestmove}), or null if the line
     * is not the search's answer.
     */
    public String bestMove(String line) {
        String[] w = line.trim().split("\\s+");
        if (w[0].equals("nobestmove")) {
            return "";
        }
        if (!w[0].equals("bestmove")) {
            return null;
        }
        if (w.length < 2) {
            return "";
        }
        String move = w[1];
        return switch (move.toLowerCase(Locale.ROOT)) {
            case "(none)", "0000", "none", "resign" -> "";
            default -> move;
        };
    }

    /**
     * Reads the score of an {@code info} line's words after {@code score}, into the lab's convention
     * (centipawns from the mover's view, mate as {@link Scores#MATE} minus plies).
     *
     * @param words the line's words
     * @param at    the index of {@code score}
     * @return the score, or null if it cannot be read
     */
    Integer score(String[] words, int at) {
        if (at + 1 >= words.length) {
            return null;
        }
        if (this == UCCI) {
            return clampCp(number(words[at + 1]));
        }
        if (at + 2 >= words.length) {
            return null;
        }
        String kind = words[at + 1];
        String value = words[at + 2];
        if (kind.equals("cp")) {
            return clampCp(number(value));
        }
        if (!kind.equals("mate")) {
            return null;
        }
        if (value.equals("+") || value.equals("-")) { // USI: mate without a distance
            return value.equals("+") ? Scores.MATE - 1 : -(Scores.MATE - 1);
        }
        Long n = number(value);
        if (n == null) {
            return null;
        }
        // UCI counts moves (mate 3 = 5 plies, mate -3 = 6 plies); USI counts plies.
        long plies = this == UCI ? (n > 0 ? 2 * n - 1 : -2 * n) : Math.abs(n);
        plies = Math.max(1, Math.min(Scores.MAX_PLY, plies));
        return (int) (n > 0 ? Scores.MATE - plies : -(Scores.MATE - plies));
    }

    private static Integer clampCp(Long cp) {
        if (cp == null) {
            return null;
        }
        // Large engine scores stay large, but never look like the lab's mate scores unless they are ones.
        if (Math.abs(cp) >= Scores.MATE_BOUND && Math.abs(cp) < Scores.MATE) {
            return (int) (long) cp;
        }
        return (int) Math.max(-Scores.MAX_EVAL, Math.min(Scores.MAX_EVAL, cp));
    }

    static Long number(String text) {
        try {
            return Long.parseLong(text.startsWith("+") ? text.substring(1) : text);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
