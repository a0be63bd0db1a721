import { queryCodec } from './query-codec.js';
import type { RawQuery } from './route-paths.js';
/**
 * The compare page's state, all of it in its query string so a comparison is a link to share:
 * `ids` (processor keys, comma-separated, in column order) and `diff=1` (differences only).
 * The library's form sends `ids` repeated instead, and both are read. Safe to import in the browser.
 */
export const MAX_COMPARED = 4;

export interface CompareState {
  /** processor keys, "amd:ryzen-7-7800x3d", in the order of the columns */
  ids: string[];
  /** only the rows whose values differ */
  diff: boolean;
}

/** Keys as the visitor sent them: trimmed, deduplicated, at most twenty (a longer list is noise). */
function requestedIds(raw: RawQuery[string]): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const keys = values
    .flatMap((value) => value.split(','))
    .map((key) => key.trim())
    .filter(Boolean);
  return [...new Set(keys)].slice(0, 20);
}

/** `ids` then `diff`, nothing that is empty or default. */
const COMPARE_CODEC = /* @__PURE__ */ queryCodec<CompareState>({ ids: [], diff: false }, [
  { name: 'ids', read: (value) => ({ ids: requestedIds(value) }), write: (state) => (state.ids.length ? state.ids.join(',') : null) },
  { name: 'diff', read: (value) => ({ diff: (Array.isArray(value) ? value[0] : value) === '1' }), write: (state) => (state.diff ? '1' : null) },
]);

export const parseCompareState = (raw: RawQuery): CompareState => COMPARE_CODEC.parse(raw);

/** The query for hrefFor('compare', …): `?ids=a,b&diff=1`, nothing that is empty or default. */
export function compareQuery(state: CompareState): Record<string, string> {
  return Object.fromEntries(COMPARE_CODEC.entries(state));
}
