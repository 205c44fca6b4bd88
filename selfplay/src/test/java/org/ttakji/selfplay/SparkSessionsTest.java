package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import picocli.CommandLine;

/** A malformed or unreachable Spark master is one line of error, found before Spark starts or anything is written. */
class SparkSessionsTest {
    @TempDir
    Path tmp;

    @Test
    void everyFormOfMasterUrlSparkDocumentsIsAccepted() {
        for (String m : new String[]{"local", "local[1]", "local[4]", "local[*]", "local[2,3]", "local[*,3]",
                "local-cluster[2,1,1024]", "spark://host:7077", "spark://a:7077,b.example.org:7078",
                "spark://[::1]:7077", "yarn", "k8s://https://10.0.0.1:6443"}) {
            assertEquals(m, SparkSessions.checkMaster(m));
        }
    }

    @Test
    void malformedMasterUrlsAreRefusedWithTheUrlNamed() {
        for (String m : new String[]{"bogus://x", "local[0]", "local[x]", "local[2,0]", "localhost", "spark://host",
                "spark://host:0", "spark://host:99999", "spark://", "k8s://", "Local[2]", " local"}) {
            String e = assertThrows(LabInputException.class, () -> SparkSessions.checkMaster(m)).getMessage();
            assertTrue(e.startsWith("bad Spark master '" + m + "': ") && e.contains("expected local, local[N]"), e);
        }
    }

    @Test
    void standaloneMasterThatDoesNotAnswerIsRefusedQuickly() throws IOException {
        String master = "spark://127.0.0.1:" + closedPort();
        String e = assertThrows(LabInputException.class, () -> SparkSessions.start(master, "t")).getMessage();
        assertTrue(e.startsWith("cannot start Spark with master '" + master + "': cannot connect to 127.0.0.1:"), e);
        assertFalse(e.contains("\n"), e);
    }

    @Test
    void standaloneMasterWithOneLiveAddressIsReachable() throws IOException {
        try (ServerSocket live = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            SparkSessions.checkReachable("spark://127.0.0.1:" + closedPort() + ",127.0.0.1:" + live.getLocalPort(), 2000);
        }
        SparkSessions.checkReachable("local[2]", 1); // only standalone masters are probed
    }

    @Test
    void rootMessageIsTheInnermostCauseOnOneLine() {
        RuntimeException e = new RuntimeException("outer", new IllegalStateException("inner\nsecond line"));
        assertEquals("inner", SparkSessions.rootMessage(e));
    }

    private int selfplay(StringWriter err, String... args) {
        CommandLine cl = SelfPlayMain.commandLine();
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        return cl.execute(args);
    }

    @Test
    void selfplayWithABadMasterFailsBeforeTheRunExists() {
        StringWriter err = new StringWriter();
        assertEquals(2, selfplay(err, "--variants", "chess960", "--pairings", "random-random", "--games", "2",
                "--master", "bogus://x", "--run-id", "badmaster", "--out", tmp.resolve("out").toString()));
        assertEquals("error: spec field 'master': bad Spark master 'bogus://x': unknown kind of master (expected local,"
                + " local[N], local[*], local[N,F], spark://HOST:PORT, yarn or k8s://HOST:PORT)", err.toString().strip());
        assertFalse(Files.exists(tmp.resolve("out")));
    }

    @Test
    void selfplayWithAnUnreachableMasterPrintsNoResumeHintAndCreatesNoRun() throws IOException {
        StringWriter err = new StringWriter();
        String master = "spark://127.0.0.1:" + closedPort();
        assertEquals(2, selfplay(err, "--variants", "chess960", "--pairings", "random-random", "--games", "2",
                "--master", master, "--run-id", "badmaster", "--out", tmp.resolve("out").toString()));
        String text = err.toString();
        assertTrue(text.contains("error: cannot start Spark with master '" + master + "'"), text);
        assertFalse(text.contains("--resume"), text);
        assertFalse(Files.exists(tmp.resolve("out")), "not even the output folder is created");
    }

    @Test
    void resumeWithABadMasterIsRefused() {
        String e = assertThrows(LabInputException.class, () -> SelfPlayJob.prepareResume(tmp.toString(), "r",
                "local[0]", TestRuns.options(tmp), new org.apache.hadoop.conf.Configuration())).getMessage();
        assertTrue(e.startsWith("bad Spark master 'local[0]'"), e);
    }

    /** A loopback port nothing listens on (just closed). */
    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
