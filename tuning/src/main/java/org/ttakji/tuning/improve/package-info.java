/**
 * The generational loop ({@code ./lab improve}): per generation, training-data self-play of the current weights
 * version ({@link org.ttakji.tuning.match.MatchRun}, node-limited, diversified openings, score adjudication),
 * Texel tuning of the current version on those games ({@link org.ttakji.tuning.Tuner}), the SPRT gate of the
 * candidate against the current version ({@link org.ttakji.tuning.gate.GateRun}) and promotion on H1
 * ({@link org.ttakji.tuning.gate.GatePromotion}), then a fixed-length anchor match of the candidate against a fixed
 * version ({@link org.ttakji.tuning.match.MatchRun}); one row of a generations table per generation
 * ({@link org.ttakji.tuning.improve.GenerationTable}). The steps are the existing ones, called as libraries.
 */
package org.ttakji.tuning.improve;
