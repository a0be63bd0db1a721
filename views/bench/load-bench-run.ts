import type { Locale } from '../../src/shared/locales.js';
import { provideMessages, type Messages } from '../../src/shared/messages.js';
import { benchAssets } from './bench-assets.js';

/**
 * The bench's run (bench-run-module.ts) and its words in a language, files of their own that the
 * page loads once it is shown (build.mjs): until they arrive the page shows the run as the server
 * drew it, its start button waiting.
 */
export type BenchRunModule = typeof import('./bench-run-module.js');

let code: Promise<BenchRunModule> | undefined;
const words: Partial<Record<Locale, Promise<void>>> = {};

export function loadBenchRun(locale: Locale): Promise<BenchRunModule> {
  const { run } = benchAssets();
  code ??= import(run.js) as Promise<BenchRunModule>;
  code.catch(() => (code = undefined));
  const loading = (words[locale] ??= (import(run.messages[locale]) as Promise<{ default: Partial<Messages> }>).then((file) =>
    provideMessages(locale, file.default),
  ));
  loading.catch(() => delete words[locale]);
  return Promise.all([code, loading]).then(([module]) => module);
}
