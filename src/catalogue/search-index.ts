import type { Processor } from '../shared/processor.js';
import { lowerBound } from './lower-bound.js';
import { withoutShopWords } from './search-noise.js';
import { buildSearchTables, tokenIdOf, type SearchTables } from './search-tokens.js';
import { UNKNOWN_WORD, recordWords, searchWords, withinOneEdit, withinOneEditOfStart } from './search-words.js';

/**
 * The catalogue's one text matcher: the header's suggestions (`GET /api/search`), the no-JavaScript
 * `/search` redirect, the library's text filter and the 404 page's "did you mean" all ask it, so
 * they always agree. Built once at start-up, from the fields every record shape has.
 *
 * Each record is cut into words (src/catalogue/search-words.ts); every distinct word is a token
 * with the list of rows that have it. A query's words are matched against the tokens, and a row
 * matches when every query word matches one of its tokens:
 *   exact      the word is the token ("5600" is the Ryzen 5 5600's model number)
 *   prefix     the last word, two characters or more, starts the token: the visitor is still
 *              typing ("7800x" → 7800X3D); a suffix typed is never ignored ("5600x" is not 5600)
 *   typo       a word of five letters or more that matches nothing else, one edit away
 *              ("rzyen" → ryzen); model numbers never, or "7800x3d" would also find 7900X3D
 * A shop's title is read for the name inside it: what a listing adds (the laptop, its memory,
 * screen and graphics: src/catalogue/search-noise.ts) is taken out first, and a word no record has
 * that holds a digit or is not in Latin letters is let go beside a model number a record has
 * ("锐龙R5-7530U 京东自营" is the 7530U), never without one ("7800x3e", "苹果 M3" find nothing). A model as China's laptop listings
 * write it is read as the vendor's ("8845H" is AMD's 8845HS, `MARKET_SPELLINGS`).
 * (`closest`, for a mistyped URL or a search that found nothing, is looser: any word is a prefix,
 * a model number may carry a typo if its first character is right, and a row need not match every
 * word — but it keeps every vendor and brand named and one model number, see `looseDemands`.)
 * Rows with the exact model number come first, then, unless the query says PRO, the parts whose
 * name does not (the Ryzen 7 8845HS before its PRO twin), then the closer match, then the shorter
 * name, then a part with benchmark figures before one without (for "Snapdragon X Elite", the laptop
 * chips people have measured before the developer kit no result names), then the newer part.
 */
export interface SearchIndex {
  /** the best matches, best first, at most `limit` */
  suggest(text: string, limit: number): Processor[];
  /** a mark per row for the rows that match every word; null when the text is blank (no filter) */
  matchingRows(text: string): Uint8Array | null;
  /**
   * the rows that match every word (as catalogue indexes), best first by the suggestions' rule: the
   * library's order under a text query when no other is chosen; null when the text is blank
   */
  rankedRows(text: string): Int32Array | null;
  /** the one processor the text names (exactly, or with a typo), or null when it names none or several */
  named(text: string): Processor | null;
  /**
   * the processor the text most likely means: the one it names, else the best match of its whole
   * words — an exact model number first, then the name with fewest other words ("3600" is the
   * Ryzen 5 3600 before the Ryzen 5 PRO 3600); null when its words match nothing. For a request
   * that must land on one processor (the header's "upgrade 3600"), where a list is no answer.
   */
  likeliest(text: string): Processor | null;
  /**
   * the processors nearest a text that may match nothing as it stands (a mistyped URL, a part the
   * catalogue lacks), best first: the matches when there are any, else near names; empty when
   * nothing is near
   */
  closest(text: string, limit: number): Processor[];
}

const EXACT = 4;
const PREFIX = 2;
const TYPO = 1;
/** more words than this are not a processor's name; the rest are ignored */
const MAX_WORDS = 8;
const MIN_PREFIX = 2;
const MIN_TYPO = 5;

/**
 * Model suffixes as China's laptop listings write them, and as the vendor does: AMD's HS parts
 * are sold there as "H" ("锐龙7 8845H", "R7-7840H" are the Ryzen 7 8845HS and 7840HS). A typed
 * model no record has is read as the vendor's spelling when a record has that; a part the vendor
 * does list as H ("6800H") is found as typed.
 */
const MARKET_SPELLINGS: readonly (readonly [written: string, vendor: string])[] = [['h', 'hs']];

type Mode = 'typing' | 'whole' | 'loose';

/**
 * `measured` says whether any benchmark has a figure for a processor: among matches otherwise
 * equal, a part nobody has measured is seldom the one looked for. The catalogue passes its
 * benchmarks' figures; without it, no part is measured and the rule decides nothing.
 */
export function buildSearchIndex(
  processors: readonly Processor[],
  /** whether the record at a place of `processors` has any benchmark's figure */
  measured: (place: number) => boolean = () => false,
  tables: SearchTables = buildSearchTables(processors),
): SearchIndex {
  const {
    rows,
    catalogueIndex,
    tokens,
    rowTokenStart,
    rowTokens,
    postingStart,
    postings,
    modelToken,
    modelStart,
    modelRows,
    typoTokens,
    nameWords,
    brandToken,
    proName,
  } = tables;
  const count = rows.length;
  const shortestName = nameWords.reduce((least, words) => Math.min(least, words), 255);
  const hasFigures = Uint8Array.from(catalogueIndex, (place) => (measured(place) ? 1 : 0));

  // Scratch space reused by every query (queries run one at a time): a quality per token for
  // each query word, and a stamp per row so a row reached through two tokens is seen once.
  const quality = Array.from({ length: MAX_WORDS }, () => new Uint8Array(tokens.length));
  const seen = new Int32Array(count);
  const reached = new Int32Array(count);
  let stamp = 0;
  // Each matched row's score while a ranked query is ordered. A map of them, made per query, was
  // the largest allocation of a search that matches most of a large catalogue (a "core" at
  // 100,000 records: a table rebuilt as it grew, promoted to the old generation while the query
  // ran); read by row, the comparator is a lookup in place of a hash.
  const scoreOfRow = new Float64Array(count);

  /** Marks the tokens each word matches; returns each word's token ids (none for a word nothing matches). */
  function resolve(words: string[], mode: Mode): number[][] {
    const matched: number[][] = [];
    for (let k = 0; k < words.length; k++) {
      const word = words[k]!;
      const ids: number[] = [];
      const mark = (id: number, q: number) => {
        if (quality[k]![id]! < q) {
          if (quality[k]![id] === 0) ids.push(id);
          quality[k]![id] = q;
        }
      };
      const exact = tokenIdOf(tokens, word);
      if (exact !== undefined) mark(exact, EXACT);
      const prefix = mode === 'loose' || (mode === 'typing' && k === words.length - 1);
      if (prefix && word.length >= MIN_PREFIX) {
        for (let id = lowerBound(tokens, word); id < tokens.length && tokens[id]!.startsWith(word); id++) mark(id, PREFIX);
      }
      if (!ids.length) {
        if (mode === 'loose' && word.length >= 4) {
          // Any word, model numbers too, but only among the tokens that start as it does.
          const end = lowerBound(tokens, String.fromCharCode(word.charCodeAt(0) + 1));
          for (let id = lowerBound(tokens, word[0]!); id < end; id++) if (withinOneEdit(word, tokens[id]!)) mark(id, TYPO);
        } else if (/^[a-z]+$/.test(word) && word.length >= MIN_TYPO) {
          const near = prefix ? withinOneEditOfStart : withinOneEdit;
          for (const id of typoTokens) if (near(word, tokens[id]!)) mark(id, TYPO);
        }
      }
      matched.push(ids);
    }
    return matched;
  }

  /**
   * The words to match and their tokens. Loose, every word as it is; otherwise a word nothing
   * matches is let go when it holds a digit or is not in Latin letters (a shop's "16G", "Y9000P",
   * "京东自营") and another word names a record's model exactly; else nothing matches (null). A
   * word of letters alone is kept, matching nothing: it may be a brand mistyped beyond the typo
   * rule ("epcy 9654"), which must not be read as the model alone.
   */
  function settle(words: string[], mode: Mode): { words: string[]; matched: number[][] } | null {
    const matched = resolve(words, mode);
    if (mode === 'loose' || matched.every((ids) => ids.length)) return { words, matched };
    const anchored = matched.some((ids, k) => isModelLike(words[k]!) && ids.some((id) => quality[k]![id] === EXACT && modelStart[id + 1]! > modelStart[id]!));
    const spelt = words.some((word, k) => !matched[k]!.length && word !== UNKNOWN_WORD && /^[a-z]+$/.test(word));
    release(matched);
    if (!anchored || spelt) return null;
    const known = words.filter((_, k) => matched[k]!.length);
    return { words: known, matched: resolve(known, mode) };
  }

  function release(matched: number[][]): void {
    matched.forEach((ids, k) => ids.forEach((id) => (quality[k]![id] = 0)));
  }

  /** The token ids rows are reached through: the narrowest word's, or, loose, the model-like words'. */
  function entryTokens(words: string[], matched: number[][], mode: Mode): number[] {
    const reach = (ids: number[]) => ids.reduce((sum, id) => sum + postingStart[id + 1]! - postingStart[id]!, 0);
    if (mode === 'loose') return [...new Set(entryWords(words).flatMap((k) => matched[k]!))];
    let narrowest = 0;
    for (let k = 1; k < matched.length; k++) if (reach(matched[k]!) < reach(matched[narrowest]!)) narrowest = k;
    return matched[narrowest]!;
  }

  /**
   * Calls `visit(row, score, inOrder)` for each row that matches every word (loose: any): first
   * the rows whose model number a word names exactly, then the others best row first (`inOrder`);
   * `visit` returns true to stop. One token's rows are in order already; several tokens' rows are
   * gathered and put in order (or, when they are many, marked and read in order).
   */
  function eachMatch(
    typed: string[],
    mode: Mode,
    visit: (row: number, score: number, inOrder: boolean) => boolean | void,
    prepare?: (matched: number[][], words: string[]) => void,
  ): void {
    if (!typed.length) return;
    if (mode === 'loose') demands = looseDemands(typed);
    const settled = settle(typed, mode);
    if (!settled) return;
    const { words, matched } = settled;
    saysPro = words.includes('pro');
    try {
      // A word the catalogue does not know is let go only beside a brand it does: "5600x boxed"
      // is a Ryzen, but "geforce rtx 4090" is no Core i5-4690.
      if (mode === 'loose' && matched.some((ids) => !ids.length) && !demands.brands.includes(true)) return;
      prepare?.(matched, words);
      const entry = entryTokens(words, matched, mode);
      stamp++;
      let inOrder = false;
      const consider = (row: number) => {
        if (seen[row] === stamp) return false;
        seen[row] = stamp;
        const score = scoreRow(row, words, mode);
        return score >= 0 && visit(row, score, inOrder) === true;
      };
      // Rows whose model number a word names exactly outrank every other: they come first.
      for (let k = 0; k < matched.length; k++) {
        for (const id of matched[k]!) {
          if (quality[k]![id] !== EXACT) continue;
          for (let at = modelStart[id]!; at < modelStart[id + 1]!; at++) if (consider(modelRows[at]!)) return;
        }
      }
      inOrder = true;
      if (entry.length === 1) {
        const id = entry[0]!;
        for (let at = postingStart[id]!; at < postingStart[id + 1]!; at++) if (consider(postings[at]!)) return;
        return;
      }
      const total = entry.reduce((sum, id) => sum + postingStart[id + 1]! - postingStart[id]!, 0);
      if (total * 8 < count) {
        const gathered: number[] = [];
        for (const id of entry) {
          for (let at = postingStart[id]!; at < postingStart[id + 1]!; at++) {
            const row = postings[at]!;
            if (reached[row] !== stamp) gathered.push(row);
            reached[row] = stamp;
          }
        }
        for (const row of Int32Array.from(gathered).sort()) if (consider(row)) return;
      } else {
        for (const id of entry) for (let at = postingStart[id]!; at < postingStart[id + 1]!; at++) reached[postings[at]!] = stamp;
        for (let row = 0; row < count; row++) if (reached[row] === stamp && consider(row)) return;
      }
    } finally {
      release(matched);
    }
  }

  /**
   * What a loose match must keep of the query, so that the nearest names stay near: every
   * vendor or brand it names ("xeon 7800x3d" offers no Ryzen), and, when it holds model numbers,
   * one of them as the row's model, within a typo ("epyc 7b13" → EPYC 7313, 7413…); a query
   * without a model number must match in every word ("apple m2 pro" offers no PRO parts).
   * Words the catalogue does not know ("boxed") are let go when a brand it knows is named.
   */
  function looseDemands(words: string[]): { brands: boolean[]; models: number[] } {
    const brands = words.map((word) => brandToken[tokenIdOf(tokens, word) ?? -1] === 1);
    return { brands, models: words.flatMap((word, k) => (!brands[k] && isModelLike(word) ? [k] : [])) };
  }
  let demands: { brands: boolean[]; models: number[] } = { brands: [], models: [] };
  /** whether the query being matched says PRO: if not, a PRO part comes after the others */
  let saysPro = false;

  /** The row's score for the words, or -1 when a word it must match finds none of its tokens. */
  function scoreRow(row: number, words: string[], mode: Mode): number {
    let total = 0;
    let excess = 0;
    let model = 0;
    if (mode === 'loose') {
      const own = modelToken[row]!;
      if (demands.models.length && !demands.models.some((k) => own !== -1 && quality[k]![own]! > 0)) return -1;
    }
    for (let k = 0; k < words.length; k++) {
      let best = 0;
      let bestLength = 0;
      for (let at = rowTokenStart[row]!; at < rowTokenStart[row + 1]!; at++) {
        const id = rowTokens[at]!;
        const q = quality[k]![id]!;
        if (q > best || (q === best && q > 0 && tokens[id]!.length < bestLength)) {
          best = q;
          bestLength = tokens[id]!.length;
        }
        if (q === EXACT && id === modelToken[row]) model = 1;
      }
      if (!best && (mode !== 'loose' || demands.brands[k] || !demands.models.length)) return -1;
      total += best;
      if (best === PREFIX) excess += bestLength - words[k]!.length;
    }
    return score(model, saysPro || !proName[row] ? 1 : 0, total, excess, nameWords[row]!, hasFigures[row]!);
  }

  /**
   * The best score a row without an exactly named model could reach: every word at its best
   * quality, prefixes at their shortest. Once the list is full of rows scoring that, no later
   * row — fewer points, or as many from an older part — can take a place.
   */
  function bestPossible(words: string[], matched: number[][]): number {
    let total = 0;
    let excess = 0;
    matched.forEach((ids, k) => {
      let top = 0;
      let shortest = Infinity;
      for (const id of ids) {
        const q = quality[k]![id]!;
        if (q > top) [top, shortest] = [q, Infinity];
        if (q === top) shortest = Math.min(shortest, tokens[id]!.length);
      }
      total += top;
      if (top === PREFIX) excess += shortest - words[k]!.length;
    });
    return score(0, 1, total, excess, shortestName, 1);
  }

  /** The best `limit` rows, best first; rows arrive best first among equals, so ties keep their place. */
  function best(words: string[], mode: Mode, limit: number): Processor[] {
    const found: number[] = [];
    const scores: number[] = [];
    let ceiling = Infinity;
    // Full of rows no later row can beat: the rest need not be read.
    const done = (inOrder: boolean) => inOrder && found.length === limit && scores[limit - 1]! >= ceiling;
    eachMatch(
      words,
      mode,
      (row, rowScore, inOrder) => {
        if (found.length === limit && rowScore <= scores[limit - 1]!) return done(inOrder);
        let i = found.length;
        while (i > 0 && (rowScore > scores[i - 1]! || (rowScore === scores[i - 1]! && row < found[i - 1]!))) i--;
        found.splice(i, 0, row);
        scores.splice(i, 0, rowScore);
        if (found.length > limit) {
          found.pop();
          scores.pop();
        }
        return done(inOrder);
      },
      (matched, settled) => (ceiling = bestPossible(settled, matched)),
    );
    return found.map((row) => rows[row]!);
  }

  function countMatches(words: string[], mode: Mode, stopAt: number): { matches: number; last: number } {
    let matches = 0;
    let last = -1;
    eachMatch(words, mode, (row) => {
      matches++;
      last = row;
      return matches >= stopAt;
    });
    return { matches, last };
  }

  /** The query's words: a shop's additions taken out, a model in the vendor's spelling. */
  function read(text: string): string[] {
    return queryWords(withoutShopWords(text)).map((word) => {
      if (tokenIdOf(tokens, word) !== undefined || !isModelLike(word)) return word;
      for (const [written, vendor] of MARKET_SPELLINGS) {
        const id = word.endsWith(written) ? tokenIdOf(tokens, word.slice(0, -written.length) + vendor) : undefined;
        if (id !== undefined && modelStart[id + 1]! > modelStart[id]!) return tokens[id]!;
      }
      return word;
    });
  }

  function named(text: string): Processor | null {
    const words = read(text);
    for (const mode of ['whole', 'typing'] as const) {
      const { matches, last } = countMatches(words, mode, 2);
      if (matches === 1) return rows[last]!;
      // Several match, but the text may still be one's whole name: "ryzen 5 3600" names the
      // Ryzen 5 3600, though the Ryzen 5 PRO 3600 has those words too.
      if (matches > 1) {
        const whole = best(words, mode, 8).filter((processor) => namesWhole(words, processor));
        return whole.length === 1 ? whole[0]! : null;
      }
    }
    return null;
  }

  return {
    suggest: (text, limit) => best(read(text), 'typing', limit),
    matchingRows(text) {
      if (!text.trim()) return null;
      const marks = new Uint8Array(count);
      eachMatch(read(text), 'typing', (row) => void (marks[catalogueIndex[row]!] = 1));
      return marks;
    },
    rankedRows(text) {
      if (!text.trim()) return null;
      const found: number[] = [];
      eachMatch(read(text), 'typing', (row, matchScore) => {
        found.push(row);
        scoreOfRow[row] = matchScore;
      });
      // Ties keep the index's row order, as the suggestions' do.
      found.sort((a, b) => scoreOfRow[b]! - scoreOfRow[a]! || a - b);
      // Filled by index: Int32Array.from would first copy the list into another array.
      const places = new Int32Array(found.length);
      for (let at = 0; at < found.length; at++) places[at] = catalogueIndex[found[at]!]!;
      return places;
    },
    named,
    likeliest(text) {
      return named(text) ?? best(read(text), 'whole', 1)[0] ?? null;
    },
    closest(text, limit) {
      const words = read(text);
      const typed = best(words, 'typing', limit);
      return typed.length ? typed : best(words, 'loose', limit);
    },
  };
}

/**
 * Most significant first: an exactly named model, a name that says PRO only when the query does
 * ("8845h" is the Ryzen 7 8845HS before the PRO 8845HS, whatever else their records match), how well
 * the words match, how little a prefix leaves untyped, the fewer words the name has beyond them
 * ("ryzen 5 3600" is the Ryzen 5 3600 before the Ryzen 5 PRO 3600), and last whether a benchmark
 * has a figure for it: after the name's length, so that "z1" is still the Ryzen Z1, unmeasured,
 * before the measured Ryzen Z1 Extreme, yet among names alike ("X Elite X1E-…") the measured first.
 */
function score(model: number, asked: number, total: number, excess: number, nameWords: number, figures: number): number {
  return model * 2 ** 31 + asked * 2 ** 30 + total * 2 ** 19 + (1023 - Math.min(excess, 1023)) * 2 ** 7 + (63 - Math.min(nameWords, 63)) * 2 + figures;
}

/** Whether every word of the processor's name is one of the words typed (a long word with one typo). */
function namesWhole(words: string[], processor: Processor): boolean {
  return recordWords(processor.name).every((word) =>
    words.some((typed) => typed === word || (word.length >= MIN_TYPO && /^[a-z]+$/.test(word) && withinOneEdit(typed, word))),
  );
}

function queryWords(text: string): string[] {
  return searchWords(text.slice(0, 200)).slice(0, MAX_WORDS);
}

/** A word that may be a model number: a digit, and three characters or more ("7b13", "255"; not "i7"). */
function isModelLike(word: string): boolean {
  return word.length >= 3 && /\d/.test(word);
}

/** For a loose search, the words to reach rows through: those like a model number, else the longer ones. */
function entryWords(words: string[]): number[] {
  const indexes = words.map((_, k) => k);
  const models = indexes.filter((k) => isModelLike(words[k]!));
  if (models.length) return models;
  const long = indexes.filter((k) => words[k]!.length >= 3);
  return long.length ? long : indexes;
}
