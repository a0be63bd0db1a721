/*
 * Launch dates at the precision the source gives, for the pages and the browser. The format is
 * the record's (src/record/launch-date.ts, which its schema checks dates with and which imports
 * nothing of src/shared); views and client code, which never import the record wing, read it here.
 */
export * from '../record/launch-date.js';
