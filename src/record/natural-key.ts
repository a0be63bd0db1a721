/**
 * The natural order of two names, in which "Core i5-9600" comes before "Core i5-12400": the key
 * alone, apart from the catalogue's cached orders (natural-order.ts), so that what reads and
 * writes the data files (socket spellings) can order names the way the server lists them.
 */

/** Lower case with every run of digits padded, so plain string order is natural order. */
export function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

export function byNaturalKey(a: string, b: string): number {
  const [x, y] = [naturalKey(a), naturalKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
