import type { Vendor } from '../../shared/processor.js';
import type { Facts } from './facts.js';
import { matchKey } from './name-key.js';
import type { Candidate, Source } from './source.js';

/*
 * Which rows are one processor. Every vendor table row and curated record joins a part: by the
 * vendor's product key where one is shared (ARK id, AMD OPN), else by name (matchKey), kept apart
 * by what the vendor lists as variants of one name — "with IPU", another socket, or two rows of
 * one table whose facts differ. Two rows of one table with one name and no differing fact are
 * one processor listed twice (AMD's boxed and tray rows): twins, and one part. Secondary rows
 * only attach to parts; a source allowed to add parts (BuildCores) adds those nobody else lists.
 */

export interface Member {
  candidate: Candidate;
  source: Source;
  /** the source's place in the order of trust (0 = most trusted) */
  rank: number;
}

export interface Part {
  vendor: Vendor;
  nameKey: string;
  /** the name keys of all its rows: tables spell one part's name more than one way */
  nameKeys: Set<string>;
  variant: string | null;
  /** vendor-table rows and curated records, most trusted first */
  members: Member[];
  /** secondary rows of the same name (and core count, where both say) */
  secondary: Member[];
  /**
   * secondary rows of the same name that give another core count: they fill nothing, but they are
   * references all the same, and a dispute over the core count lists them
   */
  contradicting: Member[];
  keys: Set<string>;
  /** product keys of rows of this name set aside as mislabelled: ids published for them answer here */
  retiredKeys: Set<string>;
}

/** the facts that tell two rows of one name apart when a table lists it twice */
const DISTINGUISHING = ['cores', 'threads', 'baseClockGHz', 'boostClockGHz', 'l2CacheMB', 'l3CacheMB', 'tdpW', 'socket'] as const;

/** a row's sockets, without revision suffixes: ARK's comparison exports write "LGA2011" where its pages say "LGA2011-3" */
function sockets(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/\s*,\s*/).map((s) => s.toUpperCase().replace(/-\d+$/, '')) : [];
}

/** two rows' sockets name different sockets (each states one, and they share none) */
export function socketsDiffer(a: Facts, b: Facts): boolean {
  const x = sockets(a.socket);
  const y = sockets(b.socket);
  return x.length > 0 && y.length > 0 && !x.some((socket) => y.includes(socket));
}

/** a fact both rows state with different values */
export function factsDiffer(a: Facts, b: Facts): boolean {
  return DISTINGUISHING.some((field) => {
    if (field === 'socket') return socketsDiffer(a, b);
    const x = a[field];
    const y = b[field];
    return x !== undefined && x !== null && y !== undefined && y !== null && JSON.stringify(x) !== JSON.stringify(y);
  });
}

/** the row's vendor key that identifies it: the tray OPN (else boxed), the ARK id */
export function primaryKey(candidate: Candidate): string | null {
  return candidate.productKeys[0] ?? null;
}

/** "ark-213800" sorts after "ark-1234": numbers in keys compare as numbers */
export function compareKeys(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** the smallest primary key of a part's rows: the part's place among parts of one name */
export function partKey(part: Part): string {
  const keys = part.members
    .map((m) => primaryKey(m.candidate))
    .filter((k): k is string => k !== null)
    .sort(compareKeys);
  return keys[0] ?? `~${part.members[0]?.candidate.where ?? ''}`;
}

/** the product keys some table gives to rows of more than one name */
function sharedKeys(readings: readonly { source: Source; candidates: readonly Candidate[] }[]): Set<string> {
  const shared = new Set<string>();
  for (const { candidates } of readings) {
    const names = new Map<string, string>();
    for (const candidate of candidates) {
      const nameKey = matchKey(candidate.vendor, candidate.name);
      for (const key of candidate.productKeys) {
        const id = `${candidate.vendor}:${key}`;
        if ((names.get(id) ?? nameKey) !== nameKey) shared.add(id);
        names.set(id, nameKey);
      }
    }
  }
  return shared;
}

export interface Grouping {
  parts: Part[];
  /** secondary rows that matched no part, by source */
  unmatched: Map<string, number>;
  /** vendor rows that joined several parts (a row naming no product, the variants of its name): they speak for none in particular */
  shared: Set<object>;
  /** vendor rows set aside as mislabelled, each with the part its keys were given to (null: none of its name) */
  retired: { member: Member; part: Part | null }[];
}

export function groupParts(readings: readonly { source: Source; rank: number; candidates: readonly Candidate[] }[]): Grouping {
  const parts: Part[] = [];
  const byName = new Map<string, Part[]>();
  const byKey = new Map<string, Part>();

  const create = (member: Member): Part => {
    const { candidate } = member;
    const part: Part = {
      vendor: candidate.vendor,
      nameKey: matchKey(candidate.vendor, candidate.name),
      nameKeys: new Set(),
      variant: candidate.variant,
      members: [],
      secondary: [],
      contradicting: [],
      keys: new Set(),
      retiredKeys: new Set(),
    };
    parts.push(part);
    const nameKey = `${part.nameKey}|${part.variant ?? ''}`;
    byName.set(nameKey, [...(byName.get(nameKey) ?? []), part]);
    join(part, member);
    return part;
  };
  const join = (part: Part, member: Member) => {
    part.members.push(member);
    part.nameKeys.add(matchKey(member.candidate.vendor, member.candidate.name));
    for (const key of member.candidate.productKeys) {
      part.keys.add(key);
      if (!byKey.has(`${part.vendor}:${key}`) || byKey.get(`${part.vendor}:${key}`)!.nameKey !== part.nameKey) byKey.set(`${part.vendor}:${key}`, part);
    }
  };
  /**
   * The parts of this name and variant a row may be: no other socket, and no differing fact with a
   * row of its own table. Two ARK pages are two products, whatever their facts; two AMD OPNs of
   * one name may be one part sold boxed and tray.
   */
  const fitting = (member: Member, variant: string | null): Part[] => {
    const { candidate } = member;
    const page = candidate.productKeys.some((key) => key.startsWith('ark-'));
    const fits = (byName.get(`${matchKey(candidate.vendor, candidate.name)}|${variant ?? ''}`) ?? []).filter(
      (part) =>
        !part.members.some((m) => socketsDiffer(m.candidate.facts, candidate.facts)) &&
        !part.members.some(
          (m) => m.source === member.source && (factsDiffer(m.candidate.facts, candidate.facts) || (page && m.candidate.productKeys.length > 0)),
        ),
    );
    // a row that names its socket goes to the parts known to have it, where there are such
    const mine = sockets(candidate.facts.socket);
    const same = fits.filter((part) => part.members.some((m) => sockets(m.candidate.facts.socket).some((s) => mine.includes(s))));
    return same.length > 0 ? same : fits;
  };
  /**
   * The part a row's product key names. A table now and then gives one OPN to two names (AMD's
   * Ryzen 7 5800H and 5800HS): such a key names neither, and the rows go by name. A key a table
   * gives to one name joins its rows across tables even where a newer table renames the part
   * ("Athlon II X4 631" is "Athlon 631" in 2026).
   */
  const shared = sharedKeys(readings);
  const byProductKey = (candidate: Candidate): Part | undefined =>
    candidate.productKeys
      .filter((key) => !shared.has(`${candidate.vendor}:${key}`))
      .map((key) => byKey.get(`${candidate.vendor}:${key}`))
      .find((part) => part !== undefined && part.variant === candidate.variant);
  const place = (member: Member) => {
    const { candidate } = member;
    const known = byProductKey(candidate);
    if (known) return join(known, member);
    const fits = fitting(member, candidate.variant);
    if (fits.length === 0) return create(member);
    // a keyed row is one product: the first part it fits; a row naming no product (ARK's
    // comparison exports, the 2025 list) says the same of every variant of its name it fits
    if (candidate.productKeys.length > 0) return join(fits[0]!, member);
    for (const part of fits) join(part, member);
    if (fits.length > 1) sharedRows.add(candidate);
  };
  const sharedRows = new Set<object>();

  const vendorRows = readings.filter((r) => r.source.kind === 'vendor-table');
  const placed = (candidate: Candidate) => candidate.mislabelled === undefined;
  // rows with a product key first, so that the rows naming no product find every variant made
  for (const { source, rank, candidates } of vendorRows)
    for (const candidate of candidates) if (placed(candidate) && candidate.productKeys.length > 0) place({ candidate, source, rank });
  for (const { source, rank, candidates } of vendorRows)
    for (const candidate of candidates) if (placed(candidate) && candidate.productKeys.length === 0) place({ candidate, source, rank });
  // a mislabelled row joins nothing; the part of its name keeps its keys, for the ids published for them
  const retired: Grouping['retired'] = [];
  for (const { source, rank, candidates } of vendorRows) {
    for (const candidate of candidates.filter((c) => !placed(c))) {
      const named =
        [...(byName.get(`${matchKey(candidate.vendor, candidate.name)}|${candidate.variant ?? ''}`) ?? [])].sort((a, b) =>
          compareKeys(partKey(a), partKey(b)),
        )[0] ?? null;
      for (const key of candidate.productKeys) named?.retiredKeys.add(key);
      retired.push({ member: { candidate, source, rank }, part: named });
    }
  }

  // curated records: the part of their name, the first of several variants (the smallest key)
  for (const { source, rank, candidates } of readings.filter((r) => r.source.kind === 'vendor-page')) {
    for (const candidate of candidates) {
      const member = { candidate, source, rank };
      const known = byProductKey(candidate);
      if (known) {
        join(known, member);
        continue;
      }
      const fits = (byName.get(`${matchKey(candidate.vendor, candidate.name)}|`) ?? []).filter(
        (part) => !part.members.some((m) => socketsDiffer(m.candidate.facts, candidate.facts)),
      );
      const first = [...fits].sort((a, b) => compareKeys(partKey(a), partKey(b)))[0];
      if (first) join(first, member);
      else create(member);
    }
  }

  const unmatched = new Map<string, number>();
  const byAnyName = new Map<string, Part[]>();
  const index = (part: Part) => {
    for (const key of part.nameKeys) byAnyName.set(key, [...(byAnyName.get(key) ?? []), part]);
  };
  parts.forEach(index);
  for (const { source, rank, candidates } of readings.filter((r) => r.source.kind === 'secondary')) {
    for (const candidate of candidates) {
      const matching = byAnyName.get(matchKey(candidate.vendor, candidate.name)) ?? [];
      const fits = matching.filter(
        (part) =>
          candidate.facts.cores == null || part.members.every((m) => m.candidate.facts.cores == null || m.candidate.facts.cores === candidate.facts.cores),
      );
      if (fits.length > 0) for (const part of fits) part.secondary.push({ candidate, source, rank });
      else if (matching.length === 0 && source.addsProcessors?.(candidate)) index(create({ candidate, source, rank }));
      else {
        // one part of the name, another core count: a reference that disagrees, not another product
        if (matching.length === 1) matching[0]!.contradicting.push({ candidate, source, rank });
        unmatched.set(source.name, (unmatched.get(source.name) ?? 0) + 1);
      }
    }
  }
  for (const part of parts) part.members.sort((a, b) => a.rank - b.rank);
  return { parts, unmatched, shared: sharedRows, retired };
}
