package org.ttakji.engines.play;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.VariantRules;

/**
 * Plays one game between two {@link Player}s: the one game loop of the lab ({@code play}, engine matches,
 * self-play, tuning matches). Each side gets its own generator seeded from the game seed
 * ({@link #playerSeed}); a player sees only {@link Position#playerView()}, and its move reaches the true
 * position through machine notation. A game still going after {@code maxPlies} is ended by the lab's
 * adjudication (docs/rules/: in self-play only lab-defined adjudication rules may end a game early, recorded as
 * such): a draw with {@link Termination#ADJUDICATION}, so it is never confused with a variant's own ply
 * limit ({@link Termination#MOVE_LIMIT}, e.g. Xiangqi's 300 plies). A player that cannot give a legal move
 * (an external engine's illegal answer, crash or timeout: {@link PlayerFailure}) loses the game there, by the
 * failure's termination. Same players, start, seed and limits (no time limits) → same game.
 */
public final class GameLoop {
    private GameLoop() {
    }

    /**
     * One move played.
     *
     * @param ply     0-based ply index
     * @param side    the mover, 0 or 1
     * @param machine the move in machine notation
     * @param human   the move in human notation (as the true position saw it)
     * @param choice  the player's answer (score, depth, nodes, time)
     */
    public record PlayedMove(int ply, int side, String machine, String human, MoveChoice choice) {
    }

    /**
     * A finished game.
     *
     * @param startFen the start position
     * @param moves    every move played
     * @param outcome  how it ended
     * @param failure  what the losing player's failure was ({@link PlayerFailure#getMessage()}) when the game
     *                 ended by one ({@link Termination#ILLEGAL_MOVE}, {@link Termination#ENGINE_FAILURE},
     *                 {@link Termination#TIME_FORFEIT}), else null
     */
    public record PlayedGame(String startFen, List<PlayedMove> moves, Outcome outcome, String failure) {
        /** Copies the moves. */
        public PlayedGame {
            moves = List.copyOf(moves);
        }

        /** A game no player failure ended. */
        public PlayedGame(String startFen, List<PlayedMove> moves, Outcome outcome) {
            this(startFen, moves, outcome, null);
        }

        /**
         * How many times a clock stopped a player: the moves a clock stopped ({@link MoveChoice#clockStopped()})
         * plus 1 when the game ended by {@link Termination#TIME_FORFEIT} (the per-move timeout fired).
         */
        public int clockStops() {
            int stops = outcome.termination() == Termination.TIME_FORFEIT ? 1 : 0;
            for (PlayedMove m : moves) {
                stops += m.choice().clockStopped() ? 1 : 0;
            }
            return stops;
        }
    }

    /**
     * The seed of side {@code side}'s generator in a game seeded {@code gameSeed}: the first 8 bytes
     * (big-endian) of SHA-256 over the game seed (8 bytes, big-endian), the side (1 byte) and the ASCII
     * text {@code player}. A one-way function on purpose: the game seed also determines Banqi's hidden
     * layout, so a player must not be able to work the game seed back out of its own generator (every
     * {@link SplitMix64} step is invertible).
     */
    public static long playerSeed(long gameSeed, int side) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(ByteBuffer.allocate(Long.BYTES + 1).putLong(gameSeed).put((byte) side).array());
            sha.update("player".getBytes(StandardCharsets.US_ASCII));
            return ByteBuffer.wrap(sha.digest()).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }

    /**
     * Plays a game to its end.
     *
     * @param rules    the variant's rules
     * @param start    the start position (taken over and mutated)
     * @param players  the first and the second player
     * @param seed     the game seed
     * @param maxPlies plies after which the game is drawn by adjudication
     * @param onMove   told about each move as it is played (e.g. to print it)
     * @throws IllegalArgumentException if a lab player returns an illegal move (an engine bug; an external
     *                                  engine's illegal move is a {@link PlayerFailure}, which ends the game)
     */
    public static PlayedGame play(VariantRules rules, Position start, Player[] players, long seed, int maxPlies,
                                  Consumer<PlayedMove> onMove) {
        return play(rules, start, players, seed, maxPlies, Adjudication.NONE, onMove);
    }

    /**
     * Plays a game to its end, ending it early by the lab's score adjudication when it applies (checked after each
     * move, after the variant's own endings: a checkmate on the last ply of a streak stays a checkmate).
     *
     * @param rules        the variant's rules
     * @param start        the start position (taken over and mutated)
     * @param players      the first and the second player
     * @param seed         the game seed
     * @param maxPlies     plies after which the game is drawn by adjudication
     * @param adjudication the score adjudication ({@link Adjudication#NONE} for none)
     * @param onMove       told about each move as it is played (e.g. to print it)
     * @throws IllegalArgumentException as {@link #play(VariantRules, Position, Player[], long, int, Consumer)}
     */
    public static PlayedGame play(VariantRules rules, Position start, Player[] players, long seed, int maxPlies,
                                  Adjudication adjudication, Consumer<PlayedMove> onMove) {
        Game game = new Game(rules, start);
        Position position = game.position();
        SplitMix64[] random = {new SplitMix64(playerSeed(seed, 0)), new SplitMix64(playerSeed(seed, 1))};
        String startView = position.playerView().toFen();
        List<PlayedMove> moves = new ArrayList<>();
        List<String> publicMoves = new ArrayList<>(); // as the players saw them (view notation)
        Outcome outcome;
        String failure = null;
        while (true) {
            outcome = position.status();
            if (outcome.isOver()) {
                break;
            }
            if (game.plies() >= maxPlies) {
                outcome = Outcome.draw(Termination.ADJUDICATION);
                break;
            }
            if (adjudication.enabled()) {
                outcome = adjudication.judge(moves);
                if (outcome.isOver()) {
                    break;
                }
            }
            int side = position.sideToMove();
            Position view = position.playerView();
            MoveChoice choice;
            try {
                choice = players[side].choose(new GameSoFar(startView, publicMoves), view, random[side]);
            } catch (PlayerFailure f) {
                outcome = Outcome.loss(side, f.termination());
                failure = f.getMessage();
                break;
            }
            String machine = rules.toMachine(view, choice.move());
            int move = rules.parseMachine(position, machine);
            String human = rules.toHuman(position, move);
            game.play(move);
            PlayedMove played = new PlayedMove(moves.size(), side, machine, human, choice);
            moves.add(played);
            publicMoves.add(machine);
            onMove.accept(played);
        }
        return new PlayedGame(game.startFen(), moves, outcome, failure);
    }
}
