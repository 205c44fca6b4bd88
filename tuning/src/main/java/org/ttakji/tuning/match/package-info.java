/**
 * Matches: two players in game pairs from shared starts, played as a self-play run ({@link MatchRun}) and read back
 * from its game log into match statistics ({@link MatchStatistics}), printed by {@link MatchReport}. The match
 * command, {@code tune --match} and the promotion gate all go through here.
 */
package org.ttakji.tuning.match;
