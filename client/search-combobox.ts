import { localeOfPath } from '../src/shared/locales.js';
import { processorKey } from '../src/shared/processor.js';
import { SUGGESTION_KEY, SUGGESTION_LIMIT, suggestionsUrl, type Suggestion, type Suggestions } from '../src/shared/suggestions.js';
import { navigate } from '../views/navigation.js';

/**
 * The search fields' second half, loaded on a field's first focus (client/search-shortcut.ts):
 * each `[data-search]` field becomes a WAI-ARIA combobox (APG "list autocomplete") whose
 * suggestions come from `GET /api/search` as the visitor types. ↓/↑ move through them (wrapping),
 * Enter opens the one chosen — or, with none chosen, submits the form as without JavaScript —,
 * Escape closes the list, and Tab or leaving the field does too. A suggestion is a link: a click is a
 * client navigation like any other, and a middle click opens a tab.
 *
 * A field may say where a suggestion leads and which processors to leave out (SUGGESTION_KEY,
 * src/shared/suggestions.ts): compare's add field leads to the comparison with the processor added.
 *
 * It works on the server's markup by delegation and adds its own elements next to the field:
 * React re-renders the header without touching them and remounts it with a new page, after which
 * a field is set up again on its next focus.
 */
const DEBOUNCE_MS = 150;
const KEEP_ANSWERS = 50;

interface Field {
  input: HTMLInputElement;
  /** what the status says of the suggestions shown, in the page's language (the server words it) */
  summary: string;
  popup: HTMLElement;
  listbox: HTMLUListElement;
  empty: HTMLElement;
  status: HTMLElement;
  results: Suggestion[];
  /** the suggestion chosen with the arrows, -1 for none */
  active: number;
  timer?: ReturnType<typeof setTimeout>;
}

const fields = new WeakMap<HTMLInputElement, Field>();
const answers = new Map<string, Promise<Suggestions>>();

export function start(): void {
  addEventListener('input', (event) => {
    const field = fieldOf(event.target);
    if (field && !(event as InputEvent).isComposing) schedule(field);
  });
  // Chinese input methods fire input events while a word is being composed; the word counts once chosen.
  addEventListener('compositionend', (event) => {
    const field = fieldOf(event.target);
    if (field) schedule(field);
  });
  addEventListener('keydown', onKeydown);
  addEventListener('focusout', (event) => {
    const field = fieldOf(event.target);
    if (field && !field.input.form?.contains(event.relatedTarget as Node | null)) close(field);
  });
  addEventListener('focusin', (event) => {
    const field = fieldOf(event.target);
    if (field?.input.value.trim()) schedule(field, 0);
  });
  const field = fieldOf(document.activeElement);
  if (field?.input.value.trim()) schedule(field, 0);
}

/** The combobox of a search field, set up on first use. */
function fieldOf(target: EventTarget | null): Field | null {
  if (!(target instanceof HTMLInputElement) || !target.hasAttribute('data-search')) return null;
  let field = fields.get(target);
  if (field && field.input.form?.contains(field.popup)) return field;
  const form = target.form;
  if (!form) return null;
  const id = target.id || 'search';
  const popup = element('div', 'search-popup');
  popup.hidden = true;
  const listbox = element('ul', 'search-popup__list');
  listbox.id = `${id}-listbox`;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', target.getAttribute('aria-label') ?? target.labels?.[0]?.textContent ?? '');
  const empty = element('p', 'search-popup__empty');
  // A press on the list must not take the focus from the field before the click lands.
  popup.addEventListener('mousedown', (event) => event.preventDefault());
  popup.addEventListener('click', () => close(field!));
  popup.append(listbox, empty);
  const status = element('span', 'visually-hidden');
  status.setAttribute('role', 'status');
  form.append(popup, status);
  // The browser's own list of earlier entries would cover ours; model numbers are not misspelt words.
  target.autocomplete = 'off';
  target.spellcheck = false;
  target.setAttribute('role', 'combobox');
  target.setAttribute('aria-autocomplete', 'list');
  target.setAttribute('aria-controls', listbox.id);
  target.setAttribute('aria-expanded', 'false');
  field = { input: target, summary: '', popup, listbox, empty, status, results: [], active: -1 };
  fields.set(target, field);
  return field;
}

function onKeydown(event: KeyboardEvent): void {
  const field = fieldOf(event.target);
  if (!field || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
  const open = !field.popup.hidden && field.results.length > 0;
  const count = field.results.length;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp':
      event.preventDefault();
      if (!open) {
        if (count) show(field, field.results, field.summary, event.key === 'ArrowDown' ? 0 : count - 1);
        else schedule(field, 0);
      } else {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the last to none (the field) to the first, as the APG's list autocomplete does.
        setActive(field, field.active + step < -1 ? count - 1 : field.active + step >= count ? -1 : field.active + step);
      }
      break;
    case 'Enter': {
      const chosen = open ? field.results[field.active] : undefined;
      if (chosen) {
        event.preventDefault();
        close(field);
        navigate(chosen.href);
      }
      break; // nothing chosen: the form submits, as without JavaScript
    }
    case 'Escape':
      if (!field.popup.hidden) {
        event.preventDefault();
        close(field);
      }
      break;
    case 'Tab':
      close(field); // focus moves on (to the form's button, say) without the list
      break;
  }
}

function schedule(field: Field, delay = DEBOUNCE_MS): void {
  clearTimeout(field.timer);
  field.timer = setTimeout(() => void lookup(field), delay);
}

async function lookup(field: Field): Promise<void> {
  const query = field.input.value.trim();
  if (!query) return close(field);
  const locale = localeOfPath(location.pathname);
  const key = `${locale} ${query}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = fetch(suggestionsUrl(query, locale), { headers: { accept: 'application/json' } }).then((response) =>
      response.ok ? (response.json() as Promise<Suggestions>) : Promise.reject(new Error(`suggestions: ${response.status}`)),
    );
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
    if (answers.size > KEEP_ANSWERS) answers.delete(answers.keys().next().value!);
  }
  try {
    const { results, summary } = await answer;
    // Only the answer to what the field says now, and only while the visitor is still there.
    if (field.input.value.trim() === query && document.activeElement === field.input) show(field, forField(field.input, results), summary, -1);
  } catch (error) {
    console.error(error);
    close(field);
  }
}

/** The suggestions as this field offers them: without those it leaves out, leading where it says. */
function forField(input: HTMLInputElement, results: Suggestion[]): Suggestion[] {
  const { suggestionHref, suggestionExclude } = input.dataset;
  const excluded = new Set(suggestionExclude?.split(','));
  return results
    .filter((result) => !excluded.has(processorKey(result)))
    .slice(0, SUGGESTION_LIMIT)
    .map((result) => (suggestionHref ? { ...result, href: suggestionHref.replace(SUGGESTION_KEY, encodeURIComponent(processorKey(result))) } : result));
}

function show(field: Field, results: Suggestion[], summary: string, active: number): void {
  field.results = results;
  field.summary = summary;
  field.listbox.replaceChildren(...results.map((result, index) => option(field, result, index)));
  // No suggestion: the list stays closed, and the summary ("no matching processors") shows in its place.
  field.empty.textContent = results.length ? '' : summary;
  field.empty.hidden = results.length > 0;
  field.popup.hidden = false;
  field.input.setAttribute('aria-expanded', String(results.length > 0));
  field.status.textContent = summary;
  setActive(field, active);
}

function option(field: Field, result: Suggestion, index: number): HTMLLIElement {
  const item = element('li', 'search-popup__option');
  item.id = `${field.listbox.id}-${index}`;
  item.setAttribute('role', 'option');
  const link = element('a', 'search-popup__link');
  link.href = result.href;
  link.tabIndex = -1;
  const vendor = element('span', `vendor-tag vendor-${result.vendor}`);
  vendor.textContent = result.vendorName;
  const name = element('span', 'search-popup__name');
  name.textContent = result.name;
  const spec = element('span', 'search-popup__spec');
  spec.textContent = result.spec;
  link.append(vendor, ' ', name, ' ', spec);
  item.append(link);
  item.addEventListener('mousemove', () => field.active !== index && setActive(field, index));
  return item;
}

function setActive(field: Field, active: number): void {
  field.active = active;
  [...field.listbox.children].forEach((item, index) => item.setAttribute('aria-selected', String(index === active)));
  const item = field.listbox.children[active];
  if (item) {
    field.input.setAttribute('aria-activedescendant', item.id);
    item.scrollIntoView({ block: 'nearest' });
  } else {
    field.input.removeAttribute('aria-activedescendant');
  }
}

function close(field: Field): void {
  clearTimeout(field.timer);
  field.popup.hidden = true;
  field.input.setAttribute('aria-expanded', 'false');
  field.input.removeAttribute('aria-activedescendant');
  field.active = -1;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}
