package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/** Match specs: files in JSON and YAML, overrides, defaults, and a clear error for every bad field. */
class MatchSpecReaderTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 30);

    @TempDir
    Path tmp;

    private static MatchSpec read(ObjectNode tree) {
        return MatchSpecReader.toSpec(tree, TestCatalog.INSTANCE, DAY);
    }

    private static ObjectNode withDefaults(String yaml) {
        return MatchSpecReader.overlay(MatchSpecReader.defaults(), MatchSpecReader.parse(yaml, false, "test"));
    }

    private static String error(String yaml) {
        return assertThrows(LabInputException.class, () -> read(withDefaults(yaml))).getMessage();
    }

    @Test
    void defaultSpecPlaysEveryVariantOfTheBuildWithEvenGamePairs() {
        MatchSpec spec = read(MatchSpecReader.defaults());
        assertEquals(List.of(Variant.values()), spec.variants()); // the test catalog has all five
        assertTrue(spec.colourSwap());
        assertEquals(0, spec.gamesPerPairing() % 2);
        assertTrue(spec.deterministic());
        assertEquals("data/games", spec.out());
    }

    @Test
    void yamlAndJsonFilesGiveTheSameSpec() throws IOException {
        Path yaml = tmp.resolve("spec.yaml");
        Files.writeString(yaml, """
                variants: [shogi, chess960]
                pairings: [random-random]
                gamesPerPairing: 6
                starts: {chess960: all}
                seed: 99
                """);
        Path json = tmp.resolve("spec.json");
        Files.writeString(json, """
                {"variants": "shogi,chess960", "pairings": ["random-random"], "gamesPerPairing": 6,
                 "starts": {"chess960": "all"}, "seed": "99"}
                """);
        MatchSpec a = read(MatchSpecReader.overlay(MatchSpecReader.defaults(), MatchSpecReader.readFile(yaml)));
        MatchSpec b = read(MatchSpecReader.overlay(MatchSpecReader.defaults(), MatchSpecReader.readFile(json)));
        assertEquals(a, b);
        assertEquals(List.of(Variant.SHOGI, Variant.CHESS960), a.variants());
        assertEquals("all", a.starts().get(Variant.CHESS960).toText());
        assertEquals(6, a.gamesPerVariant(Variant.SHOGI));
    }

    @Test
    void commandLineOverridesReplaceFieldsAndMergeStartsPerVariant() {
        ObjectNode file = withDefaults("starts: {chess960: all, banqi: '5,6'}\nseed: 1\n");
        ObjectNode cli = MatchSpecReader.parse("seed: 2\nstarts: {chess960: 'daily:2026-01-02'}\n", false, "cli");
        MatchSpec spec = read(MatchSpecReader.overlay(file, cli));
        assertEquals(2, spec.seed());
        assertEquals("daily:2026-01-02", spec.starts().get(Variant.CHESS960).toText());
        assertEquals("5,6", spec.starts().get(Variant.BANQI).toText());
    }

    @Test
    void levelsExpandsToEveryPairingOfTheThreeLevels() {
        MatchSpec spec = read(withDefaults("pairings: levels\n"));
        assertEquals(List.of("easy v normal", "easy v expert", "normal v expert"),
                spec.pairingsOf(Variant.SHOGI).stream().map(Pairing::label).toList());
    }

    @Test
    void playerObjectsCarryVersionsAndLimits() {
        MatchSpec spec = read(withDefaults("""
                pairings:
                  - {a: {level: expert, weightsVersion: v0002, nodes: 5000}, b: normal@v0001}
                """));
        Pairing p = spec.pairingsOf(Variant.CHESS960).get(0);
        assertEquals(new EngineSpec("ttakji", "expert", "v0002", null, null, 5000L, null), p.a());
        assertEquals(new EngineSpec("ttakji", "normal", "v0001", null, null, null, null), p.b());
    }

    @Test
    void aLabPlayerMayPlayAnotherBlunderRateThanItsLevelAndItReadsBack() {
        MatchSpec spec = read(withDefaults("""
                pairings:
                  - {a: {level: easy, depth: 1, blunderRate: 0.3}, b: easy}
                """));
        EngineSpec a = spec.pairingsOf(Variant.CHESS960).get(0).a();
        assertEquals(new EngineSpec("ttakji", "easy", null, null, 1, null, null, null, 0.3, null), a);
        assertEquals(0.3, a.toConfig().blunderRate());
        assertEquals(null, a.shortForm(), "a blunder rate needs the object form");
        assertEquals(spec, read(MatchSpecReader.toTree(spec)));
        assertTrue(error("pairings: [{a: {level: easy, blunderRate: 1.5}, b: easy}]").contains("blunderRate must be"
                + " within 0..1"));
        assertTrue(assertThrows(LabInputException.class, () -> new EngineSpec("random", null, null, null, null, null,
                null, null, 0.1, null)).getMessage().contains("only the lab's engine"));
    }

    @Test
    void aLabPlayerMayPlayAnotherNoiseThanItsLevelAndItReadsBack() {
        MatchSpec spec = read(withDefaults("""
                pairings:
                  - {a: {level: easy, depth: 1, blunderRate: 0.5, evalNoiseCp: 240}, b: {level: easy, evalNoiseCp: 0}}
                """));
        Pairing p = spec.pairingsOf(Variant.CHESS960).get(0);
        assertEquals(new EngineSpec("ttakji", "easy", null, null, 1, null, null, null, 0.5, 240), p.a());
        assertEquals(240, p.a().toConfig().evalNoiseCp());
        assertEquals(0, p.b().evalNoiseCp(), "no noise is an override too");
        assertEquals(null, p.b().shortForm(), "a noise needs the object form");
        assertEquals("easy/d1/b0.5/e240", p.a().label(), "the pairing's name tells the players apart");
        assertEquals(spec, read(MatchSpecReader.toTree(spec)));
        assertTrue(error("pairings: [{a: {level: easy, evalNoiseCp: -5}, b: easy}]").contains("evalNoiseCp must be"
                + " within 0..10000 cp, got -5"));
        assertTrue(error("pairings: [{a: {level: easy, evalNoiseCp: 12.5}, b: easy}]").contains("player field"
                + " 'evalNoiseCp'"));
        assertTrue(assertThrows(LabInputException.class, () -> new EngineSpec("random", null, null, null, null, null,
                null, null, null, 100)).getMessage().contains("only the lab's engine"));
    }

    @Test
    void aLabPlayersOwnNoiseAndBlunderRateAreRecordedInItsParamsJsonAndPlayed() {
        Path labHome = Path.of("").toAbsolutePath().getParent(); // the repository root, with data/
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(labHome.resolve("data/levels/chess960")),
                "no chess960 levels");
        EngineSpec spec = new EngineSpec("ttakji", "easy", null, null, 1, null, null, null, 0.5, 240);
        ResolvedPlayer p = ResolvedPlayer.resolve(labHome, Variant.CHESS960, spec);
        String params = p.info().paramsJson();
        assertTrue(params.contains("\"blunderRate\":0.5") && params.contains("\"evalNoiseCp\":240"), params);
        assertEquals(240, p.level().evalNoiseCp());
        assertEquals(0.5, p.level().blunderRate());
    }

    @Test
    void externalPlayersAreObjectsWithTheirCommandOptionsAndLimitsAndReadBack() {
        MatchSpec spec = read(withDefaults("""
                variants: [chess960, xiangqi]
                pairings:
                  - a: {engine: external, name: my-engine, protocol: uci, command: [/opt/engine, --uci],
                        options: {Hash: 32, Threads: 1}, nodes: 20000, timeoutMs: 90000, notation: lab}
                    b: {engine: fairy-stockfish, skill: 5, depth: 6, searchMoves: false}
                """));
        Pairing p = spec.pairingsOf(Variant.CHESS960).get(0);
        assertEquals("external", p.a().engine());
        assertEquals(List.of("/opt/engine", "--uci"), p.a().external().command());
        assertEquals(java.util.Map.of("Hash", "32", "Threads", "1"), p.a().external().options());
        assertEquals(Long.valueOf(20_000), p.a().nodes());
        assertEquals(Long.valueOf(90_000), p.a().external().timeoutMs());
        assertEquals(java.util.Map.of("skill", "5"), p.b().external().settings());
        assertEquals(Boolean.FALSE, p.b().external().searchMoves());
        assertEquals("my-engine/n20000 v fairy-stockfish:skill=5/d6", p.label());
        assertEquals(spec, read(MatchSpecReader.toTree(spec)), "the manifest's spec reads back (resume)");
    }

    @Test
    void badExternalPlayersAreRefusedNamingTheField() {
        assertTrue(error("pairings: [{a: {engine: fairy-stockfish, skill: 5}, b: random}]")
                .contains("needs a node or depth limit"));
        assertTrue(error("pairings: [{a: {engine: fairy-stockfish, level: easy, nodes: 5}, b: random}]")
                .contains("unknown player field 'level'"));
        assertTrue(error("pairings: [{a: {engine: fairy-stockfish, nodes: 5, moveTimeMs: 100}, b: random}]")
                .contains("unknown player field 'moveTimeMs'"));
        assertTrue(assertThrows(LabInputException.class, () -> new EngineSpec("fairy-stockfish", "easy", null, null,
                null, 5L, null)).getMessage().contains("takes no level, weights or levels version, or moveTimeMs"));
        assertTrue(error("pairings: [{a: {engine: external, name: x, protocol: uci, command: [e], nodes: 5, skill: 1},"
                + " b: random}]").contains("unknown player field 'skill'"));
        assertTrue(error("pairings: [{a: {engine: external, command: e, nodes: 5}, b: random}]")
                .contains("'command' in"));
        assertTrue(error("pairings: [{a: {engine: ttakji, level: easy, protocol: uci}, b: random}]")
                .contains("unknown player field 'protocol'"));
        assertTrue(error("pairings: [{a: {engine: fairy-stockfish, nodes: lots}, b: random}]")
                .contains("player field 'nodes'"));
    }

    @Test
    void pairingsMayDifferPerVariantWithADefault() {
        MatchSpec spec = read(withDefaults("""
                variants: [chess960, shogi, banqi]
                pairings: {default: [random-random], chess960: levels}
                """));
        assertEquals(3, spec.pairingsOf(Variant.CHESS960).size());
        assertEquals(List.of("random v random"), spec.pairingsOf(Variant.SHOGI).stream().map(Pairing::label).toList());
        assertEquals(3 * spec.gamesPerPairing() + 2 * spec.gamesPerPairing(), spec.totalGames());
        assertTrue(error("variants: [chess960, shogi]\npairings: {chess960: levels}").contains("no pairings for shogi"));
    }

    @Test
    void theCanonicalTreeReadsBackToTheSameSpec() {
        MatchSpec spec = read(withDefaults("""
                pairings: {default: [easy-expert@v0003, random-normal], banqi: [random-random]}
                starts: {chess960: daily}
                rules: {chess960: [promotion=all]}
                master: local[2]
                """));
        assertEquals(spec, read(MatchSpecReader.toTree(spec)));
        assertEquals("daily:2026-11-30", spec.starts().get(Variant.CHESS960).toText(), "a bare daily is pinned to its date");
    }

    @Test
    void unknownVariantIsRefused() {
        assertTrue(error("variants: [chess960, checkers]").contains("unknown variant 'checkers'"));
    }

    @Test
    void aStartNumberTooLargeForAnyStartIsBadInput() {
        String m = error("starts: {banqi: '5,99999999999999999999'}");
        assertTrue(m.contains("starts.banqi: bad start '5,99999999999999999999': '99999999999999999999' is not a"
                + " selector"), m);
    }

    @Test
    void unknownFieldIsRefused() {
        assertTrue(error("gamesPerPairng: 4").contains("unknown spec field 'gamesPerPairng'"));
    }

    @Test
    void malformedYamlNamesTheFileAndLine() throws IOException {
        Path bad = tmp.resolve("bad.yaml");
        Files.writeString(bad, "variants: [chess960\nseed: 1\n");
        String m = assertThrows(LabInputException.class, () -> MatchSpecReader.readFile(bad)).getMessage();
        assertTrue(m.contains("malformed spec file") && m.contains("bad.yaml") && m.contains("line"), m);
    }

    @Test
    void malformedJsonIsRefused() throws IOException {
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"seed\": }");
        assertTrue(assertThrows(LabInputException.class, () -> MatchSpecReader.readFile(bad)).getMessage()
                .contains("malformed spec file"));
    }

    @Test
    void jsonAfterTheSpecObjectIsRefusedNamingTheFileAndPlace() throws IOException {
        Path second = tmp.resolve("two.json");
        Files.writeString(second, "{\"seed\": 1}\n{\"seed\": 2}\n");
        String m = assertThrows(LabInputException.class, () -> MatchSpecReader.readFile(second)).getMessage();
        assertEquals("spec file " + second + ": content after the spec object, at line 2, column 1"
                + " (a spec is one JSON object)", m);
        Path garbage = tmp.resolve("garbage.json");
        Files.writeString(garbage, "{\"seed\": 1} ]");
        m = assertThrows(LabInputException.class, () -> MatchSpecReader.readFile(garbage)).getMessage();
        assertEquals("malformed spec file " + garbage + " (JSON): Unexpected close marker ']': no open Array to close"
                + " at line 1, column 13", m);
        Path number = tmp.resolve("number.json");
        Files.writeString(number, "{\"seed\": 1} 42");
        m = assertThrows(LabInputException.class, () -> MatchSpecReader.readFile(number)).getMessage();
        assertEquals("spec file " + number + ": content after the spec object, at line 1, column 13"
                + " (a spec is one JSON object)", m);
        Path word = tmp.resolve("word.json");
        Files.writeString(word, "{\"seed\": 1} seed");
        m = assertThrows(LabInputException.class, () -> MatchSpecReader.readFile(word)).getMessage();
        assertTrue(m.startsWith("malformed spec file " + word + " (JSON): Unrecognized token 'seed'"), m);
    }

    @Test
    void aSecondYamlDocumentIsRefusedNamingTheFileAndLine() throws IOException {
        Path two = tmp.resolve("two.yaml");
        Files.writeString(two, "seed: 1\n---\nseed: 2\n");
        String m = assertThrows(LabInputException.class, () -> MatchSpecReader.readFile(two)).getMessage();
        assertEquals("spec file " + two + " holds more than one YAML document (the second starts at line 3);"
                + " a spec is one mapping", m);
        Path marked = tmp.resolve("marked.yaml");
        Files.writeString(marked, "---\nseed: 1\n...\n");
        assertEquals(1, MatchSpecReader.readFile(marked).get("seed").asInt(), "one document, with its markers");
    }

    @Test
    void oddGamesPerPairingIsRefusedWithColourSwap() {
        assertTrue(error("gamesPerPairing: 3").contains("even"));
    }

    @Test
    void wallTimeLimitsAreRefusedInDeterministicRuns() {
        assertTrue(error("pairings: [{a: {level: easy, moveTimeMs: 100}, b: easy}]").contains("wall-time"));
    }

    @Test
    void badPlayersStartsRulesAndNumbersAreRefused() {
        assertTrue(error("pairings: [easy-grandmaster]").contains("unknown player 'grandmaster'"));
        assertTrue(error("pairings: [easy@3-normal]").contains("bad weights version"));
        assertTrue(error("starts: {shogi: random}").contains("bad start 'random' for shogi"));
        assertTrue(error("starts: {chess960: '1,960'}").contains("960"));
        assertTrue(error("rules: {chess960: [nosuchrule=1]}").contains("nosuchrule"));
        assertTrue(error("seed: twelve").contains("'seed'"));
        assertTrue(error("batchSize: 0").contains("'batchSize' must be at least 1"));
    }

    @Test
    void aStartOfAVariantNotPlayedIsCheckedToo() {
        String m = error("variants: [xiangqi]\nstarts: {chess960: 2000}");
        assertTrue(m.contains("bad Chess960 start number 2000"), m);
        assertEquals(List.of(Variant.XIANGQI), read(withDefaults("variants: [xiangqi]\nstarts: {chess960: 7}")).variants());
    }

    @Test
    void aRuleOptionOfAVariantNotPlayedIsCheckedThenIgnored() {
        String m = error("variants: [chess960]\nrules: {xiangqi: [foo=bar]}");
        assertTrue(m.startsWith("unknown rule option 'foo' for xiangqi"), m);
        String validKey = TestCatalog.INSTANCE.rules(Variant.XIANGQI).ruleOptions().get(0).key();
        MatchSpec spec = read(withDefaults("variants: [chess960]\nrules: {xiangqi: [" + validKey + "="
                + TestCatalog.INSTANCE.rules(Variant.XIANGQI).ruleOptions().get(0).defaultValue() + "]}"));
        assertEquals(List.of(Variant.CHESS960), spec.variants());
        assertEquals(List.of(), spec.rulesOf(Variant.XIANGQI), "not played: not kept in the spec");
    }

    @Test
    void aMalformedSparkMasterIsRefused() {
        String m = error("master: 'bogus://x'");
        assertTrue(m.startsWith("spec field 'master': bad Spark master 'bogus://x'"), m);
        assertEquals("local[2]", read(withDefaults("master: 'local[2]'")).master());
    }

    @Test
    void openingsAreStartRulesOfTheSpecPinnedInTheirTextAndCheckedWhenRead() {
        java.nio.file.Path repo = java.nio.file.Path.of("").toAbsolutePath().getParent();
        MatchSpec spec = MatchSpecReader.toSpec(withDefaults("variants: [xiangqi, shogi]\nstarts: {xiangqi: 'suite:records',"
                + " shogi: 'random-plies:6,balanced:300', janggi: 'suite:records,order:sequential'}"), TestCatalog.INSTANCE,
                DAY, repo);
        ObjectNode tree = MatchSpecReader.toTree(spec);
        assertEquals("suite:records,order:shuffle", tree.get("starts").get("xiangqi").asText());
        String promoted = org.ttakji.engines.weights.WeightsStore.at(repo.resolve("data")).promoted(Variant.SHOGI)
                .orElseThrow();
        assertEquals("random-plies:6,balanced:300,nodes:5000,weights:" + promoted,
                tree.get("starts").get("shogi").asText(), "the promoted version of the day is pinned");
        assertEquals(spec, MatchSpecReader.toSpec(tree, TestCatalog.INSTANCE, DAY, repo), "the manifest's spec reads back");
        LabInputException e = assertThrows(LabInputException.class, () -> MatchSpecReader.toSpec(
                withDefaults("starts: {janggi: 'suite:nosuch'}"), TestCatalog.INSTANCE, DAY, repo));
        assertTrue(e.getMessage().startsWith("starts.janggi: bad start 'suite:nosuch': no opening suite 'nosuch' for"
                + " janggi"), e.getMessage());
    }
}
