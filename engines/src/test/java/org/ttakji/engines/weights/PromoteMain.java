package org.ttakji.engines.weights;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.ttakji.engines.core.Variant;

/**
 * A second process for {@link IndexLockTest}: {@code PromoteMain <data dir> <variant> <version>...} prints
 * {@code ready}, waits for a line on stdin (so that both processes start promoting together), then promotes
 * each version in turn and prints {@code <version> <previous or -> <changed>} per promotion.
 */
public final class PromoteMain {
    private PromoteMain() {
    }

    /** Runs the promotions; exits with status 0 when all are done. */
    public static void main(String[] args) throws Exception {
        VersionedStore store = new VersionedStore(Path.of(args[0]), "weights");
        Variant variant = Variant.fromCliName(args[1]);
        System.out.println("ready");
        System.out.flush();
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        for (int i = 2; i < args.length; i++) {
            PromoteOutcome done = store.promote(variant, args[i], "process " + ProcessHandle.current().pid());
            System.out.println(args[i] + " " + (done.previous() == null ? "-" : done.previous()) + " " + done.changed());
        }
        System.out.flush();
    }
}
