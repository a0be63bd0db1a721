import { runPart } from './run-part.js';

await runPart('other', 3, 3);
