/**
 * CPU Atlas Bench's run, a file the browser loads once the bench's page is shown
 * (load-bench-run.ts), with its words: the page's first download stays within its budget.
 */
export { BenchRun } from './bench-run.js';
