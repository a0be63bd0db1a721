/**
 * Whether the visitor asked to save data or sits on a 2G-class link, as far
 * as the browser tells (Network Information API, Chromium only). Preloading
 * and the first build check are extras such a visitor should not pay for.
 */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}
