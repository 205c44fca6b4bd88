package org.ttakji.engines.eval;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * The ordered, named and documented features of one variant's evaluation. A weight file names the
 * feature set it was made for by {@link #id()} and {@link #hash()}, so it never loads into a
 * mismatching extractor.
 *
 * <p>{@link #hash()} is the lower-case hex SHA-256 of the UTF-8 bytes of the feature names in index
 * order, each followed by one {@code '\n'} (names only: rewording a description keeps the hash; adding,
 * removing, renaming or reordering a feature changes it). Immutable and thread-safe.
 *
 * <p>A set may have a {@link #valueScale()} above 1: its feature values are stored multiplied by that scale
 * (e.g. a value times a game phase of 0..24, see {@link Tapered}) and the evaluation is
 * {@code Σ weight · value / valueScale}, so weights stay in centipawns per unit. A set may also
 * {@linkplain #liftFrom lift} the weights of an earlier set of its variant, so files made for the earlier set
 * still load and evaluate as before.
 */
public final class FeatureSet {
    /** Allowed feature names: letters, digits and {@code _ . : + -}, e.g. {@code pst.knight.e4}. */
    public static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.:+-]+");

    private final String id;
    private final List<String> names;
    private final List<String> descriptions;
    private final Map<String, Integer> index;
    private final String hash;
    private final int valueScale;
    private final List<Lift> lifts;

    private FeatureSet(String id, List<String> names, List<String> descriptions, int valueScale, List<Lift> lifts) {
        this.id = id;
        this.valueScale = valueScale;
        this.lifts = List.copyOf(lifts);
        this.names = List.copyOf(names);
        this.descriptions = List.copyOf(descriptions);
        Map<String, Integer> byName = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            byName.put(names.get(i), i);
        }
        this.index = Collections.unmodifiableMap(byName);
        this.hash = hashOf(this.names);
    }

    /**
     * A builder for a feature set.
     *
     * @param id identifier recorded in weight files, e.g. {@code chess960-v1}; change it whenever the
     *           meaning of a feature changes without its name changing
     */
    public static Builder builder(String id) {
        return new Builder(id);
    }

    /** The identifier, e.g. {@code chess960-v1}. */
    public String id() {
        return id;
    }

    /** Number of features. */
    public int size() {
        return names.size();
    }

    /** Feature names in index order (unmodifiable). */
    public List<String> names() {
        return names;
    }

    /** The name of feature {@code i}. @throws IndexOutOfBoundsException if out of range */
    public String name(int i) {
        return names.get(i);
    }

    /** The documentation of feature {@code i}: what is counted and in which unit. */
    public String description(int i) {
        return descriptions.get(i);
    }

    /** The index of a feature, or -1 if the set has no feature of that name. */
    public int indexOf(String name) {
        Integer i = index.get(name);
        return i == null ? -1 : i;
    }

    /**
     * What every feature value is multiplied by, 1 or more: the evaluation is {@code Σ weight · value / valueScale}
     * centipawns (1 for plain counts; a tapered set's phase maximum, {@link Tapered}).
     */
    public int valueScale() {
        return valueScale;
    }

    /**
     * The first {@code n} features of this set, with their descriptions, as a set of its own named {@code id}: the
     * earlier version of a set that grew by appending features (no value scale, no lifts).
     *
     * @throws IllegalArgumentException if {@code n} is not in 1..{@link #size()}
     */
    public FeatureSet prefix(String id, int n) {
        if (n < 1 || n > size()) {
            throw new IllegalArgumentException("prefix of " + n + " features of " + this.id + ", which has " + size());
        }
        Builder b = builder(id);
        for (int i = 0; i < n; i++) {
            b.add(names.get(i), descriptions.get(i));
        }
        return b.build();
    }

    /**
     * The lift of weights made for an earlier feature set of the variant, or null when this set has none from
     * {@code id} and {@code hash}.
     */
    public Lift liftFrom(String id, String hash) {
        for (Lift l : lifts) {
            if (l.from().id().equals(id) && l.from().hash().equals(hash)) {
                return l;
            }
        }
        return null;
    }

    /**
     * How weights of an earlier feature set become weights of this one that evaluate every position the same
     * (up to the fixed point's rounding): old weights files keep loading after a variant's features grow.
     *
     * @param from    the earlier set (names only are used: its files are checked against them)
     * @param convert the earlier set's weights by name to this set's weights by name (every feature of this set)
     */
    public record Lift(FeatureSet from, UnaryOperator<Map<String, Double>> convert) {
        /** Checks the members. */
        public Lift {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(convert, "convert");
        }
    }

    /** SHA-256 of the names (see the class documentation), 64 lower-case hex digits. */
    public String hash() {
        return hash;
    }

    /** The hash of a list of feature names, as {@link #hash()} defines it. */
    public static String hashOf(List<String> names) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String n : names) {
                sha.update((n + "\n").getBytes(StandardCharsets.UTF_8));
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    @Override
    public String toString() {
        return id + " (" + names.size() + " features, hash " + hash.substring(0, 12) + ")";
    }

    /** Collects features in index order. Not thread-safe. */
    public static final class Builder {
        private final String id;
        private final List<String> names = new ArrayList<>();
        private final List<String> descriptions = new ArrayList<>();
        private final Map<String, Integer> seen = new LinkedHashMap<>();
        private final List<Lift> lifts = new ArrayList<>();
        private int valueScale = 1;

        private Builder(String id) {
            if (id == null || !NAME.matcher(id).matches()) {
                throw new IllegalArgumentException("bad feature set id '" + id + "' (allowed: " + NAME + ")");
            }
            this.id = id;
        }

        /**
         * Adds the next feature and returns its index.
         *
         * @param name        unique, matching {@link #NAME}
         * @param description what the feature counts and in which unit, from the side to move's view
         * @throws IllegalArgumentException for a bad or duplicate name or an empty description
         */
        public int add(String name, String description) {
            if (name == null || !NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("bad feature name '" + name + "' (allowed: " + NAME + ")");
            }
            if (seen.containsKey(name)) {
                throw new IllegalArgumentException("duplicate feature name '" + name + "' in " + id);
            }
            if (description == null || description.isBlank()) {
                throw new IllegalArgumentException("feature '" + name + "' needs a description");
            }
            seen.put(name, names.size());
            names.add(name);
            descriptions.add(Objects.requireNonNull(description));
            return names.size() - 1;
        }

        /**
         * Sets the value scale (default 1): the extractor reports every value multiplied by it.
         *
         * @throws IllegalArgumentException if {@code scale < 1}
         */
        public Builder valueScale(int scale) {
            if (scale < 1) {
                throw new IllegalArgumentException("value scale must be at least 1, got " + scale);
            }
            this.valueScale = scale;
            return this;
        }

        /**
         * Declares how weights of the earlier set {@code from} become weights of this one ({@link Lift}).
         *
         * @throws IllegalArgumentException if {@code from} has this set's id
         */
        public Builder liftsFrom(FeatureSet from, UnaryOperator<Map<String, Double>> convert) {
            if (from.id().equals(id)) {
                throw new IllegalArgumentException("a feature set cannot lift from its own id " + id);
            }
            lifts.add(new Lift(from, convert));
            return this;
        }

        /** Number of features added so far (the index the next one gets). */
        public int size() {
            return names.size();
        }

        /** The feature set. @throws IllegalArgumentException if it is empty */
        public FeatureSet build() {
            if (names.isEmpty()) {
                throw new IllegalArgumentException("feature set " + id + " has no feature");
            }
            return new FeatureSet(id, names, descriptions, valueScale, lifts);
        }
    }
}
