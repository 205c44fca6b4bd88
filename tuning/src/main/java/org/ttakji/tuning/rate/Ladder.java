package org.ttakji.tuning.rate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.selfplay.Pairing;

/**
 * Who plays whom in a rating run: the three levels and the anchors (weakest first). Pairings, the level (or the
 * stronger-named side) as the pairing's {@code a}:
 * <ol>
 *   <li>every level against every anchor, except that the random mover plays only the weakest level (easy):
 *       what the stronger levels do to it says nothing the ladder needs and costs their slowest games;</li>
 *   <li>each level against the next one (easy-normal, normal-expert);</li>
 *   <li>each anchor against the next one, so the anchors are rated against each other too.</li>
 * </ol>
 * A ladder of anchors alone ({@link #anchorsOnly}: the long run that measures fixed anchors of a scale,
 * {@link RatingScale#fixed()}) pairs each anchor with the next one and the one after it, so each rating rests on
 * two opponents.
 *
 * @param levels  the levels, weakest first
 * @param anchors the anchors, weakest first (conventionally the random mover first)
 */
public record Ladder(List<EngineSpec> levels, List<EngineSpec> anchors) {
    /**
     * Validates the players.
     *
     * @throws LabInputException if there is no anchor, no level and fewer than two anchors, or two players share a
     *                           name
     */
    public Ladder {
        levels = List.copyOf(levels);
        anchors = List.copyOf(anchors);
        if (anchors.isEmpty() || levels.isEmpty() && anchors.size() < 2) {
            throw new LabInputException("a ladder needs at least one level and one anchor, or two anchors without"
                    + " levels");
        }
        Set<String> names = new HashSet<>();
        for (EngineSpec p : players(levels, anchors)) {
            if (!names.add(AnchorText.nameOf(p))) {
                throw new LabInputException("player " + AnchorText.nameOf(p) + " is in the ladder twice");
            }
        }
    }

    /**
     * The ladder of the lab's three levels at a levels version against anchors in text form ({@link AnchorText}).
     *
     * @param levelsVersion the levels version, or null for the promoted one
     * @throws LabInputException for a bad anchor or a player named twice
     */
    public static Ladder of(String levelsVersion, List<String> anchorTexts) {
        List<EngineSpec> levels = Level.NAMES.stream()
                .map(l -> new EngineSpec(EngineConfig.TTAKJI, l, null, levelsVersion, null, null, null)).toList();
        return new Ladder(levels, anchorTexts.stream().map(t -> AnchorText.parse(t, levelsVersion)).toList());
    }

    /**
     * A ladder of anchors alone, in text form ({@link AnchorText}), weakest first.
     *
     * @throws LabInputException for a bad anchor, fewer than two, or one named twice
     */
    public static Ladder anchorsOnly(List<String> anchorTexts) {
        return new Ladder(List.of(), anchorTexts.stream().map(t -> AnchorText.parse(t, null)).toList());
    }

    /**
     * The ladder of a rating run's pairings (a report of an existing run): the lab's players other than the
     * {@code lab:} anchors are the levels, everyone else the anchors, each in order of first appearance.
     *
     * @throws LabInputException if the pairings have no anchor, or no level and one anchor
     */
    public static Ladder fromPairings(List<Pairing> pairings) {
        java.util.LinkedHashMap<String, EngineSpec> levels = new java.util.LinkedHashMap<>();
        java.util.LinkedHashMap<String, EngineSpec> anchors = new java.util.LinkedHashMap<>();
        for (Pairing p : pairings) {
            // b first: an anchor pairing names the stronger anchor a, and anchors are listed weakest first
            for (EngineSpec s : List.of(p.b(), p.a())) {
                boolean level = EngineConfig.TTAKJI.equals(s.engine())
                        && !AnchorText.nameOf(s).startsWith(AnchorText.LAB + ":");
                (level ? levels : anchors).putIfAbsent(AnchorText.nameOf(s), s);
            }
        }
        return new Ladder(List.copyOf(levels.values()), List.copyOf(anchors.values()));
    }

    private static List<EngineSpec> players(List<EngineSpec> levels, List<EngineSpec> anchors) {
        List<EngineSpec> all = new ArrayList<>(levels);
        all.addAll(anchors);
        return all;
    }

    /** Every player, levels first. */
    public List<EngineSpec> players() {
        return players(levels, anchors);
    }

    /** The pairings in run order (see the class comment). */
    public List<Pairing> pairings() {
        List<Pairing> out = new ArrayList<>();
        for (int l = 0; l < levels.size(); l++) {
            for (EngineSpec anchor : anchors) {
                if (!EngineConfig.RANDOM.equals(anchor.engine()) || l == 0) {
                    out.add(new Pairing(levels.get(l), anchor));
                }
            }
        }
        for (int l = 0; l + 1 < levels.size(); l++) {
            out.add(new Pairing(levels.get(l + 1), levels.get(l)));
        }
        for (int a = 0; a + 1 < anchors.size(); a++) {
            out.add(new Pairing(anchors.get(a + 1), anchors.get(a)));
        }
        for (int a = 0; levels.isEmpty() && a + 2 < anchors.size(); a++) {
            out.add(new Pairing(anchors.get(a + 2), anchors.get(a)));
        }
        return out;
    }
}
