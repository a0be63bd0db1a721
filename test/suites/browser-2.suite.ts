import { runPart } from './run-part.js';

await runPart('browser', 2, 6);
