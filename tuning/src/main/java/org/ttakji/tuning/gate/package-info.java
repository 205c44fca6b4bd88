/**
 * The promotion gate: a candidate plays a base in batches of game pairs (one match run, {@link
 * org.ttakji.tuning.match.MatchRun}) until a generalised SPRT on the pentanomial counts accepts H0 or H1 or the
 * games run out ({@link SequentialGate}); on H1 the candidate may be promoted with the test recorded
 * ({@link GatePromotion}). {@link GateRun} drives it, {@link GateLines} prints it, {@link GateFile} keeps its
 * settings and verdict in the run directory so a stopped gate can be resumed.
 */
package org.ttakji.tuning.gate;
