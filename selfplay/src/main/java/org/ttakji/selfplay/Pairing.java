package org.ttakji.selfplay;

import java.io.Serializable;
import org.ttakji.engines.core.LabInputException;

/**
 * Two engine configurations that play each other: {@code a} moves first in the even games of each game
 * pair and {@code b} in the odd ones (when colours are swapped; otherwise {@code a} always moves first).
 *
 * @param a the pairing's first-named player
 * @param b the pairing's second-named player
 */
public record Pairing(EngineSpec a, EngineSpec b) implements Serializable {

    /**
     * Reads {@code A-B} where A and B are {@link EngineSpec#parse short player forms}, e.g. {@code easy-expert}.
     *
     * @throws LabInputException naming the text when it is not of that form
     */
    public static Pairing parse(String text) {
        String t = text == null ? "" : text.trim();
        String[] parts = t.split("-");
        if (parts.length != 2) {
            throw new LabInputException("bad pairing '" + text + "' (expected <player>-<player>, e.g. easy-expert"
                    + " or random-normal@v0002)");
        }
        return new Pairing(EngineSpec.parse(parts[0]), EngineSpec.parse(parts[1]));
    }

    /** Name for tables and logs: {@code <a label> v <b label>}. */
    public String label() {
        return a.label() + " v " + b.label();
    }
}
