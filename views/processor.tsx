import type { Processor } from '../src/catalogue/processor.js';
import { hrefFor } from '../src/route-paths.js';
import type { Locale } from '../src/locales.js';
import { formatLaunch, formatNumber, formatUnit, formatUSD } from './format.js';
import { translator, type MessageKey, type Translate } from './messages.js';
import type { ViewProps } from './view-module.js';

export interface ProcessorData {
  processor: Processor;
}

type Row = [label: MessageKey, value: string | null];
interface Section { heading: MessageKey; rows: Row[] }

/** One processor: every field, grouped as the vendors group them. */
export default function ProcessorPage({ data, locale }: ViewProps<ProcessorData>) {
  const t = translator(locale);
  const { processor } = data;
  return (
    <article className="processor">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <ol>
          <li><a href={hrefFor('home', locale)}>{t('home')}</a></li>
          <li><a href={hrefFor('library', locale)}>{t('library')}</a></li>
          <li><a href={hrefFor('library', locale, {}, { vendor: processor.vendor })}>{t(`vendor.${processor.vendor}`)}</a></li>
          <li aria-current="page">{processor.name}</li>
        </ol>
      </nav>
      <h1>{t(`vendor.${processor.vendor}`)} {processor.name}</h1>
      <h2 className="visually-hidden">{t('specsHeading')}</h2>
      {specSections(processor, locale, t).map((section) => (
        <section key={section.heading} className="spec-section">
          <h3>{t(section.heading)}</h3>
          <dl>
            {section.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value ?? t('unknown')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="source-line">{t('sourceLine', { source: processor.source })}</p>
    </article>
  );
}

function specSections(p: Processor, locale: Locale, t: Translate): Section[] {
  const num = (value: number | null) => (value === null ? null : formatNumber(locale, value));
  const unit = (value: number | null, symbol: string, digits = 2) => (value === null ? null : formatUnit(locale, value, symbol, digits));
  const flag = (value: boolean | null) => (value === null ? null : t(value ? 'yes' : 'no'));
  return [
    { heading: 'section.overview', rows: [
      ['vendor', t(`vendor.${p.vendor}`)],
      ['field.family', p.family],
      ['field.generation', p.generation],
      ['field.codename', p.codename],
      ['field.microarchitecture', p.microarchitecture],
      ['segment', t(`segment.${p.segment}`)],
    ] },
    { heading: 'section.cores', rows: [
      ['field.cores', num(p.cores)],
      ['field.threads', num(p.threads)],
      ...(p.performanceCores !== null || p.efficientCores !== null
        ? ([['field.performanceCores', num(p.performanceCores)], ['field.efficientCores', num(p.efficientCores)]] as Row[])
        : []),
      ['field.baseClockGHz', unit(p.baseClockGHz, 'GHz')],
      ['field.boostClockGHz', unit(p.boostClockGHz, 'GHz')],
    ] },
    { heading: 'section.cache', rows: [
      ['field.l2CacheMB', unit(p.l2CacheMB, 'MB')],
      ['field.l3CacheMB', unit(p.l3CacheMB, 'MB')],
    ] },
    { heading: 'section.memory', rows: [
      ['field.memoryTypes', p.memory.types.length ? p.memory.types.join(', ') : null],
      ['field.memoryChannels', num(p.memory.channels)],
      ['field.memoryMaxGB', unit(p.memory.maxGB, 'GB', 0)],
    ] },
    { heading: 'section.platform', rows: [
      ['field.socket', p.socket],
      ['field.processNm', unit(p.processNm, 'nm', 0)],
      ['field.pcie', pcieText(p, locale, t)],
    ] },
    { heading: 'section.graphics', rows: [['field.igpu', p.igpu ?? t('none')]] },
    { heading: 'section.power', rows: [['field.tdpW', unit(p.tdpW, 'W', 0)]] },
    { heading: 'section.launch', rows: [
      ['field.launched', p.launched === null ? null : formatLaunch(locale, p.launched)],
      ['field.launchPriceUSD', p.launchPriceUSD === null ? null : formatUSD(locale, p.launchPriceUSD)],
      ['field.unlocked', flag(p.unlocked)],
    ] },
  ];
}

function pcieText(p: Processor, locale: Locale, t: Translate): string | null {
  const { version, lanes } = p.pcie;
  if (version === null) return null;
  if (lanes === null) return `PCIe ${version}`;
  return t('pcieValue', { version, lanes: formatNumber(locale, lanes) });
}
