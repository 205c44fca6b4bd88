package org.ttakji.selfplay;

import org.ttakji.engines.banqi.BanqiLayout;

/**
 * The hidden truth layout of a Banqi game, for the game log's {@code banqi_layout} column: Banqi's start
 * selector is the layout seed ({@link org.ttakji.engines.banqi.BanqiRules#startPosition}), and the column
 * holds {@link BanqiLayout#toString()} (32 piece letters in square order a1..h4).
 */
final class BanqiLayouts {
    private BanqiLayouts() {
    }

    /** The layout text of the Banqi start with selector {@code layoutSeed}. */
    static String layoutOf(long layoutSeed) {
        return BanqiLayout.fromSeed(layoutSeed).toString();
    }
}
