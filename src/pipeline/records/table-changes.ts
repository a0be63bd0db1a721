import { refines, type Choice, type TableChange } from './choice.js';
import type { FactField } from './facts.js';
import type { Member, Part } from './group-parts.js';
import { memorySizeMeant } from './memory-size.js';
import { isBusClock } from './rules.js';
import { socketKeys } from '../../record/platforms/socket-name.js';

/*
 * Where copies of one vendor's table disagree with each other (docs/data.md, "When the vendor
 * contradicts itself"): the fact taken comes from the most trusted copy, and every older or newer
 * copy that gives another value is listed here, for the report and for the record's disputes —
 * never taken silently. What is no contradiction:
 *   - a newer copy that adds to what an older one said: more packages for the same socket ("FP8"
 *     then "FP7, FP7r2, FP8"), a later, larger memory maximum (Intel validates larger modules
 *     after launch: 13th-gen desktop parts, 128 then 192 GB);
 *   - a date one copy gives finer inside the other's period ("2024-01-31" in "2024-Q1"); a day a
 *     secondary source adds inside one copy's month is checked against the other copies as that
 *     copy's (the Ryzen 3 3100: "04/2020" in two copies, TechPowerUp's 24 April, "05/2020" in the third);
 *   - a lower boost in a copy that lists the Turbo Boost 2.0 frequency alone;
 *   - a value a rule refuses as a known slip (the 2023 AMD table's E2-9010 "200 MHz"), or reads as
 *     what it stands for ("16.38 GB" is 16 GiB); one figure in other units or to fewer decimals
 *     (32 GB and "32768", 0.025 W and 0.03 W);
 *   - a row that names no product and joined several parts of one name (the 2025 ARK list).
 */
export const TABLE_CHECKED: readonly FactField[] = [
  'launched',
  'socket',
  'cores',
  'threads',
  'baseClockGHz',
  'boostClockGHz',
  'l2CacheMB',
  'l3CacheMB',
  'tdpW',
  'unlocked',
  'processNm',
  'memory.channels',
  'memory.maxGB',
  'memory.ecc',
  'pcie.lanes',
  'maxTempC',
  'launchPriceUSD',
];

/** decimals a figure is written with: 0.03 → 2 */
const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

/** one figure written to fewer decimals in one copy (0.025 W and 0.03 W) */
function roundedAlike(a: number, b: number): boolean {
  const places = Math.min(decimals(a), decimals(b));
  return Math.round(a * 10 ** places) === Math.round(b * 10 ** places);
}

/** whether another copy's value contradicts the taken one, or only adds to it (the self-audit judges copies by it too) */
export function contradicts(field: FactField, taken: unknown, other: unknown, takenIsNewer: boolean): boolean {
  if (JSON.stringify(taken) === JSON.stringify(other)) return false;
  if (typeof taken === 'number' && typeof other === 'number') {
    if (field.endsWith('GHz') && Math.abs(taken - other) < 0.011) return false;
    if (roundedAlike(taken, other)) return false;
    // a figure in MB where the other copy writes GB is one figure (32 and 32,768)
    if (field === 'memory.maxGB' && (taken === other * 1024 || other === taken * 1024)) return false;
    if (field === 'boostClockGHz') return other > taken;
    if (field === 'memory.maxGB') return takenIsNewer ? other > taken : taken > other;
    return true;
  }
  if (field === 'socket' && typeof taken === 'string' && typeof other === 'string') {
    const [newer, older] = takenIsNewer ? [socketKeys(taken), socketKeys(other)] : [socketKeys(other), socketKeys(taken)];
    const base = (key: string) => key.replace(/-\d+$/, '');
    return !older.every((key) => newer.some((k) => k === key || base(k) === base(key)));
  }
  if (field === 'launched' && typeof taken === 'string' && typeof other === 'string') return !refines(taken, other) && !refines(other, taken);
  return true;
}

export function tableChanges(part: Part, facts: ReadonlyMap<FactField, Choice>, members: readonly Member[], shared: ReadonlySet<object>): TableChange[] {
  const changes: TableChange[] = [];
  for (const field of TABLE_CHECKED) {
    const choice = facts.get(field);
    if (choice === undefined || choice.value === null || choice.derivation !== undefined) continue;
    // a launch day a secondary source gives inside the vendor's month or quarter stands on that
    // copy of the vendor's table: the other copies are checked against it all the same
    const anchor =
      choice.member.source.kind === 'vendor-table'
        ? choice.member
        : field === 'launched'
          ? members.find(
              (m) =>
                m.source.kind === 'vendor-table' &&
                !shared.has(m.candidate) &&
                typeof m.candidate.facts.launched === 'string' &&
                refines(m.candidate.facts.launched, choice.value as string),
            )
          : undefined;
    if (anchor === undefined) continue;
    const seen = new Set<string>();
    for (const member of members) {
      if (member.source.kind !== 'vendor-table' || member.source === anchor.source || shared.has(member.candidate)) continue;
      const other = member.candidate.facts[field];
      if (other === undefined || other === null) continue;
      // a value a rule refuses as a known slip is not the vendor's word
      if (field === 'baseClockGHz' && isBusClock(other)) continue;
      // a fractional memory maximum is read as the size it stands for, as when it is taken
      const read = field === 'memory.maxGB' && typeof other === 'number' && !Number.isInteger(other) ? memorySizeMeant(other) : other;
      if (read === undefined) continue;
      if (!contradicts(field, choice.value, read, anchor.rank < member.rank)) continue;
      const key = `${member.source.name} ${JSON.stringify(read)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      changes.push({ field, chosen: choice.value, chosenFrom: anchor.source.name, other: read, otherFrom: member.source.name, member });
    }
  }
  return changes;
}
