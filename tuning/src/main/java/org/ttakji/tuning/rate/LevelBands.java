package org.ttakji.tuning.rate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;

/**
 * The target strength bands of a variant's levels, {@code data/levels/bands/<variant>.json}: for easy, normal and
 * expert an interval of lab Elo ({@code docs/rating.md}) that calibration aims at the middle of, each tied to the
 * anchors it should sit between, with the reasons; and the scale those numbers are on, one anchor player at a fixed
 * rating ({@link RatingScale}), which {@code rate} and {@code calibrate} fit every run to. JSON members:
 * <pre>
 * format         "ttakji-level-bands"
 * formatVersion  3 (2 is still read: it has no fixedAnchors; and 1: no scaleAnchor, its numbers on the random
 *                mover = 0)
 * variant        "xiangqi"
 * version        1, 2, ... (raised whenever a number, a tie or the scale changes)
 * scale          what the numbers are (text)
 * scaleAnchor    {"player": anchor, "elo": lab Elo}: the player of anchors the scale is tied to, and its rating
 * fixedAnchors   optional, [{"player": anchor, "elo": lab Elo, "why": text}, ...]: more anchors held at fixed
 *                ratings in every fit (Ordo's multiple anchors; each measured once against the scale's anchor in
 *                an anchor-only run, which "why" names), {@link RatingScale#fixed()}
 * anchors        the ladder the bands are tied to, weakest first (anchor text forms, {@link AnchorText})
 * why            why these bands (text)
 * bands          {"easy": B, "normal": B, "expert": B}, each B = {"low": Elo, "high": Elo,
 *                 "above": anchor|null, "below": anchor|null, "why": text}, optionally "aim": Elo (where
 *                 calibration aims, low..high; default the middle)
 * </pre>
 * Bands are increasing and disjoint (easy's {@code high} at most normal's {@code low}, ...); {@code above} and
 * {@code below} name anchors of {@code anchors} that the band should lie above and below.
 *
 * @param variant the variant
 * @param version the bands' version
 * @param scale   the scale's anchor player and its rating ({@link RatingScale#RANDOM_ZERO} for format 1)
 * @param anchors the anchors the bands are tied to, weakest first
 * @param why     the reasons for the bands as a whole
 * @param bands   easy, normal and expert, in that order
 */
public record LevelBands(Variant variant, int version, RatingScale scale, List<String> anchors, String why,
                         Map<String, Band> bands) {
    /** The {@code format} member. */
    public static final String FORMAT = "ttakji-level-bands";
    /** The {@code formatVersion} this build writes; it reads this one, 2 and 1. */
    public static final int FORMAT_VERSION = 3;
    /** The format with a scale anchor and no fixed anchors. */
    public static final int FORMAT_VERSION_ONE_ANCHOR = 2;
    /** The first format: no {@code scaleAnchor}, the numbers on the random mover = 0. */
    public static final int FORMAT_VERSION_RANDOM_ZERO = 1;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> MEMBERS = Set.of("format", "formatVersion", "variant", "version", "scale",
            "scaleAnchor", "fixedAnchors", "anchors", "why", "bands");
    private static final Set<String> SCALE_MEMBERS = Set.of("player", "elo");
    private static final Set<String> FIXED_MEMBERS = Set.of("player", "elo", "why");
    private static final Set<String> BAND_MEMBERS = Set.of("low", "high", "aim", "above", "below", "why");

    /**
     * One level's band.
     *
     * @param level the level
     * @param low   the lowest rating in the band, lab Elo
     * @param high  the highest rating in the band, lab Elo (&gt; low)
     * @param aim   where calibration aims, lab Elo in low..high, or null for the middle
     * @param above the anchor the band lies above, or null
     * @param below the anchor the band lies below, or null
     * @param why   the reasons
     */
    public record Band(String level, double low, double high, Double aim, String above, String below, String why) {
        /** A band calibration aims at the middle of. */
        public Band(String level, double low, double high, String above, String below, String why) {
            this(level, low, high, null, above, below, why);
        }

        /** The middle of the band. */
        public double mid() {
            return (low + high) / 2;
        }

        /**
         * Where calibration aims: the band's {@code aim} when it has one (e.g. the upper part of normal's band, so
         * that it stands apart from easy's), else its middle.
         */
        public double target() {
            return aim != null ? aim : mid();
        }

        /** True when a rating is inside the band (ends included). */
        public boolean contains(double rating) {
            return rating >= low && rating <= high;
        }
    }

    /** Copies the collections. */
    public LevelBands {
        java.util.Objects.requireNonNull(scale, "scale");
        anchors = List.copyOf(anchors);
        bands = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(bands));
    }

    /** Bands on the scale of the random mover at 0 (format 1). */
    public LevelBands(Variant variant, int version, List<String> anchors, String why, Map<String, Band> bands) {
        this(variant, version, RatingScale.RANDOM_ZERO, anchors, why, bands);
    }

    /**
     * The scale a variant's ratings are on unless told: its bands file's scale anchor, or the random mover at 0 when
     * the variant has no bands file.
     *
     * @throws LabInputException if the bands file exists but cannot be read (every problem named)
     */
    public static RatingScale scaleOf(Path dataDir, Variant variant) {
        Path f = file(dataDir, variant);
        return Files.isRegularFile(f) ? load(f, variant).scale() : RatingScale.RANDOM_ZERO;
    }

    /** A level's band. @throws LabInputException for an unknown level */
    public Band band(String level) {
        Band b = bands.get(level);
        if (b == null) {
            throw new LabInputException("no band for level '" + level + "' (bands have " + bands.keySet() + ")");
        }
        return b;
    }

    /** The bands file of a variant under a lab data directory: {@code <data>/levels/bands/<variant>.json}. */
    public static Path file(Path dataDir, Variant variant) {
        return dataDir.resolve("levels").resolve("bands").resolve(variant.cliName() + ".json");
    }

    /**
     * Reads and validates a bands file.
     *
     * @throws LabInputException naming the file: missing or unreadable, or every problem of its content
     */
    public static LevelBands load(Path file, Variant variant) {
        if (!Files.isRegularFile(file)) {
            throw new LabInputException("no level bands file " + file + " (the target bands of " + variant.cliName()
                    + "'s levels: docs/calibration.md)");
        }
        try {
            return parse(file.toString(), Files.readString(file), variant);
        } catch (IOException e) {
            throw new LabInputException("cannot read level bands file " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Parses and validates a bands file's text.
     *
     * @param fileName the file as errors name it
     * @throws LabInputException naming the file and listing every problem
     */
    public static LevelBands parse(String fileName, String text, Variant variant) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new LabInputException(fileName + ": not JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new LabInputException(fileName + ": not a JSON object");
        }
        List<String> problems = new ArrayList<>();
        unknownMembers(root, MEMBERS, "", problems);
        if (!FORMAT.equals(root.path("format").asText(null))) {
            problems.add("format must be \"" + FORMAT + "\"");
        }
        int formatVersion = root.path("formatVersion").asInt(-1);
        if (formatVersion != FORMAT_VERSION && formatVersion != FORMAT_VERSION_ONE_ANCHOR
                && formatVersion != FORMAT_VERSION_RANDOM_ZERO) {
            problems.add("formatVersion must be " + FORMAT_VERSION + " (this build reads " + FORMAT_VERSION_RANDOM_ZERO
                    + ".." + FORMAT_VERSION + "), found " + root.path("formatVersion"));
        }
        if (!variant.cliName().equals(root.path("variant").asText(null))) {
            problems.add("variant must be \"" + variant.cliName() + "\", found " + root.path("variant"));
        }
        JsonNode versionNode = root.path("version");
        int version = versionNode.canConvertToInt() && versionNode.isIntegralNumber() ? versionNode.asInt() : -1;
        if (version < 1) {
            problems.add("version must be a whole number >= 1, found " + versionNode);
        }
        List<String> anchors = new ArrayList<>();
        if (!root.path("anchors").isArray() || root.path("anchors").isEmpty()) {
            problems.add("anchors must be a non-empty list of anchors (e.g. \"random\")");
        } else {
            for (JsonNode a : root.path("anchors")) {
                try {
                    anchors.add(AnchorText.nameOf(AnchorText.parse(a.asText(), null)));
                } catch (LabInputException e) {
                    problems.add("anchors: " + e.getMessage());
                }
            }
        }
        RatingScale scale = fixedAnchors(root.get("fixedAnchors"), formatVersion, anchors,
                scale(root.get("scaleAnchor"), formatVersion, anchors, problems), problems);
        Map<String, Band> bands = new LinkedHashMap<>();
        JsonNode bandsNode = root.path("bands");
        if (!bandsNode.isObject()) {
            problems.add("bands must be an object with easy, normal and expert");
        } else {
            unknownMembers(bandsNode, Set.copyOf(Level.NAMES), "bands.", problems);
            for (String level : Level.NAMES) {
                Band b = band(level, bandsNode.get(level), anchors, problems);
                if (b != null) {
                    bands.put(level, b);
                }
            }
        }
        Band previous = null;
        for (Band b : bands.values()) {
            if (previous != null && b.low() < previous.high()) {
                problems.add("bands." + b.level() + ".low (" + fmt(b.low()) + ") is below bands." + previous.level()
                        + ".high (" + fmt(previous.high()) + "): bands must increase and not overlap");
            }
            previous = b;
        }
        if (!problems.isEmpty()) {
            throw new LabInputException(fileName + ": " + String.join("; ", problems));
        }
        return new LevelBands(variant, version, scale, anchors, root.path("why").asText(""), bands);
    }

    /** The scale: format 1 has none (the random mover at 0); format 2 names one of the anchors and its rating. */
    private static RatingScale scale(JsonNode node, int formatVersion, List<String> anchors, List<String> problems) {
        if (formatVersion == FORMAT_VERSION_RANDOM_ZERO) {
            if (node != null) {
                problems.add("scaleAnchor needs formatVersion " + FORMAT_VERSION_ONE_ANCHOR + " or later (format "
                        + FORMAT_VERSION_RANDOM_ZERO + " is on the random mover = 0)");
            }
            return RatingScale.RANDOM_ZERO;
        }
        if (node == null || !node.isObject()) {
            problems.add("scaleAnchor must be an object {\"player\": anchor, \"elo\": lab Elo}: the player the scale"
                    + " is tied to and its fixed rating");
            return RatingScale.RANDOM_ZERO;
        }
        int before = problems.size();
        unknownMembers(node, SCALE_MEMBERS, "scaleAnchor.", problems);
        String player = anchorName(node, "player", "scaleAnchor", anchors, problems);
        if (player == null && problems.size() == before) {
            problems.add("scaleAnchor.player must name one of the anchors " + anchors);
        }
        Double elo = number(node, "elo", "scaleAnchor", problems);
        return problems.size() > before ? RatingScale.RANDOM_ZERO : new RatingScale(player, elo);
    }

    /** Format 3's optional fixed anchors, added to the scale; each one of the anchors, not the scale's anchor. */
    private static RatingScale fixedAnchors(JsonNode node, int formatVersion, List<String> anchors, RatingScale scale,
                                            List<String> problems) {
        if (node == null) {
            return scale;
        }
        if (formatVersion != FORMAT_VERSION) {
            problems.add("fixedAnchors needs formatVersion " + FORMAT_VERSION);
            return scale;
        }
        if (!node.isArray()) {
            problems.add("fixedAnchors must be a list of {\"player\": anchor, \"elo\": lab Elo, \"why\": text}");
            return scale;
        }
        RatingScale out = scale;
        for (int i = 0; i < node.size(); i++) {
            String where = "fixedAnchors[" + i + "]";
            JsonNode f = node.get(i);
            if (!f.isObject()) {
                problems.add(where + " must be an object {\"player\": anchor, \"elo\": lab Elo, \"why\": text}");
                continue;
            }
            int before = problems.size();
            unknownMembers(f, FIXED_MEMBERS, where + ".", problems);
            String player = anchorName(f, "player", where, anchors, problems);
            if (player == null && problems.size() == before) {
                problems.add(where + ".player must name one of the anchors " + anchors);
            }
            Double elo = number(f, "elo", where, problems);
            if (problems.size() > before) {
                continue;
            }
            try {
                out = out.alsoFixing(player, elo);
            } catch (LabInputException e) {
                problems.add(where + ": " + e.getMessage());
            }
        }
        return out;
    }

    private static Band band(String level, JsonNode node, List<String> anchors, List<String> problems) {
        String where = "bands." + level;
        if (node == null || !node.isObject()) {
            problems.add(where + " is missing (an object with low, high, above, below, why)");
            return null;
        }
        int before = problems.size();
        unknownMembers(node, BAND_MEMBERS, where + ".", problems);
        Double low = number(node, "low", where, problems);
        Double high = number(node, "high", where, problems);
        if (low != null && high != null && !(low < high)) {
            problems.add(where + ": low (" + fmt(low) + ") must be below high (" + fmt(high) + ")");
        }
        Double aim = node.has("aim") ? number(node, "aim", where, problems) : null;
        if (aim != null && low != null && high != null && !(aim >= low && aim <= high)) {
            problems.add(where + ".aim (" + fmt(aim) + ") must lie in the band, " + fmt(low) + ".." + fmt(high));
        }
        String above = anchorName(node, "above", where, anchors, problems);
        String below = anchorName(node, "below", where, anchors, problems);
        return problems.size() > before ? null
                : new Band(level, low, high, aim, above, below, node.path("why").asText(""));
    }

    private static Double number(JsonNode node, String member, String where, List<String> problems) {
        JsonNode n = node.get(member);
        if (n == null || !n.isNumber() || !Double.isFinite(n.asDouble())) {
            problems.add(where + "." + member + " must be a number (lab Elo), found " + (n == null ? "nothing" : n));
            return null;
        }
        return n.asDouble();
    }

    private static String anchorName(JsonNode node, String member, String where, List<String> anchors,
                                     List<String> problems) {
        JsonNode n = node.get(member);
        if (n == null || n.isNull()) {
            return null;
        }
        String name;
        try {
            name = AnchorText.nameOf(AnchorText.parse(n.asText(), null));
        } catch (LabInputException e) {
            problems.add(where + "." + member + ": " + e.getMessage());
            return null;
        }
        if (!anchors.contains(name)) {
            problems.add(where + "." + member + " names " + name + ", which is not one of the anchors " + anchors);
            return null;
        }
        return name;
    }

    private static void unknownMembers(JsonNode node, Set<String> allowed, String prefix, List<String> problems) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!allowed.contains(name)) {
                problems.add("unknown member " + prefix + name);
            }
        }
    }

    private static String fmt(double v) {
        return String.format(java.util.Locale.ROOT, "%+.0f", v);
    }
}
