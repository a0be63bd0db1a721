import type { ProcessorParts } from '../../src/shared/page-data/processor.js';
import type { PartComponents } from '../view-module.js';
import { ScoreBlock } from './benchmark/score-block.js';
import { ProcessorActions } from './processor/processor-actions.js';
import { ProcessorDetails } from './processor/processor-details.js';
import { ProcessorPriceBlock } from './processor/processor-price.js';

/** A processor's parts: what a visitor can do with it, its open benchmark block, its price in China, then its specifications and where to go next. */
const parts: PartComponents<ProcessorParts> = { actions: ProcessorActions, score: ScoreBlock, price: ProcessorPriceBlock, details: ProcessorDetails };
export default parts;
