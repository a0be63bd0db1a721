/*
 * The processor record's type, closed lists, id checks and `vendor:id` key, for the pages and the
 * browser. They are the record's own (src/record/processor.ts and processor-vocabulary.ts), where
 * the schema and the files of data/ use them and which imports nothing of src/shared; views and
 * client code, which never import the record wing, read them here. What comes across is plain
 * constants, functions and types: the schema's library stays on the server.
 */
export * from '../record/processor.js';
