import { Fragment, type ReactNode } from 'react';
import type { Locale } from '../../../src/shared/locales.js';
import { translator, type Translate } from '../../../src/shared/messages.js';
import type { ArchitectureNotes, ComparedName } from '../../../src/shared/page-data/compare.js';
import { hrefFor } from '../../../src/shared/route-paths.js';

/**
 * What differs besides speed when the compared processors are not of one kind: the platform each
 * runs and what that means for software, memory fixed at purchase, and whether the processor can
 * be replaced. The sentences rest on the pages each lists (src/catalogue/architecture-notes.ts).
 */
export function CompareArchitecture({ notes, locale }: { notes: ArchitectureNotes; locale: Locale }) {
  const t = translator(locale);
  const names = (list: readonly ComparedName[]) => <Names list={list} locale={locale} t={t} />;
  return (
    <section className="compare-architecture panel" aria-labelledby="compare-architecture">
      <h2 id="compare-architecture">{t('compare.archHeading')}</h2>
      <ul>
        {notes.platforms.map(({ platform, isa, processors, sources }) => (
          <li key={platform}>
            {withNames(t(`compare.arch.${platform}`, { names: NAMES, isa: t(`isa.${isa}`) }), names(processors))}
            {sources.length ? (
              <span className="compare-architecture__sources">
                {` ${t('compare.arch.sources')}`}
                {sources.map((source, index) => (
                  <Fragment key={source.url}>
                    {index ? t('listSeparator') : ''}
                    <a href={source.url} rel="nofollow noopener" className="external">
                      {source.name}
                    </a>
                  </Fragment>
                ))}
              </span>
            ) : null}
          </li>
        ))}
        {notes.fixedMemory.length ? <li>{withNames(t('compare.arch.fixedMemory', { names: NAMES }), names(notes.fixedMemory))}</li> : null}
        {notes.soldered.length ? <li>{withNames(t('compare.arch.soldered', { names: NAMES }), names(notes.soldered))}</li> : null}
        {notes.socketed.map((entry) => (
          <li key={`${entry.vendor}:${entry.id}`}>{withNames(t('compare.arch.socketed', { names: NAMES, socket: entry.socket.name }), names([entry]))}</li>
        ))}
        {notes.packageUnknown.map((entry) => (
          <li key={`${entry.vendor}:${entry.id}`}>{withNames(t('compare.arch.packageUnknown', { names: NAMES, socket: entry.socket }), names([entry]))}</li>
        ))}
        {notes.noPackage.length ? <li>{withNames(t('compare.arch.noPackage', { names: NAMES }), names(notes.noPackage))}</li> : null}
      </ul>
    </section>
  );
}

/** Stands for the list of names inside a message, which is split around it. */
const NAMES = '\u0000';

function withNames(text: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = text.split(NAMES);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/** "苹果 M4、AMD Ryzen AI 9 HX 370": each linked to its page. */
function Names({ list, locale, t }: { list: readonly ComparedName[]; locale: Locale; t: Translate }) {
  return (
    <>
      {list.map((p, index) => (
        <Fragment key={`${p.vendor}:${p.id}`}>
          {index ? t('listSeparator') : ''}
          <a href={hrefFor(p.vendor, locale, { id: p.id })}>{`${t(`vendor.${p.vendor}`)} ${p.name}`}</a>
        </Fragment>
      ))}
    </>
  );
}
