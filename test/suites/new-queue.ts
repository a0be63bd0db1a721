import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUEUE_DIR, RUN_FILE } from './run-queue.js';

// tap's "before" script (package.json): an empty queue for this run's workers (run-queue.ts),
// marked with the id of the tap process that starts them all, this script's parent.
rmSync(QUEUE_DIR, { recursive: true, force: true });
mkdirSync(QUEUE_DIR, { recursive: true });
writeFileSync(join(QUEUE_DIR, RUN_FILE), String(process.ppid));
