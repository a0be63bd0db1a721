import { MAX_COMPARED } from '../../src/shared/compare-query.js';
import { COMPARE_PICK_ATTRIBUTE } from '../../src/shared/compare-dom.js';
import { formatNumber } from '../../src/shared/format.js';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import { navigate } from '../navigation.js';
import { comparisonHref, currentSelection, setPick, watchSelection, type Pick } from './selection-store.js';
import { selectionWords } from './selection-words.js';

/**
 * The detail page's compare button and the selection. The server draws a plain link to the
 * comparison of the processor alone (`a[data-compare-pick]`); while the tab holds a selection of
 * other processors it becomes "compare with my selection (n)", which adds this processor to the
 * selection and opens the comparison of all of it, and a second link beside it still compares the
 * processor alone. A full selection without it is left as it is: the button compares the processor
 * alone, and the second link opens the selection.
 */
export function showSelectionOn(root: HTMLElement, locale: Locale): () => void {
  const link = root.querySelector<HTMLAnchorElement>(`a[${COMPARE_PICK_ATTRIBUTE}]`);
  if (!link) return () => undefined;
  let stop: (() => void) | undefined;
  let stopped = false;
  selectionWords(locale).then(() => {
    if (!stopped) stop = followSelection(root, link, locale);
  }, console.error);
  return () => {
    stopped = true;
    stop?.();
  };
}

function followSelection(root: HTMLElement, link: HTMLAnchorElement, locale: Locale): () => void {
  const t = translator(locale);
  const pick = pickOf(link);
  const alone = { href: link.getAttribute('href') ?? '', text: link.textContent ?? '' };
  const second = document.createElement('a');
  second.className = 'button button--ghost';
  let joins = false;

  const show = () => {
    const { picks } = currentSelection();
    const others = picks.filter((p) => p.key !== pick.key);
    const joined = others.length < picks.length ? picks : [...picks, pick];
    joins = others.length > 0 && joined.length <= MAX_COMPARED;
    if (joins) {
      link.href = comparisonHref(joined, locale);
      link.textContent = t('selection.withMine', { count: formatNumber(locale, joined.length) });
      second.href = alone.href;
      second.textContent = t('selection.alone');
    } else {
      link.href = alone.href;
      link.textContent = alone.text;
      second.href = comparisonHref(picks, locale);
      second.textContent = t('selection.open', { count: formatNumber(locale, picks.length) });
    }
    if (others.length) link.after(second);
    else second.remove();
  };
  const onClick = (event: MouseEvent) => {
    if (joins && (event.target as Element | null)?.closest('a') === link) setPick(pick, true);
  };

  show();
  const stop = watchSelection(show);
  root.addEventListener('click', onClick);
  return () => {
    stop();
    root.removeEventListener('click', onClick);
  };
}

/**
 * A press of the compare button before the selection's code was here: this processor joins the
 * selection, and the comparison of all of it opens (of it alone when the selection is full).
 */
export function compareFrom(link: HTMLAnchorElement, locale: Locale): void {
  navigate(setPick(pickOf(link), true) ? comparisonHref(currentSelection().picks, locale) : link.href);
}

function pickOf(link: HTMLAnchorElement): Pick {
  const key = link.getAttribute(COMPARE_PICK_ATTRIBUTE) ?? '';
  return { key, name: link.dataset.name ?? key };
}
