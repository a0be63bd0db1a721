import type { LadderParts } from '../../src/shared/page-data/ladder.js';
import type { PartComponents } from '../view-module.js';
import { LadderBody } from './ladder/ladder-body.js';

/** The ladder's one part: everything below its heading. */
const parts: PartComponents<LadderParts> = { body: LadderBody };
export default parts;
