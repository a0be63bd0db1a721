import { runPart } from './run-part.js';

await runPart('browser', 5, 6);
