/**
 * A kernel's checksum: FNV-1a over 32-bit words, written as 8 lowercase hex digits. It only has to
 * change when a kernel's output does (it is no defence against forgery: the server's proof-of-work
 * and plausibility checks are), so a small fast hash serves.
 */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export class Checksum {
  private state = FNV_OFFSET;

  /** Adds one 32-bit word, a byte at a time, lowest first. */
  add(word: number): this {
    let state = this.state;
    for (let shift = 0; shift < 32; shift += 8) state = Math.imul(state ^ ((word >>> shift) & 0xff), FNV_PRIME);
    this.state = state;
    return this;
  }

  addBytes(bytes: Uint8Array, length = bytes.length): this {
    let state = this.state;
    for (let index = 0; index < length; index++) state = Math.imul(state ^ bytes[index]!, FNV_PRIME);
    this.state = state;
    return this;
  }

  hex(): string {
    return toHex8(this.state);
  }
}

export function toHex8(word: number): string {
  return (word >>> 0).toString(16).padStart(8, '0');
}
