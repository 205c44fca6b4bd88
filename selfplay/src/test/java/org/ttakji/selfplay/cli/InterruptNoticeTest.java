package org.ttakji.selfplay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.hadoop.util.ShutdownHookManager;
import org.junit.jupiter.api.Test;

/** Ctrl-C during a run: Spark silenced first, then one line saying how to resume. */
class InterruptNoticeTest {
    @Test
    void shutdownDuringARunSilencesSparkAndPrintsOneResumeLine() {
        StringWriter err = new StringWriter();
        AtomicBoolean silenced = new AtomicBoolean();
        try (InterruptNotice notice = new InterruptNotice(() -> silenced.set(true), new PrintWriter(err),
                () -> "selfplay: interrupted; resume with ./lab selfplay --resume r1")) {
            assertTrue(ShutdownHookManager.get().hasShutdownHook(notice.hook()));
            assertFalse(notice.interrupted());
            notice.hook().run(); // what the JVM's shutdown runs after a SIGINT
            assertTrue(notice.interrupted());
            assertTrue(silenced.get());
            assertEquals("selfplay: interrupted; resume with ./lab selfplay --resume r1", err.toString().strip());
            notice.close();
            assertFalse(ShutdownHookManager.get().hasShutdownHook(notice.hook()), "removed when the run ends");
        }
    }

    @Test
    void itRunsBeforeSparksOwnShutdownHook() {
        assertTrue(InterruptNotice.PRIORITY > org.apache.hadoop.fs.FileSystem.SHUTDOWN_HOOK_PRIORITY + 30);
    }
}
