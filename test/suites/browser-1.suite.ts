import { runPart } from './run-part.js';

await runPart('browser', 1, 6);
