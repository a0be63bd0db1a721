import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { namesSameModel } from '../../src/pipeline/records/launch-dates.js';
import type { LaunchDate } from '../../src/pipeline/records/launch-dates.js';
import { runPipeline } from '../../src/pipeline/records/pipeline.js';
import type { PipelineInputs } from '../../src/pipeline/records/pipeline.js';
import { SOURCES } from '../../src/pipeline/records/sources.js';

/*
 * data/curated/launch-dates.json fills the launch date of a part no table dates, from a page that
 * states the date for that very model. The pipeline runs on its fixtures (test/fixtures/pipeline/)
 * with a copy of the fixture's curated folder and a list written for each case.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/pipeline/${name}`, import.meta.url));

async function withDates(t: { teardown(fn: () => unknown): void }, entries: unknown[], change?: (dir: string) => Promise<void>): Promise<PipelineInputs> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-dates-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await cp(fixture('curated'), dir, { recursive: true });
  await writeFile(join(dir, 'launch-dates.json'), JSON.stringify(entries));
  if (change) await change(dir);
  return { sources: SOURCES, sourcesDir: fixture('sources'), curatedDir: dir, curatedLabel: 'curated', published: null };
}

/** the FX-8350 no fixture table dates, and a page stating its day */
const fx8350: LaunchDate = {
  vendor: 'amd',
  id: 'fx-8350',
  launched: '2012-10-23',
  source: 'A review of the FX-8350',
  url: 'https://example.org/fx-8350-review',
  names: 'AMD FX-8350',
  says: { zh: '2012 年 10 月 23 日起发售', en: 'on sale from 23 October 2012' },
};

t.test("a page's wording names the record's model only word for word", async (t) => {
  t.ok(namesSameModel('AMD Ryzen™ AI Max (PRO) 390 Processor', 'Ryzen AI Max PRO 390'), 'trademark signs, brackets, the vendor and "processor" aside');
  t.ok(namesSameModel('AMD FX-8350', 'FX-8350'));
  t.notOk(namesSameModel('Ryzen 5 8640U', 'Ryzen 5 PRO 8640U'), 'the plain part dates no PRO part');
  t.notOk(namesSameModel('Ryzen 5 PRO 8640U', 'Ryzen 5 8640U'), 'nor the PRO part the plain one');
  t.notOk(namesSameModel('Ryzen AI Max 390', 'Ryzen AI Max+ 390'), 'nor the Max the Max+');
  t.notOk(namesSameModel('Ryzen 7 5705G', 'Ryzen 7 5705GE'), 'nor the G part the GE');
});

t.test('a launch date from the list where no source dates the part: taken, with the page that states it', async (t) => {
  const report = await runPipeline(await withDates(t, [fx8350]));
  const record = report.records.find((r) => r.vendor === 'amd' && r.id === 'fx-8350')!;
  t.equal(record.launched, '2012-10-23');
  const cited = record.sources.secondary.filter((entry) => entry.fields.includes('launched'));
  t.same(
    cited.map((entry) => entry.url),
    ['https://example.org/fx-8350-review'],
    "a page off the vendor's site is a secondary source",
  );
  t.equal(cited[0]!.name, 'A review of the FX-8350', 'the source is named by its title alone');
  t.same(cited[0]!.note, { zh: '2012 年 10 月 23 日起发售', en: 'on sale from 23 October 2012' }, 'what it states is its note, in both languages');
  const untouched = report.records.find((r) => r.vendor === 'amd' && r.id === 'fx-4170')!;
  t.equal(untouched.launched, null, 'a part the list does not name stays undated');
});

t.test("the vendor's own announcement is the vendor's word", async (t) => {
  const report = await runPipeline(
    await withDates(t, [{ ...fx8350, url: 'https://www.amd.com/en/newsroom/press-releases/2012-10-23-amd-fx-processors.html', source: 'AMD press release' }]),
  );
  const record = report.records.find((r) => r.vendor === 'amd' && r.id === 'fx-8350')!;
  t.equal(record.launched, '2012-10-23');
  t.ok(record.sources.secondary.some((entry) => entry.fields.includes('launched') && /^AMD press release/.test(entry.name)));
});

t.test('a date is refused unless the page states it for that very model', async (t) => {
  await t.rejects(runPipeline(await withDates(t, [{ ...fx8350, names: 'AMD FX-8320' }])), /names "AMD FX-8320", not the FX-8350/, "a sibling's date");
  await t.rejects(
    runPipeline(await withDates(t, [{ ...fx8350, url: 'https://www.amd.com/en/products/specifications/processors.html' }])),
    /not the vendor's search or whole table/,
    "the whole table states no one part's date",
  );
  await t.rejects(runPipeline(await withDates(t, [{ ...fx8350, launched: '2012-13' }])), /launched must be/, 'a date that is none');
  await t.rejects(
    runPipeline(await withDates(t, [{ ...fx8350, says: { zh: '', en: '' } }])),
    /says\.zh must be a non-empty string/,
    'a page whose statement is not written down',
  );
  await t.rejects(
    runPipeline(await withDates(t, [{ ...fx8350, says: 'on sale from 23 October 2012' as never }])),
    /says must be \{ zh, en \}/,
    'a statement in one language only',
  );
  await t.rejects(
    runPipeline(await withDates(t, [{ ...fx8350, says: { zh: 'on sale', en: 'on sale' } }])),
    /says\.zh must be written in Chinese/,
    'an English statement on Chinese pages',
  );
});

t.test('the list fills blanks only, names records that exist, and leaves the vendors without a table to their curated records', async (t) => {
  const dated = (await runPipeline(await withDates(t, []))).records.find((r) => r.launched !== null && r.vendor === 'intel')!;
  await t.rejects(runPipeline(await withDates(t, [{ ...fx8350, vendor: 'intel', id: dated.id, names: dated.name }])), /already dates the part/);
  await t.rejects(runPipeline(await withDates(t, [{ ...fx8350, id: 'fx-9999' }])), /amd:fx-9999 names no record/);
  await t.rejects(
    runPipeline(await withDates(t, [{ ...fx8350, vendor: 'apple', id: 'm1' }])),
    /publishes no table; write the date in the part's curated record/,
  );
});
