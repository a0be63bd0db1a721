import { runPart } from './run-part.js';

await runPart('browser', 6, 6);
