package org.ttakji.tuning;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.WeightsStore;

/** The repository's data files, copied into a test's own data directory (tests never write the real one). */
public final class TestData {
    private TestData() {
    }

    /** The repository's {@code data} directory (tests run in the {@code tuning} module directory). */
    public static Path repoData() {
        Path cwd = Path.of("").toAbsolutePath();
        Path root = Files.isDirectory(cwd.resolve("tuning")) ? cwd : cwd.getParent();
        return root.resolve("data");
    }

    /**
     * A copy of the repository's weights, levels and opening suites of a variant under {@code dir/data}; returns that
     * data dir.
     */
    public static Path copyOf(Path dir, String variant) {
        Path data = dir.resolve("data");
        for (String kind : new String[]{"weights", "levels", "openings"}) {
            if (!Files.isDirectory(repoData().resolve(kind).resolve(variant))) {
                continue; // a variant without suites
            }
            Path from = repoData().resolve(kind).resolve(variant);
            Path to = data.resolve(kind).resolve(variant);
            try {
                Files.createDirectories(to);
                try (Stream<Path> files = Files.list(from)) {
                    for (Path f : files.toList()) {
                        Files.copy(f, to.resolve(f.getFileName()));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return data;
    }

    /**
     * A copy as {@link #copyOf} makes, but with only the starting weights and levels (v0001, promoted), whatever
     * later versions the repository holds: for tests whose expectations are written against v0001.
     */
    public static Path startingCopyOf(Path dir, String variant) {
        Path data = copyOf(dir, variant);
        Variant v = Variant.fromCliName(variant);
        try {
            for (String kind : new String[]{"weights", "levels"}) {
                try (Stream<Path> files = Files.list(data.resolve(kind).resolve(variant))) {
                    for (Path f : files.filter(f -> !f.getFileName().toString().equals("v0001.json")).toList()) {
                        Files.delete(f);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        WeightsStore.at(data).promote(v, "v0001", "hand-set starting weights");
        LevelsStore.at(data).promote(v, "v0001", "hand-set starting levels");
        return data;
    }
}
