import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { validateProcessor } from '../../src/record/validate.js';
import { readConfig } from '../../src/config.js';
import { CuratedProcessorSchema, SOURCE_BRACKET_NOTE, SOURCE_NOTE_WORDS } from '../../src/record/processor-schema.js';
import type { Processor } from '../../src/shared/processor.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * A source's name is its publisher and its title, shown as it is on a page of either language; how
 * the copy behind the link was read (a mirror, a reprint, a translation, a summary) is a
 * maintainer's note, written in both languages in `note`, so that a Chinese page says it in
 * Chinese; so is what the page is about, its language or its format, once written in brackets after
 * the name ("TechPowerUp (Ryzen 8040 'Hawk Point' announced)"). Held on the curated inputs the import reads, on the records it writes, by the schema,
 * and on the pages that show the notes.
 */
const root = readConfig({}).rootDir;

/** every file of a folder, deep */
async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.json')).map((entry) => join(entry.parentPath, entry.name));
}

/** the name of every source in a JSON value: any object with a name and a url (secondary, reportedBy, a dispute's sources, the vendor's) */
function sourceNames(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) sourceNames(item, found);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string' && 'url' in record) found.push(record.name);
    for (const item of Object.values(record)) sourceNames(item, found);
  }
  return found;
}

t.test('no source name in data/ or data/curated/ carries a note on the copy read, nor one of ours in brackets', async (t) => {
  const faults: string[] = [];
  let names = 0;
  for (const dir of ['data/curated', 'data/amd', 'data/intel', 'data/apple', 'data/qualcomm', 'data/loongson', 'data/zhaoxin', 'data/hygon']) {
    for (const file of await jsonFiles(join(root, dir))) {
      for (const name of sourceNames(JSON.parse(await readFile(file, 'utf8')))) {
        names++;
        if (SOURCE_NOTE_WORDS.test(name) || SOURCE_BRACKET_NOTE.test(name)) faults.push(`${relative(root, file)}: "${name}"`);
      }
    }
  }
  t.ok(names > 5000, `${names} source names read`);
  t.same([...new Set(faults)], [], 'each note belongs in note { zh, en }');
});

t.test('the record schema refuses a source name with a note, and takes the note in both languages', async (t) => {
  const catalogue = await loadCatalogue(undefined, root);
  const chip = catalogue.find('loongson', '3a6000')!;
  const withSecondary = (entry: Processor['sources']['secondary'][number]): unknown => ({ ...chip, sources: { ...chip.sources, secondary: [entry] } });
  const fields = ['cores'];
  const url = 'https://press.example.org/3a6000';
  t.throws(
    () => validateProcessor(withSecondary({ name: 'EEPW (stored copy read via a mirror): 龙芯3A6000', url, fields }), 'test.json', 0, CuratedProcessorSchema),
    /publisher and title only.*copy/,
    'a note in the name is refused, naming the word',
  );
  t.throws(
    () => validateProcessor(withSecondary({ name: 'Ars Technica: a review (syndicated copy)', url, fields }), 'test.json', 0, CuratedProcessorSchema),
    /note \{ zh, en \}/,
  );
  t.throws(
    () =>
      validateProcessor(
        withSecondary({ name: 'EEPW: 龙芯3A6000', url, fields, note: { zh: 'a mirror', en: 'a mirror' } }),
        'test.json',
        0,
        CuratedProcessorSchema,
      ),
    /Chinese/,
    'the Chinese note is Chinese',
  );
  t.doesNotThrow(() =>
    validateProcessor(
      withSecondary({ name: 'EEPW: 龙芯3A6000', url, fields, note: { zh: '读取的是镜像', en: 'read on a mirror' } }),
      'test.json',
      0,
      CuratedProcessorSchema,
    ),
  );
  // what the page is about, its language or its format, in brackets: ours, so in note { zh, en }
  for (const name of [
    "TechPowerUp (Ryzen 8040 'Hawk Point' announced)",
    'Notebookcheck (German): Apple M3 Max 14-Core vs Apple M2 Pro',
    'Intel Core processor comparison table (PDF)',
  ]) {
    t.throws(() => validateProcessor(withSecondary({ name, url, fields }), 'test.json', 0, CuratedProcessorSchema), /note in brackets/, name);
  }
  // a date and brackets without Latin letters are the title's own
  for (const name of [
    'Global Times: Loongson releases next-generation CPU 3A6000 (2023-11-28)',
    'SoCXin: SoCXin/2K1000 README (关键参数)',
    'Ars Technica (Andrew Cunningham): Testing the M5 Max',
  ]) {
    t.doesNotThrow(() => validateProcessor(withSecondary({ name, url, fields }), 'test.json', 0, CuratedProcessorSchema), name);
  }
});

t.test("GET /cpu/loongson/3a6000 says how a source was read in the page's language", async (t) => {
  const app = await bootApp(t);
  // what the page shows: its data for the browser holds the record with both notes
  const get = async (url: string) => (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body.replace(/<script\b[^]*?<\/script>/g, '');
  const zh = await get('/cpu/loongson/3a6000');
  t.match(zh, /EEPW 电子产品世界: 龙芯中科研制成功新一代处理器龙芯3A6000<\/a>（转载龙芯 2023 年 8 月的公告；读取的是 ex-cimer.com 上的镜像）/);
  t.notMatch(zh, /read on a mirror|stored copy|republishes/, 'no English note on the Chinese page');
  const en = await get('/en/cpu/loongson/3a6000');
  t.match(
    en,
    /EEPW 电子产品世界: 龙芯中科研制成功新一代处理器龙芯3A6000<\/a> \(it carries Loongson&#x27;s announcement of August 2023; read on a mirror at ex-cimer.com\)/,
  );
  // A vendor's statement read in the press: the press copy's note follows it.
  t.match(await get('/cpu/apple/m1'), /刊载），读取的是 techecho 的 Hacker News 镜像/);
});
