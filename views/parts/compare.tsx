import type { CompareParts } from '../../src/shared/page-data/compare.js';
import type { PartComponents } from '../view-module.js';
import { CompareLone } from './compare/compare-lone.js';
import { CompareResult } from './compare/compare-result.js';

/**
 * Compare's parts: with one processor, its column; with two or more, the rows switch, the table
 * and the scores' source.
 */
const parts: PartComponents<CompareParts> = { lone: CompareLone, result: CompareResult };
export default parts;
