/**
 * Leaves client navigation behind and lets the browser load a URL itself.
 * After a history step the address bar already shows the target, so that is
 * a reload.
 */
export function fullLoad(href: string): void {
  if (href === location.href) location.reload();
  else location.assign(href);
}
