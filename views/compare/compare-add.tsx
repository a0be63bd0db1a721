import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { compareQuery } from '../../src/shared/compare-query.js';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import { VENDORS, processorKey, type Vendor } from '../../src/shared/processor.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { formatCoresThreads } from '../../src/shared/format.js';
import { navigate } from '../navigation.js';

/** How long typing may pause before suggestions are asked for (ms), and how many are shown. */
const SUGGEST_DEBOUNCE_MS = 150;
const MAX_SUGGESTIONS = 8;
const LIST_ID = 'compare-add-list';

interface Suggestion {
  vendor: Vendor;
  id: string;
  name: string;
  /** a key spec to tell close names apart, when the search gives one */
  detail: string | null;
}

/**
 * "Add a processor" on the compare page. Without JavaScript it is a GET form to this page
 * with the current `ids` (and `diff`) and the text as `q`; the server adds the processor the
 * text names, or lists the candidates (src/pages/compare.ts). With JavaScript it is a
 * WAI-ARIA combobox whose suggestions come from the site search, `GET /api/search?q=&locale=`
 * ({ results: [{ vendor, id, name, … }] }); choosing one opens the comparison with it added,
 * as a client navigation. If the search does not answer, the form still works as without
 * JavaScript.
 */
export function CompareAdd({ keys, diff, initialText, locale }: { keys: string[]; diff: boolean; initialText: string; locale: Locale }) {
  const t = translator(locale);
  const [text, setText] = useState(initialText);
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => {
    clearTimeout(timer.current);
    request.current?.abort();
  }, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const lookup = (value: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    if (!value.trim()) {
      setOptions([]);
      close();
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = (request.current = new AbortController());
      try {
        const response = await fetch(`/api/search?${new URLSearchParams({ q: value, locale })}`, {
          signal: controller.signal, headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const found = suggestionsOf(await response.json(), keys, locale);
        setOptions(found);
        setActive(-1);
        setOpen(found.length > 0);
      } catch {
        // No suggestions (the search is away, or this lookup was superseded): the form still submits.
        if (!controller.signal.aborted) {
          setOptions([]);
          close();
        }
      }
    }, SUGGEST_DEBOUNCE_MS);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    setText('');
    navigate(hrefFor('compare', locale, {}, compareQuery({ ids: [...keys, processorKey(suggestion)], diff })));
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : (current <= 0 ? count : current) - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault(); // a search field would clear itself too; the first Escape only closes the list
      close();
    }
  };
  const submit = (event: FormEvent) => {
    // One suggestion is what the text names; otherwise the server decides, as without JavaScript.
    if (options.length === 1) {
      event.preventDefault();
      choose(options[0]!);
    }
  };

  return (
    <form className="compare-add" method="get" action={hrefFor('compare', locale)} role="search" aria-label={t('compare.addLabel')} onSubmit={submit}>
      {keys.length ? <input type="hidden" name="ids" value={keys.join(',')} /> : null}
      {diff ? <input type="hidden" name="diff" value="1" /> : null}
      <label htmlFor="compare-add-q">{t('compare.addLabel')}</label>
      <div className="compare-add__row">
        <div className="combobox">
          <input id="compare-add-q" type="search" name="q" value={text} maxLength={100} autoComplete="off" spellCheck={false}
            placeholder={t('compare.addPlaceholder')}
            role="combobox" aria-autocomplete="list" aria-expanded={open} aria-controls={LIST_ID}
            aria-activedescendant={open && active >= 0 ? `${LIST_ID}-${active}` : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setText(event.target.value);
              lookup(event.target.value);
            }}
            onKeyDown={keyDown} onBlur={close} />
          <ul id={LIST_ID} role="listbox" aria-label={t('compare.suggestions')} className="combobox__list" hidden={!open}>
            {options.map((option, index) => (
              <li key={processorKey(option)} id={`${LIST_ID}-${index}`} role="option" aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()} onClick={() => choose(option)}>
                <span className={`vendor-tag vendor-${option.vendor}`}>{t(`vendor.${option.vendor}`)}</span>{' '}
                <span className="combobox__name">{option.name}</span>
                {option.detail ? <span className="combobox__detail">{option.detail}</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button">{t('compare.addButton')}</button>
      </div>
    </form>
  );
}

/** The search's answer as suggestions: well-formed entries only, none already compared, at most eight. */
function suggestionsOf(body: unknown, keys: string[], locale: Locale): Suggestion[] {
  const results: unknown[] = Array.isArray((body as { results?: unknown })?.results) ? (body as { results: unknown[] }).results : [];
  const t = translator(locale);
  const suggestions: Suggestion[] = [];
  for (const entry of results) {
    const { vendor, id, name, cores, threads } = (entry ?? {}) as Record<string, unknown>;
    const known = VENDORS.find((candidate) => candidate === vendor);
    if (!known || typeof id !== 'string' || typeof name !== 'string') continue;
    if (keys.includes(processorKey({ vendor: known, id }))) continue;
    const detail = typeof cores === 'number' && typeof threads === 'number' ? formatCoresThreads(locale, t, cores, threads) : null;
    suggestions.push({ vendor: known, id, name, detail });
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}
