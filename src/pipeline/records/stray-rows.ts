import type { FactField } from './facts.js';
import type { Member, Part } from './group-parts.js';

/*
 * A copy of a vendor's table can carry another part's figures in one part's row: Intel's 2024
 * comparison export gives the Core i7-7740X (4 cores, 8 threads, 8 MB) 12 threads, 20 MB of cache
 * and a four-channel memory, another part's. One figure a newer copy changes may be the vendor's
 * correction; two or more of the figures that define a part, all at odds with an older copy of the
 * same vendor's table, are not: such a row is set aside whole, and the older copy speaks.
 */
const DEFINING: readonly FactField[] = ['cores', 'threads', 'l3CacheMB', 'baseClockGHz', 'boostClockGHz', 'tdpW'];

/**
 * Two statements of one figure that differ (clocks within 10 MHz are one figure). A lower boost
 * in the older copy is no difference: some copies list the Turbo Boost 2.0 frequency alone where
 * the newer lists Turbo Boost Max 3.0 too.
 */
function differ(field: FactField, newer: unknown, older: unknown): boolean {
  if (newer === null || newer === undefined || older === null || older === undefined) return false;
  if (field === 'boostClockGHz' && typeof newer === 'number' && typeof older === 'number') return older - newer >= 0.011;
  if (typeof newer === 'number' && typeof older === 'number' && field.endsWith('GHz')) return Math.abs(newer - older) >= 0.011;
  return JSON.stringify(newer) !== JSON.stringify(older);
}

/**
 * The rows of the part that carry another part's figures, with the figures at odds. A row that
 * names no product and joined several parts of one name (`shared`: the 2025 ARK list's) speaks for
 * none of them in particular and is compared with nothing.
 */
export function strayRows(part: Part, shared: ReadonlySet<object> = new Set()): { member: Member; fields: FactField[] }[] {
  const tables = part.members.filter((m) => m.source.kind === 'vendor-table' && !shared.has(m.candidate));
  const out: { member: Member; fields: FactField[] }[] = [];
  tables.forEach((member, index) => {
    for (const older of tables.slice(index + 1)) {
      if (older.source === member.source) continue;
      const fields = DEFINING.filter((field) => differ(field, member.candidate.facts[field], older.candidate.facts[field]));
      if (fields.length >= 2) {
        out.push({ member, fields });
        return;
      }
    }
  });
  return out;
}
