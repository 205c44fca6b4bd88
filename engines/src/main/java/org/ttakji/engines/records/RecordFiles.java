package org.ttakji.engines.records;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.Variant;

/**
 * Finds the record files of the given places and the format that reads each: a file by its extension among the
 * formats of every variant ({@link org.ttakji.engines.core.VariantRules#recordFormats()}). Where formats of several
 * variants share an extension ({@code .pgn}: Chess960 PGN and Xiangqi XQ-PGN), the formats that
 * {@link RecordFormat#claims} the file's beginning decide; when none or several do, the first in the variants' order
 * reads it. With one variant given, a folder's file is that variant's only when one of its formats claims it (so a
 * Xiangqi PGN under a Chess960 folder list is left out, not misread); a file named by itself is read by that
 * variant's format, as asked.
 */
public final class RecordFiles {
    /** How much of a file {@link RecordFormat#claims} sees. */
    private static final int HEAD_BYTES = 16 * 1024;

    /**
     * What was found.
     *
     * @param files   the record files, in the places' order, each place's files sorted by name
     * @param ignored files under a folder that no format reads (e.g. a README), relative to their place
     */
    public record Found(List<RecordFile> files, List<String> ignored) {
        /** Copies the lists. */
        public Found {
            files = List.copyOf(files);
            ignored = List.copyOf(ignored);
        }
    }

    private RecordFiles() {
    }

    /**
     * The record files of the places: a file itself, or every record file under a folder (recursively; files and
     * folders whose names start with {@code .} are skipped).
     *
     * @param places  files or folders
     * @param variant only this variant's files, or null for every variant's
     * @throws LabInputException when a place does not exist, a file named itself is no record file, a folder cannot
     *                           be listed, or no record file is found at all
     */
    public static Found find(List<Path> places, Variant variant) {
        if (places.isEmpty()) {
            throw new LabInputException("no record file or folder given");
        }
        List<RecordFile> files = new ArrayList<>();
        List<String> ignored = new ArrayList<>();
        for (Path place : places) {
            Found here = of(place, variant);
            if (Files.isRegularFile(place) && here.files().isEmpty()) {
                throw new LabInputException(place + " is not a record file" + (variant == null ? "" : " of "
                        + variant.cliName()) + " (known extensions: " + extensions(variant) + ")");
            }
            files.addAll(here.files());
            ignored.addAll(here.ignored());
        }
        if (files.isEmpty()) {
            throw new LabInputException("no record files" + (variant == null ? "" : " of " + variant.cliName())
                    + " in " + places + " (known extensions: " + extensions(variant) + ")");
        }
        return new Found(files, ignored);
    }

    /**
     * The record files of one place, as {@link #find} chooses them, none when it holds none (a file named itself
     * that is no record file is then the one ignored name).
     *
     * @param place   a file or folder
     * @param variant only this variant's files, or null for every variant's
     * @throws LabInputException when the place does not exist or a folder cannot be listed
     */
    public static Found of(Path place, Variant variant) {
        if (!Files.exists(place)) {
            throw new LabInputException("no such record file or folder: " + place);
        }
        if (Files.isRegularFile(place)) {
            String name = place.getFileName().toString();
            RecordFile f = classify(place, name, variant, true);
            return f == null ? new Found(List.of(), List.of(name)) : new Found(List.of(f), List.of());
        }
        List<Path> under;
        try (Stream<Path> s = Files.walk(place)) {
            under = s.filter(Files::isRegularFile).filter(p -> !hidden(place, p)).sorted().toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new LabInputException("cannot list record folder " + place + ": " + e.getMessage(), e);
        }
        List<RecordFile> files = new ArrayList<>();
        List<String> ignored = new ArrayList<>();
        for (Path p : under) {
            String name = place.relativize(p).toString().replace(java.io.File.separatorChar, '/');
            RecordFile f = classify(p, name, variant, false);
            if (f == null) {
                ignored.add(name);
            } else {
                files.add(f);
            }
        }
        return new Found(files, ignored);
    }

    private static boolean hidden(Path place, Path p) {
        for (Path part : place.relativize(p)) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The file's format, or null when it is none of the formats (of the variant, when one is given).
     *
     * @param named whether the file was named by itself (then a given variant's format reads it without a claim)
     */
    private static RecordFile classify(Path file, String name, Variant variant, boolean named) {
        List<RecordFormat> formats = new ArrayList<>();
        List<Variant> owners = new ArrayList<>();
        for (Variant v : Variant.values()) {
            for (RecordFormat f : Variants.rules(v).recordFormats()) {
                formats.add(f);
                owners.add(v);
            }
        }
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < formats.size(); i++) {
            if (formats.get(i).matches(file)) {
                candidates.add(i);
            }
        }
        List<Integer> own = candidates.stream().filter(i -> variant == null || owners.get(i) == variant).toList();
        if (own.isEmpty()) {
            return null;
        }
        boolean shared = candidates.stream().map(owners::get).distinct().count() > 1;
        int chosen = own.get(0);
        if (shared && !(variant != null && named)) {
            String head = head(file);
            List<Integer> claiming = candidates.stream().filter(i -> formats.get(i).claims(head)).toList();
            Optional<Integer> ownClaim = claiming.stream().filter(own::contains).findFirst();
            if (ownClaim.isEmpty() && variant != null && !claiming.isEmpty()) {
                return null; // another variant's file with the same extension
            }
            chosen = ownClaim.orElse(chosen);
        }
        return new RecordFile(file, name, owners.get(chosen), formats.get(chosen));
    }

    /** The file's first bytes as ISO-8859-1 (ASCII tags read in any encoding); empty when it cannot be read. */
    private static String head(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(HEAD_BYTES), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            return ""; // the reader reports the file as unreadable
        }
    }

    private static String extensions(Variant variant) {
        List<String> all = new ArrayList<>();
        for (Variant v : variant == null ? List.of(Variant.values()) : List.of(variant)) {
            Variants.rules(v).recordFormats().forEach(f -> all.addAll(f.extensions()));
        }
        return String.join(" ", all.stream().distinct().toList());
    }
}
