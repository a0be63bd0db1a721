import { recordFields } from '../pages/issue-report.js';
import type { Processor } from '../shared/processor.js';

/**
 * The fields a visitor may report as wrong: every fact of the record (nested ones by their dotted
 * path, "memory.maxGB"), with its value now. Not its id and vendor, which are its address, not facts.
 */
export function reportableFields(processor: Processor): [field: string, value: unknown][] {
  return recordFields(processor).filter(([field]) => field !== 'id' && field !== 'vendor');
}
