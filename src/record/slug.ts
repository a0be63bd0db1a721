import { ID_MAX_LENGTH } from './processor.js';

/**
 * Turns a marketing name into an id: "Core i7-13700K" → "core-i7-13700k",
 * "Ryzen 7 PRO 7840U" → "ryzen-7-pro-7840u". Trademark signs and accents are
 * dropped, every other run of non-alphanumerics becomes one hyphen. Ids longer
 * than the limit are cut at a hyphen so they still read as words.
 */
export function slugify(name: string, maxLength = ID_MAX_LENGTH): string {
  // most names are plain ASCII; Unicode normalisation is slow, so only pay for it when needed
  // (trademark signs go first: NFKD would spell ™ out as "TM")
  const ascii = /^[\x20-\x7e]*$/.test(name)
    ? name
    : name
        .replace(/[®™©]/g, '')
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}
