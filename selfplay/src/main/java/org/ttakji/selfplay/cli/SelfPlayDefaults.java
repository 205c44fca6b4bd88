package org.ttakji.selfplay.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.ttakji.selfplay.MatchSpecReader;

/**
 * The default spec's values for {@code selfplay --help}: the resource bundle of {@link SelfPlayCommand},
 * whose option descriptions name them as {@code ${bundle:default.<field>}} (e.g.
 * {@code default.gamesPerPairing} = {@code 2}). Read from {@link MatchSpecReader#defaults()}, so the help
 * cannot drift from what a run plays; the options themselves stay null when not given (the command tells
 * an override by that). Public with a public constructor because {@link java.util.ResourceBundle} creates it.
 */
public final class SelfPlayDefaults extends ListResourceBundle {
    /** The key prefix (no option of the command is named so, so no description is replaced by a value). */
    static final String PREFIX = "default.";

    @Override
    protected Object[][] getContents() {
        List<Object[]> entries = new ArrayList<>();
        MatchSpecReader.defaults().fields().forEachRemaining(f -> entries.add(new Object[]{PREFIX + f.getKey(),
                text(f.getValue())}));
        for (String field : MatchSpecReader.FIELDS) {
            if (entries.stream().noneMatch(e -> e[0].equals(PREFIX + field))) {
                entries.add(new Object[]{PREFIX + field, "none"});
            }
        }
        return entries.toArray(Object[][]::new);
    }

    /** A value as the command line writes it: {@code 2}, {@code all}, {@code chess960=random, banqi=random}. */
    static String text(JsonNode value) {
        if (value == null || value.isNull()) {
            return "none";
        }
        if (value.isArray()) {
            return StreamSupport.stream(value.spliterator(), false).map(JsonNode::asText)
                    .collect(Collectors.joining(","));
        }
        if (value.isObject()) {
            List<String> items = new ArrayList<>();
            value.fields().forEachRemaining(f -> items.add(f.getKey() + "=" + text(f.getValue())));
            return items.isEmpty() ? "none" : String.join(", ", items);
        }
        return value.asText();
    }
}
