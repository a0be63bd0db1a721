import type { z } from 'zod';

/*
 * A schema's complaint as a person reads it: the field it is about, spelt as in the file, and why.
 * The catalogue's records (validate.ts) and the platform files (platforms/platform-files.ts) are
 * checked by schemas and reported the same way.
 */

/** ["memory", "types", 0, "type"] → "memory.types[0].type" */
export function fieldName(path: readonly PropertyKey[]): string | null {
  let name = '';
  for (const part of path) name += typeof part === 'number' ? `[${part}]` : `${name === '' ? '' : '.'}${String(part)}`;
  return name === '' ? null : name;
}

export function issueReason(issue: z.core.$ZodIssue): { field: string | null; reason: string } {
  if (issue.code === 'unrecognized_keys') {
    // a misspelt field would otherwise silently become "unknown"
    const parent = fieldName(issue.path);
    return { field: `${parent === null ? '' : `${parent}.`}${issue.keys[0] ?? ''}`, reason: 'is not a known field' };
  }
  return { field: fieldName(issue.path), reason: issue.message };
}
