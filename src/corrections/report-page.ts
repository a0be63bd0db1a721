import { translate } from '../messages.js';
import { reportableFields } from './reportable-fields.js';
import { escapeHtml } from '../render/html.js';
import { hrefFor } from '../shared/route-paths.js';
import { changesHref, reportPath } from './correction-paths.js';
import { otherLocale, type Locale } from '../shared/locales.js';
import type { MessageKey } from '../shared/messages.js';
import type { Processor } from '../shared/processor.js';
import { MIN_FILL_MS } from './form-token.js';
import { plainDocument, type SiteLook } from './plain-page.js';
import { LIMITS } from './report-form.js';
import { fieldLabel, shownValue } from './field-words.js';

/**
 * The report form of one processor, and the answers to sending it. The form posts to its own
 * address; with JavaScript the page's script solves a proof of work first and fills `pow`, without
 * it the signed `token` (drawn for this page, per request) stands in (docs/corrections.md). A
 * refused report comes back in the form with what was typed, escaped, and the reason on top.
 */
export interface FormState {
  token: string;
  /** what the visitor typed, to show again after a refusal */
  values?: Partial<Record<'field' | 'value' | 'source' | 'note' | 'contact', string>>;
  /** the refusal's message, in the page's language */
  error?: string;
  /** the script that solves the proof of work, and the worker it uses */
  script: string;
  worker: string;
  githubHref: string;
  look: SiteLook;
}

export function reportFormPage(processor: Processor, locale: Locale, state: FormState): string {
  const t = (key: MessageKey, values?: Record<string, string | number>) => escapeHtml(translate(locale, key, values));
  const name = `${translate(locale, `vendor.${processor.vendor}`)} ${processor.name}`;
  const values = state.values ?? {};
  const chosen = values.field;
  const fields = reportableFields(processor);
  const options = fields
    .map(
      ([field, value]) =>
        `<option value="${escapeHtml(field)}"${field === chosen ? ' selected' : ''}>` +
        `${escapeHtml(fieldLabel(locale, field))} · ${escapeHtml(shownValue(locale, value))}</option>`,
    )
    .join('');
  const input = (key: 'value' | 'source' | 'contact', type: string, extra = '') =>
    `<input id="report-${key}" name="${key}" type="${type}" maxlength="${LIMITS[key]}" value="${escapeHtml(values[key] ?? '')}"${extra}>`;
  const body =
    `<h1>${t('correction.formTitle', { name })}</h1>` +
    (state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : '') +
    `<p>${t('correction.formLead')}</p>` +
    `<form method="post" action="${escapeHtml(reportPath(processor, locale))}" data-report-form data-worker="${escapeHtml(state.worker)}" data-working="${t('correction.working')}">` +
    `<input type="hidden" name="lang" value="${locale}"><input type="hidden" name="token" value="${escapeHtml(state.token)}"><input type="hidden" name="pow" value="">` +
    `<label for="report-field">${t('correction.field')}</label><select id="report-field" name="field" required>${chosen ? '' : '<option value="" selected disabled></option>'}${options}</select>` +
    `<label for="report-value">${t('correction.value')}</label>${input('value', 'text', ' required')}` +
    `<label for="report-source">${t('correction.source')}</label>${input('source', 'url', ' required inputmode="url" placeholder="https://" aria-describedby="report-source-hint"')}` +
    `<p class="muted" id="report-source-hint">${t('correction.sourceHint')}</p>` +
    `<label for="report-note">${t('correction.note')}</label><textarea id="report-note" name="note" maxlength="${LIMITS.note}">${escapeHtml(values.note ?? '')}</textarea>` +
    `<label for="report-contact">${t('correction.contact')}</label>${input('contact', 'text', ' autocomplete="email"')}` +
    // The honeypot: off-screen, out of the tab order and hidden from screen readers.
    `<div class="trap" aria-hidden="true"><label for="report-website">${t('correction.website')}</label><input id="report-website" name="website" tabindex="-1" autocomplete="off"></div>` +
    `<button type="submit">${t('correction.send')}</button> <span role="status" data-report-status></span>` +
    '</form>' +
    `<p class="muted">${t('correction.noScriptNote')}</p>` +
    `<p><a href="${escapeHtml(state.githubHref)}" rel="nofollow noopener">${t('correction.github')}</a></p>` +
    `<p><a href="${escapeHtml(hrefFor(processor.vendor, locale, { id: processor.id }))}">${t('correction.back', { name })}</a></p>`;
  return plainDocument({
    locale,
    title: translate(locale, 'correction.formTitle', { name }),
    otherLanguageHref: reportPath(processor, otherLocale(locale)),
    body,
    noindex: true,
    script: state.script,
    look: state.look,
  });
}

export function reportReceivedPage(processor: Processor, locale: Locale, reference: string, look: SiteLook): string {
  const t = (key: MessageKey, values?: Record<string, string | number>) => escapeHtml(translate(locale, key, values));
  const name = `${translate(locale, `vendor.${processor.vendor}`)} ${processor.name}`;
  const body =
    `<h1>${t('correction.receivedTitle')}</h1><p>${t('correction.receivedLead')}</p>` +
    `<p class="reference" data-reference>${escapeHtml(reference)}</p>` +
    `<p>${t('correction.receivedNext')} <a href="${escapeHtml(changesHref(locale))}">${t('changes.title')}</a></p>` +
    `<p><a href="${escapeHtml(hrefFor(processor.vendor, locale, { id: processor.id }))}">${t('correction.back', { name })}</a></p>`;
  return plainDocument({
    locale,
    title: translate(locale, 'correction.receivedTitle'),
    otherLanguageHref: reportPath(processor, otherLocale(locale)),
    body,
    noindex: true,
    look,
  });
}

/** The seconds a form must stay open, as the refusal words it. */
export const MIN_FILL_SECONDS = Math.ceil(MIN_FILL_MS / 1000);
