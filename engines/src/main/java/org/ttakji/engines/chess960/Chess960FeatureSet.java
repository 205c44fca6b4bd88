package org.ttakji.engines.chess960;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Tapered;
import org.ttakji.engines.eval.Weights;

/**
 * The evaluation features of Chess960 ({@code chess960-v3}) and their indexes. Every feature is
 * (side to move's value − opponent's value); squares are relative to the owner (rank 1 = the owner's
 * back rank) and mirrored onto files a..d (a/h, b/g, c/f, d/e share a square), so names run from
 * {@code a1} to {@code d8}. "Phase" is the game phase, 0..24: knights and bishops count 1, rooks 2,
 * queens 4 (both sides, capped at 24): 24 = full middlegame, 0 = bare endgame.
 *
 * <p>The extractor reports the {@link #BASE} features (indexes below); the engine's set {@link #SET} holds each of
 * them {@linkplain Tapered tapered}, a middlegame and an endgame copy blended by the phase. {@link #V1}, the set of
 * the first weights files (one weight per feature, the king's square tapered by hand), and {@link #V2}, the tapered
 * set before the threat, king-danger, passed-pawn, pawn-shape and piece-placement features (issue 15 item 2), lift
 * into it exactly: the added features get weight 0.
 */
final class Chess960FeatureSet {
    static final int PHASE_MAX = 24;
    static final String[] TYPE_NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

    /** Index of {@code material.<type>} by piece type 1..5 (0 and 6 unused). */
    static final int[] MATERIAL = new int[7];
    static final int BISHOP_PAIR;
    /** Index of {@code pst.<type>.<sq>} by type 1..6 and mirrored square 0..31 (rank * 4 + file a..d). */
    static final int[][] PST = new int[7][32];
    /** Index of {@code mobility.<type>} by type 2..5. */
    static final int[] MOBILITY = new int[7];
    static final int DOUBLED;
    static final int ISOLATED;
    /** Index of {@code pawn.passed.rank<r>} by relative rank 1..6 (ranks 2..7). */
    static final int[] PASSED = new int[7];
    static final int KING_SHIELD;
    static final int KING_ZONE_ATTACKS;
    static final int ROOK_OPEN_FILE;
    static final int ROOK_SEMI_OPEN_FILE;
    static final int TEMPO;
    /** Index of {@code threat.<kind>.byMover} (threats of the side to move) by {@link Threat} ordinal. */
    static final int[] THREAT_BY_MOVER = new int[Threat.values().length];
    /** Index of {@code threat.<kind>.onMover} (the opponent's threats on the side to move) by ordinal. */
    static final int[] THREAT_ON_MOVER = new int[Threat.values().length];
    /** Index of {@code king.safeCheck.<type>} by type 2..5. */
    static final int[] SAFE_CHECK = new int[7];
    static final int KING_ZONE_ATTACKERS;
    static final int KING_OPEN_FILES;
    static final int PASSED_BLOCKED;
    static final int PASSED_OWN_KING;
    static final int PASSED_ENEMY_KING;
    static final int PHALANX;
    static final int SUPPORTED;
    static final int BACKWARD;
    static final int KNIGHT_OUTPOST;
    static final int BISHOP_OUTPOST;
    static final int ROOK_SEVENTH;
    static final int BISHOP_PAWNS_ON_COLOUR;
    /** The untapered features the extractor reports, by the indexes above. */
    static final FeatureSet BASE;
    /** The first features of {@link #BASE}, those of {@code chess960-v2}. */
    static final FeatureSet BASE_V2;
    /** The features of the first weights files, {@code chess960-v1} (names only: they are lifted into {@link #SET}). */
    static final FeatureSet V1 = v1();
    /** The features of the weights files v0005-v0012, {@code chess960-v2} (names only: lifted into {@link #SET}). */
    static final FeatureSet V2;
    /** The engine's features, {@code chess960-v3}: {@link #BASE} tapered by the phase. */
    static final FeatureSet SET;

    /** The kinds of threat counted by the {@code threat.*} features. */
    enum Threat {
        /** Enemy knights, bishops, rooks and queens attacked by own pawns. */
        PAWN_ON_PIECE("pawnOnPiece", "enemy knights, bishops, rooks and queens attacked by a pawn"),
        /** Enemy rooks and queens attacked by own knights or bishops. */
        MINOR_ON_MAJOR("minorOnMajor", "enemy rooks and queens attacked by a knight or a bishop"),
        /** Enemy queens attacked by own rooks. */
        ROOK_ON_QUEEN("rookOnQueen", "enemy queens attacked by a rook"),
        /** Enemy knights, bishops, rooks and queens attacked and not defended. */
        HANGING("hanging", "enemy knights, bishops, rooks and queens attacked and not defended by any enemy piece");

        final String id;
        final String meaning;

        Threat(String id, String meaning) {
            this.id = id;
            this.meaning = meaning;
        }
    }

    static {
        FeatureSet.Builder b = FeatureSet.builder("chess960-base");
        for (int t = Pieces.PAWN; t <= Pieces.QUEEN; t++) {
            MATERIAL[t] = b.add("material." + TYPE_NAMES[t], "number of own " + TYPE_NAMES[t] + "s minus the opponent's");
        }
        BISHOP_PAIR = b.add("bishop.pair", "1 if the side has two or more bishops, minus the same for the opponent");
        for (int t = Pieces.PAWN; t <= Pieces.KING; t++) {
            for (int sq = 0; sq < 32; sq++) {
                int rank = sq >> 2;
                if (t == Pieces.PAWN && (rank == 0 || rank == 7)) {
                    PST[t][sq] = -1; // no pawn stands on its first or last rank
                    continue;
                }
                PST[t][sq] = b.add("pst." + TYPE_NAMES[t] + "." + name(sq), "own " + TYPE_NAMES[t] + "s on "
                        + name(sq) + " (owner's view, files mirrored) minus the opponent's");
            }
        }
        for (int t = Pieces.KNIGHT; t <= Pieces.QUEEN; t++) {
            MOBILITY[t] = b.add("mobility." + TYPE_NAMES[t], "squares attacked by own " + TYPE_NAMES[t]
                    + "s that hold no own piece and no enemy pawn attacks, minus the opponent's");
        }
        DOUBLED = b.add("pawn.doubled", "own pawns behind another own pawn on the same file, minus the opponent's");
        ISOLATED = b.add("pawn.isolated", "own pawns with no own pawn on an adjacent file, minus the opponent's");
        for (int r = 1; r <= 6; r++) {
            PASSED[r] = b.add("pawn.passed.rank" + (r + 1), "own passed pawns (no enemy pawn ahead on the same or an"
                    + " adjacent file) on relative rank " + (r + 1) + ", minus the opponent's");
        }
        KING_SHIELD = b.add("king.shield", "own pawns on the three files around the own king, one or two ranks in"
                + " front of it, minus the same for the opponent");
        KING_ZONE_ATTACKS = b.add("king.zoneAttacks", "attacks of own knights, bishops, rooks and queens on the enemy"
                + " king and the squares next to it (one per piece and square), minus the opponent's");
        ROOK_OPEN_FILE = b.add("rook.openFile", "own rooks on a file without pawns, minus the opponent's");
        ROOK_SEMI_OPEN_FILE = b.add("rook.semiOpenFile", "own rooks on a file with enemy pawns only, minus the opponent's");
        TEMPO = b.add("tempo", "always 1: the value of having the move");
        int v2Size = b.size();
        for (Threat t : Threat.values()) {
            THREAT_BY_MOVER[t.ordinal()] = b.add("threat." + t.id + ".byMover", t.meaning + ", by the side to move"
                    + " (not an own-minus-opponent count)");
            THREAT_ON_MOVER[t.ordinal()] = b.add("threat." + t.id + ".onMover", t.meaning + ", by the opponent of"
                    + " the side to move (its pieces the attacked ones)");
        }
        for (int t = Pieces.KNIGHT; t <= Pieces.QUEEN; t++) {
            SAFE_CHECK[t] = b.add("king.safeCheck." + TYPE_NAMES[t], "squares from which an own " + TYPE_NAMES[t]
                    + " that attacks them would check the enemy king, holding no own piece and attacked by no enemy"
                    + " piece, minus the opponent's");
        }
        KING_ZONE_ATTACKERS = b.add("king.zoneAttackers", "own knights, bishops, rooks and queens attacking the enemy"
                + " king or a square next to it, minus the opponent's");
        KING_OPEN_FILES = b.add("king.openFiles", "files among the own king's file and its neighbours without own"
                + " pawns, minus the same for the opponent");
        PASSED_BLOCKED = b.add("pawn.passed.blocked", "own passed pawns with a piece on the square in front of them,"
                + " minus the opponent's");
        PASSED_OWN_KING = b.add("pawn.passed.ownKingDistance", "over own passed pawns, the own king's distance"
                + " (king steps) to the square in front of the pawn times the pawn's relative rank minus 1, minus the"
                + " opponent's");
        PASSED_ENEMY_KING = b.add("pawn.passed.enemyKingDistance", "over own passed pawns, the enemy king's distance"
                + " to the square in front of the pawn times the pawn's relative rank minus 1, minus the opponent's");
        PHALANX = b.add("pawn.phalanx", "own pawns with an own pawn beside them on the same rank, minus the"
                + " opponent's");
        SUPPORTED = b.add("pawn.supported", "own pawns defended by an own pawn, minus the opponent's");
        BACKWARD = b.add("pawn.backward", "own pawns, not isolated, with no own pawn on an adjacent file level with or behind them"
                + " and an enemy pawn attacking the square in front of them, minus the opponent's");
        KNIGHT_OUTPOST = b.add("knight.outpost", "own knights on relative ranks 4-6, defended by an own pawn, that no"
                + " enemy pawn can ever attack, minus the opponent's");
        BISHOP_OUTPOST = b.add("bishop.outpost", "own bishops on relative ranks 4-6, defended by an own pawn, that no"
                + " enemy pawn can ever attack, minus the opponent's");
        ROOK_SEVENTH = b.add("rook.seventh", "own rooks on the relative seventh rank, minus the opponent's");
        BISHOP_PAWNS_ON_COLOUR = b.add("bishop.ownPawnsOnColour", "over own bishops, own pawns on squares of the"
                + " bishop's colour, minus the opponent's");
        BASE = b.build();
        String phaseMeaning = "knights and bishops 1, rooks 2, queens 4, capped";
        BASE_V2 = BASE.prefix("chess960-v2-base", v2Size);
        V2 = Tapered.builder("chess960-v2", BASE_V2, PHASE_MAX, phaseMeaning).build();
        SET = Tapered.builder("chess960-v3", BASE, PHASE_MAX, phaseMeaning)
                .liftsFrom(V1, Chess960FeatureSet::liftV1)
                .liftsFrom(V2, Tapered.addedFeaturesAtZero(BASE))
                .build();
    }

    /**
     * The names of {@code chess960-v1}: the base features in the same order, but the king's square as two features
     * valued by the phase ({@code pst.king.mg.<sq>}: phase, {@code pst.king.eg.<sq>}: 24 − phase) and
     * {@code king.shield} as the phase times the shelter count.
     */
    private static FeatureSet v1() {
        FeatureSet.Builder b = FeatureSet.builder("chess960-v1");
        for (int t = Pieces.PAWN; t <= Pieces.QUEEN; t++) {
            b.add("material." + TYPE_NAMES[t], "own " + TYPE_NAMES[t] + "s minus the opponent's");
        }
        b.add("bishop.pair", "two or more bishops, minus the same for the opponent");
        for (int t = Pieces.PAWN; t <= Pieces.QUEEN; t++) {
            for (int sq = 0; sq < 32; sq++) {
                if (t != Pieces.PAWN || ((sq >> 2) != 0 && (sq >> 2) != 7)) {
                    b.add("pst." + TYPE_NAMES[t] + "." + name(sq), "own " + TYPE_NAMES[t] + "s on the square");
                }
            }
        }
        for (String part : new String[]{"mg", "eg"}) {
            for (int sq = 0; sq < 32; sq++) {
                b.add("pst.king." + part + "." + name(sq), "phase-valued own king on the square");
            }
        }
        for (int t = Pieces.KNIGHT; t <= Pieces.QUEEN; t++) {
            b.add("mobility." + TYPE_NAMES[t], "safe squares attacked by own " + TYPE_NAMES[t] + "s");
        }
        b.add("pawn.doubled", "doubled own pawns");
        b.add("pawn.isolated", "isolated own pawns");
        for (int r = 2; r <= 7; r++) {
            b.add("pawn.passed.rank" + r, "own passed pawns on the rank");
        }
        b.add("king.shield", "as in the tapered sets' base, times the phase");
        for (String name : new String[]{"king.zoneAttacks", "rook.openFile", "rook.semiOpenFile", "tempo"}) {
            b.add(name, "as in the tapered sets' base, " + name);
        }
        return b.build();
    }

    /**
     * {@code chess960-v1} weights as {@code chess960-v3} weights that evaluate every position the same: each weight
     * in both phases, the king's phase-valued squares as the king's square times 24 in their own phase, the
     * phase-valued shelter as the shelter times 24 in the middlegame and 0 in the endgame (multiplying the weights
     * the engine used, {@link Weights#quantised}, so the sums are exactly v1's times 24); features v1 lacked get 0.
     */
    static Map<String, Double> liftV1(Map<String, Double> v1) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (String name : BASE_V2.names()) {
            double mg;
            double eg;
            if (name.startsWith("pst.king.")) {
                String square = name.substring("pst.king.".length());
                mg = PHASE_MAX * Weights.quantised(v1.get("pst.king.mg." + square));
                eg = PHASE_MAX * Weights.quantised(v1.get("pst.king.eg." + square));
            } else if (name.equals("king.shield")) {
                mg = PHASE_MAX * Weights.quantised(v1.get(name));
                eg = 0;
            } else {
                mg = v1.get(name);
                eg = mg;
            }
            out.put(name + Tapered.MG, mg);
            out.put(name + Tapered.EG, eg);
        }
        return Tapered.addedFeaturesAtZero(BASE).apply(out);
    }

    private Chess960FeatureSet() {
    }

    /** Name of a mirrored square 0..31, e.g. {@code d4}. */
    static String name(int sq32) {
        return "" + (char) ('a' + (sq32 & 3)) + (char) ('1' + (sq32 >> 2));
    }

    /** The mirrored relative square 0..31 of a board square 0..63 for a piece of {@code side}. */
    static int relative(int square, int side) {
        int sq = side == Pieces.WHITE ? square : square ^ 56;
        int file = sq & 7;
        return (sq >> 3) * 4 + (file < 4 ? file : 7 - file);
    }
}
