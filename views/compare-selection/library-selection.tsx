import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { COMPARE_FORM_ID } from '../../src/shared/compare-dom.js';
import type { Locale } from '../../src/shared/locales.js';
import { navigate } from '../navigation.js';
import { CompareTray } from './compare-tray.js';
import type { EarlyTicks } from './early-ticks.js';
import { comparisonHref, currentSelection, setPick, useCompareSelection, type Pick } from './selection-store.js';
import { selectionWords } from './selection-words.js';

/**
 * The selection in the library: the results' boxes arrive as HTML the server drew, every box
 * unticked; here the browser ticks those the visitor has picked in this tab and hands each tick to
 * the selection (a refused fifth is put back as it was), "Compare selected" compares the whole
 * selection as a client navigation, and the tray at the foot of the window shows it.
 */
export function LibrarySelection({
  locale,
  results,
  resultsHtml,
  early,
}: {
  locale: Locale;
  /** the element that holds the results part */
  results: RefObject<HTMLElement | null>;
  /** the results' HTML: a new page of results is ticked afresh */
  resultsHtml: string;
  /** the boxes ticked or unticked before this code arrived */
  early: EarlyTicks;
}) {
  const selection = useCompareSelection();
  const [speaks, setSpeaks] = useState<Locale | null>(null);
  useEffect(() => {
    let current = true;
    selectionWords(locale).then(() => current && setSpeaks(locale), console.error);
    return () => {
      current = false;
    };
  }, [locale]);

  // Before the browser paints the results (layout effects): a box is never shown unticked while the
  // tray lists it, nor the other way round, on a first tick, a new page of results or a step Back.
  useLayoutEffect(() => {
    for (const box of early.boxes) setPick(pickOf(box), box.checked);
    early.boxes.clear();
    early.taken = true;
  }, [early]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resultsHtml is the trigger: new results' boxes are new elements to tick
  useLayoutEffect(() => {
    const root = results.current;
    if (!root) return;
    const picked = new Set(currentSelection().picks.map((pick) => pick.key));
    for (const box of root.querySelectorAll<HTMLInputElement>('input[name="ids"]')) box.checked = picked.has(box.value);
  }, [results, selection, resultsHtml]);

  // Listening from the commit that takes the early ticks over, not after it: a tick between that
  // commit and React's effects reached no one, and the boxes' next sync ticked it back.
  useLayoutEffect(() => {
    const root = results.current;
    if (!root) return;
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.name !== 'ids') return;
      if (!setPick(pickOf(box), box.checked)) box.checked = false;
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [results]);

  // The form sends only the boxes of this page; the selection spans searches and pages.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if ((event.target as HTMLFormElement | null)?.id !== COMPARE_FORM_ID) return;
      event.preventDefault();
      navigate(comparisonHref(currentSelection().picks, locale));
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  }, [locale]);

  // The tray waits for its words; the boxes and the form work meanwhile.
  return speaks === locale ? <CompareTray locale={locale} selection={selection} /> : null;
}

const pickOf = (box: HTMLInputElement): Pick => ({ key: box.value, name: box.dataset.name ?? box.value });
