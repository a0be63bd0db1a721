import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { translate } from '../../src/messages.js';
import { BROWSER_UA, bootApp, decodeHtml } from '../helper.js';

/**
 * Every citation says what its source says, and the page says what each fact rests on, in both
 * languages: the cases an audit found (a Loongson bandwidth cited to an article about another chip,
 * an Apple figure marked as Apple's that its release does not contain, a part whose every fact came
 * from a community database shown under the vendor's specifications), the disputes the research
 * left open, and the facts it had missed.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
/** the page's sources section, as text */
const sourcesOf = async (path: string) => {
  const body = (await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;
  return decodeHtml(/<section class="sources".*?<\/section>/s.exec(body)?.[0] ?? '').replace(/<[^>]+>/g, '');
};
const find = (vendor: Parameters<typeof catalogue.find>[0], id: string) => catalogue.find(vendor, id)!;

t.test("Loongson 3A6000: no vendor source, each fact's basis by name, and no citation of an article about another chip", async (t) => {
  const record = find('loongson', '3a6000');
  t.equal(record.sources.vendor, null, "no page of Loongson's states its facts, and its model name is no product number");
  t.equal(record.memory.bandwidthGBs, undefined, "the bandwidth an article about the 3C5000 gave is not the 3A6000's");
  t.notOk(
    record.sources.secondary.some((entry) => /3C5000/.test(entry.name)),
    'no source of it is an article about the 3C5000',
  );
  const zh = await sourcesOf('/cpu/loongson/3a6000');
  t.match(zh, translate('zh', 'sources.noVendorPage'));
  t.notMatch(zh, /产品型号 3A6000/);
  t.match(zh, /每项数据的依据：\s*两个相互印证的独立来源：微架构、发布日期、插槽/, 'the basis of each fact, in Chinese labels');
  t.match(zh, /单一来源：最大内存、ECC 内存/);
  const en = await sourcesOf('/en/cpu/loongson/3a6000');
  t.match(en, /What each fact rests on:\s*two independent sources that agree: Microarchitecture, Launched, Socket/);
  t.match(en, translate('en', 'sources.noVendorPage'));
});

t.test("Apple M3: the 18 TOPS is MacRumors' and Notebookcheck's figure, not Apple's release's", async (t) => {
  const record = find('apple', 'm3');
  t.equal(record.npuTops, 18);
  t.equal(record.sources.basis?.npuTops, 'two-sources');
  t.notOk(
    record.sources.secondary.some((entry) => /apple\.com/.test(entry.url ?? '') && entry.fields.includes('npuTops')),
    'no Apple page is cited for it',
  );
  t.match(await sourcesOf('/cpu/apple/m3'), /两个相互印证的独立来源：[^：]*NPU/);
});

t.test("Ryzen 7 7700X3D: AMD's page is named, but not as the specifications its facts were read from", async (t) => {
  const record = find('amd', 'ryzen-7-7700x3d');
  t.equal(record.sources.vendor?.tables, undefined, 'no fact was read from AMD');
  for (const [path, locale] of [
    ['/cpu/amd/ryzen-7-7700x3d', 'zh'],
    ['/en/cpu/amd/ryzen-7-7700x3d', 'en'],
  ] as const) {
    const text = await sourcesOf(path);
    t.match(text, translate(locale, 'sources.vendorPageUnread'), path);
    t.notMatch(text, `${translate(locale, 'sourceVendor')}${translate(locale, 'labelSeparator')}`, `${path}: not under "${translate(locale, 'sourceVendor')}"`);
  }
  // facts read from the vendor keep the heading: a table's copy, or ARK's page for a curated record
  t.match(await sourcesOf('/cpu/intel/core-ultra-7-258v'), `${translate('zh', 'sourceVendor')}${translate('zh', 'labelSeparator')}`);
  t.match(await sourcesOf('/cpu/amd/ryzen-7-7700x'), `${translate('zh', 'sourceVendor')}${translate('zh', 'labelSeparator')}`);
});

t.test('the disputes docs/vendors.md and docs/data.md list are in the records and on the pages', async (t) => {
  const disputed = [
    ['qualcomm', 'x2-elite-extreme-x2e-96-100', 'memory.maxGB', [48, 128]],
    ['loongson', '3a5000', 'socket', ['BGA1211', 'BGA1283']],
    ['hygon', 'c86-3185', 'boostClockGHz', [3.4, 3]],
    ['hygon', 'c86-7490', 'microarchitecture', ['Zen']],
    ['zhaoxin', 'kx-u6880a', 'memory.types', [[{ type: 'DDR4', speedMTs: 3200 }], [{ type: 'DDR4', speedMTs: 2666 }]]],
    ['zhaoxin', 'kx-6640ma', 'baseClockGHz', [2.2, 2.1]],
    ['zhaoxin', 'kx-6640ma', 'tdpW', [25, 70]],
    // AMD's 2026 table's year for the Ryzen AI 300 parts, against the press's July 2024
    ['amd', 'ryzen-ai-9-hx-370', 'launched', ['2024-07']],
    ['amd', 'ryzen-ai-9-365', 'launched', ['2024-07']],
    ['amd', 'ryzen-ai-9-hx-375', 'launched', ['2024-07']],
  ] as const;
  for (const [vendor, id, field, values] of disputed) {
    const dispute = find(vendor, id).sources.disputes?.find((d) => d.field === field);
    t.same(
      dispute?.values.map((v) => v.value),
      values,
      `${vendor}:${id} ${field}`,
    );
  }
  const zh = await sourcesOf('/cpu/hygon/c86-3185');
  t.match(zh, /有争议的数据[\s\S]*最大加速频率 —[\s\S]*给出 3\.4 GHz[\s\S]*给出 3\.0 GHz/);
  t.match(await sourcesOf('/en/cpu/hygon/c86-3185'), /Disputed facts[\s\S]*Max boost clock —/);
  t.match(
    await sourcesOf('/cpu/zhaoxin/kx-u6880a'),
    /有争议的数据[\s\S]*页面所示：内存类型 —[\s\S]*给出 DDR4 · 3,200 MT\/s[\s\S]*给出 DDR4 · 2,666 MT\/s/,
    'a memory speed the sources disagree on',
  );
});

t.test('facts the research had missed, each with its sources', async (t) => {
  const m5 = find('apple', 'm5');
  t.equal(m5.launched, '2025-10-15', 'Apple announced the M5 on 15 October 2025');
  t.equal(m5.sources.basis?.launched, 'vendor-via-press');
  t.same(find('loongson', '3b6000m').igpu, { name: 'Loongson LG200', maxFreqMHz: null });
  t.equal(find('loongson', '3b6000m').sources.basis?.igpu, 'two-sources');
  t.equal(find('zhaoxin', 'kh-40000').memory.channels, 8);
  t.equal(find('zhaoxin', 'kh-40000').sources.basis?.['memory.channels'], 'two-sources');
});
