import { launchParts } from '../../shared/launch-date.js';
import type { FactField } from './facts.js';
import type { Member } from './group-parts.js';
import type { Provenance } from './source.js';

/*
 * What choosing a part's facts produces (choose-facts.ts), in a module of its own: the steps it
 * calls (derivations.ts, fact-moves.ts, table-changes.ts) speak of the same choices, and would
 * otherwise import the module that imports them.
 */

/** A fact worked out by a stated rule from other facts of the record, and the page the rule rests on. */
export interface Derivation {
  rule: string;
  from: string[];
  url: string | null;
}

export interface Choice {
  value: unknown;
  member: Member;
  provenance: Provenance;
  /** set where the fact is derived rather than read: the record lists it under sources.derived */
  derivation?: Derivation;
  /**
   * where the value's name comes from another row than the rest of it: graphics a vendor table
   * lists by their clock alone, named by the next source that names them (docs/data.md, "A blank
   * is not a none"); the record cites that row for `igpu.name`
   */
  namedBy?: { member: Member; provenance: Provenance };
}

export interface Refusal {
  rule: string;
  reason: string;
  field: FactField;
  value: unknown;
  source: string;
  /** the value taken in its place, where the rule sets the slip right */
  setRight?: unknown;
}

export interface Move {
  rule: string;
  from: FactField;
  /** the field the value went to; null where it was dropped (a Quark part's L1 offered as its L3) */
  to: FactField | null;
  value: unknown;
}

export interface ChosenFacts {
  facts: Map<FactField, Choice>;
  refusals: Refusal[];
  /** rule-driven moves of a fact to the field it really is (an L2 stated as L3) */
  moves: Move[];
  /** copies of the vendor's table that give another value than the one taken */
  tableChanges: TableChange[];
  /** the rows whose value for a field a rule refused: known slips, which the cross-check does not count as references */
  refused: readonly { member: Member; field: FactField }[];
}

export interface TableChange {
  field: FactField;
  chosen: unknown;
  chosenFrom: string;
  other: unknown;
  otherFrom: string;
  /** the row that gives the other value: where the dispute points the reader */
  member: Member;
}

/** a date finer than `coarse` and inside its period ("2017-10-05" inside "2017-Q4" or "2017-10") */
export function refines(coarse: string, fine: string): boolean {
  const a = launchParts(coarse);
  const b = launchParts(fine);
  if (a === null || b === null || a.year !== b.year) return false;
  if (a.quarter !== null) return b.quarter === null && Math.ceil(b.month / 3) === a.quarter;
  if (a.day !== null) return false;
  return b.day !== null && b.month === a.month;
}
