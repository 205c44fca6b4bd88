package org.ttakji.selfplay.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * CPU time of this JVM's threads by group, between two snapshots, from Linux's {@code /proc/self/task} (which, unlike
 * the JVM's own beans, also shows the JIT compiler and GC threads): Spark's task threads, the driver's main thread,
 * the JIT compilers, GC and other VM threads, all other threads (Spark's scheduler, listener bus, RPC, ...), and the
 * rest of the process's CPU time (threads that ended between the snapshots, ended child processes). Empty where
 * {@code /proc} is not there. Measurement only ({@code bench selfplay}).
 */
final class ThreadCpu {
    /** The groups, in print order. */
    static final String TASKS = "task threads";
    static final String MAIN = "driver main";
    static final String JIT = "JIT compilers";
    static final String GC = "GC and VM";
    static final String OTHER = "other threads";
    static final String REST = "ended threads and child processes";
    private static final Path TASK_DIR = Path.of("/proc/self/task");
    /** Linux's USER_HZ: /proc reports CPU times in 1/100 s. */
    private static final long NANOS_PER_TICK = 10_000_000L;

    private final Map<String, Long> ticksByThread = new LinkedHashMap<>();
    private final Map<String, String> nameByThread = new LinkedHashMap<>();
    private final long process;

    private ThreadCpu() {
        process = BenchRounds.processCpuNanos();
        if (!Files.isDirectory(TASK_DIR)) {
            return;
        }
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASK_DIR)) {
            for (Path t : tasks) {
                try {
                    String stat = Files.readString(t.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    String tid = t.getFileName().toString();
                    ticksByThread.put(tid, Long.parseLong(f[11]) + Long.parseLong(f[12])); // utime + stime
                    nameByThread.put(tid, Files.readString(t.resolve("comm")).trim());
                } catch (IOException | RuntimeException e) {
                    // the thread ended while being read: its time is in the rest
                }
            }
        } catch (IOException e) {
            ticksByThread.clear();
        }
    }

    /** A snapshot now. */
    static ThreadCpu now() {
        return new ThreadCpu();
    }

    /**
     * CPU seconds per group from {@code before} to this snapshot (threads started since count from zero); empty when
     * the threads' times are not available.
     */
    Map<String, Double> since(ThreadCpu before) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (ticksByThread.isEmpty()) {
            return out;
        }
        for (String g : new String[] {TASKS, MAIN, JIT, GC, OTHER, REST}) {
            out.put(g, 0.0);
        }
        double threads = 0;
        for (Map.Entry<String, Long> e : ticksByThread.entrySet()) {
            Long old = before.ticksByThread.get(e.getKey());
            double s = (e.getValue() - (old == null ? 0 : old)) * NANOS_PER_TICK / 1e9;
            threads += s;
            out.merge(group(nameByThread.get(e.getKey())), s, Double::sum);
        }
        out.put(REST, Math.max(0, (process - before.process) / 1e9 - threads));
        return out;
    }

    /** The group of a thread by its name as Linux shows it (the first 15 characters). */
    static String group(String comm) {
        if (comm.startsWith("Executor task")) {
            return TASKS;
        }
        if (comm.equals("main")) {
            return MAIN;
        }
        if (comm.contains("CompilerThre")) {
            return JIT;
        }
        if (comm.startsWith("GC Thread") || comm.startsWith("G1 ") || comm.startsWith("VM ")) {
            return GC;
        }
        return OTHER;
    }
}
