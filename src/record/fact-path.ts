/*
 * A record's facts by dotted field path ('cores', 'memory.types'): how the record's schema checks
 * that a fact it cites a basis for is stated, and how the pipeline reads and compares facts.
 */

/** the value of a dotted field path in a record */
export function getField(record: object, field: string): unknown {
  const [head = '', tail] = field.split('.');
  const value = (record as Record<string, unknown>)[head];
  return tail === undefined ? value : (value as Record<string, unknown> | null)?.[tail];
}

/** whether a value is a fact: not null, not an empty list */
export function isStated(value: unknown): boolean {
  return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
}
