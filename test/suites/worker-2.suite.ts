import { runWorker } from './run-queue.js';

runWorker();
