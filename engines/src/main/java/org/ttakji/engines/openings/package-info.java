/**
 * Openings: start rules of any variant that begin a game pair away from the standard start, so that the pairs of a
 * match, a gate or a self-play run differ. {@link Openings#parse} reads them (and hands every other text to the
 * variant's own {@link org.ttakji.engines.core.VariantRules#parseStartRule}):
 * <ul>
 *   <li>{@code random-plies:N[,balanced:CP[,nodes:N|depth:D][,weights:vNNNN]]} ({@link RandomPlies}): N random legal
 *       plies from the standard start, seeded per pair; with {@code balanced}, only positions a short deterministic
 *       search of the lab's engine scores within ±CP are kept;</li>
 *   <li>{@code suite:<name or file>[,order:shuffle|sequential]} ({@link SuiteRule}): one position per line of a
 *       suite file ({@link OpeningSuite}); a name is {@code data/openings/<variant>/<name>.txt}.</li>
 * </ul>
 * {@link SuiteExtractor} makes suites from real game records. Variants with hidden pieces (Banqi) have no openings
 * of moves: their starts are their layouts.
 */
package org.ttakji.engines.openings;
