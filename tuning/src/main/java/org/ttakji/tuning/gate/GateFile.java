package org.ttakji.tuning.gate;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileContext;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Options;
import org.apache.hadoop.fs.Path;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.weights.AtomicFiles;

/**
 * A gate's own file in its run directory, {@code <run dir>/gate.json}: {@code format} ({@code ttakji-gate}),
 * {@code formatVersion} (1), {@code variant}, {@code candidate}, {@code base}, {@code settings}
 * ({@link GateRecord#settings}) and, once the gate has ended, {@code result} ({@link GateRecord#test}). Written
 * whole to a temporary file and renamed over the old one (on {@code file:} with {@link AtomicFiles}, elsewhere
 * Hadoop's {@code FileContext} rename with overwrite), through the run's Hadoop file system.
 *
 * @param variant   the variant's CLI name
 * @param candidate the candidate's weights version
 * @param base      the base's weights version (resolved: never {@code promoted})
 * @param settings  the test's settings
 * @param result    the test record once the gate ended, else null
 */
public record GateFile(String variant, String candidate, String base, GateSettings settings,
                       Map<String, Object> result) {
    /** The file's name in the run directory. */
    public static final String NAME = "gate.json";
    private static final String FORMAT = "ttakji-gate";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The same gate with its result. */
    public GateFile withResult(Map<String, Object> testRecord) {
        return new GateFile(variant, candidate, base, settings, testRecord);
    }

    /**
     * Writes the file into the run directory (replacing an older one).
     *
     * @param runDir the run directory (a qualified URI)
     * @throws UncheckedIOException if it cannot be written
     */
    public void write(String runDir) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("formatVersion", 1);
        m.put("variant", variant);
        m.put("candidate", candidate);
        m.put("base", base);
        m.put("settings", GateRecord.settings(settings));
        if (result != null) {
            m.put("result", result);
        }
        Path dst = new Path(runDir, NAME);
        try {
            String text = JSON.writeValueAsString(m) + "\n";
            FileSystem fs = dst.getFileSystem(new Configuration());
            if ("file".equals(fs.getUri().getScheme())) {
                AtomicFiles.write(java.nio.file.Path.of(fs.makeQualified(dst).toUri()), text);
                return;
            }
            Path tmp = new Path(runDir, "._" + NAME + ".tmp");
            try (OutputStream o = fs.create(tmp, true)) {
                o.write(text.getBytes(StandardCharsets.UTF_8));
            }
            FileContext.getFileContext(fs.getUri(), fs.getConf()).rename(tmp, dst, Options.Rename.OVERWRITE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dst + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads the file of a run directory.
     *
     * @throws LabInputException if the run has no gate file (it is not a gate's run) or the file is bad
     */
    @SuppressWarnings("unchecked")
    public static GateFile read(String runDir) {
        Path file = new Path(runDir, NAME);
        Map<String, Object> m;
        try (InputStream in = file.getFileSystem(new Configuration()).open(file)) {
            m = JSON.readValue(in, new TypeReference<LinkedHashMap<String, Object>>() {
            });
        } catch (FileNotFoundException e) {
            throw new LabInputException("run " + runDir + " has no " + NAME + ": it is not a gate's run", e);
        } catch (IOException e) {
            throw new LabInputException("cannot read " + file + ": " + e.getMessage(), e);
        }
        if (!FORMAT.equals(m.get("format")) || !Integer.valueOf(1).equals(m.get("formatVersion"))
                || !(m.get("settings") instanceof Map) || !(m.get("candidate") instanceof String)
                || !(m.get("base") instanceof String) || !(m.get("variant") instanceof String)) {
            throw new LabInputException(file + " is not a gate file of format " + FORMAT + " 1");
        }
        return new GateFile((String) m.get("variant"), (String) m.get("candidate"), (String) m.get("base"),
                GateRecord.settingsOf((Map<String, Object>) m.get("settings"), file.toString()),
                (Map<String, Object>) m.get("result"));
    }
}
