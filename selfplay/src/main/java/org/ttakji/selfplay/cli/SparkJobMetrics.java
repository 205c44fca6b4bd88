package org.ttakji.selfplay.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobEnd;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * What Spark did for the jobs whose description starts with a prefix (the self-play batches of one run):
 * jobs, successful tasks and the task metrics Spark measures itself (run time, CPU time of the task thread,
 * task deserialization), and the jobs' wall-time intervals. For {@code bench selfplay}'s breakdown of where a
 * run's time goes; measurement only.
 */
final class SparkJobMetrics extends SparkListener {
    /**
     * The totals.
     *
     * @param jobs              jobs started
     * @param tasks             successful tasks
     * @param taskRunMs         sum of the tasks' run times (wall), ms
     * @param taskCpuNs         sum of the task threads' CPU time while running, ns
     * @param deserializeCpuNs  sum of the CPU time spent deserializing the tasks, ns
     * @param deserializeMs     sum of the wall time spent deserializing the tasks, ms
     * @param gcMs              sum of the JVM GC time during the tasks, ms
     * @param resultBytes       sum of the serialized sizes of the tasks' results (the rows sent to the driver), bytes
     * @param jobsWallSeconds   wall time during which at least one of the jobs ran, s
     */
    record Totals(int jobs, int tasks, long taskRunMs, long taskCpuNs, long deserializeCpuNs, long deserializeMs,
                  long gcMs, long resultBytes, double jobsWallSeconds) {
    }

    private final String descriptionPrefix;
    private final Set<Integer> stages = ConcurrentHashMap.newKeySet();
    private final Map<Integer, long[]> jobTimes = new ConcurrentHashMap<>();
    private long tasks;
    private long taskRunMs;
    private long taskCpuNs;
    private long deserializeCpuNs;
    private long deserializeMs;
    private long gcMs;
    private long resultBytes;

    /** @param descriptionPrefix counts the jobs whose {@code spark.job.description} starts with this */
    SparkJobMetrics(String descriptionPrefix) {
        this.descriptionPrefix = descriptionPrefix;
    }

    @Override
    public void onJobStart(SparkListenerJobStart start) {
        String description = start.properties() == null ? null : start.properties().getProperty("spark.job.description");
        if (description == null || !description.startsWith(descriptionPrefix)) {
            return;
        }
        jobTimes.put(start.jobId(), new long[] {start.time(), -1});
        for (Object id : scala.jdk.javaapi.CollectionConverters.asJava(start.stageIds())) {
            stages.add((Integer) id);
        }
    }

    @Override
    public void onJobEnd(SparkListenerJobEnd end) {
        long[] t = jobTimes.get(end.jobId());
        if (t != null) {
            t[1] = end.time();
        }
    }

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
        if (!stages.contains(end.stageId()) || end.taskInfo() == null || !end.taskInfo().successful()) {
            return;
        }
        TaskMetrics m = end.taskMetrics();
        tasks++;
        if (m != null) {
            taskRunMs += m.executorRunTime();
            taskCpuNs += m.executorCpuTime();
            deserializeCpuNs += m.executorDeserializeCpuTime();
            deserializeMs += m.executorDeserializeTime();
            gcMs += m.jvmGCTime();
            resultBytes += m.resultSize();
        }
    }

    /**
     * True once {@code jobs} jobs have started and all of them ended. Spark's listener bus delivers events
     * asynchronously, after the job returned, and a job's end comes after its tasks' ends.
     */
    boolean ended(int jobs) {
        return jobTimes.size() >= jobs && jobTimes.values().stream().allMatch(t -> t[1] >= 0);
    }

    /** The totals so far (after {@link #ended}). */
    synchronized Totals totals() {
        List<long[]> intervals = new ArrayList<>(jobTimes.values());
        intervals.sort((x, y) -> Long.compare(x[0], y[0]));
        long covered = 0;
        long from = Long.MIN_VALUE;
        long to = Long.MIN_VALUE;
        for (long[] t : intervals) {
            long end = t[1] < 0 ? t[0] : t[1];
            if (t[0] > to) {
                covered += to - from;
                from = t[0];
                to = end;
            } else {
                to = Math.max(to, end);
            }
        }
        covered += to - from;
        return new Totals(jobTimes.size(), (int) tasks, taskRunMs, taskCpuNs, deserializeCpuNs, deserializeMs, gcMs,
                resultBytes, covered / 1000.0);
    }
}
