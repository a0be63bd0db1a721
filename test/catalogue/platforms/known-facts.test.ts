import { fileURLToPath } from 'node:url';
import t, { type Test } from 'tap';
import { loadCatalogue } from '../../../src/catalogue/load.js';
import { lineMatches } from '../../../src/catalogue/platforms/fits.js';
import { supportMatrix } from '../../../src/catalogue/platforms/support-matrix.js';
import { isVendorUrl, type SupportStatement } from '../../../src/record/platform-schema.js';
import type { Processor } from '../../../src/shared/processor.js';

/**
 * The well-known compatibility facts, read from the shipped data, each with the source it rests
 * on and the kind of that source (the vendor's page, the vendor's statement as a publisher printed
 * it, a press report). A fact answered by another source, or by none, fails here.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const catalogue = await loadCatalogue(undefined, root);
const { platforms } = catalogue;

const on = (socket: string, test: (p: Processor) => boolean) => {
  const found = platforms.processorsOn(socket).filter(test);
  if (found.length === 0) throw new Error(`no processor on ${socket} for this fact`);
  return found;
};
const gen = (generation: string, graphics?: boolean) => (p: Processor) => p.generation === generation && (graphics === undefined || (p.igpu !== null) === graphics);

/** Every processor × chipset of a fact: the status, and the statement's source. */
function checkFact(t: Test, processors: Processor[], chipsets: string[], status: string, source: { id: string; kind: string; url: RegExp }, extra: Partial<SupportStatement> = {}) {
  for (const chipset of chipsets) {
    for (const processor of processors) {
      const fit = platforms.fits(processor, { chipset });
      const statement = fit.caveats[0]?.statement;
      t.equal(fit.status, status, `${processor.name} on ${chipset}: ${status}`);
      t.same([statement?.source.id, statement?.source.kind], [source.id, source.kind], `${processor.name} on ${chipset}: ${source.kind} ${source.id}`);
      t.match(statement?.source.url, source.url);
      for (const [field, value] of Object.entries(extra)) t.same(statement?.[field as keyof SupportStatement], value, `${processor.name} on ${chipset}: ${field}`);
    }
  }
}

t.test('B550 and A520 boards do not take Ryzen 1000, Ryzen 2000 or the Ryzen 3000 APUs', async (t) => {
  const old = [...on('am4', gen('Ryzen 1000')), ...on('am4', gen('Ryzen 2000')), ...on('am4', gen('Ryzen 3000', true))];
  t.ok(on('am4', gen('Ryzen 3000', true)).some((p) => p.name === 'Ryzen 5 3400G'), 'the 3400G is one of the APUs');
  checkFact(t, old, ['b550'], 'unsupported', { id: 'pcguia-2020-b550-chart', kind: 'vendor-statement', url: /^https:\/\/pcguia\.pt\// });
  checkFact(t, old, ['a520'], 'unsupported', { id: 'thinkcomputers-2020-a520', kind: 'vendor-statement', url: /^https:\/\/thinkcomputers\.org\// });
  // The Zen 2 parts without graphics are supported on both.
  t.equal(platforms.fits(catalogue.find('amd', 'ryzen-5-3600')!, { chipset: 'b550' }).status, 'supported');
});

t.test('400-series boards take Ryzen 5000 after a BIOS update (AMD\'s statement, as published by AnandTech)', async (t) => {
  checkFact(t, on('am4', gen('Ryzen 5000')), ['b450', 'x470'], 'bios-update',
    { id: 'anandtech-2020-zen3-400-series', kind: 'vendor-statement', url: /^https:\/\/www\.anandtech\.com\/show\/15807\// }, { someBoards: false });
  t.ok(on('am4', gen('Ryzen 5000')).every((p) => p.microarchitecture === null || p.microarchitecture === 'Zen 3'), 'the Ryzen 5000 line on AM4 is the Zen 3 line AMD spoke of');
});

t.test('300-series boards take Ryzen 5000 only where the board\'s maker released a BIOS for it', async (t) => {
  checkFact(t, on('am4', gen('Ryzen 5000')), ['a320', 'b350', 'x370'], 'bios-update',
    { id: 'clickthis-2022-ryzen5000-300-series', kind: 'press-report', url: /^https:\/\/clickthis\.blog\// }, { someBoards: true });
});

t.test('100- and 200-series LGA1151 boards do not take 8th or 9th gen Core; a Z370 board does not take 6th or 7th gen', async (t) => {
  const coffee = [...on('lga1151', gen('8th gen')), ...on('lga1151', gen('9th gen'))];
  t.ok(coffee.every((p) => p.codename === 'Coffee Lake'), 'Intel names them all Coffee Lake');
  const source = { id: 'techreport-2017-coffee-lake-z370', kind: 'vendor-statement', url: /^https:\/\/techreport\.com\// };
  checkFact(t, coffee, ['z170', 'h170', 'b150', 'h110', 'q170', 'z270', 'h270', 'b250', 'q270'], 'unsupported', source);
  checkFact(t, [...on('lga1151', gen('6th gen')), ...on('lga1151', gen('7th gen'))], ['z370'], 'unsupported', source);
  // 8th gen on the 300 series: the boxes' "Requires Intel 300 series chipset-based motherboard".
  checkFact(t, on('lga1151', gen('8th gen')), ['z370', 'z390', 'h370', 'b360', 'b365', 'h310', 'q370'], 'supported', source);
});

t.test('600-series boards need a BIOS update for 13th and 14th gen Core', async (t) => {
  checkFact(t, on('lga1700', gen('13th gen')), ['z690', 'h670', 'b660', 'h610'], 'bios-update',
    { id: 'itworldcanada-2022-raptor-lake-600-series', kind: 'press-report', url: /^https:\/\/www\.itworldcanada\.com\// });
  checkFact(t, on('lga1700', gen('14th gen')), ['z690', 'h670', 'b660', 'h610', 'q670'], 'bios-update',
    { id: 'nexthardware-2023-raptor-lake-refresh', kind: 'press-report', url: /nexthardware\.com\// });
});

t.test('LGA1700 and LGA1851 parts are not interchangeable: their vendors\' records name different sockets', async (t) => {
  const lga1700 = platforms.processorsOn('lga1700');
  const lga1851 = platforms.processorsOn('lga1851');
  t.ok(lga1700.length > 0 && lga1851.length > 0);
  t.notOk(lga1700.some((p) => lga1851.includes(p)), 'no processor sits on both');
  // Each record's socket names its source: Intel's table (ARK's "Sockets Supported") or, where that is silent, the page it was read from.
  const intel = (p: Processor) => p.sources.vendor.tables?.some((table) => table.fields.includes('socket')) || p.sources.secondary.some((entry) => entry.name === 'Intel ARK' && entry.fields.includes('socket'));
  const desktop = [...lga1700, ...lga1851].filter((p) => p.segment === 'desktop');
  for (const p of desktop) t.ok(intel(p) || p.sources.secondary.some((entry) => entry.fields.includes('socket') && entry.url), `${p.name}: its socket names a source`);
  t.ok(desktop.filter(intel).length / desktop.length > 0.9, 'for nearly all, Intel\'s own');
  const owned = catalogue.find('intel', 'core-i9-14900k')!;
  for (const chipset of platforms.chipsetsOf('lga1851')) t.equal(platforms.fits(owned, { chipset: chipset.id }).status, 'other-socket', `14900K on ${chipset.id}`);
  const ultra = lga1851.find((p) => p.generation === 'Core Ultra 200S')!;
  for (const chipset of platforms.chipsetsOf('lga1700')) t.equal(platforms.fits(ultra, { chipset: chipset.id }).status, 'other-socket', `${ultra.name} on ${chipset.id}`);
});

t.test('every statement names a source with a URL and its kind, and says what it says in both languages', async (t) => {
  const statements = platforms.chipsets.flatMap((chipset) => chipset.support);
  t.ok(statements.length > 50);
  for (const statement of statements) {
    t.match(statement.source.url, /^https?:\/\/\S+$/);
    if (statement.source.kind === 'vendor-page') t.ok(isVendorUrl(statement.source.url, statement.source.vendor), statement.source.url);
    t.ok(statement.text.en.length > 0 && /[\u4e00-\u9fff]/.test(statement.text.zh), `${statement.source.id}: a Chinese text`);
  }
});

t.test('every multi-generation desktop, workstation and server socket has its matrix, every stated cell with its source', async (t) => {
  for (const socket of ['am4', 'am5', 'lga1151', 'lga1200', 'lga1700', 'lga1851', 'lga2066', 'str4', 'str5', 'sp3', 'sp5']) {
    const matrix = supportMatrix(platforms, socket);
    t.ok(matrix, `${socket} has more than one generation, so a matrix`);
    if (!matrix) continue;
    const processors = platforms.processorsOn(socket);
    t.ok(processors.every((p) => matrix.lines.some((line) => lineMatches(line, p))), `${socket}: every processor sits in a line`);
    for (const { cells } of matrix.rows) for (const cell of cells) if (cell !== null) t.ok(cell.source.url, `${socket}: a stated cell has a source`);
  }
  t.ok(supportMatrix(platforms, 'am4')!.rows.length >= 7, 'AM4: a row per chipset');
});
