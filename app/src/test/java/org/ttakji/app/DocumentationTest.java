package org.ttakji.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The project documents itself (issue 18): every relative link of README.md, {@code docs/} and {@code results/}
 * resolves (a file or folder of the repository, and a heading for a {@code #anchor}); no document points outside the
 * repository; {@code ../shared} (the project's specification folder, absent from a clone) is named only in
 * {@code docs/testing.md}, as the optional source of real game records; README.md stays a short guide.
 */
class DocumentationTest {
    /** Where {@code ../shared} may be named: the one place that says it is optional test data. */
    private static final Path SHARED_ALLOWED = Path.of("docs", "testing.md");
    /** README.md's length limit, lines (issue 18: "at most about 400 lines"). */
    private static final int README_MAX_LINES = 400;
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`]*`");

    private static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !(Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("docs")))) {
            dir = dir.getParent();
        }
        assertTrue(dir != null, "repository root (README.md and docs/) above " + Path.of("").toAbsolutePath());
        return dir;
    }

    private static List<Path> documents(Path root) throws IOException {
        List<Path> docs = new ArrayList<>();
        docs.add(root.resolve("README.md"));
        for (String folder : List.of("docs", "results")) {
            if (Files.isDirectory(root.resolve(folder))) {
                try (Stream<Path> s = Files.walk(root.resolve(folder))) {
                    docs.addAll(s.filter(p -> p.toString().endsWith(".md")).sorted().toList());
                }
            }
        }
        return docs;
    }

    /** The lines of a Markdown file outside code fences, with inline code removed. */
    private static List<String> prose(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        boolean fence = false;
        for (String line : Files.readAllLines(file)) {
            if (line.stripLeading().startsWith("```")) {
                fence = !fence;
                out.add("");
                continue;
            }
            out.add(fence ? "" : INLINE_CODE.matcher(line).replaceAll(""));
        }
        return out;
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
    static String anchor(String heading) {
        String text = heading.replaceAll("^#+\\s*", "").strip().toLowerCase(Locale.ROOT);
        return text.replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }

    private static List<String> anchors(Path file) throws IOException {
        boolean fence = false;
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (line.stripLeading().startsWith("```")) {
                fence = !fence;
            } else if (!fence && line.startsWith("#")) {
                out.add(anchor(line));
            }
        }
        return out;
    }

    @Test
    void headingAnchorsAreGitHubs() {
        assertEquals("opening-explorer-openings", anchor("## Opening explorer (`openings`)"));
        assertEquals("real-game-records", anchor("## Real game records"));
    }

    @Test
    void everyRelativeLinkResolvesInsideTheRepository() throws IOException {
        Path root = root();
        List<String> broken = new ArrayList<>();
        for (Path doc : documents(root)) {
            List<String> lines = prose(doc);
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = LINK.matcher(lines.get(i));
                while (m.find()) {
                    String target = m.group(1);
                    if (target.matches("^[a-z][a-z0-9+.-]*:.*")) {
                        continue; // https:, mailto: ...
                    }
                    String where = root.relativize(doc) + ":" + (i + 1) + ": " + target;
                    int hash = target.indexOf('#');
                    String path = hash < 0 ? target : target.substring(0, hash);
                    String fragment = hash < 0 ? null : target.substring(hash + 1);
                    Path resolved = path.isEmpty() ? doc : doc.getParent().resolve(path).normalize();
                    if (!resolved.startsWith(root)) {
                        broken.add(where + " (outside the repository)");
                    } else if (!Files.exists(resolved)) {
                        broken.add(where + " (no such file)");
                    } else if (fragment != null && resolved.toString().endsWith(".md")
                            && !anchors(resolved).contains(fragment)) {
                        broken.add(where + " (no such heading in " + root.relativize(resolved) + ")");
                    }
                }
            }
        }
        assertTrue(broken.isEmpty(), "broken links:\n" + String.join("\n", broken));
    }

    @Test
    void sharedIsNamedOnlyAsTheOptionalSourceOfTestData() throws IOException {
        Path root = root();
        List<String> found = new ArrayList<>();
        for (Path doc : documents(root)) {
            if (root.relativize(doc).equals(SHARED_ALLOWED)) {
                continue;
            }
            List<String> lines = Files.readAllLines(doc);
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains("../shared") || lines.get(i).contains("/work/")) {
                    found.add(root.relativize(doc) + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertTrue(found.isEmpty(), "only " + SHARED_ALLOWED + " may name ../shared (and no document a developer's "
                + "absolute path):\n" + String.join("\n", found));
        assertTrue(Files.readString(root.resolve(SHARED_ALLOWED)).contains("../shared"),
                SHARED_ALLOWED + " says where the optional real game records are looked for");
    }

    @Test
    void readmeIsAShortGuideThatLinksEveryTopic() throws IOException {
        Path root = root();
        List<String> readme = Files.readAllLines(root.resolve("README.md"));
        assertTrue(readme.size() <= README_MAX_LINES, "README.md has " + readme.size() + " lines");
        String text = String.join("\n", readme);
        List<String> unlinked;
        try (Stream<Path> s = Files.list(root.resolve("docs"))) {
            unlinked = s.filter(p -> p.toString().endsWith(".md"))
                    .map(p -> "docs/" + p.getFileName())
                    .filter(name -> !text.contains("(" + name))
                    .sorted().collect(Collectors.toList());
        }
        assertTrue(unlinked.isEmpty(), "README.md links every docs/*.md; missing: " + unlinked);
    }
}
