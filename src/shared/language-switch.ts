/**
 * The language switch records the visitor's choice with or without JavaScript: it links
 * through `/language` + the page in the other language (`/language/en/lib?vendor=amd`,
 * `/language/` for the Chinese home), where the server sets the `i18n_redirected` cookie and
 * answers 303 to that page (src/http/language-switch.ts). With JavaScript the router reads the
 * page out of the link and goes there in place (client/route-link.ts), and
 * client/locale-cookie.ts writes the same cookie. Safe to import in the browser.
 */
const PREFIX = '/language';

/** `/en/lib?vendor=amd` → `/language/en/lib?vendor=amd`; `/` → `/language/` */
export const languageSwitchHref = (pageHref: string): string => PREFIX + pageHref;

/** The page path a switch path leads to (`/language/en/lib` → `/en/lib`), or null when it is none. */
export function pageOfLanguageSwitch(pathname: string): string | null {
  return pathname.startsWith(`${PREFIX}/`) ? pathname.slice(PREFIX.length) : null;
}
