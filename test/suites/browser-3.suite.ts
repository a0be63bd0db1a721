import { runPart } from './run-part.js';

await runPart('browser', 3, 6);
