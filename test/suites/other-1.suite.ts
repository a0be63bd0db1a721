import { runPart } from './run-part.js';

await runPart('other', 1, 3);
