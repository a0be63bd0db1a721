import { useEffect, useState } from 'react';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import type { BenchData, BenchParts } from '../../src/shared/page-data/bench.js';
import { loadBenchRun, type BenchRunModule } from '../bench/load-bench-run.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';

/**
 * CPU Atlas Bench (docs/bench.md): the visitor picks their processor with the site's search, runs
 * the suite in their browser and sends the result. The server draws the words (parts); the run's
 * code and words arrive once the page is shown and take the place of the run the server drew.
 * Without JavaScript the page says the run needs it and points to the command-line runner.
 */
export default function Bench({ data, parts, locale }: ViewProps<BenchData, BenchParts>) {
  const t = translator(locale);
  const [run, setRun] = useState<{ module: BenchRunModule; locale: Locale } | null>(null);
  useEffect(() => {
    if (run?.locale !== locale) loadBenchRun(locale).then((module) => setRun({ module, locale }), console.error);
  }, [run, locale]);
  return (
    <section className="bench" aria-labelledby="bench-title">
      <h1 id="bench-title">{t('bench.title')}</h1>
      <HeadingRule />
      <Part parts={parts} name="intro" />
      <Part parts={parts} name="pick" />
      {run?.locale === locale ? <run.module.BenchRun processor={data.processor} locale={locale} /> : <Part parts={parts} name="shell" />}
      <Part parts={parts} name="about" />
    </section>
  );
}
