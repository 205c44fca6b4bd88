package org.ttakji.selfplay;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.Adjudication;

/**
 * A validated match spec: what a self-play run plays. Read from JSON or YAML and command-line overrides
 * by {@link MatchSpecReader}; written back into the run manifest ({@code _run.json}) so that a resumed
 * run plays exactly the same games.
 *
 * <p>Games: for every variant, each of its pairings plays {@code gamesPerPairing} games, so a variant
 * has {@code pairingsOf(v).size() * gamesPerPairing} games, indexed from 0 pairing by pairing. With
 * {@code colourSwap}, games 2k and 2k+1 of a pairing form a game pair: the same start, colours swapped.
 *
 * @param variants        the variants, in run order (no duplicates)
 * @param pairings        the pairings of each variant in {@code variants}, in order
 * @param gamesPerPairing games per pairing and variant (even when colours are swapped)
 * @param starts          the start rule of each variant in {@code variants} (read by its rules,
 *                        {@link org.ttakji.engines.core.VariantRules#parseStartRule})
 * @param rules           rule options per variant as {@code key=value} items (missing = the variant's defaults)
 * @param colourSwap      play each start twice with colours swapped
 * @param seed            the run seed; game seeds derive from it ({@link GameSeeds})
 * @param master          Spark master URL, or null for the default ({@code spark.master} when launched by
 *                        spark-submit, else {@code local[*]})
 * @param out             output root (the run goes to {@code <out>/run=<id>/}); a relative path is
 *                        resolved against the lab home
 * @param batchSize       games per batch; a batch is one Spark job committed as a whole, and the unit
 *                        of {@code --resume}
 * @param gamesPerTask    games per Spark task (a batch's tasks play in parallel, one writes its file); fixed by the spec (not by the
 *                        cluster) so that the files are the same on any cluster
 * @param maxPlies        the lab's self-play move limit: a game still going after this many plies ends
 *                        as a draw with termination {@code adjudication}
 * @param recordTimes     fill the {@code time_us} column with measured wall times (which differ from run
 *                        to run); when false it is null and the output is byte-for-byte reproducible
 * @param deterministic   refuse wall-time search limits, so that every game is a pure function of its seed
 * @param adjudication    the lab's score adjudication of hopeless and dead-drawn games ({@link Adjudication#NONE}:
 *                        off, the default; training-data runs of {@code improve} turn it on)
 */
public record MatchSpec(List<Variant> variants, Map<Variant, List<Pairing>> pairings, int gamesPerPairing,
                        Map<Variant, StartRule> starts, Map<Variant, List<String>> rules, boolean colourSwap,
                        long seed, String master, String out, int batchSize, int gamesPerTask, int maxPlies,
                        boolean recordTimes, boolean deterministic, Adjudication adjudication) implements Serializable {

    /** Copies the collections; a null adjudication is {@link Adjudication#NONE}. */
    public MatchSpec {
        variants = List.copyOf(variants);
        pairings = Map.copyOf(pairings);
        starts = Map.copyOf(starts);
        rules = Map.copyOf(rules);
        adjudication = adjudication == null ? Adjudication.NONE : adjudication;
    }

    /** A spec without score adjudication ({@link Adjudication#NONE}). */
    public MatchSpec(List<Variant> variants, Map<Variant, List<Pairing>> pairings, int gamesPerPairing,
                     Map<Variant, StartRule> starts, Map<Variant, List<String>> rules, boolean colourSwap,
                     long seed, String master, String out, int batchSize, int gamesPerTask, int maxPlies,
                     boolean recordTimes, boolean deterministic) {
        this(variants, pairings, gamesPerPairing, starts, rules, colourSwap, seed, master, out, batchSize, gamesPerTask,
                maxPlies, recordTimes, deterministic, Adjudication.NONE);
    }

    /** The spec with another score adjudication. */
    public MatchSpec withAdjudication(Adjudication newAdjudication) {
        return new MatchSpec(variants, pairings, gamesPerPairing, starts, rules, colourSwap, seed, master, out,
                batchSize, gamesPerTask, maxPlies, recordTimes, deterministic, newAdjudication);
    }

    /** The pairings of a variant. */
    public List<Pairing> pairingsOf(Variant variant) {
        return pairings.get(variant);
    }

    /** Number of games of one variant: its pairings times games per pairing. */
    public int gamesPerVariant(Variant variant) {
        return pairings.get(variant).size() * gamesPerPairing;
    }

    /** Number of games of the whole run. */
    public long totalGames() {
        return variants.stream().mapToLong(this::gamesPerVariant).sum();
    }

    /** The spec with other pairings for some variants (the others keep theirs). */
    public MatchSpec withPairings(Map<Variant, List<Pairing>> changed) {
        Map<Variant, List<Pairing>> p = new java.util.EnumMap<>(pairings);
        p.putAll(changed);
        return new MatchSpec(variants, p, gamesPerPairing, starts, rules, colourSwap, seed, master, out, batchSize,
                gamesPerTask, maxPlies, recordTimes, deterministic, adjudication);
    }

    /** The rule options of a variant as {@code key=value} items (empty = defaults). */
    public List<String> rulesOf(Variant variant) {
        return rules.getOrDefault(variant, List.of());
    }

    /** The spec with another output root (where a run is stored is not part of what it plays). */
    public MatchSpec withOut(String newOut) {
        return new MatchSpec(variants, pairings, gamesPerPairing, starts, rules, colourSwap, seed, master, newOut,
                batchSize, gamesPerTask, maxPlies, recordTimes, deterministic, adjudication);
    }

    /** The spec with another number of games per pairing (an extended run). */
    public MatchSpec withGamesPerPairing(int games) {
        return new MatchSpec(variants, pairings, games, starts, rules, colourSwap, seed, master, out, batchSize,
                gamesPerTask, maxPlies, recordTimes, deterministic, adjudication);
    }

    /** The spec with another Spark master (the master is not part of what a run plays). */
    public MatchSpec withMaster(String newMaster) {
        return new MatchSpec(variants, pairings, gamesPerPairing, starts, rules, colourSwap, seed, newMaster, out,
                batchSize, gamesPerTask, maxPlies, recordTimes, deterministic, adjudication);
    }
}
