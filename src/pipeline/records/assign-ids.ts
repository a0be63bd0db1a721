import type { Vendor } from '../../shared/processor.js';
import type { Alias } from '../../record/aliases.js';
import { slugify } from '../../record/slug.js';
import { compareKeys, partKey, primaryKey } from './group-parts.js';
import type { Part } from './group-parts.js';

/*
 * Ids are published URLs: once given, an id stays with its processor. A part a curated record
 * names keeps that record's id; a part whose vendor key (ARK id, OPN) an id was published with
 * (data/published-ids.txt) keeps that id, whatever its name has become. Any other part's id is
 * the slug of its name, "+" written "plus";
 * when several parts carry one name (variants), the one with the smallest vendor key (ARK id,
 * AMD OPN, numbers compared as numbers) takes the plain slug and each other the slug followed by
 * its own key — so no id depends on the order of rows in a file. The name slugged is the one the
 * oldest vendor table gives: a newer table that spells a name another way does not move an id.
 *
 * Ids published earlier that no part holds any more — one of two twins merged into one record —
 * become aliases of the part they were a row of (the server answers them with a redirect).
 */

export function nameSlug(name: string): string {
  return slugify(name.replace(/\+/g, ' plus'));
}

/** the name a part's id is made from: the oldest vendor table's spelling, else the part's first row's */
function idName(part: Part): string {
  const tables = part.members.filter((m) => m.source.kind === 'vendor-table');
  return (tables.at(-1) ?? part.members[0])!.candidate.name;
}

function suffixed(slug: string, key: string): string {
  const suffix = slugify(key);
  return `${slugify(slug, 80 - suffix.length - 1)}-${suffix}`;
}

export interface IdAssignment {
  ids: Map<Part, string>;
  /** parts whose id carries a key (several parts of one name) */
  suffixed: { id: string; key: string }[];
}

/** An id published before, with the vendor key of the product it was published for, where it had one. */
export interface PublishedId {
  /** "amd:ryzen-7-7800x3d" */
  key: string;
  productKey: string | null;
}

/** "amd:fx-8350\tfd8350frhkhbx" lines → published ids */
export function parsePublishedIds(lines: readonly string[]): PublishedId[] {
  return lines.map((line) => {
    const [key = '', productKey] = line.split('\t');
    return { key, productKey: productKey ?? null };
  });
}

export function assignIds(parts: readonly Part[], published: readonly PublishedId[] = []): IdAssignment {
  const ids = new Map<Part, string>();
  const taken = new Set<string>();
  const give = (part: Part, id: string) => {
    ids.set(part, id);
    taken.add(`${part.vendor}:${id}`);
  };
  for (const part of parts) {
    const pinned = part.members.find((m) => m.candidate.pinnedId !== undefined)?.candidate.pinnedId;
    if (pinned !== undefined) give(part, pinned);
  }
  // a published id follows its product key; of twins merged into one part, the shortest id stays
  const byProduct = new Map<string, string[]>();
  for (const { key, productKey } of published)
    if (productKey !== null) byProduct.set(`${key.split(':')[0]}:${productKey}`, [...(byProduct.get(`${key.split(':')[0]}:${productKey}`) ?? []), key]);
  for (const part of parts) {
    if (ids.has(part)) continue;
    // AMD gives one OPN to two names now and then (Ryzen 7 5800H and 5800HS): then the name decides
    const slugs = part.members.map((m) => nameSlug(m.candidate.name));
    const named = (key: string) => slugs.some((slug) => key.endsWith(`:${slug}`) || key.includes(`:${slug}-`));
    const owned = [...part.keys]
      .flatMap((k) => {
        const keys = byProduct.get(`${part.vendor}:${k}`) ?? [];
        return keys.length > 1 ? keys.filter(named) : keys;
      })
      .filter((key) => !taken.has(key));
    const id = owned.map((key) => key.slice(key.indexOf(':') + 1)).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
    if (id !== undefined) give(part, id);
  }
  const groups = new Map<string, Part[]>();
  for (const part of parts) {
    if (ids.has(part)) continue;
    const base = `${part.vendor}:${nameSlug(idName(part))}`;
    groups.set(base, [...(groups.get(base) ?? []), part]);
  }
  const suffixedIds: IdAssignment['suffixed'] = [];
  for (const [base, members] of [...groups].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    members.sort((a, b) => compareKeys(partKey(a), partKey(b)));
    const slug = base.slice(base.indexOf(':') + 1);
    for (const part of members) {
      if (!taken.has(base)) {
        give(part, slug);
        continue;
      }
      const key = partKey(part);
      let id = suffixed(slug, key.startsWith('~') ? String(members.indexOf(part) + 1) : key);
      for (let n = 2; taken.has(`${part.vendor}:${id}`); n++) id = suffixed(slug, `${key}-${n}`);
      give(part, id);
      suffixedIds.push({ id, key });
    }
  }
  return { ids, suffixed: suffixedIds };
}

/** every id a part could have had: its names' slugs, alone and with each of its rows' keys */
function formerIds(part: Part): Set<string> {
  const names = new Set(part.members.map((m) => nameSlug(m.candidate.name)));
  const out = new Set<string>();
  for (const slug of names) {
    out.add(slug);
    for (const member of part.members) {
      const key = primaryKey(member.candidate);
      if (key !== null) out.add(suffixed(slug, key));
    }
  }
  return out;
}

/**
 * The aliases the published ids need: each id published before that no record holds now, mapped
 * to the one part it was a row of. An id that maps to no part, or to several, is returned as lost.
 */
export function aliasesFor(published: readonly PublishedId[], parts: readonly Part[], ids: ReadonlyMap<Part, string>): { aliases: Alias[]; lost: string[] } {
  const live = new Set([...ids].map(([part, id]) => `${part.vendor}:${id}`));
  const aliases: Alias[] = [];
  const lost: string[] = [];
  const former = new Map<string, Part[]>();
  for (const part of parts) {
    for (const id of formerIds(part)) former.set(`${part.vendor}:${id}`, [...(former.get(`${part.vendor}:${id}`) ?? []), part]);
  }
  const byKey = new Map<string, Part>();
  // a mislabelled row's key (set aside, group-parts.ts) still leads to the part of its name
  for (const part of parts) for (const key of [...part.keys, ...part.retiredKeys]) byKey.set(`${part.vendor}:${key}`, part);
  for (const { key, productKey } of published) {
    if (live.has(key)) continue;
    const product = productKey === null ? undefined : byKey.get(`${key.split(':')[0]}:${productKey}`);
    const owners = product ? [product] : (former.get(key) ?? []);
    const [vendor = '', id = ''] = key.split(':');
    if (owners.length === 1) aliases.push({ vendor: vendor as Vendor, id, to: ids.get(owners[0]!)! });
    else lost.push(key);
  }
  aliases.sort((a, b) => (a.vendor === b.vendor ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.vendor < b.vendor ? -1 : 1));
  return { aliases, lost };
}
