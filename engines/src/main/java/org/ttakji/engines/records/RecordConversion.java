package org.ttakji.engines.records;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.RecordGame;
import org.ttakji.engines.core.RecordWriter;
import org.ttakji.engines.core.Variant;

/**
 * Converts record files to another record format of their variant ({@code lab records convert --to <format>}),
 * and names the formats the lab writes.
 *
 * <p>Layout: a format with one game per file (CSA, KIF) writes a folder with one file per game, named after its
 * source file ({@code <source stem>.kif}, or {@code <source stem>-<n>.kif} for the n-th game of a file holding
 * several); another format writes one file per source file ({@code <source stem>.<ext>}) into a folder, or every
 * game into one file when {@code --out} ends with the format's extension. Games that do not replay are not written
 * ({@code lab records check} names them). The output appears at once ({@link OutputTree}).
 */
public final class RecordConversion {
    private RecordConversion() {
    }

    /**
     * What a conversion wrote.
     *
     * @param files   source files read
     * @param written games written
     * @param refused games not written because they do not replay (an unreadable file counts as one)
     * @param outputs the files written, relative to {@code --out} (the single file's name for a file target)
     */
    public record Summary(int files, int written, int refused, List<String> outputs) {
        /** Copies the list. */
        public Summary {
            outputs = List.copyOf(outputs);
        }
    }

    /** The ids ({@link RecordFormat#id()}) of the formats of a variant that the lab writes, in the variant's order. */
    public static List<String> writableIds(Variant variant) {
        return Variants.rules(variant).recordFormats().stream().filter(f -> f.writer().isPresent())
                .map(RecordFormat::id).toList();
    }

    /**
     * The variant's writable format of that id (case-insensitive, {@code -} ignored: {@code xq-pgn} = {@code xqpgn}).
     *
     * @throws LabInputException naming the variant and the formats it writes when it has none of that id
     */
    public static RecordFormat target(Variant variant, String id) {
        String wanted = id.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        for (RecordFormat f : Variants.rules(variant).recordFormats()) {
            if (f.id().equals(wanted) && f.writer().isPresent()) {
                return f;
            }
        }
        throw new LabInputException("format '" + id + "' is not one the lab writes for " + variant.cliName()
                + " (it writes: " + String.join(", ", writableIds(variant)) + ")");
    }

    /**
     * The variant's first writable format (Chess960 PGN, Shogi CSA, Xiangqi XQ-PGN, Janggi-PGN, Banqi-PGN).
     *
     * @throws LabInputException when the variant has none
     */
    public static RecordFormat defaultTarget(Variant variant) {
        List<String> ids = writableIds(variant);
        if (ids.isEmpty()) {
            throw new LabInputException(variant.cliName() + " has no record format the lab writes");
        }
        return target(variant, ids.get(0));
    }

    /**
     * The variant that has a writable format of this id.
     *
     * @throws LabInputException listing every writable format id when none has it
     */
    public static Variant variantOf(String id) {
        List<String> all = new ArrayList<>();
        for (Variant v : Variant.values()) {
            try {
                target(v, id);
                return v;
            } catch (LabInputException e) {
                writableIds(v).forEach(f -> all.add(f + " (" + v.cliName() + ")"));
            }
        }
        throw new LabInputException("unknown record format '" + id + "' (the lab writes: " + String.join(", ", all)
                + "; or parquet, the game table)");
    }

    /**
     * Converts the files' replayed games to the format {@code id}.
     *
     * @param files the record files (all of the variant whose format {@code id} is)
     * @param id    the target format's id
     * @param out   a folder (which must not exist yet, or be empty), or a file ending with the format's extension
     *              for a format that holds several games a file
     * @throws LabInputException when a file is of another variant, or {@code out} cannot be written
     */
    public static Summary convert(List<RecordFile> files, String id, Path out) {
        Variant variant = variantOf(id);
        RecordFormat format = target(variant, id);
        for (RecordFile f : files) {
            if (f.variant() != variant) {
                throw new LabInputException(f.name() + " is a " + f.variant().cliName() + " record, but " + format.id()
                        + " is a " + variant.cliName() + " format");
            }
        }
        RecordWriter writer = format.writer().orElseThrow();
        String ext = format.extensions().get(0);
        boolean oneFile = !format.oneGamePerFile() && out.getFileName() != null
                && out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(ext);
        int written = 0;
        int refused = 0;
        try (OutputTree tree = oneFile ? OutputTree.file(out) : OutputTree.folder(out)) {
            for (RecordFile f : files) {
                List<RecordGame> games;
                try {
                    games = f.format().read(f.path(), f.name());
                } catch (LabInputException e) {
                    refused++;
                    continue;
                }
                String stem = stem(f.name());
                for (RecordGame g : games) {
                    if (!(g instanceof RecordGame.Replayed r)) {
                        refused++;
                        continue;
                    }
                    String name = format.oneGamePerFile() && games.size() > 1 ? stem + "-" + r.index() + ext : stem + ext;
                    tree.append(name, encode(writer, r));
                    written++;
                }
            }
            tree.commit();
            List<String> outputs = oneFile ? List.of(out.getFileName().toString())
                    : tree.written().stream().sorted().toList();
            return new Summary(files.size(), written, refused, outputs);
        }
    }

    /** The source name without its extension. */
    static String stem(String name) {
        int slash = name.lastIndexOf('/');
        int dot = name.lastIndexOf('.');
        return dot > slash + 1 ? name.substring(0, dot) : name;
    }

    /**
     * The game as the writer's text in the writer's charset (characters it cannot encode become {@code ?}).
     *
     * @throws LabInputException when the format cannot express the game
     */
    public static byte[] encode(RecordWriter writer, RecordGame.Replayed game) {
        String text = writer.toText(game);
        CharsetEncoder encoder = writer.charset().newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        try {
            ByteBuffer b = encoder.encode(CharBuffer.wrap(text));
            byte[] bytes = new byte[b.remaining()];
            b.get(bytes);
            return bytes;
        } catch (CharacterCodingException e) {
            throw new IllegalStateException("an encoder that replaces cannot fail", e);
        }
    }
}
