package org.ttakji.gamelog;

import java.util.List;

/**
 * One row of the game log as readers and writers see it (docs/game-log-schema.md; the columns of
 * {@link GameLogSchema#SCHEMA}, moves in machine notation; {@link GameLogSchema#toRow} encodes the moves for a v3 file).
 *
 * @param runId       the run
 * @param gameId      {@code <runId>/<variant>/<index>}
 * @param gameIndex   index within the run and variant
 * @param variant     CLI name
 * @param rules       rule options in force, canonical {@code k=v,...}
 * @param startFen    start position in the variant's text format
 * @param startNumber the start's number ({@link org.ttakji.engines.core.VariantRules#startNumber}: Chess960's
 *                    Scharnagl number), else null
 * @param banqiLayout the start's hidden layout ({@link org.ttakji.engines.core.VariantRules#hiddenLayout}: Banqi's
 *                    truth layout), else null
 * @param seed        the game seed
 * @param first       who moved first
 * @param second      who moved second
 * @param moves       the moves in machine notation
 * @param evalCp      search score after each move, mover's view, centipawns
 * @param depth       completed depth per move, plies
 * @param nodes       nodes per move
 * @param timeUs      search wall time per move in microseconds, or null when the run does not record times
 * @param result      {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}, first player's view
 * @param termination termination log name ({@link org.ttakji.engines.core.Termination#logName()})
 * @param plies       number of moves
 * @param labVersion  the build's git version
 * @param clockStops  moves whose search a clock stopped, plus 1 when an external engine lost by time-forfeit (0
 *                    when every move is reproducible from the seed)
 */
public record GameRecord(String runId, String gameId, long gameIndex, String variant, String rules, String startFen,
                         Integer startNumber, String banqiLayout, long seed, PlayerInfo first, PlayerInfo second,
                         List<String> moves, int[] evalCp, int[] depth, long[] nodes, long[] timeUs, String result,
                         String termination, int plies, String labVersion, int clockStops) {
}
