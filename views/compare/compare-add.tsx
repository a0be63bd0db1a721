import { compareQuery } from '../../src/shared/compare-query.js';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { SUGGESTION_KEY } from '../../src/shared/suggestions.js';

/**
 * "Add a processor" on the compare page: a GET form to this page with the current `ids` (and
 * `diff`) and the text as `q`, so without JavaScript the server adds the processor the text names
 * or lists the candidates (src/pages/compare.ts). With JavaScript its field is one of the site's
 * search fields (client/search-combobox.ts): it suggests from `/api/search` as the visitor types,
 * leaving out the processors compared already, and a suggestion leads to this comparison with it
 * added; with none chosen, Enter submits the form as without JavaScript.
 */
export function CompareAdd({ keys, diff, initialText, locale }: { keys: string[]; diff: boolean; initialText: string; locale: Locale }) {
  const t = translator(locale);
  return (
    <form className="compare-add" method="get" action={hrefFor('compare', locale)} role="search" aria-label={t('compare.addLabel')}>
      {keys.length ? <input type="hidden" name="ids" value={keys.join(',')} /> : null}
      {diff ? <input type="hidden" name="diff" value="1" /> : null}
      <label htmlFor="compare-add-q">{t('compare.addLabel')}</label>
      <div className="compare-add__row">
        <input
          id="compare-add-q"
          type="search"
          name="q"
          defaultValue={initialText}
          maxLength={100}
          placeholder={t('compare.addPlaceholder')}
          data-search=""
          data-suggestion-href={hrefFor('compare', locale, {}, compareQuery({ ids: [...keys, SUGGESTION_KEY], diff }))}
          data-suggestion-exclude={keys.join(',')}
        />
        <button type="submit" className="button">
          {t('compare.addButton')}
        </button>
      </div>
    </form>
  );
}
