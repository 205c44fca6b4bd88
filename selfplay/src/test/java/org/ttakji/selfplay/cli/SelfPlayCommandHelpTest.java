package org.ttakji.selfplay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.selfplay.MatchSpecReader;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** {@code selfplay --help} names every default as the default spec has it, and the options still start unset. */
class SelfPlayCommandHelpTest {
    /** Each option that overrides a spec field, and the field. */
    private static final Map<String, String> FIELDS = Map.ofEntries(Map.entry("--variants", "variants"),
            Map.entry("--pairings", "pairings"), Map.entry("--games", "gamesPerPairing"), Map.entry("--start", "starts"),
            Map.entry("--rules", "rules"), Map.entry("--colour-swap", "colourSwap"), Map.entry("--seed", "seed"),
            Map.entry("--out", "out"), Map.entry("--batch-size", "batchSize"),
            Map.entry("--games-per-task", "gamesPerTask"), Map.entry("--max-plies", "maxPlies"),
            Map.entry("--record-times", "recordTimes"), Map.entry("--deterministic", "deterministic"));

    @Test
    void everyOverridingOptionShowsTheDefaultSpecsValue() {
        CommandLine cl = new CommandLine(new SelfPlayCommand());
        ObjectNode defaults = MatchSpecReader.defaults();
        String help = cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
        assertFalse(help.contains("${"), "every variable is resolved:\n" + help);
        for (Map.Entry<String, String> e : FIELDS.entrySet()) {
            OptionSpec option = cl.getCommandSpec().findOption(e.getKey());
            String description = String.join(" ", option.description());
            String expected = SelfPlayDefaults.text(defaults.get(e.getValue()));
            assertTrue(description.contains("default " + expected), e.getKey() + " shows its default '" + expected
                    + "': " + description);
            // and the rendered help (wrapped over lines, also inside words such as 'local[*]') says the same
            assertTrue(help.replaceAll("\\s+", "").contains(description.replaceAll("\\s+", "")), help);
        }
        assertEquals("2", SelfPlayDefaults.text(defaults.get("gamesPerPairing")));
        assertEquals("chess960=random, banqi=random", SelfPlayDefaults.text(defaults.get("starts")));
        assertEquals("none", SelfPlayDefaults.text(defaults.get("rules")));
        assertTrue(help.replaceAll("\\s+", " ").contains("--max-plies=N Self-play ply cap: a game still going is"
                + " drawn by adjudication (default " + defaults.get("maxPlies").asInt() + ")."), help);
    }

    @Test
    void optionsNotGivenStayUnsetSoTheSpecDecides() {
        SelfPlayCommand command = new SelfPlayCommand();
        new CommandLine(command).parseArgs();
        assertNull(command.games);
        assertNull(command.seed);
        assertNull(command.batchSize);
        assertNull(command.gamesPerTask);
        assertNull(command.maxPlies);
        assertNull(command.colourSwap);
        assertNull(command.deterministic);
        assertNull(command.variants);
        assertNull(command.out);
        assertTrue(command.starts.isEmpty() && command.rules.isEmpty());
    }
}
