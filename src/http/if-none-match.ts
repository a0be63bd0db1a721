/**
 * Whether a client already holds the bytes an ETag names (RFC 9110 §13.1.2): If-None-Match lists
 * tags, weak or strong, or `*`. Each encoding of the same bytes has its own tag (`"…-br"`,
 * `"…-gz"`, and `"…-br1"`, `"…-gz1"` for a quick first copy, src/http/cached-response.ts), and a
 * tag of any of them matches.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const base = etag.slice(1, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const opaque = tag.replace(/^"|"$/g, '').replace(/-(br|gz)1?$/, '');
    return opaque === base;
  });
}
