package org.ttakji.selfplay;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;

/**
 * Starts the SparkSession of a self-play run or a query, after checking the master URL: its form
 * ({@link #checkMaster}) and, for a standalone {@code spark://} master, that its port answers
 * ({@link #checkReachable}), so a typo or a master that is down fails in seconds with one line instead of
 * Spark's long retries and stack traces. Other modules (tuning) may call these checks too.
 */
public final class SparkSessions {
    /** How long {@link #checkReachable} waits for a standalone master's port, ms. */
    public static final int CONNECT_TIMEOUT_MS = 5_000;

    private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\*|[0-9]+)(?:,([0-9]+))?])?");
    private static final Pattern LOCAL_CLUSTER = Pattern.compile("local-cluster\\[[1-9][0-9]*,[1-9][0-9]*,[1-9][0-9]*]");
    private static final Pattern HOST_PORT = Pattern.compile("(\\[[0-9A-Fa-f:.]+]|[A-Za-z0-9._-]+):([0-9]{1,5})");

    private SparkSessions() {
    }

    /**
     * The master to use: the given one, else {@code spark.master} when set (spark-submit sets it), else
     * {@code local[*]}.
     */
    public static String master(String requested) {
        if (requested != null && !requested.isBlank()) {
            return requested;
        }
        String submitted = System.getProperty("spark.master");
        return submitted == null || submitted.isBlank() ? "local[*]" : submitted;
    }

    /**
     * Checks the form of a Spark master URL (the forms of Spark's "Master URLs" documentation):
     * {@code local}, {@code local[N]}, {@code local[*]}, {@code local[N,F]} / {@code local[*,F]} (F = task
     * attempts), {@code local-cluster[N,C,M]}, {@code spark://HOST:PORT[,HOST:PORT...]}, {@code yarn},
     * {@code k8s://[https://]HOST[:PORT]}. N, F and PORT must be positive (PORT at most 65535).
     *
     * @param master the URL as given
     * @return {@code master}, unchanged
     * @throws LabInputException naming the URL and the forms Spark accepts
     */
    public static String checkMaster(String master) {
        String problem = problemOf(master);
        if (problem != null) {
            throw new LabInputException("bad Spark master '" + master + "': " + problem + " (expected local, local[N],"
                    + " local[*], local[N,F], spark://HOST:PORT, yarn or k8s://HOST:PORT)");
        }
        return master;
    }

    private static String problemOf(String m) {
        Matcher local = LOCAL.matcher(m);
        if (local.matches()) {
            if (local.group(1) != null && !local.group(1).equals("*") && !positive(local.group(1))) {
                return "the number of threads must be at least 1";
            }
            return local.group(2) != null && !positive(local.group(2)) ? "the task attempts must be at least 1" : null;
        }
        if (m.startsWith("local")) {
            return LOCAL_CLUSTER.matcher(m).matches() ? null : "malformed local master";
        }
        if (m.equals("yarn")) {
            return null;
        }
        if (m.startsWith("spark://")) {
            String rest = m.substring("spark://".length());
            for (String hp : rest.split(",", -1)) {
                Matcher h = HOST_PORT.matcher(hp);
                if (!h.matches()) {
                    return "'" + hp + "' is not HOST:PORT";
                }
                if (!positive(h.group(2)) || Integer.parseInt(h.group(2)) > 65535) {
                    return "port " + h.group(2) + " is out of range";
                }
            }
            return null;
        }
        if (m.startsWith("k8s://")) {
            return m.length() > "k8s://".length() ? null : "no Kubernetes API server after k8s://";
        }
        return "unknown kind of master";
    }

    private static boolean positive(String digits) {
        return digits.length() < 10 && Integer.parseInt(digits) >= 1;
    }

    /**
     * For a standalone master ({@code spark://HOST:PORT,...}), checks that one of its masters accepts a TCP
     * connection within {@code timeoutMs} (Spark itself retries for about a minute, then fails with a long
     * stack trace). Other masters are not checked.
     *
     * @throws LabInputException {@code cannot start Spark with master '...': cannot connect to HOST:PORT (...)}
     */
    public static void checkReachable(String master, int timeoutMs) {
        if (!master.startsWith("spark://")) {
            return;
        }
        List<String> failures = new ArrayList<>();
        for (String hp : master.substring("spark://".length()).split(",")) {
            Matcher h = HOST_PORT.matcher(hp);
            if (!h.matches()) {
                continue;
            }
            String host = h.group(1).startsWith("[") ? h.group(1).substring(1, h.group(1).length() - 1) : h.group(1);
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(host, Integer.parseInt(h.group(2))), timeoutMs);
                return;
            } catch (IOException e) {
                failures.add("cannot connect to " + hp + " (" + e.getMessage() + ")");
            }
        }
        throw new LabInputException("cannot start Spark with master '" + master + "': " + String.join("; ", failures));
    }

    /**
     * {@link #checkMaster} and {@link #checkReachable} (within {@link #CONNECT_TIMEOUT_MS}): what {@link #start}
     * checks first, for callers that must know before they write anything (the self-play run directory).
     *
     * @throws LabInputException for a malformed or unreachable master
     */
    public static void check(String master) {
        checkMaster(master);
        checkReachable(master, CONNECT_TIMEOUT_MS);
    }

    /**
     * Starts (or joins) a session, after {@link #check}. Local masters bind
     * to 127.0.0.1, run without the web UI and write local files through {@link ForklessLocalFileSystem}; the console
     * progress bar is off since the job prints its own progress.
     *
     * @throws LabInputException for a malformed or unreachable master, or any failure of Spark to start
     *                           ({@code cannot start Spark with master '...': <cause>})
     */
    public static SparkSession start(String master, String appName) {
        check(master);
        SparkSession.Builder b = SparkSession.builder().master(master).appName(appName)
                .config("spark.ui.showConsoleProgress", "false")
                .config("spark.sql.shuffle.partitions", "4");
        if (master.startsWith("local")) {
            b.config("spark.ui.enabled", "false")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    // the executors are this JVM: local files without a chmod process each (ForklessLocalFileSystem)
                    .config("spark.hadoop." + ForklessLocalFileSystem.IMPL_KEY, ForklessLocalFileSystem.class.getName());
        }
        try {
            return b.getOrCreate();
        } catch (RuntimeException e) {
            throw new LabInputException("cannot start Spark with master '" + master + "': " + rootMessage(e), e);
        }
    }

    /**
     * Runs {@code work} on {@code spark}: bad input passes as it is, any other failure comes back as
     * {@link #failure} says (unchecked).
     *
     * @param spark  the session the work runs on
     * @param master the master URL it was started with
     * @return what the work returns
     * @throws LabInputException if the work was refused as bad input, or the master stopped the application
     */
    public static <T> T run(SparkSession spark, String master, java.util.concurrent.Callable<T> work) {
        try {
            return work.call();
        } catch (LabInputException e) {
            throw e;
        } catch (Exception e) { // Spark's Scala code throws checked SparkExceptions undeclared
            Exception told = failure(spark, master, e);
            throw told instanceof RuntimeException r ? r : new IllegalStateException(told);
        }
    }

    /**
     * A Spark failure while a session was running, as one line: when the session's context has been stopped
     * (a standalone master that rejected or lost the application stops it), a {@link LabInputException}
     * naming the master; otherwise {@code e} itself (an internal error).
     *
     * @param spark  the session the failure came from
     * @param master the master URL it was started with
     * @param e      the failure (Scala code throws checked {@code SparkException}s undeclared)
     * @return the exception to throw
     */
    public static Exception failure(SparkSession spark, String master, Exception e) {
        LabInputException unreadable = unreadableFile(e);
        if (unreadable != null) {
            return unreadable;
        }
        if (e instanceof LabInputException || !spark.sparkContext().isStopped()) {
            return e;
        }
        // The cause is Spark's internal error after the fact (e.g. an NPE in a stopped SparkEnv): not worth showing.
        return new LabInputException("Spark with master '" + master + "' stopped: the master did not accept the"
                + " application (or lost it); see Spark's log lines above", e);
    }

    /**
     * Spark's {@code FAILED_READ_FILE} (a corrupt or non-Parquet {@code .parquet} file) inside a failure, as
     * bad input naming the file and the innermost cause on one line; null when there is none.
     */
    public static LabInputException unreadableFile(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.apache.spark.SparkThrowable st && st.getCondition() != null
                    && st.getCondition().startsWith("FAILED_READ_FILE")) {
                String first = t.getMessage() == null ? st.getCondition() : t.getMessage().lines().findFirst().orElse("");
                String root = rootMessage(t);
                return new LabInputException("cannot read a game log: "
                        + first.replaceAll("\\s*SQLSTATE.*$", "").trim() + (root.equals(first) ? "" : " (" + root + ")"), e);
            }
        }
        return null;
    }

    /** The innermost cause's class and message, on one line. */
    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
