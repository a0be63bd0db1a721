import { Checksum } from '../checksum.js';
import { pick, seededRandom } from '../seeded-random.js';

/**
 * Integer and compression: an LZ77 compressor written here (hash chains over 3-byte prefixes in a
 * 32 KiB window, as DEFLATE's finder works; tokens in a byte format of its own) over 256 KiB of
 * generated text with a word frequency like a language's, then the decompressor, whose output
 * must be the input again. Byte loads, hashing, short compare loops and unpredictable branches:
 * the work of unzipping a download or packing a log. The checksum covers the compressed bytes.
 */
const INPUT_BYTES = 256 * 1024;
const WINDOW = 32 * 1024;
const HASH_BITS = 14;
const MIN_MATCH = 4;
const MAX_MATCH = 255 + MIN_MATCH;
/** how many earlier positions of the same prefix the finder tries: more compresses better and slower */
const MAX_CHAIN = 24;

export function prepareCompress(): () => string {
  const input = generatedText(seededRandom(0x5eed0001), INPUT_BYTES);
  const head = new Int32Array(1 << HASH_BITS);
  const previous = new Int32Array(WINDOW);
  // A token stream never exceeds the input by more than one byte in 128 (literal runs' headers).
  const packed = new Uint8Array(INPUT_BYTES + (INPUT_BYTES >> 7) + 16);
  const unpacked = new Uint8Array(INPUT_BYTES);
  return () => {
    const length = compress(input, packed, head, previous);
    const restored = decompress(packed, length, unpacked);
    if (restored !== input.length || !sameBytes(input, unpacked)) throw new Error('compress: the round trip lost bytes');
    return new Checksum().add(length).addBytes(packed, length).hex();
  };
}

/** Words drawn with a skewed frequency from a generated vocabulary, with punctuation and numbers. */
function generatedText(random: () => number, bytes: number): Uint8Array {
  const letters = 'etaoinshrdlucmfwypvbgkjqxz';
  const vocabulary = Array.from({ length: 2000 }, () => {
    let word = '';
    const length = 2 + pick(random, 9);
    for (let index = 0; index < length; index++) word += letters[Math.floor(random() * random() * letters.length)];
    return word;
  });
  const text = new Uint8Array(bytes);
  let at = 0;
  while (at < bytes) {
    const chosen = random();
    // The cube skews the draw toward the first words, as a few words make up most of any text.
    const word = chosen < 0.04 ? String(pick(random, 100000)) : vocabulary[Math.floor(chosen * chosen * chosen * vocabulary.length)]!;
    const separator = random() < 0.08 ? (random() < 0.5 ? '. ' : ',\n') : ' ';
    for (const character of word + separator) if (at < bytes) text[at++] = character.charCodeAt(0);
  }
  return text;
}

/**
 * Tokens: a literal run is [0, length, bytes…] (length 1–255); a match is [length − MIN_MATCH + 1,
 * distance high byte, distance low byte] (distance 1–32768). Returns the stream's length.
 */
function compress(input: Uint8Array, out: Uint8Array, head: Int32Array, previous: Int32Array): number {
  head.fill(-1);
  let written = 0;
  let literalStart = 0;
  let position = 0;
  const end = input.length;
  const flushLiterals = (upTo: number) => {
    while (literalStart < upTo) {
      const run = Math.min(255, upTo - literalStart);
      out[written++] = 0;
      out[written++] = run;
      out.set(input.subarray(literalStart, literalStart + run), written);
      written += run;
      literalStart += run;
    }
  };
  while (position + MIN_MATCH <= end) {
    const key = prefixHash(input, position);
    let candidate = head[key]!;
    previous[position & (WINDOW - 1)] = candidate;
    head[key] = position;
    let bestLength = 0;
    let bestDistance = 0;
    for (let tries = 0; candidate >= 0 && position - candidate <= WINDOW && tries < MAX_CHAIN; tries++) {
      const limit = Math.min(MAX_MATCH, end - position);
      let length = 0;
      while (length < limit && input[candidate + length] === input[position + length]) length++;
      if (length > bestLength) {
        bestLength = length;
        bestDistance = position - candidate;
        if (length === limit) break;
      }
      const next = previous[candidate & (WINDOW - 1)]!;
      if (next >= candidate) break; // the slot was overwritten by a newer position: the chain ends
      candidate = next;
    }
    if (bestLength >= MIN_MATCH) {
      flushLiterals(position);
      out[written++] = bestLength - MIN_MATCH + 1;
      out[written++] = (bestDistance - 1) >> 8;
      out[written++] = (bestDistance - 1) & 0xff;
      // The matched positions join the chains too, so later text finds them.
      for (let skipped = 1; skipped < bestLength && position + skipped + MIN_MATCH <= end; skipped++) {
        const at = position + skipped;
        const skippedKey = prefixHash(input, at);
        previous[at & (WINDOW - 1)] = head[skippedKey]!;
        head[skippedKey] = at;
      }
      position += bestLength;
      literalStart = position;
    } else {
      position++;
    }
  }
  flushLiterals(end);
  return written;
}

function prefixHash(input: Uint8Array, at: number): number {
  const word = input[at]! | (input[at + 1]! << 8) | (input[at + 2]! << 16);
  return Math.imul(word, 0x9e3779b1) >>> (32 - HASH_BITS);
}

function decompress(packed: Uint8Array, length: number, out: Uint8Array): number {
  let read = 0;
  let written = 0;
  while (read < length) {
    const token = packed[read++]!;
    if (token === 0) {
      const run = packed[read++]!;
      out.set(packed.subarray(read, read + run), written);
      read += run;
      written += run;
    } else {
      const matchLength = token + MIN_MATCH - 1;
      const distance = ((packed[read]! << 8) | packed[read + 1]!) + 1;
      read += 2;
      // Byte by byte: a match may overlap the bytes it writes (distance < length repeats them).
      for (let index = 0; index < matchLength; index++, written++) out[written] = out[written - distance]!;
    }
  }
  return written;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}
