package org.ttakji.engines.cli;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;
import picocli.CommandLine.Option;

/**
 * The options that choose a position, shared by commands as a picocli mixin:
 * {@code --fen}, {@code --start} and {@code --rules}.
 */
public final class PositionOptions {
    @Option(names = "--fen", paramLabel = "<fen>",
            description = "Start from this position (the variant's format: Shredder-FEN/X-FEN, SFEN, FEN, banqi text).")
    String fen;

    @Option(names = "--start", paramLabel = "N",
            description = "Start position selector: Chess960 Scharnagl number 0..959, Banqi layout seed.")
    Long start;

    @Option(names = "--rules", paramLabel = "key=value", split = ",",
            description = "Rule options, e.g. promotion=all (see each variant's docs).")
    List<String> rules = new ArrayList<>();

    /** The rule options chosen, defaults filled in. @throws org.ttakji.engines.core.LabInputException on a bad option */
    public RuleOptions ruleOptions(VariantRules variant) {
        return variant.parseRules(rules);
    }

    /**
     * The rule options for perft: the variant's perft conventions ({@link VariantRules#perftRuleDefaults()}),
     * then the user's {@code --rules} on top.
     */
    public RuleOptions rulesForPerft(VariantRules variant) {
        List<String> items = new ArrayList<>(variant.perftRuleDefaults());
        items.addAll(rules);
        return variant.parseRules(items);
    }

    /**
     * The position chosen: {@code --fen}, else {@code --start}, else the standard start.
     *
     * @throws org.ttakji.engines.core.LabInputException on a bad FEN, start number or rule option
     */
    public Position position(VariantRules variant, RuleOptions ruleOptions) {
        return position(variant, ruleOptions, false);
    }

    /**
     * The position chosen, a {@code --fen} read as a constructed position when {@code constructed}
     * ({@link VariantRules#fromConstructedFen}: without the start-material limits).
     *
     * @throws org.ttakji.engines.core.LabInputException on a bad FEN, start number or rule option
     */
    public Position position(VariantRules variant, RuleOptions ruleOptions, boolean constructed) {
        if (fen != null && start != null) {
            throw new org.ttakji.engines.core.LabInputException("give either --fen or --start, not both");
        }
        if (fen != null) {
            return constructed ? variant.fromConstructedFen(fen, ruleOptions) : variant.fromFen(fen, ruleOptions);
        }
        return start != null ? variant.startPosition(ruleOptions, start) : variant.startPosition(ruleOptions);
    }
}
