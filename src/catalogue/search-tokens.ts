import type { Processor } from '../shared/processor.js';
import { naturalKey } from './library-index.js';
import { modelSuffix, recordWords } from './search-words.js';

/**
 * The search index's tables (src/catalogue/search-index.ts reads them), built once per catalogue:
 * every distinct word of the records is a token, sorted so that the tokens a prefix starts are one
 * range; each token lists its rows and each row its tokens, as flat typed arrays that 100,000
 * records fill in well under a second.
 */
export interface SearchTables {
  /** distinct words, sorted; a token's id is its place here */
  tokens: string[];
  tokenId: Map<string, number>;
  /** the tokens of row r are rowTokens[rowTokenStart[r] .. rowTokenStart[r + 1]) */
  rowTokenStart: Int32Array;
  rowTokens: Int32Array;
  /** the rows of token t are postings[postingStart[t] .. postingStart[t + 1]), in row order */
  postingStart: Int32Array;
  postings: Int32Array;
  /** each row's model number token ("14900k" of "Core i9-14900K"), or -1 */
  modelToken: Int32Array;
  /** tokens a typo may be made in: letters only, four or more */
  typoTokens: number[];
  /** among equal matches, higher first: newer launches, then by name */
  rank: Int32Array;
}

export function buildSearchTables(processors: readonly Processor[]): SearchTables {
  const count = processors.length;
  const read = recordReader();

  // Rows' words under provisional ids (in order of first sight), then the ids of sorted order.
  const provisional = new Map<string, number>();
  const rowTokenStart = new Int32Array(count + 1);
  const rowWords: number[] = [];
  const models = new Int32Array(count).fill(-1);
  processors.forEach((processor, row) => {
    const { words, model } = read(processor);
    const start = rowWords.length;
    for (const word of words) {
      let id = provisional.get(word);
      if (id === undefined) provisional.set(word, (id = provisional.size));
      if (!rowWords.includes(id, start)) rowWords.push(id);
    }
    rowTokenStart[row + 1] = rowWords.length;
    if (model !== null) models[row] = provisional.get(model)!;
  });
  const tokens = [...provisional.keys()].sort();
  const tokenId = new Map(tokens.map((token, id) => [token, id]));
  const sortedId = new Int32Array(tokens.length);
  for (const [word, id] of provisional) sortedId[id] = tokenId.get(word)!;
  const rowTokens = Int32Array.from(rowWords, (id) => sortedId[id]!);
  const modelToken = models.map((id) => (id === -1 ? -1 : sortedId[id]!));

  const postingStart = new Int32Array(tokens.length + 1);
  for (const id of rowTokens) postingStart[id + 1]!++;
  for (let id = 0; id < tokens.length; id++) postingStart[id + 1]! += postingStart[id]!;
  const postings = new Int32Array(rowTokens.length);
  const filled = postingStart.slice(0, tokens.length);
  for (let row = 0; row < count; row++) {
    for (let at = rowTokenStart[row]!; at < rowTokenStart[row + 1]!; at++) postings[filled[rowTokens[at]!]!++] = row;
  }

  const launched = processors.map((p) => p.launched ?? '');
  const names = processors.map((p) => naturalKey(p.name));
  const order = processors.map((_, row) => row).sort((a, b) => {
    if (launched[a] !== launched[b]) return launched[a]! < launched[b]! ? 1 : -1;
    return names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b;
  });
  const rank = new Int32Array(count);
  order.forEach((row, position) => (rank[row] = count - position));

  return {
    tokens, tokenId, rowTokenStart, rowTokens, postingStart, postings, modelToken, rank,
    typoTokens: tokens.flatMap((token, id) => (/^[a-z]{4,}$/.test(token) ? [id] : [])),
  };
}

/**
 * A record's words — vendor, segment, name and its model's suffix, family, generation, codename,
 * socket — and its model word. Fields many records share are cut into words once.
 */
function recordReader(): (p: Processor) => { words: string[]; model: string | null } {
  const cache = new Map<string, string[]>();
  const shared = (text: string) => {
    let words = cache.get(text);
    if (!words) cache.set(text, (words = recordWords(text)));
    return words;
  };
  return (p) => {
    const name = recordWords(p.name);
    const words = [p.vendor, p.segment, ...name, ...shared(p.family), ...shared(p.generation)];
    if (p.codename) words.push(...shared(p.codename));
    if (p.socket) words.push(...shared(p.socket));
    let model: string | null = null;
    let digits = 0;
    for (const word of name) {
      const suffix = modelSuffix(word);
      if (suffix) words.push(suffix);
      // The model is the word with the most digits, the last of equals: "14900k" of "Core i9-14900K".
      const count = word.replace(/\D/g, '').length;
      if (count && count >= digits) [model, digits] = [word, count];
    }
    return { words, model };
  };
}
