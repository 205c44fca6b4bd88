package org.ttakji.gamelog;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.BinaryType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * parquet-hadoop's {@link WriteSupport} for rows of {@link GameLogSchema#FILE_SCHEMA} (made by
 * {@link GameLogSchema#toRow}): writes a game log file without Spark SQL, as Spark's own Parquet writer would. The
 * Parquet schema is the one Spark derives from {@code FILE_SCHEMA} (non-nullable columns {@code required}, strings
 * {@code binary (STRING)}, arrays the three-level {@code LIST} of {@code list}/{@code element}), and the footer carries
 * the same two key-value entries Spark writes: the Spark schema as JSON under {@value #SPARK_ROW_METADATA} (which
 * Spark's reader takes the columns' types and nullability from) and the Spark version under
 * {@value #SPARK_VERSION_METADATA}. Values are written as Spark writes them: strings as UTF-8, an empty array as an
 * empty list, a null as an absent value. Used through {@code ParquetOutputFormat} ({@link GameLogOutput}), which
 * instantiates it by its no-argument constructor.
 */
public final class FileRowWriteSupport extends WriteSupport<Row> {
    /** The footer key of the Spark schema (JSON), as Spark's writer names it. */
    public static final String SPARK_ROW_METADATA = "org.apache.spark.sql.parquet.row.metadata";
    /** The footer key of the Spark version that wrote the file, as Spark's writer names it. */
    public static final String SPARK_VERSION_METADATA = "org.apache.spark.version";
    /** The Parquet schema of a v3 file: {@link GameLogSchema#FILE_SCHEMA} as Spark converts it. */
    public static final MessageType PARQUET_SCHEMA = messageType(GameLogSchema.FILE_SCHEMA);

    private RecordConsumer out;

    /** A write support (parquet-hadoop creates it by reflection). */
    public FileRowWriteSupport() {
    }

    @Override
    public WriteContext init(Configuration configuration) {
        Map<String, String> metadata = new LinkedHashMap<>();
        metadata.put(SPARK_VERSION_METADATA, org.apache.spark.package$.MODULE$.SPARK_VERSION_SHORT());
        metadata.put(SPARK_ROW_METADATA, GameLogSchema.FILE_SCHEMA.json());
        return new WriteContext(PARQUET_SCHEMA, metadata);
    }

    @Override
    public void prepareForWrite(RecordConsumer recordConsumer) {
        this.out = recordConsumer;
    }

    /**
     * Writes one row.
     *
     * @throws IllegalArgumentException if a non-nullable column is null (not a row of {@code FILE_SCHEMA})
     */
    @Override
    public void write(Row row) {
        out.startMessage();
        fields(GameLogSchema.FILE_SCHEMA, row);
        out.endMessage();
    }

    private void fields(StructType struct, Row row) {
        StructField[] fields = struct.fields();
        for (int i = 0; i < fields.length; i++) {
            Object value = row.get(i);
            if (value == null) {
                if (!fields[i].nullable()) {
                    throw new IllegalArgumentException("column " + fields[i].name() + " is null");
                }
                continue;
            }
            out.startField(fields[i].name(), i);
            value(fields[i].dataType(), value);
            out.endField(fields[i].name(), i);
        }
    }

    private void value(DataType type, Object value) {
        if (type instanceof StringType) {
            out.addBinary(Binary.fromConstantByteArray(((String) value).getBytes(StandardCharsets.UTF_8)));
        } else if (type instanceof BinaryType) {
            out.addBinary(Binary.fromConstantByteArray((byte[]) value));
        } else if (type instanceof LongType) {
            out.addLong((Long) value);
        } else if (type instanceof IntegerType) {
            out.addInteger((Integer) value);
        } else if (type instanceof StructType s) {
            out.startGroup();
            fields(s, (Row) value);
            out.endGroup();
        } else if (type instanceof ArrayType a) {
            list(a.elementType(), value);
        } else {
            throw new IllegalArgumentException("no Parquet writing for " + type);
        }
    }

    /** A three-level list: group (LIST) { repeated group list { element } }, no {@code list} field when empty. */
    private void list(DataType element, Object array) {
        int n = java.lang.reflect.Array.getLength(array);
        out.startGroup();
        if (n > 0) {
            out.startField("list", 0);
            for (int i = 0; i < n; i++) {
                out.startGroup();
                out.startField("element", 0);
                value(element, java.lang.reflect.Array.get(array, i));
                out.endField("element", 0);
                out.endGroup();
            }
            out.endField("list", 0);
        }
        out.endGroup();
    }

    /** {@code schema} as Spark's writer converts it (spark.sql.parquet.writeLegacyFormat off, the default). */
    static MessageType messageType(StructType schema) {
        Types.MessageTypeBuilder b = Types.buildMessage();
        for (StructField f : schema.fields()) {
            b.addField(type(f.name(), f.dataType(), f.nullable()));
        }
        return b.named("spark_schema");
    }

    private static Type type(String name, DataType type, boolean nullable) {
        Type.Repetition r = nullable ? Type.Repetition.OPTIONAL : Type.Repetition.REQUIRED;
        if (type instanceof StringType) {
            return Types.primitive(PrimitiveTypeName.BINARY, r).as(LogicalTypeAnnotation.stringType()).named(name);
        } else if (type instanceof BinaryType) {
            return Types.primitive(PrimitiveTypeName.BINARY, r).named(name);
        } else if (type instanceof LongType) {
            return Types.primitive(PrimitiveTypeName.INT64, r).named(name);
        } else if (type instanceof IntegerType) {
            return Types.primitive(PrimitiveTypeName.INT32, r).named(name);
        } else if (type instanceof StructType s) {
            Types.GroupBuilder<org.apache.parquet.schema.GroupType> g = Types.buildGroup(r);
            for (StructField f : s.fields()) {
                g.addField(type(f.name(), f.dataType(), f.nullable()));
            }
            return g.named(name);
        } else if (type instanceof ArrayType a) {
            return Types.buildGroup(r).as(LogicalTypeAnnotation.listType())
                    .addField(Types.repeatedGroup().addField(type("element", a.elementType(), a.containsNull()))
                            .named("list"))
                    .named(name);
        }
        throw new IllegalArgumentException("no Parquet type for column " + name + " of " + type);
    }
}
