import { randomBytes } from 'node:crypto';

/**
 * A report's reference number, which the visitor keeps and the maintainers' page and /changes
 * show: "CA-" and eight characters in two groups, from an alphabet without the look-alikes
 * (0/O, 1/I/L) so it can be read out or typed from a screenshot. 32^8 ≈ 10^12: drawn at random,
 * never guessed.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = /^CA-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

export function newReferenceNumber(): string {
  const characters = [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `CA-${characters.slice(0, 4)}-${characters.slice(4)}`;
}
