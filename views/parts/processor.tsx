import type { ProcessorParts } from '../../src/shared/page-data/processor.js';
import type { PartComponents } from '../view-module.js';
import { ScoreBlock } from './benchmark/score-block.js';
import { ProcessorDetails } from './processor/processor-details.js';

/** A processor's parts: its open benchmark block, then its specifications and where to go next. */
const parts: PartComponents<ProcessorParts> = { score: ScoreBlock, details: ProcessorDetails };
export default parts;
