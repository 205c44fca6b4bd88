package org.ttakji.explorer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.filter2.predicate.FilterApi;
import org.apache.parquet.filter2.predicate.FilterPredicate;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.MessageType;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * Reads the current tables of an explorer folder with parquet-hadoop, without Spark (a command answers in about a
 * second): one variant's rows at a time, filtered by start and position while reading.
 */
public final class ExplorerTables {
    private final Path explorer;
    private final ExplorerManifest manifest;
    private final Path tables;
    private final Configuration conf = new Configuration();

    /**
     * The tables of a built explorer folder.
     *
     * @throws LabInputException when the folder has no manifest or no tables yet, or its manifest cannot be read
     */
    public ExplorerTables(Path explorer) {
        this.explorer = explorer.toAbsolutePath().normalize();
        this.manifest = ExplorerManifest.require(this.explorer);
        this.tables = this.explorer.resolve(manifest.tablesFolder().orElseThrow());
    }

    /** The folder. */
    public Path folder() {
        return explorer;
    }

    /** Its manifest. */
    public ExplorerManifest manifest() {
        return manifest;
    }

    /**
     * A moves-table row.
     *
     * @param start    the start key
     * @param position the hash of the mover's view
     * @param move     machine notation
     * @param source   the mover's source label
     * @param score    the counts, mover's view
     */
    public record MoveRow(String start, long position, String move, String source, Score score) {
    }

    /**
     * A starts-table row.
     *
     * @param start  the start key
     * @param source the game's source label
     * @param score  the counts, first player's view
     */
    public record StartRow(String start, String source, Score score) {
    }

    /**
     * The moves-table rows of a variant at some positions.
     *
     * @param variant   the variant
     * @param start     only this start key, or null for every start
     * @param positions the position hashes; not empty
     */
    public List<MoveRow> moves(Variant variant, String start, Set<Long> positions) {
        FilterPredicate filter = FilterApi.in(FilterApi.longColumn("position"), positions);
        if (start != null) {
            filter = FilterApi.and(filter, FilterApi.eq(FilterApi.binaryColumn("start"), Binary.fromString(start)));
        }
        List<MoveRow> out = new ArrayList<>();
        read(ExplorerSchema.MOVES, variant, FilterCompat.get(filter), List.of(), g -> out.add(new MoveRow(
                g.getString("start", 0), g.getLong("position", 0), g.getString("move", 0), g.getString("source", 0),
                score(g))));
        return out;
    }

    /** Every starts-table row of a variant. */
    public List<StartRow> starts(Variant variant) {
        List<StartRow> out = new ArrayList<>();
        read(ExplorerSchema.STARTS, variant, FilterCompat.NOOP, List.of(),
                g -> out.add(new StartRow(g.getString("start", 0), g.getString("source", 0), score(g))));
        return out;
    }

    /** The source labels of a variant's rows in a table ({@link ExplorerSchema#MOVES} or {@link ExplorerSchema#STARTS}). */
    public Set<String> sources(String table, Variant variant) {
        Set<String> out = new TreeSet<>();
        read(table, variant, FilterCompat.NOOP, List.of("source"), g -> out.add(g.getString("source", 0)));
        return out;
    }

    /** The number of rows of a variant in a table. */
    public long rows(String table, Variant variant) {
        long n = 0;
        for (Path f : files(table, variant)) {
            try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(
                    new org.apache.hadoop.fs.Path(f.toUri()), conf))) {
                n += r.getRecordCount();
            } catch (IOException e) {
                throw new LabInputException("cannot read the explorer table " + f + ": " + e.getMessage(), e);
            }
        }
        return n;
    }

    /** The variants the tables have rows of. */
    public List<Variant> variants() {
        List<Variant> out = new ArrayList<>();
        for (Variant v : Variant.values()) {
            if (!files(ExplorerSchema.STARTS, v).isEmpty()) {
                out.add(v);
            }
        }
        return out;
    }

    private static Score score(Group g) {
        return new Score(g.getLong("games", 0), g.getLong("wins", 0), g.getLong("draws", 0), g.getLong("losses", 0));
    }

    private List<Path> files(String table, Variant variant) {
        Path dir = tables.resolve(table).resolve("variant=" + variant.cliName());
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".parquet")).sorted().toList();
        } catch (IOException e) {
            throw new LabInputException("cannot list the explorer table " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * Passes every row of a variant's table that the filter keeps to {@code sink}.
     *
     * @param columns only these columns (empty: all)
     */
    private void read(String table, Variant variant, FilterCompat.Filter filter, List<String> columns,
                      Consumer<Group> sink) {
        for (Path f : files(table, variant)) {
            org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(f.toUri());
            try {
                Configuration c = new Configuration(conf);
                if (!columns.isEmpty()) {
                    MessageType file;
                    try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(path, conf))) {
                        file = r.getFooter().getFileMetaData().getSchema();
                    }
                    MessageType projection = new MessageType("projection",
                            columns.stream().map(file::getType).toList());
                    c.set(ReadSupport.PARQUET_READ_SCHEMA, projection.toString());
                }
                try (ParquetReader<Group> reader = ParquetReader.builder(new GroupReadSupport(), path).withConf(c)
                        .withFilter(filter).build()) {
                    for (Group g = reader.read(); g != null; g = reader.read()) {
                        sink.accept(g);
                    }
                }
            } catch (IOException | RuntimeException e) {
                throw new LabInputException("cannot read the explorer table " + f + ": " + e.getMessage(), e);
            }
        }
    }
}
