import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { LANGUAGE_TAGS } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import { formatClock, formatCoresThreads, formatLaunch, formatMemorySize, formatNumber, formatUSD, formatUnit } from '../../src/shared/format.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * Chinese pages once showed English formats ("8C/16T", "6,144 GB").
 * Every unit a page prints, in both languages.
 */
t.test('memory sizes of a terabyte and more are written in TB, as the vendors write them', async (t) => {
  for (const locale of ['zh', 'en'] as const) {
    t.equal(formatMemorySize(locale, 128), '128 GB');
    t.equal(formatMemorySize(locale, 768), '768 GB');
    t.equal(formatMemorySize(locale, 1024), '1 TB');
    t.equal(formatMemorySize(locale, 1536), '1.5 TB');
    t.equal(formatMemorySize(locale, 6144), '6 TB');
  }
});

t.test('a value formatted again reads as Intl writes it, zero and minus zero apart', async (t) => {
  for (const locale of ['zh', 'en'] as const) {
    const intl = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: 2 });
    for (const value of [1234.567, 0, -0, 1234.567, -0, 0, Number.NaN, Number.NaN])
      t.equal(formatNumber(locale, value), intl.format(value), `${locale} ${Object.is(value, -0) ? '-0' : value}`);
  }
  t.equal(formatLaunch('en', '2023-10-17'), formatLaunch('en', '2023-10-17'), 'a date again');
  t.not(formatLaunch('en', '2023-10-17'), formatLaunch('en', '2023-10'), 'a month is not the day it starts on');
});

t.test('cores and threads read as each language writes them', async (t) => {
  t.equal(formatCoresThreads('zh', translator('zh'), 8, 16), '8 核 / 16 线程');
  t.equal(formatCoresThreads('en', translator('en'), 8, 16), '8 cores / 16 threads');
  t.equal(formatCoresThreads('en', translator('en'), 192, 384), '192 cores / 384 threads');
  t.equal(formatCoresThreads('en', translator('en'), 48, null), '48 cores / — threads', 'a thread count no source states');
});

t.test('a launch quarter reads as the vendor gives it, in each language', async (t) => {
  t.equal(formatLaunch('en', '2024-Q3'), 'Q3 2024');
  t.equal(formatLaunch('zh', '2024-Q3'), '2024年第3季度');
  t.equal(formatLaunch('en', '2024-07'), 'Jul 2024');
  t.equal(formatLaunch('en', '2024-07-23'), 'Jul 23, 2024');
});

t.test('the other units: international symbols, numbers and currency through Intl', async (t) => {
  t.equal(formatClock('zh', 5), '5.0 GHz');
  t.equal(formatClock('en', 4.75), '4.75 GHz');
  t.equal(formatUnit('zh', 96, 'MB'), '96 MB');
  t.equal(formatUnit('en', 1152, 'MB'), '1,152 MB');
  t.equal(formatUSD('en', 11805), '$11,805');
  t.equal(formatUSD('zh', 449), 'US$449', "CLDR's Chinese form names the dollar");
});

const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const get = async (app: Awaited<ReturnType<typeof bootApp>>, url: string) => (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body;

t.test("GET /cpu/amd/epyc-9655 writes its memory as 6 TB and its neighbours' cores in Chinese", async (t) => {
  const app = await bootApp(t, { catalogue });
  const zh = await get(app, '/cpu/amd/epyc-9655');
  t.match(zh, /<dt>最大内存<\/dt><dd>6 TB<\/dd>/);
  t.notMatch(zh, /\d+C\/\d+T/, 'no "96C/192T"');
  t.match(zh, /\d+ 核 \/ \d+ 线程/);
  t.notMatch(zh, /6,144/);
  const en = await get(app, '/en/cpu/amd/epyc-9655');
  t.match(en, /<dt>Max memory<\/dt><dd>6 TB<\/dd>/);
  t.match(en, /\d+ cores \/ \d+ threads/);
});

t.test('GET /compare in both languages writes memory in TB and cores in words', async (t) => {
  const app = await bootApp(t, { catalogue });
  t.match(await get(app, '/compare?ids=amd:epyc-9655,amd:epyc-9555'), /6 TB/);
  t.notMatch(await get(app, '/en/compare?ids=amd:epyc-9655,amd:epyc-9555'), /6,144 GB/);
});
