package org.ttakji.engines.banqi;

import static org.ttakji.engines.banqi.BanqiPieces.FACE_DOWN;

import java.util.Arrays;
import org.ttakji.engines.core.Move;

/**
 * The mutable Banqi state and its rules (docs/rules/banqi.md): cells, side to move, colours, no-progress count,
 * the bag of face-down pieces, make/unmake with an undo stack, and the Zobrist hash; its moves are
 * {@link MoveGen}'s, its endings {@link Endings}'.
 *
 * <p>One class serves both the true position and a player's observation: a true board stores
 * {@code FACE_DOWN | piece} on face-down squares, so its reveal moves carry the hidden piece; an
 * observation board is built from an {@link Observation} and stores plain {@link BanqiPieces#FACE_DOWN},
 * so its generated reveals carry piece 0 and the caller supplies the outcome. Nothing else differs.
 */
final class BanqiBoard {
    final int[] cells;
    /** Pieces still face down, per piece code 1..15. */
    final int[] hidden;
    /** Captured pieces per colour. */
    final int[] capturedByColour = new int[2];
    int faceDown;
    /** Bit s set when square s is face down. */
    int faceDownBits;
    /** Per colour, bit s set when square s holds a revealed piece of that colour. */
    final int[] colourBits = new int[2];
    int side;
    /** Player 1's colour: RED, BLACK or NO_COLOUR. */
    int p1Colour;
    int noProgress;
    /** Index of the next ply, from 0. */
    int ply;
    long hash;

    // Undo stack: the move, packed ((p1Colour + 1) | old from-cell << 4), the no-progress count, the hash.
    private int[] undoMoves = new int[128];
    private int[] undoState = new int[128];
    private int[] undoNoProgress = new int[128];
    private long[] undoHash = new long[128];
    private int undoDepth;

    /**
     * A board from validated data.
     *
     * @param cells    32 cells: 0, a revealed code, FACE_DOWN (observation) or FACE_DOWN | code (truth); copied
     * @param hidden   pieces still face down per code (length 16); copied
     * @param side     0 or 1
     * @param p1Colour RED, BLACK or NO_COLOUR
     * @param noProgress plies since the last reveal or capture
     * @param ply      index of the next ply, from 0
     */
    BanqiBoard(int[] cells, int[] hidden, int side, int p1Colour, int noProgress, int ply) {
        this.cells = cells.clone();
        this.hidden = hidden.clone();
        this.side = side;
        this.p1Colour = p1Colour;
        this.noProgress = noProgress;
        this.ply = ply;
        int[] onBoard = new int[2];
        for (int s = 0; s < this.cells.length; s++) {
            int cell = this.cells[s];
            if (BanqiPieces.isFaceDown(cell)) {
                faceDown++;
                faceDownBits |= 1 << s;
            } else if (cell != 0) {
                onBoard[BanqiPieces.colour(cell)]++;
                colourBits[BanqiPieces.colour(cell)] |= 1 << s;
            }
        }
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            if (BanqiPieces.isRevealed(code)) {
                onBoard[BanqiPieces.colour(code)] += this.hidden[code];
            }
        }
        capturedByColour[0] = Endings.PIECES_PER_COLOUR - onBoard[0];
        capturedByColour[1] = Endings.PIECES_PER_COLOUR - onBoard[1];
        hash = computeHash();
    }

    private BanqiBoard(BanqiBoard o) {
        cells = o.cells.clone();
        hidden = o.hidden.clone();
        capturedByColour[0] = o.capturedByColour[0];
        capturedByColour[1] = o.capturedByColour[1];
        faceDown = o.faceDown;
        faceDownBits = o.faceDownBits;
        colourBits[0] = o.colourBits[0];
        colourBits[1] = o.colourBits[1];
        side = o.side;
        p1Colour = o.p1Colour;
        noProgress = o.noProgress;
        ply = o.ply;
        hash = o.hash;
        undoMoves = o.undoMoves.clone();
        undoState = o.undoState.clone();
        undoNoProgress = o.undoNoProgress.clone();
        undoHash = o.undoHash.clone();
        undoDepth = o.undoDepth;
    }

    BanqiBoard copy() {
        return new BanqiBoard(this);
    }

    /** The hash from scratch (construction and tests). */
    long computeHash() {
        long h = 0;
        for (int s = 0; s < cells.length; s++) {
            h ^= Zobrist.cell(s, cells[s]);
        }
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            h ^= Zobrist.hidden(code, hidden[code]);
        }
        if (side == 1) {
            h ^= Zobrist.SIDE;
        }
        return h ^ Zobrist.COLOUR[p1Colour + 1];
    }

    /** Colour of a player (0 or 1): RED, BLACK or NO_COLOUR before the first reveal. */
    int colourOf(int player) {
        return p1Colour < 0 ? BanqiPieces.NO_COLOUR : player == 0 ? p1Colour : 1 - p1Colour;
    }

    /**
     * Plays a legal action. A reveal must carry its piece (the true one, or a chance outcome).
     */
    void make(int move) {
        if (undoDepth == undoMoves.length) {
            growUndo();
        }
        int from = Move.from(move);
        int fromCell = cells[from];
        undoMoves[undoDepth] = move;
        undoState[undoDepth] = (p1Colour + 1) | (fromCell << 4);
        undoNoProgress[undoDepth] = noProgress;
        undoHash[undoDepth] = hash;
        undoDepth++;
        long h = hash;
        if (Move.kind(move) == Move.REVEAL) {
            int piece = Move.piece(move);
            int n = hidden[piece];
            h ^= Zobrist.cell(from, fromCell) ^ Zobrist.cell(from, piece)
                    ^ Zobrist.hidden(piece, n) ^ Zobrist.hidden(piece, n - 1);
            hidden[piece] = n - 1;
            faceDown--;
            faceDownBits ^= 1 << from;
            colourBits[piece >> 3] |= 1 << from;
            cells[from] = piece;
            if (p1Colour < 0) {
                // docs/rules/banqi.md: the first reveal gives its colour to the player who made it.
                int colour = piece >> 3;
                p1Colour = side == 0 ? colour : 1 - colour;
                h ^= Zobrist.COLOUR[0] ^ Zobrist.COLOUR[p1Colour + 1];
            }
            noProgress = 0;
        } else {
            int to = Move.to(move);
            int victim = cells[to];
            h ^= Zobrist.cell(from, fromCell) ^ Zobrist.cell(to, fromCell) ^ Zobrist.cell(to, victim);
            cells[to] = fromCell;
            cells[from] = 0;
            colourBits[fromCell >> 3] ^= (1 << from) | (1 << to);
            if (victim != 0) {
                colourBits[victim >> 3] ^= 1 << to;
                capturedByColour[victim >> 3]++;
                noProgress = 0;
            } else {
                noProgress++;
            }
        }
        side ^= 1;
        ply++;
        hash = h ^ Zobrist.SIDE;
    }

    /** Takes back the last {@link #make}. @throws IllegalStateException if there is none */
    void unmake() {
        if (undoDepth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        undoDepth--;
        int move = undoMoves[undoDepth];
        int state = undoState[undoDepth];
        int from = Move.from(move);
        if (Move.kind(move) == Move.REVEAL) {
            int piece = cells[from];
            hidden[piece]++;
            faceDown++;
            faceDownBits ^= 1 << from;
            colourBits[piece >> 3] ^= 1 << from;
        } else {
            int to = Move.to(move);
            int victim = Move.captured(move);
            int mover = cells[to];
            colourBits[mover >> 3] ^= (1 << from) | (1 << to);
            cells[to] = victim;
            if (victim != 0) {
                colourBits[victim >> 3] ^= 1 << to;
                capturedByColour[victim >> 3]--;
            }
        }
        cells[from] = state >>> 4;
        p1Colour = (state & 0xF) - 1;
        noProgress = undoNoProgress[undoDepth];
        side ^= 1;
        ply--;
        hash = undoHash[undoDepth];
    }

    private void growUndo() {
        int n = undoMoves.length * 2;
        undoMoves = Arrays.copyOf(undoMoves, n);
        undoState = Arrays.copyOf(undoState, n);
        undoNoProgress = Arrays.copyOf(undoNoProgress, n);
        undoHash = Arrays.copyOf(undoHash, n);
    }

    /** The cell as the public sees it: a face-down square reads {@link BanqiPieces#FACE_DOWN}. */
    int publicCell(int square) {
        int cell = cells[square];
        return cell >= FACE_DOWN ? FACE_DOWN : cell;
    }

    /** Captured pieces of a code: its initial count minus those revealed on the board and still hidden. */
    int capturedCount(int code) {
        if (!BanqiPieces.isRevealed(code)) {
            return 0;
        }
        int n = BanqiPieces.initialCount(code) - hidden[code];
        for (int cell : cells) {
            if (cell == code) {
                n--;
            }
        }
        return n;
    }

    /** Revealed pieces of a code on the board. */
    int revealedCount(int code) {
        int n = 0;
        for (int cell : cells) {
            if (cell == code) {
                n++;
            }
        }
        return n;
    }

    /** The public cells (face-down squares as {@link BanqiPieces#FACE_DOWN}), a fresh array. */
    int[] publicCells() {
        int[] p = new int[cells.length];
        for (int s = 0; s < p.length; s++) {
            p[s] = publicCell(s);
        }
        return p;
    }

    /** The observation of this state: public cells, bag, side, colours, counters; never the layout. */
    Observation observation() {
        return new Observation(publicCells(), hidden, side, p1Colour, noProgress, ply);
    }
}
