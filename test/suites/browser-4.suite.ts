import { runPart } from './run-part.js';

await runPart('browser', 4, 6);
