package org.ttakji.gamelog;

import java.io.Serializable;

/**
 * A player as the game log records it (the {@code first} and {@code second} struct columns).
 *
 * @param engine         {@code ttakji} or {@code random}
 * @param level          easy/normal/expert, or null
 * @param weightsVersion the resolved weights version (never "promoted": the version actually loaded), or null
 * @param paramsJson     the rest of the configuration as canonical JSON (resolved levels version and
 *                       explicit limits), {@code {}} when there is none
 */
public record PlayerInfo(String engine, String level, String weightsVersion, String paramsJson)
        implements Serializable {
}
