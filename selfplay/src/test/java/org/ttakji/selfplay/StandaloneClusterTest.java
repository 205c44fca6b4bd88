package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job on a real Spark standalone cluster: a master and a worker on 127.0.0.1, started as their own
 * JVMs from the project's runtime classpath (no Spark distribution), and the {@code selfplay} command as
 * the driver with {@code --master spark://127.0.0.1:<port>}. The job's classes reach the executors only
 * through {@code spark.jars} (a jar of this module), and the executors have no {@code data/}. The output
 * must equal, byte for byte, the same spec played on the local session.
 */
class StandaloneClusterTest {
    private static final String RUN_ID = "cluster-run";
    /** Safety nets, not measurements: a loaded machine (load 20-90 on 2 cores) starts JVMs slowly. */
    private static final long START_SAFETY_NET_MINUTES = 10;
    private static final long DRIVER_SAFETY_NET_MINUTES = 30;

    @TempDir
    Path tmp;

    private final List<Process> processes = new ArrayList<>();

    @Test
    void smallRunOnAStandaloneClusterEqualsTheSameRunOnLocal() throws Exception {
        String runtime = Files.readString(Path.of(System.getProperty("selfplay.runtimeClasspath"))).trim();
        Path classes = Path.of(System.getProperty("selfplay.classes"));
        Path jobJar = jar(classes, tmp.resolve("selfplay-job.jar"));
        Path sparkHome = Files.createDirectories(tmp.resolve("spark-home/jars"));
        int masterPort = freePort();
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        try {
            Process master = start(logs.resolve("master.log"), runtime, sparkHome.getParent(), List.of(),
                    "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port", "" + masterPort,
                    "--webui-port", "" + freePort());
            waitForPort(masterPort, master, logs.resolve("master.log"));
            Process worker = start(logs.resolve("worker.log"), runtime, sparkHome.getParent(), List.of(),
                    "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "2", "--memory", "1g",
                    "--webui-port", "" + freePort(), "--work-dir", tmp.resolve("work").toString(),
                    "spark://127.0.0.1:" + masterPort);
            waitForLog(logs.resolve("worker.log"), "Successfully registered with master", worker);

            Path out = tmp.resolve("out");
            Process driver = start(logs.resolve("driver.log"), runtime + ":" + classes, sparkHome.getParent(),
                    List.of("-Dspark.jars=" + jobJar, "-Dlab.home=" + tmp, "-Dlab.git.version=test",
                            "-Dspark.executor.memory=512m", "-Dspark.executor.extraJavaOptions=-XX:TieredStopAtLevel=1",
                            "-Dspark.network.timeout=600s", "-Dspark.executor.heartbeatInterval=60s"),
                    "org.ttakji.selfplay.SelfPlayMain", "--master", "spark://127.0.0.1:" + masterPort,
                    "--variants", "chess960", "--pairings", "random-random", "--games", "4", "--batch-size", "2",
                    "--games-per-task", "1", "--max-plies", "300", "--seed", "7", "--out", out.toString(),
                    "--run-id", RUN_ID);
            if (!driver.waitFor(DRIVER_SAFETY_NET_MINUTES, TimeUnit.MINUTES)) {
                fail("driver did not finish in " + DRIVER_SAFETY_NET_MINUTES + " minutes:\n" + tail(logs.resolve("driver.log")));
            }
            assertEquals(0, driver.exitValue(), "driver failed:\n" + tail(logs.resolve("driver.log")));
            String log = Files.readString(logs.resolve("driver.log"));
            assertTrue(log.contains("complete"), log);

            Path runDir = out.resolve("run=" + RUN_ID);
            assertEquals(4, ParquetReplayTest.readAll(runDir).size());
            // The same spec on the local session: the same bytes.
            Path localOut = tmp.resolve("local");
            MatchSpec spec = TestRuns.spec(MatchSpecReader.overlay(TestRuns.specTree(localOut), MatchSpecReader.parse(
                    "variants: [chess960]\npairings: [random-random]\ngamesPerPairing: 4\nbatchSize: 2\ngamesPerTask: 1\n",
                    false, "local")));
            TestRuns.run(spec, RUN_ID, TestRuns.options(tmp));
            SelfPlayJobTest.assertSameFiles(TestRuns.parquetFiles(localOut.resolve("run=" + RUN_ID)),
                    TestRuns.parquetFiles(runDir));
        } finally {
            for (int i = processes.size() - 1; i >= 0; i--) {
                Process p = processes.get(i);
                p.descendants().forEach(ProcessHandle::destroy);
                p.destroy();
                if (!p.waitFor(20, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                }
            }
        }
    }

    /** Starts a JVM with Spark's flags, loopback binding and the standalone environment (docs/cluster.md). */
    private Process start(Path log, String classpath, Path sparkHome, List<String> jvmArgs, String main,
                          String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx512m");
        cmd.add("-XX:TieredStopAtLevel=1");
        for (String flag : System.getProperty("selfplay.sparkFlags", "").split(" ")) {
            if (!flag.isBlank()) {
                cmd.add(flag);
            }
        }
        cmd.addAll(jvmArgs);
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(main);
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        pb.environment().put("SPARK_HOME", sparkHome.toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("SPARK_DIST_CLASSPATH", classpath.split(":" + Path.of(System.getProperty("selfplay.classes")))[0]);
        Process p = pb.start();
        processes.add(p);
        return p;
    }

    private static Path jar(Path classes, Path jar) throws IOException {
        try (OutputStream o = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(o);
             Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                j.write(Files.readAllBytes(f));
                j.closeEntry();
            }
        }
        return jar;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static void waitForPort(int port, Process p, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(START_SAFETY_NET_MINUTES);
        while (System.nanoTime() < deadline) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                return;
            } catch (IOException e) {
                if (!p.isAlive()) {
                    fail("process exited:\n" + tail(log));
                }
                Thread.sleep(250);
            }
        }
        fail("port " + port + " not open after " + START_SAFETY_NET_MINUTES + " minutes:\n" + tail(log));
    }

    private static void waitForLog(Path log, String text, Process p) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(START_SAFETY_NET_MINUTES);
        while (System.nanoTime() < deadline) {
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            if (!p.isAlive()) {
                fail("process exited:\n" + tail(log));
            }
            Thread.sleep(250);
        }
        fail("'" + text + "' not logged after " + START_SAFETY_NET_MINUTES + " minutes:\n" + tail(log));
    }

    private static String tail(Path log) throws IOException {
        if (!Files.exists(log)) {
            return "(no log)";
        }
        List<String> lines = Files.readAllLines(log);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
    }
}
