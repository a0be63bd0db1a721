import { runPart } from './run-part.js';

await runPart('other', 2, 3);
