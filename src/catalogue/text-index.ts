/**
 * Which rows contain a search token, without reading every row: each row's
 * search text is cut into trigrams once, and a token is checked only against
 * the rows listed under its rarest trigram. Tokens shorter than three
 * characters have no trigram and are checked against the candidate rows left
 * by the longer ones (or every row, if they stand alone).
 */
export interface TextIndex {
  /** rows containing every token, as a mark per row; null when there are no tokens */
  rowsContaining(tokens: string[]): Uint8Array | null;
}

export function buildTextIndex(haystacks: readonly string[]): TextIndex {
  const postings = new Map<string, number[]>();
  haystacks.forEach((haystack, row) => {
    for (let at = 0; at + 3 <= haystack.length; at++) {
      const gram = haystack.slice(at, at + 3);
      const rows = postings.get(gram);
      if (!rows) postings.set(gram, [row]);
      else if (rows[rows.length - 1] !== row) rows.push(row); // rows arrive in order: no repeats
    }
  });

  function rowsContaining(tokens: string[]): Uint8Array | null {
    if (!tokens.length) return null;
    // Longest tokens first: they have the rarest trigrams and narrow the most.
    const ordered = [...tokens].sort((a, b) => b.length - a.length);
    let candidates: Uint8Array | null = null;
    for (const token of ordered) {
      const marks = new Uint8Array(haystacks.length);
      const rows = token.length >= 3 ? rarestPosting(token) : null;
      if (token.length >= 3 && !rows) return marks; // a trigram no row has: nothing matches
      const visit = (row: number) => {
        if ((!candidates || candidates[row]) && haystacks[row]!.includes(token)) marks[row] = 1;
      };
      if (rows) for (const row of rows) visit(row);
      else for (let row = 0; row < haystacks.length; row++) visit(row);
      candidates = marks;
    }
    return candidates;
  }

  function rarestPosting(token: string): number[] | null {
    let best: number[] | null = null;
    for (let at = 0; at + 3 <= token.length; at++) {
      const rows = postings.get(token.slice(at, at + 3));
      if (!rows) return null;
      if (!best || rows.length < best.length) best = rows;
    }
    return best;
  }

  return { rowsContaining };
}
