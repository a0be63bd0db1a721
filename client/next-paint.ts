/**
 * Resolves once the browser has had the chance to paint what the click
 * changed (the pressed link, a focus ring) — after the next animation frame
 * and a task — or after 100 ms at most, since a hidden tab never draws a
 * frame. Doing the navigation's work only then keeps interaction-to-next-paint
 * short (https://web.dev/articles/inp).
 */
const MAX_WAIT_MS = 100;

export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
