package org.ttakji.explorer;

/**
 * The explorer's source buckets (what lichess's explorer splits by rating): every count of the table belongs to one
 * source label, so self-play of one engine, level and weights version stays apart from another's and from real play.
 *
 * <ul>
 *   <li>Self-play, the moves table: the mover, {@code selfplay:<engine>[/<level>][/<weights version>]}, e.g.
 *       {@code selfplay:ttakji/easy/v0001}, {@code selfplay:random}, {@code selfplay:fairy-stockfish/skill=5}.</li>
 *   <li>Self-play, the starts table (a game's result belongs to both players): the pairing,
 *       {@code selfplay:<first> v <second>} with the two players written as above without the prefix.</li>
 *   <li>Real records, both tables: the set, {@code record:<folder>}: the record file's folder relative to the
 *       {@code --games} item that named it, starting with that item's own name ({@code record:real-games/xiangqi/ccpd/
 *       world-cup} for the item {@code .../real-games}; {@code record:tcec-frc} for an item {@code .../tcec-frc} or a
 *       file in it).</li>
 * </ul>
 */
public final class Sources {
    /** Prefix of self-play labels. */
    public static final String SELF_PLAY = "selfplay:";
    /** Prefix of real-record labels. */
    public static final String RECORD = "record:";

    private Sources() {
    }

    /**
     * A self-play player without the prefix: {@code <engine>[/<level>][/<weights version>]}.
     *
     * @param engine         the log's {@code engine}
     * @param level          the log's {@code level}, or null
     * @param weightsVersion the log's {@code weights_version}, or null
     */
    public static String player(String engine, String level, String weightsVersion) {
        return engine + (level == null ? "" : "/" + level) + (weightsVersion == null ? "" : "/" + weightsVersion);
    }

    /** The moves table's label of a self-play mover ({@link #player} with the prefix). */
    public static String selfPlay(String player) {
        return SELF_PLAY + player;
    }

    /** The starts table's label of a self-play game: {@code selfplay:<first> v <second>}. */
    public static String pairing(String first, String second) {
        return SELF_PLAY + first + " v " + second;
    }

    /** The label of a real record set, {@code record:<folder>}. */
    public static String recordSet(String folder) {
        return RECORD + folder;
    }
}
