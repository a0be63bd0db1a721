import { launchSortKey } from './launch-keys.js';
import { lowerBound } from './lower-bound.js';
import type { Processor } from '../shared/processor.js';
import { nameOrderOf } from './natural-order.js';
import { modelSuffix, recordWords, searchWords } from './search-words.js';

/**
 * The search index's tables (src/catalogue/search-index.ts reads them), built once per catalogue:
 * every distinct word of the records is a token, sorted so that the tokens a prefix starts are one
 * range; each token lists its rows and each row its tokens, as flat typed arrays that 100,000
 * records fill in about a second. Rows are numbered best first — newest launch, then name — so
 * every token's rows are already in the order equal matches are shown, and a query for a common
 * word ("intel") can stop after the first few rows instead of ranking tens of thousands.
 */
export interface SearchTables<Row extends SearchFields = Processor> {
  /** the catalogue's records in row order: rows[r] is row r */
  rows: Row[];
  /** the catalogue's index of row r */
  catalogueIndex: Int32Array;
  /** distinct words, sorted; a token's id is its place here (tokenIdOf) */
  tokens: string[];
  /** the tokens of row r are rowTokens[rowTokenStart[r] .. rowTokenStart[r + 1]) */
  rowTokenStart: Int32Array;
  rowTokens: Int32Array;
  /** the rows of token t are postings[postingStart[t] .. postingStart[t + 1]), best first */
  postingStart: Int32Array;
  postings: Int32Array;
  /** each row's model number token ("14900k" of "Core i9-14900K"), or -1 */
  modelToken: Int32Array;
  /** the rows whose model number is token t: modelRows[modelStart[t] .. modelStart[t + 1]) */
  modelStart: Int32Array;
  modelRows: Int32Array;
  /** tokens a typo may be made in: letters only, four or more */
  typoTokens: number[];
  /**
   * how many words each row's name has as it is written: among equal matches the shorter name is the
   * closer one. The spellings the index adds for a name ("x1e80100" beside "X1E-80-100") are no words
   * of it: counted, a name an operating system writes whole would lose to one it does not.
   */
  nameWords: Uint8Array;
  /** 1 for a row whose name says PRO (the Ryzen 7 PRO 8845HS): it comes after its twin unless the query says PRO */
  proName: Uint8Array;
  /** 1 for a token that names a vendor or a brand: a word of a vendor or family ("amd", "ryzen", "xeon", "pro", "i7", "a10") */
  brandToken: Uint8Array;
}

/**
 * The id of the token `word`, or undefined where no record has that word: its place in the sorted
 * tokens. A map of every token to its id held 3.7 MB for the catalogue's lifetime at fake:100000
 * (114,000 tokens), and was made again on this thread from the tokens the search tables' thread
 * sent; a query looks up a few words, each in about seventeen comparisons.
 */
export function tokenIdOf(tokens: readonly string[], word: string): number | undefined {
  const id = lowerBound(tokens, word);
  return tokens[id] === word ? id : undefined;
}

/** What of a record the tables read: all a thread that builds them needs to be sent. */
export type SearchFields = Pick<Processor, 'name' | 'vendor' | 'segment' | 'family' | 'generation' | 'codename' | 'socket' | 'launched'>;

export function buildSearchTables<Row extends SearchFields>(processors: readonly Row[]): SearchTables<Row> {
  const count = processors.length;

  // Rows best first: newest launch (a quarter counts from its first day), then name: the name
  // order (shared with the library), each record placed into the run of its launch, newest run
  // first and undated last, rather than a comparison sort of 100,000 records.
  const catalogueIndex = newestFirst(processors, nameOrderOf(processors));
  const rows = Array.from(catalogueIndex, (index) => processors[index]!);

  // Rows' words under provisional ids (in order of first sight), then the ids of sorted order.
  const provisional = new Map<string, number>();
  const idOf = (word: string) => {
    let id = provisional.get(word);
    if (id === undefined) provisional.set(word, (id = provisional.size));
    return id;
  };
  const read = recordReader(idOf);
  const rowTokenStart = new Int32Array(count + 1);
  const rowWords: number[] = [];
  const models = new Int32Array(count).fill(-1);
  const nameWords = new Uint8Array(count);
  const proName = new Uint8Array(count);
  rows.forEach((processor, row) => {
    nameWords[row] = Math.min(read(processor, rowWords, models, row), 255);
    proName[row] = /(?:^|\s)pro(?=\s|$)/i.test(processor.name) ? 1 : 0;
    rowTokenStart[row + 1] = rowWords.length;
  });
  const tokens = [...provisional.keys()].sort();
  // Held while the tables are built, where every word is looked up; afterwards a query's few words
  // are found in the sorted tokens themselves (tokenIdOf).
  const tokenId = new Map<string, number>();
  tokens.forEach((token, id) => tokenId.set(token, id));
  const sortedId = new Int32Array(tokens.length);
  for (const [word, id] of provisional) sortedId[id] = tokenId.get(word)!;
  // Loops rather than Int32Array.from(list, map), which walks the list as an iterator: over the
  // million ids of fake:100000 about 90 ms against 6.
  const rowTokens = new Int32Array(rowWords.length);
  for (let at = 0; at < rowWords.length; at++) rowTokens[at] = sortedId[rowWords[at]!]!;
  const modelToken = new Int32Array(count);
  for (let row = 0; row < count; row++) modelToken[row] = models[row] === -1 ? -1 : sortedId[models[row]!]!;

  const [postingStart, postings] = groupRows(tokens.length, rowTokenStart, rowTokens);
  const modelRowStart = new Int32Array(count + 1);
  const modelIds: number[] = [];
  for (let row = 0; row < count; row++) {
    if (modelToken[row] !== -1) modelIds.push(modelToken[row]!);
    modelRowStart[row + 1] = modelIds.length;
  }
  const [modelStart, modelRows] = groupRows(tokens.length, modelRowStart, Int32Array.from(modelIds));

  const brandToken = new Uint8Array(tokens.length);
  const brands = new Set<string>();
  for (const p of processors) brands.add(p.vendor).add(p.family);
  for (const text of brands) {
    for (const word of recordWords(text)) if (isBrandWord(word)) brandToken[tokenId.get(word)!] = 1;
  }
  // A typo is looked for among words of four letters or more; most tokens are model numbers.
  const typoTokens: number[] = [];
  tokens.forEach((token, id) => {
    if (token.length >= 4 && /^[a-z]{4,}$/.test(token)) typoTokens.push(id);
  });

  return {
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
  };
}

/** The places of `nameOrder` (places in name order) in runs of launch, newest first, undated last. */
function newestFirst(processors: readonly SearchFields[], nameOrder: Int32Array): Int32Array {
  const count = processors.length;
  const launched = new Float64Array(count);
  const distinct = new Set<number>();
  for (let i = 0; i < count; i++) distinct.add((launched[i] = launchSortKey(processors[i]!.launched) ?? -Infinity));
  // Newest first: runs in descending order of launch, -Infinity (undated) the last.
  const runs = Float64Array.from(distinct).sort().reverse();
  const runOf = new Map<number, number>();
  runs.forEach((value, run) => runOf.set(value, run));
  const next = new Int32Array(runs.length + 1);
  const run = new Int32Array(count);
  for (let i = 0; i < count; i++) next[(run[i] = runOf.get(launched[i]!)!) + 1]!++;
  for (let r = 0; r < runs.length; r++) next[r + 1]! += next[r]!;
  const order = new Int32Array(count);
  for (const i of nameOrder) order[next[run[i]!]!++] = i;
  return order;
}

/**
 * A word of a vendor or family that names a brand: two characters or more, starting with a letter,
 * and no model number ("a10" and "i7" are brands; "5" of "Ryzen 5" and "3020e" are not).
 */
function isBrandWord(word: string): boolean {
  return /^[a-z][a-z0-9+]+$/.test(word) && !/\d{3}/.test(word);
}

/** Inverts rows → tokens (row r has ids[start[r] .. start[r + 1])) into tokens → rows, rows in order. */
function groupRows(tokenCount: number, start: Int32Array, ids: Int32Array): [Int32Array, Int32Array] {
  const groupStart = new Int32Array(tokenCount + 1);
  for (const id of ids) groupStart[id + 1]!++;
  for (let id = 0; id < tokenCount; id++) groupStart[id + 1]! += groupStart[id]!;
  const grouped = new Int32Array(ids.length);
  const filled = groupStart.slice(0, tokenCount);
  for (let row = 0; row + 1 < start.length; row++) {
    for (let at = start[row]!; at < start[row + 1]!; at++) grouped[filled[ids[at]!]!++] = row;
  }
  return [groupStart, grouped];
}

/**
 * Reads a record's words — vendor, segment, name and its model's suffix, family, generation,
 * codename, socket — into the row's ids (each once, in that order) and its model word's id into
 * `models[row]`; returns how many words its name has. Fields many records share are cut into
 * words and given their ids once: only the name is new in each record.
 */
function recordReader(idOf: (word: string) => number): (p: SearchFields, rowWords: number[], models: Int32Array, row: number) => number {
  const fieldIds = new Map<string, number[]>();
  const shared = (text: string) => {
    let ids = fieldIds.get(text);
    if (!ids) fieldIds.set(text, (ids = recordWords(text).map(idOf)));
    return ids;
  };
  return (p, rowWords, models, row) => {
    const start = rowWords.length;
    const add = (id: number) => {
      if (!rowWords.includes(id, start)) rowWords.push(id);
    };
    const name = recordWords(p.name);
    add(idOf(p.vendor));
    add(idOf(p.segment));
    for (const word of name) add(idOf(word));
    for (const id of shared(p.family)) add(id);
    for (const id of shared(p.generation)) add(id);
    if (p.codename) for (const id of shared(p.codename)) add(id);
    if (p.socket) for (const id of shared(p.socket)) add(id);
    let model: string | null = null;
    let digits = 0;
    for (const word of name) {
      const suffix = modelSuffix(word);
      if (suffix) add(idOf(suffix));
      // The model is the word with the most digits, the last of equals: "14900k" of "Core i9-14900K".
      const count = digitCount(word);
      if (count && count >= digits) [model, digits] = [word, count];
    }
    if (model !== null) models[row] = idOf(model);
    return searchWords(p.name).length;
  };
}

function digitCount(word: string): number {
  let count = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) count++;
  }
  return count;
}
