package org.ttakji.gamelog;

import java.io.Serializable;

/**
 * A player as the game log records it (the {@code first} and {@code second} struct columns).
 *
 * @param engine         {@code ttakji} or {@code random}; for an external engine the player's name (an anchor's
 *                       name such as {@code fairy-stockfish}, or the spec's {@code name})
 * @param level          easy/normal/expert; an external engine's settings ({@code skill=5}); or null
 * @param weightsVersion the resolved weights version (never "promoted": the version actually loaded), or null
 * @param paramsJson     the rest of the configuration as canonical JSON (resolved levels version and
 *                       explicit limits; for an external engine {@code id} (its {@code id name}),
 *                       {@code protocol}, {@code command}, {@code options}, limits and {@code timeoutMs}),
 *                       {@code {}} when there is none
 */
public record PlayerInfo(String engine, String level, String weightsVersion, String paramsJson)
        implements Serializable {
}
