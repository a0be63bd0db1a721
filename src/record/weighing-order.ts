/**
 * The order the doubt rule weighs one line's figures in (src/record/doubt.ts): most results first;
 * on equal counts the better figure first; on equal counts and figures, by `vendor:id`. Returns the
 * members' numbers in that order.
 *
 * A synthetic line holds up to twelve thousand figures and a few hundred distinct counts: sorted
 * whole with a comparator, each figure was compared about fourteen times, through a function call
 * each. Here the members are first placed by their count (a counting sort: a count is a whole
 * number of results), so only members of equal count are compared, a few times each, and the
 * smallest of those groups without a call per pair.
 */
export function weighingOrder(samples: Float64Array, goodness: Float64Array, keyAt: (m: number) => string): Int32Array {
  const order = bySamples(samples);
  // Before `a` in the order: the better figure, or on an equal one the lower key.
  const before = (a: number, b: number) => goodness[a]! > goodness[b]! || (goodness[a] === goodness[b] && keyAt(a) < keyAt(b));
  for (let start = 0; start < order.length; ) {
    let end = start + 1;
    while (end < order.length && samples[order[end]!] === samples[order[start]!]) end++;
    if (end - start <= SMALL_GROUP) {
      for (let i = start + 1; i < end; i++) {
        const m = order[i]!;
        let j = i;
        for (; j > start && before(m, order[j - 1]!); j--) order[j] = order[j - 1]!;
        order[j] = m;
      }
    } else {
      order.subarray(start, end).sort((a, b) => (before(a, b) ? -1 : 1));
    }
    start = end;
  }
  return order;
}

/** Groups of equal count up to this size are put in order by insertion, without a sort's calls. */
const SMALL_GROUP = 12;

/**
 * The members by count, most first. Counts are whole numbers of results; where they are small
 * against the line's size, each goes straight to its place (a counting sort), and otherwise, in a
 * line of a few figures, a sort of so few numbers costs nothing.
 */
function bySamples(samples: Float64Array): Int32Array {
  const size = samples.length;
  const order = new Int32Array(size);
  for (let m = 0; m < size; m++) order[m] = m;
  let most = 0;
  let whole = true;
  for (let m = 0; m < size; m++) {
    const count = samples[m]!;
    if (!(Number.isInteger(count) && count >= 0)) whole = false;
    else if (count > most) most = count;
  }
  if (!whole || most > 4 * size + 64) return order.sort((a, b) => samples[b]! - samples[a]! || a - b);
  // starts[c]: where the members with count `most - c` begin
  const starts = new Int32Array(most + 2);
  for (let m = 0; m < size; m++) starts[most - samples[m]! + 1]!++;
  for (let c = 1; c < starts.length; c++) starts[c]! += starts[c - 1]!;
  for (let m = 0; m < size; m++) order[starts[most - samples[m]!]!++] = m;
  return order;
}
