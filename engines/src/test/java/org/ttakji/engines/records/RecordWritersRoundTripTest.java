package org.ttakji.engines.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordTags;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Every format the lab writes reads its own output back as the same game: start, start selector, rule options,
 * moves, result, termination and both players, for random games of every variant (captures, promotions, drops,
 * reveals, passes, and games ended by every rule the random play reaches).
 */
class RecordWritersRoundTripTest {
    @TempDir
    Path dir;

    static Stream<Arguments> writableFormats() {
        List<Arguments> all = new ArrayList<>();
        for (Variant v : Variant.values()) {
            for (RecordFormat f : Variants.rules(v).recordFormats()) {
                if (f.writer().isPresent()) {
                    all.add(Arguments.of(v, f.id()));
                }
            }
        }
        return all.stream();
    }

    /** The rules the format's reader replays under: PGN has no rules tag and replays with every promotion piece. */
    private static RuleOptions rulesFor(Variant v, int game) {
        VariantRules rules = Variants.rules(v);
        return switch (v) {
            case CHESS960 -> rules.parseRules(List.of("promotion=all"));
            case JANGGI -> game % 2 == 0 ? rules.defaultRules() : rules.parseRules(List.of("first=cho,bikjang=continue"));
            case SHOGI -> game % 2 == 0 ? rules.defaultRules() : rules.parseRules(List.of("move-limit=800"));
            default -> rules.defaultRules();
        };
    }

    private static long startOf(Variant v, int game) {
        return switch (v) {
            case CHESS960 -> (game * 137L) % 960;
            case BANQI -> 1000L + game;
            default -> 0;
        };
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("writableFormats")
    void aWrittenGameReadsBackAsTheSameGame(Variant variant, String id) throws IOException {
        RecordFormat format = RecordConversion.target(variant, id);
        List<RecordGame.Replayed> games = new ArrayList<>();
        for (int g = 0; g < 6; g++) {
            games.add(RandomGames.play(variant, rulesFor(variant, g), startOf(variant, g), 60 + 70 * g, 31L * g + 7));
        }
        List<RecordGame> read = new ArrayList<>();
        if (format.oneGamePerFile()) {
            for (int g = 0; g < games.size(); g++) {
                Path file = dir.resolve("game" + g + format.extensions().get(0));
                Files.write(file, RecordConversion.encode(format.writer().orElseThrow(), games.get(g)));
                read.addAll(format.read(file, file.getFileName().toString()));
            }
        } else {
            Path file = dir.resolve("games" + format.extensions().get(0));
            for (RecordGame.Replayed g : games) {
                Files.write(file, RecordConversion.encode(format.writer().orElseThrow(), g),
                        java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
            }
            read.addAll(format.read(file, "games"));
        }
        assertEquals(games.size(), read.size(), "games read back");
        for (int g = 0; g < games.size(); g++) {
            RecordGame.Replayed written = games.get(g);
            RecordGame.Replayed back = assertInstanceOf(RecordGame.Replayed.class, read.get(g),
                    () -> "game read back is refused: " + read);
            String what = variant + " " + id + " game " + g;
            assertFalse(written.moves().isEmpty(), what);
            assertEquals(written.startFen(), back.startFen(), what + ": start");
            assertEquals(written.startSelector(), back.startSelector(), what + ": start selector");
            assertEquals(written.rules(), back.rules(), what + ": rules");
            assertEquals(written.moves(), back.moves(), what + ": moves");
            assertEquals(written.result(), back.result(), what + ": result");
            assertEquals(written.termination(), back.termination(), what + ": termination");
            assertEquals("alpha one", format.player(back.tags(), 0), what + ": first player");
            assertEquals("beta \"two\"", format.player(back.tags(), 1), what + ": second player");
            assertEquals(written.tags().get(RecordTags.SEED), back.tags().get(RecordTags.SEED), what + ": seed tag");
        }
    }
}
