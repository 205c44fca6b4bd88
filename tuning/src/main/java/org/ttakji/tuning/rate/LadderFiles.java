package org.ttakji.tuning.rate;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Writes a rating run's results next to its games: {@code _ladder.json} and {@code _ladder.png} in the run
 * directory (names starting with {@code _}, which the game-log readers skip), each written to a temporary file and
 * renamed, through the Hadoop file system API so a run on HDFS or S3A gets them too.
 */
public final class LadderFiles {
    /** The JSON report's file name. */
    public static final String JSON = "_ladder.json";
    /** The plot's file name. */
    public static final String PNG = "_ladder.png";

    private LadderFiles() {
    }

    /**
     * Writes both files into the run directory, replacing earlier ones.
     *
     * @return the two files' paths (JSON, PNG)
     * @throws UncheckedIOException if they cannot be written
     */
    public static String[] write(String runDir, LadderReport report) {
        byte[] png = LadderPlot.png("Ttakji Lab ladder: " + report.variant().cliName() + ", run " + report.runId(),
                report.result());
        return new String[]{put(runDir, JSON, report.json().getBytes(StandardCharsets.UTF_8)), put(runDir, PNG, png)};
    }

    private static String put(String runDir, String name, byte[] bytes) {
        Path target = new Path(runDir, name);
        Path tmp = new Path(runDir, "." + name + ".tmp");
        try {
            FileSystem fs = target.getFileSystem(new Configuration());
            try (OutputStream out = fs.create(tmp, true)) {
                out.write(bytes);
            }
            fs.delete(target, false);
            if (!fs.rename(tmp, target)) {
                throw new IOException("rename to " + target + " failed");
            }
            return target.toString();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }
}
