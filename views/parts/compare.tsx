import type { CompareParts } from '../../src/shared/page-data/compare.js';
import type { PartComponents } from '../view-module.js';
import { CompareResult } from './compare/compare-result.js';

/** Compare's part: with two or more processors, the rows switch, the table and the scores' source. */
const parts: PartComponents<CompareParts> = { result: CompareResult };
export default parts;
