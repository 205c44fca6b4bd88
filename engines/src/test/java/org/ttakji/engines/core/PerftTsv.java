package org.ttakji.engines.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The perft references of {@code shared/perft/<variant>.tsv} (copied to test resources {@code perft/}),
 * as dynamic tests. Rows up to {@link #FAST_NODE_LIMIT} leaves belong in the unit suite; deeper rows in a
 * test tagged {@code slow}.
 */
public final class PerftTsv {
    /** Rows with at most this many leaves run in the default test suite. */
    public static final long FAST_NODE_LIMIT = 5_000_000L;

    /** One reference row. */
    public record Row(String fen, int depth, long nodes, String source) {
    }

    private PerftTsv() {
    }

    /** Every row of the variant's file. */
    public static List<Row> rows(Variant variant) {
        String resource = "/perft/" + variant.cliName() + ".tsv";
        List<Row> rows = new ArrayList<>();
        try (InputStream in = PerftTsv.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            r.readLine(); // header
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t");
                rows.add(new Row(f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f.length > 4 ? f[4] : ""));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    /**
     * Dynamic tests, one per row with {@code nodes <= limitInclusive} and {@code nodes > limitExclusiveLow}.
     *
     * @param rules the variant's rules; positions use its {@link VariantRules#perftRuleDefaults()}
     */
    public static Stream<DynamicTest> tests(VariantRules rules, long lowExclusive, long highInclusive) {
        RuleOptions options = rules.parseRules(rules.perftRuleDefaults());
        return rows(rules.variant()).stream()
                .filter(row -> row.nodes() > lowExclusive && row.nodes() <= highInclusive)
                .map(row -> DynamicTest.dynamicTest("perft " + row.depth() + " of " + row.fen() + " = " + row.nodes(),
                        () -> {
                            Position p = rules.fromFen(row.fen(), options);
                            long n = new Perft(row.depth()).count(p, row.depth());
                            org.junit.jupiter.api.Assertions.assertEquals(row.nodes(), n,
                                    "perft " + row.depth() + " of " + row.fen() + " (" + row.source() + ")");
                            org.junit.jupiter.api.Assertions.assertEquals(row.fen().split(" ")[0],
                                    p.toFen().split(" ")[0], "perft must restore the position");
                        }));
    }

    /** The fast rows (unit suite). */
    public static Stream<DynamicTest> fast(VariantRules rules) {
        return tests(rules, -1, FAST_NODE_LIMIT);
    }

    /** The deep rows (tag them {@code slow}). */
    public static Stream<DynamicTest> deep(VariantRules rules) {
        return tests(rules, FAST_NODE_LIMIT, Long.MAX_VALUE);
    }
}
