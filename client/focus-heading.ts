/**
 * After a client navigation, focus goes where a screen reader or keyboard
 * user expects a new page to start: its main heading (made focusable for the
 * script only), else the main region.
 */
export function focusMainHeading(): void {
  const target = document.querySelector<HTMLElement>('#main h1') ?? document.querySelector<HTMLElement>('h1') ?? document.getElementById('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
