package org.ttakji.selfplay;

import org.ttakji.engines.core.Position;

/**
 * The hidden truth layout of a Banqi start position, for the game log's {@code banqi_layout} column.
 * The Banqi position text (DESIGN.md, formats) is the public FEN followed by the 32-character truth
 * layout; the layout is its last field.
 */
final class BanqiLayouts {
    private BanqiLayouts() {
    }

    /** The truth layout of a Banqi position (the last whitespace-separated field of its full text form). */
    static String layoutOf(Position banqiPosition) {
        String fen = banqiPosition.toFen().trim();
        return fen.substring(fen.lastIndexOf(' ') + 1);
    }
}
