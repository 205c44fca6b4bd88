/**
 * Game-record files of every variant, without naming one: finding them and their format
 * ({@link org.ttakji.engines.records.RecordFiles}), replaying and counting them
 * ({@link org.ttakji.engines.records.RecordCheck}, behind {@code lab records check}), converting them to another
 * format ({@link org.ttakji.engines.records.RecordConversion}), writing output files atomically
 * ({@link org.ttakji.engines.records.OutputTree}), and the expected totals of a folder of records
 * ({@link org.ttakji.engines.records.RecordsManifest}). The formats themselves live in the variant packages
 * ({@link org.ttakji.engines.core.VariantRules#recordFormats()}).
 */
package org.ttakji.engines.records;
