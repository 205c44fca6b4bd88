package org.ttakji.engines.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link Move} is the only encoder of moves: no variant source packs a move int by hand, i.e. shifts a value
 * to Move's kind, piece or captured field (bits 14, 18, 23) or shifts a kind constant. Move generators call
 * {@link Move#of} (a source scan; perft and the search signatures prove the moves are the same).
 */
class MoveIsTheOnlyEncoderTest {
    private static final Pattern HAND_PACKED = Pattern.compile("<<\\s*(14|18|23)\\b|\\bMove\\.[A-Z_]+\\s*<<");

    @Test
    void noVariantSourcePacksAMoveByHand() throws IOException {
        Path engines = Path.of("src/main/java/org/ttakji/engines");
        List<String> found = new ArrayList<>();
        int files = 0;
        for (String pkg : List.of("chess960", "shogi", "xiangqi", "janggi", "banqi", "grid")) {
            try (Stream<Path> sources = Files.list(engines.resolve(pkg))) {
                for (Path file : sources.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    files++;
                    List<String> lines = Files.readAllLines(file);
                    for (int i = 0; i < lines.size(); i++) {
                        Matcher m = HAND_PACKED.matcher(lines.get(i));
                        if (m.find()) {
                            found.add(engines.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).strip());
                        }
                    }
                }
            }
        }
        assertTrue(files > 50, "found only " + files + " variant sources under " + engines.toAbsolutePath());
        assertEquals(List.of(), found, "moves packed by hand (use Move.of)");
    }

    @Test
    void theScanSeesHandPackedMoves() {
        assertTrue(HAND_PACKED.matcher("out.add(from | to << 7 | NORMAL | (board[to] & 7) << 23);").find());
        assertTrue(HAND_PACKED.matcher("private static final int NORMAL = Move.NORMAL << 14;").find());
        assertTrue(HAND_PACKED.matcher("DROP_BASE | ((side16 | t) << 18)").find());
        assertTrue(!HAND_PACKED.matcher("return us == 0 ? (b & ~FILE_A) << 7 : b >>> 9;").find(), "bitboard shifts");
    }
}
