package org.ttakji.testing;

import java.io.PrintStream;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Says on the console which tests were skipped and why (an assumption that failed, such as real game records that
 * are not on this machine, or a disabled test): Maven's console shows only counts, and a skipped check must not
 * look like a passed one. Registered through {@code META-INF/services}: every module has this module as a test
 * dependency.
 */
public final class SkippedTestsReport implements TestExecutionListener {
    private final PrintStream out = System.out;

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        report(test, reason);
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            report(test, result.getThrowable().map(Throwable::getMessage).orElse("aborted"));
        }
    }

    private void report(TestIdentifier test, String reason) {
        String where = test.getSource().map(Object::toString).orElse(test.getUniqueId());
        String name = where.contains("className = '") ? where.replaceAll(".*className = '([^']*)'.*", "$1") : "";
        out.println("[SKIPPED] " + (name.isEmpty() ? "" : name.substring(name.lastIndexOf('.') + 1) + " ")
                + test.getDisplayName() + ": " + reason);
        out.flush();
    }
}
