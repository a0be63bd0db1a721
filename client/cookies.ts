/**
 * The two cookies the browser keeps for the visitor — language (client/locale-cookie.ts) and
 * theme (client/theme-toggle.ts) — with the attributes the server gives its own: the whole site,
 * sent on top-level navigation, Secure over https.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** A cookie's value, for the word-character values these cookies hold. */
export function readCookie(name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=(\\w+)`).exec(document.cookie)?.[1];
}
