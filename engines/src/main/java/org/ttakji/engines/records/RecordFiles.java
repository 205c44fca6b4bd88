package org.ttakji.engines.records;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.Variant;

/**
 * Finds the record files of the given places and the format that reads each: a file by its extension among the
 * formats of every variant ({@link org.ttakji.engines.core.VariantRules#recordFormats()}), or of one variant when
 * one is given. Where formats of several variants share an extension ({@code .pgn}: Chess960 PGN and Xiangqi
 * XQ-PGN), the formats that {@link RecordFormat#claims} the file's beginning decide; when none or several do, the
 * first in the variants' order reads it.
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
     * @param variant only this variant's formats, or null for every variant's
     * @throws LabInputException when a place does not exist, a file named itself is no record file, a folder cannot
     *                           be listed, or no record file is found at all
     */
    public static Found find(List<Path> places, Variant variant) {
        if (places.isEmpty()) {
            throw new LabInputException("no record file or folder given");
        }
        List<RecordFormat> formats = new ArrayList<>();
        List<Variant> owners = new ArrayList<>();
        for (Variant v : variant == null ? List.of(Variant.values()) : List.of(variant)) {
            for (RecordFormat f : Variants.rules(v).recordFormats()) {
                formats.add(f);
                owners.add(v);
            }
        }
        List<RecordFile> files = new ArrayList<>();
        List<String> ignored = new ArrayList<>();
        for (Path place : places) {
            if (!Files.exists(place)) {
                throw new LabInputException("no such record file or folder: " + place);
            }
            if (Files.isRegularFile(place)) {
                RecordFile f = classify(place, place.getFileName().toString(), formats, owners);
                if (f == null) {
                    throw new LabInputException(place + " is not a record file" + (variant == null ? "" : " of "
                            + variant.cliName()) + " (known extensions: " + extensions(formats) + ")");
                }
                files.add(f);
                continue;
            }
            List<Path> under;
            try (Stream<Path> s = Files.walk(place)) {
                under = s.filter(Files::isRegularFile).filter(p -> !hidden(place, p)).sorted().toList();
            } catch (IOException | java.io.UncheckedIOException e) {
                throw new LabInputException("cannot list record folder " + place + ": " + e.getMessage(), e);
            }
            for (Path p : under) {
                String name = place.relativize(p).toString().replace(java.io.File.separatorChar, '/');
                RecordFile f = classify(p, name, formats, owners);
                if (f == null) {
                    ignored.add(name);
                } else {
                    files.add(f);
                }
            }
        }
        if (files.isEmpty()) {
            throw new LabInputException("no record files" + (variant == null ? "" : " of " + variant.cliName())
                    + " in " + places + " (known extensions: " + extensions(formats) + ")");
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

    private static RecordFile classify(Path file, String name, List<RecordFormat> formats, List<Variant> owners) {
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < formats.size(); i++) {
            if (formats.get(i).matches(file)) {
                candidates.add(i);
            }
        }
        if (candidates.isEmpty()) {
            return null;
        }
        int chosen = candidates.get(0);
        if (candidates.stream().map(owners::get).distinct().count() > 1) {
            String head = head(file);
            for (int i : candidates) {
                if (formats.get(i).claims(head)) {
                    chosen = i;
                    break;
                }
            }
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

    private static String extensions(List<RecordFormat> formats) {
        return String.join(" ", formats.stream().flatMap(f -> f.extensions().stream()).distinct().toList());
    }
}
